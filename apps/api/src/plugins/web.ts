// Serves the built web app: hashed assets cached for a year, index.html for every client route, the
// brotli and gzip files the build made beside each asset, and the API's JSON answers compressed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/'];

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON and text answers (lists, exports as CSV) on the fly. It hooks each route as it is
 * declared, so it is registered before the route trees. Static files skip it: they are compressed at
 * build time and carry their content-encoding already.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: /^(application\/(.+\+)?json|text\/)/,
      // Gzip first: brotli on the fly costs more CPU per answer for a few percent less.
      encodings: ['gzip', 'br', 'deflate'],
      // Requests are not ours to change: a compressed request body stays refused as before.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

export const webPlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    const hasWeb = root !== '' && existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes name.br and name.gz beside every compressible file (vite.config.ts).
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (root !== '') {
      // An empty root is a process that serves no web app on purpose (the job worker).
      app.log.warn({ root }, 'web app not built: serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ message: SERVER_MESSAGES.notFound, code: 'NOT_FOUND' });
    });
  },
  { name: 'web' },
);
