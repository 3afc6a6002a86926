// `npm run bench`: load-tests the requisition list calls of the real server against a minimal
// Fastify + pg handler running the same SQL on the same data, in the same run, on 127.0.0.1 only.
// The data: an embedded PostgreSQL in BENCH_DATA_DIR (default: a folder in the system temp dir),
// migrated and filled by seedLarge; a folder that already holds the data is reused.
// Prints requests/s and p99 latency at 1 and 50 connections, the ratio app/baseline, and what page
// 1,000 costs against page 1.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AUTHORITY_CODES, makePaging, ROLES, type TListQuery } from '@hr/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { seedLarge } from '../apps/api/src/db/seed/large.js';
import { buildListSql, type ListFilter } from '../apps/api/src/lib/list-query.js';
import { REQUISITION_LIST } from '../apps/api/src/modules/requisitions/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REQUISITIONS = 30_000;
const HOST = '127.0.0.1';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
  },
});

// ------------------------------------------------------------------ the cases

const LIST_QUERY: TListQuery = { page: 1, size: 20, sort: 'id', direction: 'desc' };
const STATUS_FILTER: ListFilter[] = [{ column: 'status', operator: 'SEL_EQUAL', value: 'IN' }];
const CRITERIA_BODY = JSON.stringify({
  page: 1,
  size: 20,
  columns: ['status'],
  operators: ['SEL_EQUAL'],
  values: ['IN'],
});

// ------------------------------------------------------------------ baseline server (child process)

/** A minimal Fastify + pg server answering the same SQL as the app's list calls. */
async function runBaseline(databaseUrl: string, port: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  const answer = async (query: TListQuery, filters: ListFilter[] = []) => {
    const sql = buildListSql(REQUISITION_LIST, query, filters);
    const [rows, count] = await Promise.all([
      pool.query(sql.pageSql, sql.pageParams),
      pool.query<{ total: string }>(sql.countSql, sql.countParams),
    ]);
    return {
      responseDataList: rows.rows,
      paging: makePaging(query.page, query.size, Number(count.rows[0]?.total ?? 0)),
    };
  };
  app.get('/api/v1/requisitions', (request) => {
    const page = Number((request.query as { page?: string }).page ?? 1);
    return answer({ ...LIST_QUERY, page });
  });
  app.post('/api/v1/requisitions/criteria', () => answer(LIST_QUERY, STATUS_FILTER));
  await app.listen({ port, host: HOST });
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

// ------------------------------------------------------------------ helpers

/**
 * An HS256 token the app accepts: a Recruitment Manager of a live session (the app checks the
 * session on every request, as it does for a real sign-in).
 */
function signToken(secret: string, userId: number, sid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    sub: String(userId),
    sid,
    email: 'bench@bench.local',
    roles: ROLES.RECRUITMENT_MANAGER,
    authorities: [AUTHORITY_CODES.JOB_POSTING],
    iat: now,
    exp: now + 3600,
  });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The server at ${url} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The server at ${url} did not start`);
}

function startChild(script: string, childArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...childArgs], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measure {
  rps: number;
  p99: number;
  mean: number;
  errors: number;
}

async function load(
  url: string,
  connections: number,
  seconds: number,
  options: { method?: 'GET' | 'POST'; body?: string; token?: string },
): Promise<Measure> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers,
  });
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);

const ROUNDS = 5;

/** Slices of one case: mean requests/s, the median of the slices' p99, all errors. */
function combine(slices: Measure[]): Measure {
  const p99s = slices.map((m) => m.p99).sort((x, y) => x - y);
  return {
    rps: slices.reduce((sum, m) => sum + m.rps, 0) / slices.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    mean: slices.reduce((sum, m) => sum + m.mean, 0) / slices.length,
    errors: slices.reduce((sum, m) => sum + m.errors, 0),
  };
}

// ------------------------------------------------------------------ main

async function main() {
  const seconds = Number(args.seconds);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60) throw new Error('--seconds must be 1 to 60');
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'hr-bench-data'));
  console.info(`Database: embedded PostgreSQL in ${dataDir}`);
  const database = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'hr' });
  const children: ChildProcess[] = [];
  try {
    await migrateDatabase(database.url);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM job_position');
    const existing = rows[0]?.n ?? 0;
    if (existing >= REQUISITIONS) {
      console.info(`Reusing ${existing} requisitions.`);
    } else {
      console.info(`Seeding ${REQUISITIONS - existing} requisitions with seed:large ...`);
      await seedLarge(pool, { requisitions: REQUISITIONS - existing, applicants: 2_000 });
    }
    // What autovacuum does on a live database: statistics, and a visibility map for index-only scans.
    await pool.query('VACUUM ANALYZE');
    const benchUser = await pool.query<{ id: number }>(
      `INSERT INTO app_user (email, first_name, last_name, updated_at) VALUES ('bench@bench.local', 'Bench', 'User', now())
       ON CONFLICT (email) DO UPDATE SET active = true RETURNING id`,
    );
    const userId = benchUser.rows[0]!.id;
    const sid = randomUUID();
    await pool.query(
      `INSERT INTO user_session (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [sid, userId],
    );
    await pool.end();

    const secret = randomBytes(32).toString('base64url');
    const token = signToken(secret, userId, sid);
    const appPort = await freePort();
    const app = startChild('apps/api/src/server.ts', [], {
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST,
      DATABASE_URL: database.url,
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://${HOST}:${appPort}`,
    });
    children.push(app);
    const basePort = await freePort();
    const base = startChild('scripts/bench.ts', ['--baseline'], {
      DATABASE_URL: database.url,
      PORT: String(basePort),
    });
    children.push(base);
    const appUrl = `http://${HOST}:${appPort}`;
    const baseUrl = `http://${HOST}:${basePort}`;
    await Promise.all([waitForServer(`${appUrl}/health`, app), waitForServer(baseUrl, base)]);

    // Both answer the same rows.
    const check = await fetch(`${appUrl}/api/v1/requisitions?page=1&size=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (check.status !== 200) throw new Error(`The app answered ${check.status}: ${await check.text()}`);

    const cases = [
      { name: 'list   GET /requisitions', path: '/api/v1/requisitions?page=1&size=20' },
      {
        name: 'criteria status SEL_EQUAL',
        path: '/api/v1/requisitions/criteria',
        method: 'POST' as const,
        body: CRITERIA_BODY,
      },
    ];
    const loadAverage = () => os.loadavg()[0]?.toFixed(1);
    console.info(
      `\n${seconds} s per case and side (${ROUNDS} alternating slices), 127.0.0.1 only, ${os.cpus().length} CPUs, load average ${loadAverage()}.\n`,
    );
    console.info(
      `${'case'.padEnd(28)}${'conns'.padStart(6)}${'app req/s'.padStart(11)}${'base req/s'.padStart(11)}${'ratio'.padStart(8)}${'app p99'.padStart(10)}${'base p99'.padStart(10)}  errors`,
    );
    for (const c of cases) {
      for (const connections of [1, 50]) {
        // Warm both up briefly so JIT and plan caches do not weigh on the first case.
        await load(`${appUrl}${c.path}`, 4, 1, { ...c, token });
        await load(`${baseUrl}${c.path}`, 4, 1, c);
        // Alternating slices, so a change in the machine's load weighs on both sides alike.
        const a: Measure[] = [];
        const b: Measure[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          a.push(await load(`${appUrl}${c.path}`, connections, seconds / ROUNDS, { ...c, token }));
          b.push(await load(`${baseUrl}${c.path}`, connections, seconds / ROUNDS, c));
        }
        const app = combine(a);
        const base = combine(b);
        console.info(
          `${c.name.padEnd(28)}${String(connections).padStart(6)}${fmt(app.rps, 0).padStart(11)}${fmt(base.rps, 0).padStart(11)}${(app.rps / base.rps).toFixed(2).padStart(8)}${`${app.p99} ms`.padStart(10)}${`${base.p99} ms`.padStart(10)}  ${app.errors}/${base.errors}`,
        );
      }
    }

    // Deep paging: the same call for page 1 and page 1,000 (20 rows a page), one connection,
    // in alternating slices.
    const pageCost = async (page: number) =>
      load(`${appUrl}/api/v1/requisitions?page=${page}&size=20`, 1, Math.max(1, seconds / ROUNDS), { token });
    await pageCost(1000);
    const firstSlices: Measure[] = [];
    const deepSlices: Measure[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      firstSlices.push(await pageCost(1));
      deepSlices.push(await pageCost(1000));
    }
    const first = combine(firstSlices);
    const deep = combine(deepSlices);
    console.info(
      `\npage 1:     ${fmt(first.mean, 2)} ms mean, ${fmt(first.rps)} req/s` +
        `\npage 1,000: ${fmt(deep.mean, 2)} ms mean, ${fmt(deep.rps)} req/s` +
        `\npage 1,000 / page 1 cost: ${(deep.mean / first.mean).toFixed(2)}x` +
        `\nload average at the end: ${loadAverage()}`,
    );
  } finally {
    for (const child of children) await stopChild(child);
    await database.stop();
  }
}

if (args.baseline) {
  await runBaseline(process.env.DATABASE_URL ?? '', Number(process.env.PORT));
} else {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
