// `npm run bench`: load-tests the list calls of the real server against a minimal Fastify + pg
// server answering the same calls with the same list code (lib/list-query.ts) on the same data, in
// the same run, on 127.0.0.1 only. Two tables drive it: SIZES (the data, grown from one size to the
// next with seedLarge) and CASES (the calls); every case runs at every size.
// The data: an embedded PostgreSQL in BENCH_DATA_DIR (default: a folder in the system temp dir),
// migrated and filled by seedLarge; a folder that already holds a size is reused.
// Per size it prints requests/s and p99 at 1 and 50 connections (a report: 1 and 4) with the ratio app/baseline, and
// page 1,000 against page 1 for the cases that page that deep, twice: asked again (the app seeks from
// the bookmark its first visit left) and on first visits (no bookmark); then page 1's growth across sizes.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { AUTHORITY_CODES, ROLES, type TListQuery } from '@hr/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { seedAuditEvents } from '../apps/api/src/db/seed/audit-events.js';
import { seedLarge } from '../apps/api/src/db/seed/large.js';
import { localEncryptionKey } from '../apps/api/src/lib/crypto.js';
import { LIST_CHANGES_CHANNEL, NOTIFYING_TABLES } from '../apps/api/src/lib/list-bookmarks.js';
import { type ListFilter, runList } from '../apps/api/src/lib/list-query.js';
import { applicationList } from '../apps/api/src/modules/applications/index.js';
import { AUDIT_LIST } from '../apps/api/src/modules/audit/index.js';
import { createDashboardService } from '../apps/api/src/modules/dashboards/index.js';
import { EMPLOYEE_LIST } from '../apps/api/src/modules/employees/index.js';
import { createHrReportService } from '../apps/api/src/modules/reports/index.js';
import { REQUISITION_LIST } from '../apps/api/src/modules/requisitions/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

const { values: args } = parseArgs({
  options: {
    baseline: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    /** Run only the sizes whose name contains this (e.g. `100k`). */
    size: { type: 'string' },
    /** Write both sides' CPU profiles (node --cpu-prof) into this folder, to see where the time goes. */
    profile: { type: 'string' },
    /** Run only the cases whose name contains one of these, comma-separated (e.g. `reports,dashboard`). */
    case: { type: 'string' },
    /** Audit events to hold instead of the size's (seeding 10 million takes a while on a small machine). */
    'audit-events': { type: 'string' },
  },
});

// ------------------------------------------------------------------ the sizes

/** Totals the database holds at each size; each size adds what the one before lacks. */
interface BenchSize {
  name: string;
  requisitions: number;
  applicants: number;
  applications: number;
  employees: number;
  /** Audit events (sign-ins, reveals, moves, saves): the audit screen's table, the one that grows. */
  auditEvents: number;
}

// Each step adds requisitions too: seedLarge gives new applications to new requisitions only.
const SIZES: BenchSize[] = [
  {
    name: '100k applications',
    requisitions: 30_000,
    applicants: 30_000,
    applications: 100_000,
    employees: 50_000,
    auditEvents: 1_000_000,
  },
  {
    name: '1M applications',
    requisitions: 40_000,
    applicants: 130_000,
    applications: 1_000_000,
    employees: 50_000,
    auditEvents: 10_000_000,
  },
];

// ------------------------------------------------------------------ the cases

/** What a case may depend on in the data: found once per size, passed to the app and the baseline. */
interface BenchData {
  /** The requisition with the most applications. */
  busiestRequisition: number;
  /** The most common status of its applications: the filter finds rows, as a real one would. */
  commonStatus: string;
  /** An applicant's full name as the list shows it, for the STR_EQUAL case. */
  applicantName: string;
  /** The bench user, whose approvals the manager dashboard counts. */
  userId: number;
  /** The last name of the newest audit event's user (a search by person) and its record's id. */
  auditPerson: string;
  auditRecord: string;
}

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  /** The app's path (with the page, for the cases that page deep). */
  path: (data: BenchData, page: number) => string;
  body?: (data: BenchData) => string;
  /** The same answer from the list (or report) code alone, for the baseline server. */
  baseline: (pool: pg.Pool, data: BenchData, page: number) => Promise<unknown>;
  /** Has more than 1,000 pages of 20 at every size: page 1,000 is measured against page 1. */
  deepPages?: boolean;
  /** Takes hundreds of milliseconds: each slice runs long enough for several answers. */
  slow?: boolean;
  /** The concurrencies measured (default 1 and 50): a report's 50 calls at once would only queue. */
  connections?: number[];
}

const page1 = (page = 1): TListQuery => ({ page, size: 20, sort: 'id', direction: 'desc' });
const STATUS_IN: ListFilter[] = [{ column: 'status', operator: 'SEL_EQUAL', value: 'IN' }];
const statusIs = (value: string): ListFilter[] => [{ column: 'status', operator: 'SEL_EQUAL', value }];
const criteriaBody = (filters: ListFilter[]) =>
  JSON.stringify({
    page: 1,
    size: 20,
    columns: filters.map((f) => f.column),
    operators: filters.map((f) => f.operator),
    values: filters.map((f) => f.value),
  });

const APPLICATION_LIST = applicationList({ kind: 'all' });
const PROFILE_SCORE: ListFilter[] = [{ column: 'profileScore', operator: 'NUM_EQUAL', value: '55' }];
const nameIs = (value: string): ListFilter[] => [{ column: 'applicantName', operator: 'STR_EQUAL', value }];
// The list answer never decrypts anything: no sensitive column is in EMPLOYEE_LIST.
const ACTIVE_EMPLOYEES: ListFilter[] = [{ column: 'status', operator: 'SEL_EQUAL', value: 'ACTIVE' }];

const AUDIT_PAGE1: TListQuery = { page: 1, size: 20, sort: 'createdAt', direction: 'desc' };
const auditActor = (value: string): ListFilter[] => [{ column: 'actor', operator: 'STR_CONTAIN', value }];
const auditRecord = (value: string): ListFilter[] => [{ column: 'entityId', operator: 'STR_EQUAL', value }];

// A new list's cases go here: its path, the same answer from the list code alone, and deepPages
// when it has more than 1,000 pages at every size.
const CASES: BenchCase[] = [
  {
    name: 'requisitions list',
    method: 'GET',
    path: (_data, page) => `/api/v1/requisitions?page=${page}&size=20`,
    baseline: (pool, _data, page) => runList(pool, REQUISITION_LIST, page1(page)),
    deepPages: true,
  },
  {
    name: 'requisitions criteria',
    method: 'POST',
    path: () => '/api/v1/requisitions/criteria',
    body: () => criteriaBody(STATUS_IN),
    baseline: (pool) => runList(pool, REQUISITION_LIST, page1(), STATUS_IN),
  },
  {
    name: 'candidates criteria',
    method: 'POST',
    path: (data) => `/api/v1/applicant/criteria/${data.busiestRequisition}`,
    body: (data) => criteriaBody(statusIs(data.commonStatus)),
    baseline: (pool, data) =>
      runList(
        pool,
        applicationList({ kind: 'requisition', id: data.busiestRequisition }),
        page1(),
        statusIs(data.commonStatus),
      ),
  },
  {
    name: 'applications list',
    method: 'GET',
    path: (_data, page) => `/api/v1/application?page=${page}&size=20`,
    baseline: (pool, _data, page) => runList(pool, APPLICATION_LIST, page1(page)),
    deepPages: true,
  },
  {
    name: 'applications profileScore NUM_EQUAL',
    method: 'POST',
    path: () => '/api/v1/application/criteria',
    body: () => criteriaBody(PROFILE_SCORE),
    baseline: (pool) => runList(pool, APPLICATION_LIST, page1(), PROFILE_SCORE),
  },
  {
    name: 'applications applicantName STR_EQUAL',
    method: 'POST',
    path: () => '/api/v1/application/criteria',
    body: (data) => criteriaBody(nameIs(data.applicantName)),
    baseline: (pool, data) => runList(pool, APPLICATION_LIST, page1(), nameIs(data.applicantName)),
  },
  {
    // Every figure of the manager's dashboard in one call (its first render's other call is a
    // short list of the user's approvals).
    name: 'manager dashboard',
    method: 'GET',
    path: () => '/api/v1/dashboard/manager',
    baseline: (pool, data) => createDashboardService({ db: { pool } }).manager(data.userId),
  },
  {
    name: 'employees list',
    method: 'GET',
    path: (_data, page) => `/api/v1/employee?page=${page}&size=20`,
    baseline: (pool, _data, page) => runList(pool, EMPLOYEE_LIST, page1(page)),
    deepPages: true,
  },
  {
    name: 'employees status SEL_EQUAL',
    method: 'POST',
    path: () => '/api/v1/employee/criteria',
    body: () => criteriaBody(ACTIVE_EMPLOYEES),
    baseline: (pool) => runList(pool, EMPLOYEE_LIST, page1(), ACTIVE_EMPLOYEES),
  },
  {
    // The HR reports page's one call: the funnel with every other report, over all applications.
    name: 'HR reports (funnel and the rest)',
    method: 'GET',
    path: () => '/api/v1/reports/hr',
    baseline: (pool) => createHrReportService({ db: { pool } }).all({}),
    slow: true,
    connections: [1, 4],
  },
  {
    // Settings > Audit as it opens: the newest 20 of every event and requisition change.
    name: 'audit first page',
    method: 'GET',
    path: () => '/api/v1/audit?page=1&size=20',
    baseline: (pool) => runList(pool, AUDIT_LIST, AUDIT_PAGE1),
  },
  {
    name: 'audit by person',
    method: 'POST',
    path: () => '/api/v1/audit/criteria',
    body: (data) => criteriaBody(auditActor(data.auditPerson)),
    baseline: (pool, data) => runList(pool, AUDIT_LIST, AUDIT_PAGE1, auditActor(data.auditPerson)),
  },
  {
    name: 'audit by record',
    method: 'POST',
    path: () => '/api/v1/audit/criteria',
    body: (data) => criteriaBody(auditRecord(data.auditRecord)),
    baseline: (pool, data) => runList(pool, AUDIT_LIST, AUDIT_PAGE1, auditRecord(data.auditRecord)),
  },
];

/** The cases this run measures (the baseline server answers them all). */
const MEASURED = CASES.filter(
  (c) => !args.case || args.case.split(',').some((part) => c.name.includes(part)),
);

/** One slice's length: a slow case gets enough time for several answers per slice. */
const sliceSeconds = (c: BenchCase, seconds: number) => Math.max(c.slow ? 5 : 1, seconds / ROUNDS);

// ------------------------------------------------------------------ baseline server (child process)

/** A minimal Fastify + pg server answering every case with the list code alone. */
async function runBaseline(databaseUrl: string, port: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const data = JSON.parse(process.env.BENCH_CASE_DATA ?? '{}') as BenchData;
  const app = Fastify({ logger: false });
  // Cases that share a path (two criteria calls on one list) are told apart by their body.
  const byRoute = new Map<string, BenchCase[]>();
  for (const c of CASES) {
    const route = `${c.method} ${c.path(data, 1).split('?')[0]}`;
    byRoute.set(route, [...(byRoute.get(route) ?? []), c]);
  }
  for (const [route, cases] of byRoute) {
    const [method, url] = route.split(' ') as [BenchCase['method'], string];
    app.route({
      method,
      url,
      handler: (request) => {
        const sent = JSON.stringify(request.body ?? null);
        const c = cases.find((one) => one.body?.(data) === sent) ?? (cases[0] as BenchCase);
        return c.baseline(pool, data, Number((request.query as { page?: string }).page ?? 1));
      },
    });
  }
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

const BENCH_AUTHORITIES = [
  AUTHORITY_CODES.JOB_POSTING,
  AUTHORITY_CODES.SHORTLISTING,
  AUTHORITY_CODES.CANDIDATE_ACCESS,
  AUTHORITY_CODES.ONBOARDING,
];

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
    authorities: BENCH_AUTHORITIES,
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

/** Node's flags for a CPU profile of one side (`--profile DIR`): into DIR/app and DIR/baseline. */
const profiling = (side: 'app' | 'baseline') =>
  args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile, side)}`] : [];

function startChild(
  script: string,
  childArgs: string[],
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): ChildProcess {
  // The app is the compiled server production runs; the baseline is this script, in TypeScript.
  const loader = script.endsWith('.ts') ? ['--conditions=source', '--import', 'tsx'] : [];
  return spawn(process.execPath, [...nodeArgs, ...loader, script, ...childArgs], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // The app's log is JSON lines on stdout; at LOG_LEVEL=warn only what went wrong.
    stdio: ['ignore', 'inherit', 'inherit'],
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
  /** Answers the latency figures come from. */
  answers: number;
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
    // Over the whole slice: autocannon keeps latencies in whole milliseconds, too coarse for a
    // call under one. With `connections` always busy, each call takes connections / rate.
    mean: result.requests.total ? (connections * 1000 * result.duration) / result.requests.total : Number.NaN,
    answers: result['2xx'] + result.non2xx,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);

const ROUNDS = 5;

/** Slices of one case: mean requests/s, the median of the slices' p99, all errors. */
function combine(slices: Measure[]): Measure {
  const answers = slices.reduce((sum, m) => sum + m.answers, 0);
  const p99s = slices.map((m) => m.p99).sort((x, y) => x - y);
  return {
    rps: slices.reduce((sum, m) => sum + m.rps, 0) / slices.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    // Weighted by answers: a slice that got none says nothing about the mean.
    mean: answers ? slices.reduce((sum, m) => sum + m.mean * m.answers, 0) / answers : Number.NaN,
    answers,
    errors: slices.reduce((sum, m) => sum + m.errors, 0),
  };
}

// ------------------------------------------------------------------ main

interface SizeFigures {
  /** Case name -> page 1's mean latency at one connection (ms). */
  page1: Map<string, number>;
}

/** Seeds the database up to `size` (what it lacks), then statistics as autovacuum would keep them. */
async function growTo(pool: pg.Pool, size: BenchSize): Promise<void> {
  const count = async (table: string) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
  const have = {
    requisitions: await count('job_position'),
    applicants: await count('applicant'),
    applications: await count('application'),
    employees: await count('employee'),
  };
  const moreApplications = have.applications < size.applications;
  const add = {
    requisitions: moreApplications ? Math.max(1, size.requisitions - have.requisitions) : 0,
    applicants: moreApplications ? Math.max(1, size.applicants - have.applicants) : 0,
    applications: Math.max(0, size.applications - have.applications),
    employees: Math.max(0, size.employees - have.employees),
  };
  if (add.applications === 0 && add.employees === 0) {
    console.info(
      `Reusing ${have.requisitions} requisitions, ${have.applications} applications and ${have.employees} employees.`,
    );
  } else {
    console.info(`Seeding with seed:large: ${JSON.stringify(add)} ...`);
    await seedLarge(pool, add);
  }
  const events = await count('audit_event');
  const wanted = args['audit-events'] === undefined ? size.auditEvents : Number(args['audit-events']);
  if (events < wanted) {
    console.info(`Seeding ${wanted - events} audit events ...`);
    await seedAuditEvents(pool, wanted - events, (line) => console.info(`  ${line}`));
  }
  console.info(`Audit events: ${Math.max(events, wanted)}.`);
  await pool.query('VACUUM ANALYZE');
}

/** The bench's user and a live session: tokens without one are refused (sessions can be ended). */
async function benchSession(pool: pg.Pool): Promise<{ userId: number; sid: string }> {
  const benchUser = await pool.query<{ id: number }>(
    `INSERT INTO app_user (email, first_name, last_name, updated_at) VALUES ('bench@bench.local', 'Bench', 'User', now())
     ON CONFLICT (email) DO UPDATE SET active = true RETURNING id`,
  );
  const userId = benchUser.rows[0]!.id;
  // The session check reads roles and grants from the database, not the token: the token's are stored.
  await pool.query(
    `INSERT INTO user_role (user_id, role_id) SELECT $1, id FROM role WHERE name = $2 ON CONFLICT DO NOTHING`,
    [userId, ROLES.RECRUITMENT_MANAGER],
  );
  await pool.query(
    `INSERT INTO user_authority (user_id, authority_code) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [userId, BENCH_AUTHORITIES],
  );
  const sid = randomUUID();
  await pool.query(
    `INSERT INTO user_session (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [sid, userId],
  );
  return { userId, sid };
}

/** Milliseconds of one call at one connection, as this process sees it (fetch, the body read). */
async function timed(url: string, options: { method: 'GET' | 'POST'; body?: string; token: string }) {
  const started = performance.now();
  const res = await fetch(url, {
    method: options.method,
    body: options.body,
    headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Page 1, page 1,000 on a first visit and page 1,000 again, each call timed alone. Before the first
 * two a notification on every list table drops the app's bookmarks (as any write would), so page
 * 1,000 steps over its 19,980 rows with OFFSET; the third seeks from the bookmark the second left.
 */
async function firstVisits(
  databaseUrl: string,
  appUrl: string,
  url: (page: number) => string,
  options: { method: 'GET' | 'POST'; body?: string; token: string },
): Promise<{ first: number; deep: number; again: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`LISTEN ${LIST_CHANGES_CHANNEL}`);
  const times = { first: [] as number[], deep: [] as number[], again: [] as number[] };
  // A call on the app first, so its process is awake (on two busy cores, waking one costs more than a page).
  const warm = () => fetch(`${appUrl}/health`).then((res) => res.arrayBuffer());
  const forgetBookmarks = async () => {
    const heard = new Promise((resolve) => client.once('notification', resolve));
    await client.query('SELECT pg_notify($1, t) FROM unnest($2::text[]) t', [
      LIST_CHANGES_CHANNEL,
      NOTIFYING_TABLES,
    ]);
    // Delivered to this listener, so to the app's too; the call on the app lets it read it.
    await heard;
    await warm();
  };
  try {
    for (let round = 0; round < ROUNDS * 10; round++) {
      await forgetBookmarks();
      times.first.push(await timed(url(1), options));
      await forgetBookmarks();
      times.deep.push(await timed(url(1000), options));
      await warm();
      times.again.push(await timed(url(1000), options));
    }
  } finally {
    await client.end();
  }
  return { first: mean(times.first), deep: mean(times.deep), again: mean(times.again) };
}

/** Waits (up to a minute) until PostgreSQL runs no statement but this one. */
async function drain(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 60_000; waited += 200) {
      const busy = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      if ((busy.rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

async function benchSize(
  size: BenchSize,
  databaseUrl: string,
  dataDir: string,
  seconds: number,
): Promise<SizeFigures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let data: BenchData;
  let session: { userId: number; sid: string };
  try {
    await growTo(pool, size);
    session = await benchSession(pool);
    const busiest = await pool.query<{ id: number; n: number }>(
      'SELECT job_position_id AS id, count(*)::int AS n FROM application GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
    );
    const busiestRequisition = busiest.rows[0]?.id ?? 1;
    const common = await pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM application WHERE job_position_id = $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
      [busiestRequisition],
    );
    const named = await pool.query<{ name: string }>(
      `SELECT ap.first_name || ' ' || coalesce(ap.middle_name || ' ', '') || ap.sur_name AS name
         FROM application a JOIN applicant ap ON ap.id = a.applicant_id ORDER BY a.id LIMIT 1`,
    );
    const audited = await pool.query<{ person: string; record: string }>(
      `SELECT u.last_name AS person, e.entity_id AS record FROM audit_event e JOIN app_user u ON u.id = e.user_id
        ORDER BY e.created_at DESC LIMIT 1`,
    );
    data = {
      busiestRequisition,
      commonStatus: common.rows[0]?.status ?? 'NEW',
      applicantName: named.rows[0]?.name ?? '',
      userId: session.userId,
      auditPerson: audited.rows[0]?.person ?? '',
      auditRecord: audited.rows[0]?.record ?? '',
    };
    console.info(
      `Busiest requisition: ${busiestRequisition} (${busiest.rows[0]?.n ?? 0} applications, ${common.rows[0]?.n ?? 0} in ${data.commonStatus}).`,
    );
  } finally {
    await pool.end();
  }

  const children: ChildProcess[] = [];
  try {
    const secret = randomBytes(32).toString('base64url');
    const token = signToken(secret, session.userId, session.sid);
    const appPort = await freePort();
    const app = startChild(
      'apps/api/dist/server.js',
      [],
      {
        NODE_ENV: 'production',
        PORT: String(appPort),
        HOST,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'false',
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        // The data's own key: the server refuses a key that does not match its database.
        ENCRYPTION_KEY: (await localEncryptionKey(dataDir)).toString('base64'),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://${HOST}:${appPort}`,
      },
      profiling('app'),
    );
    children.push(app);
    const basePort = await freePort();
    const base = startChild(
      'scripts/bench.ts',
      ['--baseline'],
      { DATABASE_URL: databaseUrl, PORT: String(basePort), BENCH_CASE_DATA: JSON.stringify(data) },
      profiling('baseline'),
    );
    children.push(base);
    const appUrl = `http://${HOST}:${appPort}`;
    const baseUrl = `http://${HOST}:${basePort}`;
    await Promise.all([waitForServer(`${appUrl}/health`, app), waitForServer(baseUrl, base)]);

    // Both answer every case with the same rows.
    for (const c of MEASURED) {
      const init = {
        method: c.method,
        body: c.body?.(data),
        headers: { 'content-type': 'application/json' },
      };
      const [mine, theirs] = await Promise.all([
        fetch(`${appUrl}${c.path(data, 1)}`, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${token}` },
        }),
        fetch(`${baseUrl}${c.path(data, 1)}`, init),
      ]);
      const [a, b] = [await mine.text(), await theirs.text()];
      if (mine.status !== 200) throw new Error(`${c.name}: the app answered ${mine.status}: ${a}`);
      if (!isDeepStrictEqual(JSON.parse(a), JSON.parse(b))) {
        throw new Error(`${c.name}: the app and the baseline answer differently:\n${a}\n${b}`);
      }
    }

    const loadAverage = () => os.loadavg()[0]?.toFixed(1);
    console.info(
      `\n== ${size.name}: ${seconds} s per case and side (${ROUNDS} alternating slices), 127.0.0.1 only, ${os.cpus().length} CPUs, load average ${loadAverage()}\n`,
    );
    console.info(
      `${'case'.padEnd(24)}${'conns'.padStart(6)}${'app req/s'.padStart(11)}${'base req/s'.padStart(11)}${'ratio'.padStart(8)}${'app p99'.padStart(10)}${'base p99'.padStart(10)}${'p99 x'.padStart(7)}  errors`,
    );
    for (const c of MEASURED) {
      const options = { method: c.method, body: c.body?.(data) };
      const slice = sliceSeconds(c, seconds);
      for (const connections of c.connections ?? [1, 50]) {
        // Warm both up at this concurrency, so the figures are the steady state: the JIT compiles
        // each side's hot path in its first thousands of calls, and the app has far more code to
        // compile (its hooks, guards and schemas) than the baseline; plan caches warm up too.
        const warmUp = Math.max(3, slice);
        await load(`${appUrl}${c.path(data, 1)}`, connections, warmUp, { ...options, token });
        await load(`${baseUrl}${c.path(data, 1)}`, connections, warmUp, options);
        await drain(databaseUrl);
        // Alternating slices, so a change in the machine's load weighs on both sides alike.
        const a: Measure[] = [];
        const b: Measure[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // Calls still running in PostgreSQL after a slice (a slow case's) must not weigh on the next.
          a.push(await load(`${appUrl}${c.path(data, 1)}`, connections, slice, { ...options, token }));
          await drain(databaseUrl);
          b.push(await load(`${baseUrl}${c.path(data, 1)}`, connections, slice, options));
          await drain(databaseUrl);
        }
        const mine = combine(a);
        const theirs = combine(b);
        console.info(
          `${c.name.padEnd(24)}${String(connections).padStart(6)}${fmt(mine.rps, 0).padStart(11)}${fmt(theirs.rps, 0).padStart(11)}${(mine.rps / theirs.rps).toFixed(2).padStart(8)}${`${mine.p99} ms`.padStart(10)}${`${theirs.p99} ms`.padStart(10)}${(mine.p99 / Math.max(1, theirs.p99)).toFixed(2).padStart(7)}  ${mine.errors}/${theirs.errors}`,
        );
      }
    }

    // Page 1 of every case at one connection (the growth figures), and page 1,000 against it
    // where the list is that long; alternating slices.
    const figures: SizeFigures = { page1: new Map() };
    console.info('');
    for (const c of MEASURED) {
      const options = { method: c.method, body: c.body?.(data), token };
      const cost = (page: number) =>
        load(`${appUrl}${c.path(data, page)}`, 1, sliceSeconds(c, seconds), options);
      await cost(c.deepPages ? 1000 : 1);
      const firstSlices: Measure[] = [];
      const deepSlices: Measure[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        firstSlices.push(await cost(1));
        if (c.deepPages) deepSlices.push(await cost(1000));
      }
      const first = combine(firstSlices);
      figures.page1.set(c.name, first.mean);
      let line = `${c.name.padEnd(24)} page 1: ${fmt(first.mean, 2)} ms mean`;
      if (c.deepPages) {
        const deep = combine(deepSlices);
        line += `   page 1,000 again: ${fmt(deep.mean, 2)} ms mean   page 1,000 / page 1: ${(deep.mean / first.mean).toFixed(2)}x`;
        const visits = await firstVisits(databaseUrl, appUrl, (page) => `${appUrl}${c.path(data, page)}`, {
          method: c.method,
          body: c.body?.(data),
          token,
        });
        const ratio = (ms: number) => `${(ms / visits.first).toFixed(2)}x`;
        line += `\n${''.padEnd(24)} each call timed alone: page 1: ${fmt(visits.first, 2)} ms   page 1,000 first visit: ${fmt(visits.deep, 2)} ms (${ratio(visits.deep)})   again: ${fmt(visits.again, 2)} ms (${ratio(visits.again)})`;
      }
      console.info(line);
    }
    console.info(`load average at the end: ${loadAverage()}`);
    return figures;
  } finally {
    for (const child of children) await stopChild(child);
  }
}

async function main() {
  const seconds = Number(args.seconds);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60) throw new Error('--seconds must be 1 to 60');
  const sizes = SIZES.filter((size) => !args.size || size.name.includes(args.size));
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'hr-bench-data'));
  console.info(`Database: embedded PostgreSQL in ${dataDir}`);
  const database = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'hr' });
  try {
    await migrateDatabase(database.url);
    const figures: SizeFigures[] = [];
    for (const size of sizes) figures.push(await benchSize(size, database.url, dataDir, seconds));
    if (figures.length > 1) {
      console.info(`\n== growth: page 1 at ${sizes.at(-1)?.name} / page 1 at ${sizes[0]?.name}`);
      for (const c of MEASURED) {
        const first = figures[0]?.page1.get(c.name) ?? Number.NaN;
        const last = figures.at(-1)?.page1.get(c.name) ?? Number.NaN;
        console.info(
          `${c.name.padEnd(24)} ${fmt(first, 2)} ms -> ${fmt(last, 2)} ms   ${(last / first).toFixed(2)}x`,
        );
      }
    }
  } finally {
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
