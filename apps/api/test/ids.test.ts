// Every id in a path answers 400 naming the parameter when it is past int32 or not a number, never
// 500: the cases are generated from the route table, so a new route is covered the day it lands.
import { REF_PATHS, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.js';

const t = useTestApp();

/**
 * Path parameters that are not ids, skipped by name: the approval link's one-time token, the careers
 * site's public page name `{id}-{slug}` (any unknown name is its 404 page: careers.test) and its
 * script's file name `apply-{hash}.js` (an unknown one answers 404: careers-script.test).
 */
const NOT_IDS = new Set(['token', 'position', 'name']);
// Ids are decimal digits only: a sign, hex, spaces or an exponent are refused, not read as a number.
const BAD_IDS = ['99999999999', '2147483648', 'abc', '0', '-1', '1.5', '+1', '0x7FFFFFF0', ' 1', '1e3'];

/** Every parametric route of the table, with its parameter names. */
function parametricRoutes() {
  return t.app.routeGuards
    .filter((route) => route.method !== 'HEAD' && route.url.includes('/:'))
    .map((route) => ({
      ...route,
      params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
    }));
}

/** The route's path with `bad` in place of `name` and a valid id in every other parameter. */
function pathWith(url: string, name: string, bad: string): string {
  return url.replace(/:(\w+)/g, (_all, param: string) => (param === name ? encodeURIComponent(bad) : '1'));
}

let token: string;
let applicantToken: string;
beforeAll(async () => {
  // The manager holds every authority, so no guard answers 403 before the parameter is read; the
  // applicant's routes (the restricted kind only) are called as an applicant.
  token = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  applicantToken = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
});

// Each test walks the whole route table: minutes on a loaded two-core machine, not the usual seconds.
describe('ids in paths', { timeout: 120_000 }, () => {
  it('finds the parametric routes and names each non-id parameter it skips', () => {
    const routes = parametricRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const names = new Set(routes.flatMap((route) => route.params));
    expect([...names].filter((name) => NOT_IDS.has(name)).sort()).toEqual(['name', 'position', 'token']);
  });

  it('answers 400 naming the parameter for an id past int32 or not a whole positive number', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const route of parametricRoutes()) {
      for (const name of route.params.filter((param) => !NOT_IDS.has(param))) {
        for (const bad of BAD_IDS) {
          cases += 1;
          const path = pathWith(route.url, name, bad);
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
          const caller = route.guard.kind === 'applicant' ? applicantToken : token;
          const res = await t.request(route.method, path, { token: caller, body });
          if (res.status !== 400 || !res.body?.fields?.[name]) {
            failures.push(`${route.method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(200);
  }, 120_000);

  it('answers 400 naming the parameter for an id in a query past int32 or not a number', async () => {
    const queries = [
      ['GET', '/api/v1/job_position/clone', 'positionId'],
      ['GET', '/api/v1/selection_process', 'positionId'],
      ['DELETE', '/api/v1/selection_process', 'stepId'],
      ['GET', '/api/v1/approval', 'positionId'],
      ['DELETE', '/api/v1/approval', 'approvalId'],
    ] as const;
    for (const [method, path, name] of queries) {
      for (const bad of ['99999999999', 'abc']) {
        const res = await t.request(method, `${path}?${name}=${bad}`, { token });
        expect(res.status, `${method} ${path}?${name}=${bad}`).toBe(400);
        expect(res.body.fields).toHaveProperty(name);
      }
    }
  });

  it('answers 400 naming the field for an id in a body past int32', async () => {
    const res = await t.request('POST', '/api/v1/approval/send_email', {
      token,
      body: { positionId: 99_999_999_999 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('positionId');
  });
});

describe('text parameters', { timeout: 120_000 }, () => {
  // PostgreSQL refuses NUL in text and lone surrogates are not UTF-8: either must be a 4xx, never 500.
  it('refuses a NUL or a lone surrogate in a path token or a query, never with a 500', async () => {
    const tokenRoute = parametricRoutes().find((route) => route.params.includes('token'));
    expect(tokenRoute).toBeDefined();
    const refused = [
      pathWith(tokenRoute!.url, 'token', `${'a'.repeat(30)}\u0000`),
      `${pathWith(tokenRoute!.url, 'token', 'a'.repeat(30))}%ED%A0%80`,
      '/api/v1/requisitions?search=%00',
    ];
    for (const path of refused) {
      const res = await t.request('GET', path, { token });
      expect(res.status, path).toBe(400);
    }
    // Bytes that are not UTF-8 at all are read as the replacement character: answered, not a 500.
    const res = await t.request('GET', '/api/v1/requisitions?search=%ED%A0%80', { token });
    expect(res.status).toBe(200);
  });

  it('refuses a NUL or a lone surrogate in a body with 400 naming the field', async () => {
    const path = `/api/v1${REF_PATHS.create('industry')}`;
    const nul = await t.request('POST', path, { token, body: { name: 'Mining\u0000' } });
    expect(nul.status).toBe(400);
    expect(nul.body.fields).toEqual({ name: 'Contains a character that cannot be stored' });
    // JSON.stringify writes a lone surrogate as its \ud800 escape, as a hostile client would.
    const surrogate = await t.request('POST', path, { token, body: { name: 'Mining \ud800' } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.fields).toHaveProperty('name');
    const paired = await t.request('POST', path, { token, body: { name: 'Mining 😀 é' } });
    expect(paired.status).toBe(201);
  });
});
