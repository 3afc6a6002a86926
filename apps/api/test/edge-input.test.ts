// Edge input never answers 500: numbers a database column cannot hold, and malformed multipart
// bodies on the upload routes. Generated from the route table (and its OpenAPI document), so a new
// route is covered the day it lands.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.js';

const t = useTestApp();
const INT32_MAX = 2_147_483_647;
/** The largest value a PostgreSQL numeric(15,2) column (money amounts) holds, with margin. */
const NUMBER_MAX = 1e13;

let token: string;
beforeAll(async () => {
  token = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
});

type Schema = Record<string, unknown>;

/** Every number in `schema` without a bound a database column can hold, by its path. */
function unbounded(schema: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(schema)) {
    for (const item of schema) unbounded(item, path, found);
    return found;
  }
  if (schema === null || typeof schema !== 'object') return found;
  const s = schema as Schema;
  const types = ([] as unknown[]).concat(s.type ?? []);
  if (types.includes('integer')) {
    const max = (s.maximum ?? s.exclusiveMaximum) as number | undefined;
    const min = (s.minimum ?? s.exclusiveMinimum) as number | undefined;
    if (max === undefined || max > INT32_MAX || min === undefined || min < -INT32_MAX - 1) found.push(path);
  } else if (types.includes('number')) {
    const max = (s.maximum ?? s.exclusiveMaximum) as number | undefined;
    const min = (s.minimum ?? s.exclusiveMinimum) as number | undefined;
    if (max === undefined || max > NUMBER_MAX || min === undefined || min < -NUMBER_MAX) found.push(path);
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value))
        unbounded(property, path ? `${path}.${name}` : name, found);
    } else if (['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties'].includes(key)) {
      unbounded(value, key === 'items' ? `${path}[]` : path, found);
    }
  }
  return found;
}

interface Operation {
  parameters?: { in: string; name: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}

describe('numbers in requests', () => {
  it('bounds every number a body or query takes to what its column holds', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths: Record<string, Record<string, Operation>> = res.body.paths;
    const failures: string[] = [];
    let numbers = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas: [string, unknown][] = [
          ...Object.values(operation.requestBody?.content ?? {}).map(
            (c) => ['body', c.schema] as [string, unknown],
          ),
          ...(operation.parameters ?? []).map((p) => [`${p.in} ${p.name}`, p.schema] as [string, unknown]),
        ];
        for (const [where, schema] of schemas) {
          numbers += JSON.stringify(schema).match(/"type":(\["?)?"(integer|number)"/g)?.length ?? 0;
          for (const path_ of unbounded(schema, '', [])) {
            failures.push(`${method.toUpperCase()} ${path} ${where}${path_ ? `: ${path_}` : ''}`);
          }
        }
      }
    }
    expect(numbers).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});

describe('malformed multipart bodies', () => {
  const uploads = () =>
    t.app.routeGuards
      .filter(
        (route) =>
          route.method === 'POST' &&
          /\/(upload|excel_upload)$|\/letter\/verify$|\/create-new\/excel$/.test(route.url),
      )
      .map((route) => route.url);

  const BODIES: [string, Record<string, string>, string][] = [
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'garbage'],
    [
      'a boundary never used',
      { 'content-type': 'multipart/form-data; boundary=XyZ' },
      'not multipart at all',
    ],
    [
      'a part never closed',
      { 'content-type': 'multipart/form-data; boundary=XyZ' },
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004 truncated',
    ],
    [
      'a part without headers',
      { 'content-type': 'multipart/form-data; boundary=XyZ' },
      '--XyZ\r\n\r\nbody\r\n--XyZ--\r\n',
    ],
    ['an empty body', { 'content-type': 'multipart/form-data; boundary=XyZ' }, ''],
  ];

  it('answers a 4xx, never a 500, on every upload route', async () => {
    const routes = uploads();
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const url of routes) {
      for (const [name, headers, body] of BODIES) {
        const res = await t.request('POST', url, { token, headers, body });
        if (res.status < 400 || res.status >= 500)
          failures.push(`${url} ${name}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('text in criteria', () => {
  it('refuses a NUL or a lone surrogate in a criteria value with 400 naming it', async () => {
    for (const value of ['Nurse\u0000', 'Nurse \ud800']) {
      const res = await t.request('POST', '/api/v1/requisitions/criteria', {
        token,
        body: { page: 1, size: 20, columns: ['jobTitle'], operators: ['STR_CONTAIN'], values: [value] },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(['values.0']);
    }
  });
});
