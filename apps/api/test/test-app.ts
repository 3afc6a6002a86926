// A real server on a free port over a fresh database copied from the migrated template.
import { randomBytes } from 'node:crypto';
import {
  AUTHORITY_CODES,
  type AuthorityName,
  addDays,
  DEFAULT_TIME_ZONE,
  defaultAuthorityCodes,
  type RoleName,
  todayIn,
} from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { BookmarkOptions } from '../src/lib/list-bookmarks.js';
import { hashPassword } from '../src/lib/password.js';

export const TEST_PASSWORD = 'Test@12345';

/**
 * The organisation's day `offset` days from today (the migrations seed Australia/Sydney): what the
 * server calls today, which is not UTC's from 13:00 or 14:00 UTC on.
 */
export const orgDay = (offset = 0): string => addDays(todayIn(DEFAULT_TIME_ZONE), offset);

/** The SQL of a `pool.query` call's first argument: a text, or a (named) query config. */
export const statementText = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text);
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The fixed AES-256-GCM key of the test servers. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

export interface TestContext {
  app: FastifyInstance;
  baseUrl: string;
  /** A user with these roles (and their default grants unless given). */
  createUser(options: {
    roles: RoleName[];
    authorities?: AuthorityName[];
    email?: string;
  }): Promise<TestUser>;
  /** A fetch against the running server. */
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

let passwordHash: Promise<string> | undefined;

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('databaseServerUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE hr_template`);
  await admin.end();
  return {
    url: serverUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Call at the top of a test file: starts the app before its tests and stops it after. `logStream`
 * receives the app's log lines (give LOG_LEVEL in `env` too, the tests' default is silent).
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    clock?: () => Date;
    listBookmarks?: Partial<BookmarkOptions>;
  } = {},
): TestContext {
  const context = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  let counter = 0;

  beforeAll(async () => {
    const database = await createDatabase();
    drop = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // No queue unless a test asks for one (JOB_WORKER in env): it runs jobs with scheduler.tick().
      JOB_WORKER: 'off',
      WEB_DIST: '',
      DATABASE_URL: database.url,
      ...env,
    });
    const app = await buildApp({
      ...config,
      databaseUrl: database.url,
      jwtSecret: JWT_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.listBookmarks ? { listBookmarks: options.listBookmarks } : {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    context.app = app;
    context.baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await context.app?.close();
    await drop?.();
  });

  context.createUser = async ({ roles, authorities, email }) => {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    counter += 1;
    const roleRows = await context.app.db.prisma.role.findMany({ where: { name: { in: roles } } });
    const codes = authorities
      ? authorities.map((name) => AUTHORITY_CODES[name])
      : defaultAuthorityCodes(roles);
    const user = await context.app.db.prisma.user.create({
      data: {
        email: email ?? `user${counter}-${randomBytes(3).toString('hex')}@test.local`,
        firstName: 'Test',
        lastName: `User ${counter}`,
        passwordHash: await passwordHash,
        roles: { create: roleRows.map((role) => ({ roleId: role.id })) },
        authorities: { create: codes.map((authorityCode) => ({ authorityCode })) },
      },
    });
    // A real session, as a sign-in would start: tokens without one are refused.
    const token = await context.app.issueToken(
      { id: user.id, email: user.email, roles, authorities: codes },
      '127.0.0.1',
    );
    return { id: user.id, email: user.email, token };
  };

  context.request = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${context.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return context;
}
