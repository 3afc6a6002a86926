// The server as a whole: guards declared on every route, errors, headers, health.

import { ROLES } from '@hr/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPgListener } from '../src/lib/pg-listen.js';
import { authPlugin, guards } from '../src/plugins/auth.js';
import { JWT_SECRET, useTestApp } from './test-app.js';

const t = useTestApp();

describe('access matrix', () => {
  // The whole matrix lives in access-matrix.txt beside this file: a new or changed guard shows in
  // review as a diff of that file (update it with `npx vitest run -u`; CI never writes it).
  it('lists every API route with its guard', async () => {
    const matrix = t.app.routeGuards
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method.padEnd(6)} ${route.url.padEnd(60)} ${JSON.stringify(route.guard)}`)
      .sort();
    await expect(`${matrix.join('\n')}\n`).toMatchFileSnapshot('./access-matrix.txt');
  });

  it('guards the calls that matter most as the product decisions say', () => {
    const guardOf = (method: string, url: string) =>
      t.app.routeGuards.find((route) => route.method === method && route.url === url)?.guard;
    expect(guardOf('POST', '/auth/userLogin')).toEqual({ kind: 'public' });
    expect(guardOf('GET', '/api/v1/requisitions')).toEqual({ kind: 'staff' });
    expect(guardOf('DELETE', '/api/v1/job_position/delete/:jobId')).toEqual({
      kind: 'authority',
      authority: 'JOB_POSTING',
    });
    expect(guardOf('GET', '/api/v1/outbox')).toEqual({ kind: 'role', role: 'Recruitment Manager' });
    // Nothing but sign-in, health, readiness, the careers site and the emailed links (approval, invitation and
    // password reset: their one-time code is the proof) is open to visitors.
    const publicRoutes = t.app.routeGuards
      .filter((route) => route.guard.kind === 'public' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    // The API reference's page and scripts hold no API detail; its document is for staff in
    // production (openapi.test.ts).
    expect(publicRoutes).toEqual([
      'GET /api/docs',
      'GET /api/docs/json',
      'GET /api/docs/static/init.js',
      'GET /api/docs/static/swagger-ui-bundle.js',
      'GET /api/docs/static/swagger-ui.css',
      // The manager's emailed leave decision link.
      'GET /api/hr/v1/leave/by-token/:token',
      // The applicant's registration from a letter's emailed code (rate-limited like sign-in).
      'GET /api/hr/v1/user/:code',
      'GET /api/v1/approval/by-token/:token',
      'GET /auth/password-link/:code',
      // The careers site: its pages, the position page's script, sitemap, feed, robots.txt, the
      // application form (limited per address and email, with a honeypot and a signed fill time:
      // modules/careers), the resume's fields for the form (the same address limit and stamp) and
      // the organisation's logo.
      'GET /careers',
      'GET /careers/:position',
      'GET /careers/assets/:name',
      'GET /careers/feed.xml',
      'GET /careers/logo',
      'GET /careers/sitemap.xml',
      'GET /health',
      'GET /ready',
      'GET /robots.txt',
      'POST /api/hr/v1/leave/decide-by-link',
      'POST /api/hr/v1/user/check',
      'POST /api/hr/v1/user/reset-password',
      'POST /api/v1/approval/change-response',
      'POST /auth/forgot-password',
      'POST /auth/set-password',
      'POST /auth/userLogin',
      'POST /careers/:position',
      'POST /careers/:position/resume-fields',
    ]);
  });

  it('refuses to register an API route without a guard', async () => {
    const app = Fastify();
    // Never opened: the check happens as routes are added.
    app.decorate('notifications', createPgListener('', app.log));
    await app.register(authPlugin, {
      secret: JWT_SECRET,
      ttlSeconds: 60,
      renewAfterSeconds: 0,
      sessionCacheSeconds: 0,
    });
    expect(() => app.get('/api/v1/unguarded', async () => ({}))).toThrow(
      'Route GET /api/v1/unguarded declares no guard',
    );
    app.get('/api/v1/guarded', { config: { guard: guards.public } }, async () => ({}));
    await app.close();
  });
});

describe('errors and headers', () => {
  it('answers any API path without a valid token with 401, before routing', async () => {
    const paths = ['/api/v1/nope', '/api/hr/v1/anything', '/api/v2/other', '/api/v1/requisitions'];
    for (const path of paths) {
      const noToken: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
      for (const headers of noToken) {
        const res = await t.request('GET', path, { headers });
        expect(res.status, path).toBe(401);
        expect(res.body.code).toMatch(/^(UNAUTHENTICATED|INVALID_TOKEN)$/);
      }
    }
    // A known path with an unknown method is no route either.
    expect((await t.request('PATCH', '/api/v1/requisitions')).status).toBe(401);
  });

  it('answers unknown API paths with JSON 404 to a signed-in caller', async () => {
    const { token } = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    for (const path of ['/api/v1/nope', '/api/hr/v1/anything']) {
      const res = await t.request('GET', path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('keeps the public routes open without a token', async () => {
    const res = await t.request('GET', `/api/v1/approval/by-token/${'x'.repeat(40)}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('INVALID_LINK');
  });

  it('sets security headers and a request id', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // The same set on an error answer and on another path, not only where it was first worked out.
    const missing = await t.request('GET', '/api/v1/no-such-route');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const echoed = await t.request('GET', '/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('reports readiness from the database', async () => {
    const res = await t.request('GET', '/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('refuses an unsupported content type with a JSON 415', async () => {
    const res = await t.request('POST', '/auth/userLogin', {
      body: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
