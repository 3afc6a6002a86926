// The API reference: the OpenAPI 3.1 document of /api/v1, /api/hr/v1 and /auth at /api/docs/json,
// built by @fastify/swagger from the routes' own zod schemas (lib/route-schema.ts), and Swagger UI
// at /api/docs. The page and its scripts hold no API detail and are open; the document is for staff
// in production. The page sends the signed-in user's stored token, so it works there too.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import { STORAGE_KEYS } from '@hr/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { openApiTransform } from '../../lib/route-schema.js';
import { guards } from '../../plugins/auth.js';

const DOCS = '/api/docs';

/** Registers the document generator; call it before any route is added, so it sees them all. */
export async function openApiSetup(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'HireOnboard API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
}

/** Swagger UI's files, shipped inside @fastify/swagger-ui (no network at run time). */
const UI_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>HireOnboard API</title>
<link rel="stylesheet" href="${DOCS}/static/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${DOCS}/static/swagger-ui-bundle.js"></script>
<script src="${DOCS}/static/init.js"></script></body>
</html>`;

// A file, not an inline script: the Content-Security-Policy allows only the app's own scripts.
const INIT = `(function () {
  var token = null;
  try { token = window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}); } catch (e) {}
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(`${DOCS}/json`)},
    dom_id: '#swagger-ui',
    requestInterceptor: function (request) {
      if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
      return request;
    },
  });
})();
`;

export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const documentGuard = app.config.env === 'production' ? guards.staff : guards.public;

  app.get(`${DOCS}/json`, { config: { guard: documentGuard } }, async () => app.swagger());

  app.get(DOCS, { config: { guard: guards.public } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  // One route per file (no path parameter): the files are fixed, and read once.
  const files: Record<string, Promise<Buffer | string>> = {};
  const serve = (name: string, type: string, body: () => Promise<Buffer | string>) =>
    app.get(`${DOCS}/static/${name}`, { config: { guard: guards.public } }, async (_request, reply) => {
      files[name] ??= body();
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=3600')
        .send(await files[name]);
    });
  serve('init.js', 'text/javascript; charset=utf-8', async () => INIT);
  for (const [name, type] of Object.entries(UI_FILES))
    serve(name, type, () => readFile(path.join(UI_DIR, name)));
};
