// Scale-out as compose runs it, with processes rather than containers (no container engine here):
// two compiled API processes (JOB_WORKER=separate) and a worker (apps/api/dist/worker.js, no build)
// on one PostgreSQL and one S3-compatible bucket (s3rver). Whichever process a request reaches, the
// answer is the same: a file, a sign-out, the sign-in limit, a list's total; and a scheduled job runs
// once, in the worker. `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AUTHORITY_CODES, defaultAuthorityCodes, ROLES, type RoleName } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.js';
import { REPO_ROOT } from '../src/db/migrate.js';
import { connectDatabase, type Database } from '../src/db/prisma.js';
import { hashPassword } from '../src/lib/password.js';
import { factories } from './factories.js';
import { TEST_PASSWORD, type TestContext } from './test-app.js';

interface Running {
  child: ChildProcess;
  output: string;
  url: string;
}

const running: Running[] = [];
let scratch: string;
let s3: S3rver;
let db: Database;
let databaseName: string;
let env: NodeJS.ProcessEnv;
let a: Running;
let b: Running;
let worker: Running | undefined;

const serverUrl = () => inject('databaseServerUrl');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(script: string, extra: NodeJS.ProcessEnv = {}): Running {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist', script)], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const process_: Running = { child, output: '', url: extra.PORT ? `http://127.0.0.1:${extra.PORT}` : '' };
  child.stdout?.on('data', (chunk) => (process_.output += chunk));
  child.stderr?.on('data', (chunk) => (process_.output += chunk));
  running.push(process_);
  return process_;
}

async function ready(server: Running) {
  await vi.waitFor(
    async () => {
      if (server.child.exitCode !== null)
        throw new Error(`exited ${server.child.exitCode}: ${server.output}`);
      expect((await fetch(`${server.url}/ready`).catch(() => undefined))?.status).toBe(200);
    },
    { timeout: 120_000, interval: 100 },
  );
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'hr-scale-out-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: scratch });
  const { port: s3Port } = await s3.run();
  databaseName = `scale_out_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${databaseName}" TEMPLATE hr_template`);
  const databaseUrl = serverUrl().replace(/\/postgres$/, `/${databaseName}`);
  db = connectDatabase(databaseUrl, () => {});
  // What compose gives every app and worker process: one database, secret, key and bucket.
  env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'https://hr.example.com',
    DEMO_DATA: 'false',
    WEB_DIST: '',
    LOG_LEVEL: 'info',
    JOB_WORKER: 'separate',
    STORAGE: 's3',
    S3_BUCKET: 'hr-scale-out',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    DATA_DIR: scratch,
  };
  a = start('server.js', { PORT: String(await freePort()) });
  b = start('server.js', { PORT: String(await freePort()) });
  await Promise.all([ready(a), ready(b)]);
}, 180_000);

afterAll(async () => {
  for (const { child } of running) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await db?.close();
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await s3?.close();
  await rm(scratch, { recursive: true, force: true });
}, 60_000);

const call = async (base: string, method: string, url: string, token?: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
};

const login = (base: string, email: string, password = TEST_PASSWORD) =>
  call(base, 'POST', '/auth/userLogin', undefined, { email, password });

/** A user made in the database, signed in through process A. */
async function user(
  roles: RoleName[],
  email = `user-${randomBytes(3).toString('hex')}@test.local`,
  authorities = defaultAuthorityCodes(roles),
) {
  const roleRows = await db.prisma.role.findMany({ where: { name: { in: roles } } });
  const created = await db.prisma.user.create({
    data: {
      email,
      firstName: 'Zoë',
      lastName: 'Ðặng',
      passwordHash: await hashPassword(TEST_PASSWORD),
      roles: { create: roleRows.map((role) => ({ roleId: role.id })) },
      authorities: { create: authorities.map((authorityCode) => ({ authorityCode })) },
    },
  });
  const signIn = await login(a.url, email);
  expect(signIn.status).toBe(200);
  return { id: created.id, email, token: signIn.body.token as string };
}

/** The test factories, writing through process A as its users. */
function throughA(): TestContext {
  return {
    app: { db } as unknown as FastifyInstance,
    baseUrl: a.url,
    createUser: ({ roles, authorities, email }) =>
      user(
        roles,
        email,
        authorities?.map((name) => AUTHORITY_CODES[name]),
      ),
    request: async (method, url, options = {}) => call(a.url, method, url, options.token, options.body),
  };
}

describe('two API processes and a worker, on one database and one bucket', () => {
  it('serve each other’s uploads, and neither serves one without a token', async () => {
    const officer = await user([ROLES.RECRUITMENT_OFFICER]);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 scale-out')], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await fetch(`${a.url}/api/v1/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${officer.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { id: number } };
    const download = await fetch(`${b.url}/api/v1/file/${data.id}`, {
      headers: { authorization: `Bearer ${officer.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('%PDF-1.4 scale-out');
    expect((await fetch(`${b.url}/api/v1/file/${data.id}`)).status).toBe(401);
  });

  it('end a session on both when it is signed out through one', async () => {
    const employee = await user([ROLES.EMPLOYEE]);
    // B has checked the session, and keeps the answer for a while (SESSION_CACHE_SECONDS).
    expect((await call(b.url, 'GET', '/auth/session', employee.token)).status).toBe(200);
    expect((await call(a.url, 'POST', '/auth/logout', employee.token, {})).status).toBe(200);
    // B hears of it from PostgreSQL (NOTIFY) at once, well within the cache's minute.
    await vi.waitFor(
      async () => expect((await call(b.url, 'GET', '/auth/session', employee.token)).status).toBe(401),
      { timeout: 2_000, interval: 20 },
    );
    expect((await call(a.url, 'GET', '/auth/session', employee.token)).status).toBe(401);
  });

  it('count wrong passwords together for the sign-in limit', async () => {
    const employee = await user([ROLES.EMPLOYEE]);
    for (let i = 0; i < 5; i += 1)
      expect((await login(i % 2 ? b.url : a.url, employee.email, 'Wrong@12345')).status).toBe(401);
    for (const base of [a.url, b.url]) {
      const res = await login(base, employee.email);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('show a list total counted on one process grown by a write through the other', async () => {
    const f = factories(throughA());
    const manager = await f.manager();
    await f.requisition({ positionTitle: 'Łukasz Żółć’s crew lead' });
    const total = async () => {
      const res = await call(b.url, 'GET', '/api/v1/requisitions?page=1&size=5', manager.token);
      expect(res.status).toBe(200);
      return res.body.paging.totalElements as number;
    };
    const before = await total();
    // Kept by B now: its next call skips the count unless a write to the table drops it.
    expect(await total()).toBe(before);
    await f.requisition({ positionTitle: 'محمد’s site survey' });
    await vi.waitFor(async () => expect(await total()).toBe(before + 1), { timeout: 2_000, interval: 20 });
  });

  it('run a scheduled job once, in the worker, never in the API processes', async () => {
    const old = await db.prisma.loginAttempt.create({
      data: {
        email: 'old@test.local',
        ip: '10.0.0.9',
        succeeded: false,
        createdAt: new Date(Date.now() - 48 * 3600_000),
      },
    });
    // Both API processes stored the schedules, once between them.
    const { rows: schedules } = await db.pool.query<{ name: string; n: number }>(
      'SELECT name, count(*)::int AS n FROM pgboss.schedule GROUP BY name ORDER BY name',
    );
    expect(schedules.map((row) => row.name)).toContain('prune-login-attempts');
    expect(schedules.every((row) => row.n === 1)).toBe(true);
    // Hourly is too slow for a test: every minute, from now on. The API processes' cron checks
    // (one of them every 30 s) send the job; with no worker among them it waits on the queue.
    const minute = async () =>
      Number(
        (await db.pool.query<{ m: string }>(`SELECT floor(extract(epoch FROM now()) / 60) AS m`)).rows[0]?.m,
      );
    const from = await minute();
    await db.pool.query(`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = 'prune-login-attempts'`);
    const jobs = async () =>
      (
        await db.pool.query<{ state: string; retry_count: number }>(
          `SELECT state, retry_count FROM pgboss.job WHERE name = 'prune-login-attempts' ORDER BY created_on`,
        )
      ).rows;
    await vi.waitFor(async () => expect((await jobs()).map((job) => job.state)).toContain('created'), {
      timeout: 90_000,
      interval: 500,
    });
    expect(await db.prisma.loginAttempt.findUnique({ where: { id: old.id } })).not.toBeNull();

    // The worker, as compose runs it: the compiled file, no build. (Its start puts the hourly
    // schedule back, so the every-minute runs stop.)
    worker = start('worker.js');
    await vi.waitFor(() => expect(worker?.output).toContain('The job worker is running'), {
      timeout: 120_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await jobs()).map((job) => job.state)).toContain('completed'), {
      timeout: 60_000,
      interval: 250,
    });
    expect(await db.prisma.loginAttempt.findUnique({ where: { id: old.id } })).toBeNull();
    // Once per scheduled minute at most, across three processes, and no run repeated.
    const ran = await jobs();
    expect(ran.length).toBeLessThanOrEqual((await minute()) - from + 1);
    expect(ran.filter((job) => job.retry_count > 0)).toEqual([]);
    // Every line each process logged is JSON, the worker's too.
    for (const process_ of [a, b, worker])
      for (const line of process_.output.split('\n').filter(Boolean))
        expect(() => JSON.parse(line), line).not.toThrow();
  }, 240_000);
});
