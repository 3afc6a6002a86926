// The security headers (helmet's set, with our Content-Security-Policy) on every answer. Helmet's
// headers depend only on its options, so they are worked out once at start-up and copied onto each
// reply: @fastify/helmet rebuilt helmet from its options on every request, which showed in profiles.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // MUI (emotion) injects style elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  // Browsers ignore HSTS over plain HTTP, and a header there would only mislead: it goes out below
  // when the request came over HTTPS (directly, or per a trusted proxy's X-Forwarded-Proto).
  strictTransportSecurity: false,
};

/** The headers helmet sets with these options (it only sets or removes headers on the response). */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
