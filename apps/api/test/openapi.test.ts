// The OpenAPI document at /api/docs/json: generated from the routes' zod schemas, complete for every
// route of /api/v1, /api/hr/v1 and /auth, and for staff only in production.
import { ROLES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.js';

const t = useTestApp();
const production = useTestApp({
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  DEMO_DATA: 'false',
});

const DOCUMENTED = /^\/(api\/v1|api\/hr\/v1|auth)\//;
/** Answers that are files, not JSON: their 200 is a download and has no schema. */
const FILE_ANSWER =
  /\/export$|\/pdf$|\/pdf\/:\w+$|\/certificate\/:\w+$|\/excel-template$|^\/api\/v1\/file\/:id$/;
/** Bodies that are multipart uploads: a file the handler reads, not a JSON schema. */
const MULTIPART_BODY =
  /\/(upload|excel_upload)$|\/letter\/verify$|\/create-new\/excel$|\/employee-onboarding(\/[^/]+)?$|\/organisation\/logo$/;

interface Operation {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

/** What a route lacks in the document: path parameters, a JSON body, a success answer's schema. */
function gaps(method: string, url: string, operation: Operation | undefined, multipart: boolean): string[] {
  if (!operation) return ['not in the document'];
  const missing: string[] = [];
  const inPath = new Set((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
  for (const [, name] of url.matchAll(/:(\w+)/g))
    if (!inPath.has(name as string)) missing.push(`param ${name}`);
  if ((method === 'POST' || method === 'PUT') && !multipart && !operation.requestBody) missing.push('body');
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
  if (!success && !FILE_ANSWER.test(url)) missing.push('a 2xx answer schema');
  if (!operation.responses?.['400']) missing.push('the error answers');
  return missing;
}

describe('OpenAPI', () => {
  it('documents every route of the three trees with its parameters, body and answers', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths: Record<string, Record<string, Operation>> = res.body.paths;
    const routes = t.app.routeGuards.filter((route) => route.method !== 'HEAD' && DOCUMENTED.test(route.url));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = paths[openApiPath]?.[route.method.toLowerCase()];
      const multipart = MULTIPART_BODY.test(route.url);
      for (const gap of gaps(route.method, route.url, operation, multipart)) {
        failures.push(`${route.method} ${route.url}: ${gap}`);
      }
    }
    expect(failures).toEqual([]);
    // Only the three trees: no health, readiness, web or docs routes.
    expect(Object.keys(paths).filter((path) => !DOCUMENTED.test(path))).toEqual([]);
  });

  it('describes a list answer from its contract schema', async () => {
    const res = await t.request('GET', '/api/docs/json');
    const list = res.body.paths['/api/v1/requisitions'].get as Operation;
    const schema = list.responses?.['200']?.content?.['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(['responseDataList', 'paging']);
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'size', 'sort']));
  });

  it('serves the interactive reference with its scripts from the app itself', async () => {
    const page = await t.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const src of String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await t.request('GET', src[1] as string);
      expect(asset.status, src[1]).toBe(200);
    }
  });

  it('gives the document only to staff in production', async () => {
    expect((await production.request('GET', '/api/docs/json')).status).toBe(401);
    const applicant = await production.createUser({ roles: [ROLES.APPLICANT] });
    expect((await production.request('GET', '/api/docs/json', { token: applicant.token })).status).toBe(403);
    const officer = await production.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const res = await production.request('GET', '/api/docs/json', { token: officer.token });
    expect(res.status).toBe(200);
    expect(res.body.paths['/auth/userLogin']).toBeDefined();
  });
});
