// Serves the built web app: hashed assets cached for a year, index.html for every client route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/'];

export const webPlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    const hasWeb = root !== '' && existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
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
