// Serves the built web app: hashed assets cached for a year, index.html for every client route, the
// brotli and gzip files the build made beside each asset, and the API's JSON answers compressed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { approvalLinkPath, leaveDecisionLinkPath, SERVER_MESSAGES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/'];

/**
 * The web app's pages whose path carries an emailed one-time token. They are routes of their own
 * (not the not-found fallback every other page takes) so the request log knows to redact the token.
 */
export const TOKEN_PAGES = [approvalLinkPath(':token'), leaveDecisionLinkPath(':token')];

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(.+\+)?(json|xml)|text\/)/;
/** Brotli's quality for answers made on the fly: its default (11) is for files compressed once. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding to answer in for an Accept-Encoding header: gzip first (brotli on the fly costs more
 * CPU per answer for a few percent less), then brotli; none for a missing header, identity, or q=0.
 */
export function chooseEncoding(header: string | undefined): 'gzip' | 'br' | undefined {
  if (!header) return undefined;
  let gzip = false;
  let br = false;
  let any = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name === 'gzip' || name === 'x-gzip') gzip = !refused;
    else if (name === 'br') br = !refused;
    else if (name === '*') any = !refused;
  }
  return gzip || (any && !header.includes('gzip')) ? 'gzip' : br ? 'br' : undefined;
}

function appendVary(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return text;
  return text ? `${text}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Compresses JSON and text answers (lists, exports as CSV) on the fly, off the event loop. Static
 * files pass by: they are streams, compressed at build time. One hook that returns at once for the
 * many small answers (replacing @fastify/compress, whose per-route hooks read several headers first:
 * a measurable share of a short list call).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD_BYTES) {
        done(null, payload);
        return;
      }
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding')) {
        done(null, payload);
        return;
      }
      // A cache must not hand a compressed answer to a client that did not ask for one.
      reply.header('vary', appendVary(reply.getHeader('vary')));
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) {
        done(null, payload);
        return;
      }
      const finish = (error: Error | null, compressed: Buffer) => {
        if (error) {
          done(error);
          return;
        }
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      };
      if (encoding === 'gzip') zlib.gzip(payload, finish);
      else zlib.brotliCompress(payload, BROTLI, finish);
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
        // The careers site serves robots.txt (its sitemap's address is PUBLIC_URL's): a file of an
        // older build must not take its route.
        globIgnore: ['robots.txt', 'robots.txt.*'],
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else if (root !== '') {
      // An empty root is a process that serves no web app on purpose (the job worker).
      app.log.warn({ root }, 'web app not built: serving the API only');
    }

    const notFound = { message: SERVER_MESSAGES.notFound, code: 'NOT_FOUND' };
    for (const page of TOKEN_PAGES) {
      app.get(page, (_request, reply) =>
        hasWeb
          ? reply.header('cache-control', 'no-cache').sendFile('index.html')
          : reply.status(404).send(notFound),
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send(notFound);
    });
  },
  { name: 'web' },
);
