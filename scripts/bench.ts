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
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { AUTHORITY_CODES, ROLES, type TListQuery } from '@hr/contracts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';
import { createListSpeed, type ListSpeed } from '../apps/api/src/db/list-speed.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { createStatementNames, STATEMENT_PERIOD_MS } from '../apps/api/src/db/prepared-statements.js';
import { seedAuditEvents } from '../apps/api/src/db/seed/audit-events.js';
import { seedLarge } from '../apps/api/src/db/seed/large.js';
import { localEncryptionKey } from '../apps/api/src/lib/crypto.js';
import {
  createListBookmarks,
  LIST_CHANGES_CHANNEL,
  NOTIFYING_TABLES,
} from '../apps/api/src/lib/list-bookmarks.js';
import {
  buildListSql,
  type ListDefinition,
  type ListFilter,
  runList,
} from '../apps/api/src/lib/list-query.js';
import { createPgListener } from '../apps/api/src/lib/pg-listen.js';
import { applicationList } from '../apps/api/src/modules/applications/index.js';
import { AUDIT_LIST, auditListFor } from '../apps/api/src/modules/audit/index.js';
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
    /** Run only the sizes whose name contains this (e.g. `100k`; `10k`, a quick check, runs only when named). */
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
  /** Run only when asked for by `--size` (a quick check of the script, not a figure to quote). */
  quick?: boolean;
}

// Each step adds requisitions too: seedLarge gives new applications to new requisitions only.
const SIZES: BenchSize[] = [
  {
    name: '10k applications',
    requisitions: 3_000,
    applicants: 3_000,
    applications: 10_000,
    employees: 5_000,
    auditEvents: 100_000,
    quick: true,
  },
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

interface ListCall {
  list: ListDefinition;
  query: TListQuery;
  filters?: ListFilter[];
}

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  /** The app's path (with the page, for the cases that page deep). */
  path: (data: BenchData, page: number) => string;
  body?: (data: BenchData) => string;
  /** The same answer from the list (or report) code alone, for the baseline server. */
  baseline: (lists: ListSpeed, data: BenchData, page: number) => Promise<unknown>;
  /** The page statement for pgbench (`pool` to look up what the app's service looks up first). */
  list?: (data: BenchData, pool: pg.Pool) => ListCall | Promise<ListCall>;
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
    baseline: (lists, _data, page) => runList(lists, REQUISITION_LIST, page1(page)),
    list: () => ({ list: REQUISITION_LIST, query: page1() }),
    deepPages: true,
  },
  {
    name: 'requisitions criteria',
    method: 'POST',
    path: () => '/api/v1/requisitions/criteria',
    body: () => criteriaBody(STATUS_IN),
    baseline: (lists) => runList(lists, REQUISITION_LIST, page1(), STATUS_IN),
    list: () => ({ list: REQUISITION_LIST, query: page1(), filters: STATUS_IN }),
  },
  {
    name: 'candidates criteria',
    method: 'POST',
    path: (data) => `/api/v1/applicant/criteria/${data.busiestRequisition}`,
    body: (data) => criteriaBody(statusIs(data.commonStatus)),
    baseline: (lists, data) =>
      runList(
        lists,
        applicationList({ kind: 'requisition', id: data.busiestRequisition }),
        page1(),
        statusIs(data.commonStatus),
      ),
    list: (data) => ({
      list: applicationList({ kind: 'requisition', id: data.busiestRequisition }),
      query: page1(),
      filters: statusIs(data.commonStatus),
    }),
  },
  {
    name: 'applications list',
    method: 'GET',
    path: (_data, page) => `/api/v1/application?page=${page}&size=20`,
    baseline: (lists, _data, page) => runList(lists, APPLICATION_LIST, page1(page)),
    list: () => ({ list: APPLICATION_LIST, query: page1() }),
    deepPages: true,
  },
  {
    name: 'applications profileScore NUM_EQUAL',
    method: 'POST',
    path: () => '/api/v1/application/criteria',
    body: () => criteriaBody(PROFILE_SCORE),
    baseline: (lists) => runList(lists, APPLICATION_LIST, page1(), PROFILE_SCORE),
    list: () => ({ list: APPLICATION_LIST, query: page1(), filters: PROFILE_SCORE }),
  },
  {
    name: 'applications applicantName STR_EQUAL',
    method: 'POST',
    path: () => '/api/v1/application/criteria',
    body: (data) => criteriaBody(nameIs(data.applicantName)),
    baseline: (lists, data) => runList(lists, APPLICATION_LIST, page1(), nameIs(data.applicantName)),
    list: (data) => ({ list: APPLICATION_LIST, query: page1(), filters: nameIs(data.applicantName) }),
  },
  {
    // Every figure of the manager's dashboard in one call (its first render's other call is a
    // short list of the user's approvals).
    name: 'manager dashboard',
    method: 'GET',
    path: () => '/api/v1/dashboard/manager',
    baseline: (lists, data) => createDashboardService({ db: { pool: lists.pool } }).manager(data.userId),
  },
  {
    name: 'employees list',
    method: 'GET',
    path: (_data, page) => `/api/v1/employee?page=${page}&size=20`,
    baseline: (lists, _data, page) => runList(lists, EMPLOYEE_LIST, page1(page)),
    list: () => ({ list: EMPLOYEE_LIST, query: page1() }),
    deepPages: true,
  },
  {
    name: 'employees status SEL_EQUAL',
    method: 'POST',
    path: () => '/api/v1/employee/criteria',
    body: () => criteriaBody(ACTIVE_EMPLOYEES),
    baseline: (lists) => runList(lists, EMPLOYEE_LIST, page1(), ACTIVE_EMPLOYEES),
    list: () => ({ list: EMPLOYEE_LIST, query: page1(), filters: ACTIVE_EMPLOYEES }),
  },
  {
    // The HR reports page's one call: the funnel with every other report, over all applications.
    name: 'HR reports (funnel and the rest)',
    method: 'GET',
    path: () => '/api/v1/reports/hr',
    baseline: (lists) => createHrReportService({ db: { pool: lists.pool } }).all({}),
    slow: true,
    connections: [1, 4],
  },
  {
    // Settings > Audit as it opens: the newest 20 of every event and requisition change.
    name: 'audit first page',
    method: 'GET',
    path: () => '/api/v1/audit?page=1&size=20',
    baseline: (lists) => runList(lists, AUDIT_LIST, AUDIT_PAGE1),
    list: () => ({ list: AUDIT_LIST, query: AUDIT_PAGE1 }),
  },
  {
    name: 'audit by person',
    method: 'POST',
    path: () => '/api/v1/audit/criteria',
    body: (data) => criteriaBody(auditActor(data.auditPerson)),
    // As the app's service: the person resolved to user ids first, then the page.
    baseline: async (lists, data) => {
      const narrowed = await auditListFor(lists.pool, auditActor(data.auditPerson));
      return runList(lists, narrowed.list, AUDIT_PAGE1, narrowed.filters);
    },
    list: async (data, pool) => ({
      ...(await auditListFor(pool, auditActor(data.auditPerson))),
      query: AUDIT_PAGE1,
    }),
  },
  {
    name: 'audit by record',
    method: 'POST',
    path: () => '/api/v1/audit/criteria',
    body: (data) => criteriaBody(auditRecord(data.auditRecord)),
    baseline: (lists, data) => runList(lists, AUDIT_LIST, AUDIT_PAGE1, auditRecord(data.auditRecord)),
    list: (data) => ({ list: AUDIT_LIST, query: AUDIT_PAGE1, filters: auditRecord(data.auditRecord) }),
  },
];

/** The cases this run measures (the baseline server answers them all). */
const MEASURED = CASES.filter(
  (c) => !args.case || args.case.split(',').some((part) => c.name.includes(part)),
);

/** One slice's length: a slow case gets enough time for several answers per slice. */
const sliceSeconds = (c: BenchCase, seconds: number) => Math.max(c.slow ? 5 : 1, seconds / ROUNDS);

// ------------------------------------------------------------------ baseline server (child process)

/**
 * A minimal Fastify + pg server answering every case with the list code alone. With caches
 * (BENCH_BASELINE_CACHES=true) it does what a careful hand-written server with this SQL would: the
 * lists' statements prepared on its pool and their totals and deep pages' bookmarks kept (dropped on
 * the tables' change notifications), as the app's pool does; so the ratio to it measures the app's own
 * layers (auth, session check, hooks, schemas). Without, every statement is sent unnamed and every
 * page counts its total: the bench's baseline before issue 29, kept as a second column.
 */
async function runBaseline(databaseUrl: string, port: number) {
  const caches = process.env.BENCH_BASELINE_CACHES === 'true';
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // As the app's pool: a connection keeps what it prepared for one naming period at most.
    ...(caches ? { maxLifetimeSeconds: STATEMENT_PERIOD_MS / 1000 } : {}),
  });
  const data = JSON.parse(process.env.BENCH_CASE_DATA ?? '{}') as BenchData;
  const app = Fastify({ logger: false });
  const listener = caches ? createPgListener(databaseUrl, app.log) : undefined;
  // Without caches: plain statements, nothing kept, every page counted and stepped to with OFFSET.
  const lists = createListSpeed(
    pool,
    listener ? { statements: createStatementNames(), bookmarks: createListBookmarks(listener) } : {},
  );
  await listener?.open();
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
        return c.baseline(lists, data, Number((request.query as { page?: string }).page ?? 1));
      },
    });
  }
  await app.listen({ port, host: HOST });
  const stop = async () => {
    await app.close();
    await listener?.close();
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
  // Up to 3 minutes: on a loaded machine the compiled server alone takes a minute to start.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
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
const profiling = (side: 'app' | 'baseline' | 'baseline-without-caches') =>
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

// ------------------------------------------------------------------ pgbench

/** Debian's pgbench (postgresql-client), or PGBENCH; undefined when there is none. */
function pgbenchPath(): string | undefined {
  const candidates = [process.env.PGBENCH, '/usr/bin/pgbench', ...globPgbench()].filter(Boolean) as string[];
  return candidates.find((file) => existsSync(file));
}

function globPgbench(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root).map((major) => path.join(root, major, 'bin', 'pgbench'));
}

/**
 * The statement in pgbench's script language: $n becomes the variable :pn (bound as a parameter in
 * prepared mode), and a colon inside a string literal (a format such as 'HH24:MI'), which pgbench
 * would take for a variable, is spelled chr(58): the planner folds the constant all the same.
 */
function forPgbench(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, (literal) =>
      literal.includes(':') ? `(${literal.split(':').join("' || chr(58) || '")})` : literal,
    )
    .replace(/\$(\d+)/g, ':p$1');
}

/** A list's page statement as the list code sends it (no bookmark: page 1), with its plan mode. */
function pageStatement(call: { list: ListDefinition; query: TListQuery; filters?: ListFilter[] }) {
  const sql = buildListSql(call.list, call.query, call.filters ?? []);
  return { text: sql.pageSql, values: sql.pageParams, plan: sql.plan };
}

const PLAN_MODES = { auto: 'auto', once: 'force_generic_plan', perCall: 'force_custom_plan' } as const;

/**
 * pgbench running one statement (-M prepared: parsed once per connection, its parameters bound as the
 * list code binds them, on a connection in the plan mode the list code would choose), for `seconds`
 * at `connections`; answers its transactions per second.
 */
async function runPgbench(
  pgbench: string,
  databaseUrl: string,
  statement: ReturnType<typeof pageStatement>,
  connections: number,
  seconds: number,
): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hr-pgbench-'));
  try {
    const file = path.join(dir, 'page.sql');
    // pgbench binds :name variables as parameters in prepared mode; -D gives them as text.
    writeFileSync(file, `${forPgbench(statement.text)};\n`);
    const defines = statement.values.flatMap((value, i) => [
      '-D',
      `p${i + 1}=${Array.isArray(value) ? `{${value.join(',')}}` : String(value)}`,
    ]);
    const url = new URL(databaseUrl);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        pgbench,
        [
          '-n',
          '-M',
          'prepared',
          '-c',
          String(connections),
          '-j',
          String(Math.min(connections, os.cpus().length)),
          '-T',
          // At least 3 s: 50 clients connecting on a busy machine take a while before the first transaction.
          String(Math.max(3, Math.round(seconds))),
          '-f',
          file,
          ...defines,
          '-h',
          url.hostname,
          '-p',
          url.port,
          '-U',
          decodeURIComponent(url.username),
          url.pathname.slice(1),
        ],
        {
          env: {
            ...process.env,
            PGPASSWORD: decodeURIComponent(url.password),
            PGOPTIONS: `-c plan_cache_mode=${PLAN_MODES[statement.plan]}`,
          },
        },
      );
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.on('error', reject);
      // A statement pgbench cannot run is told, and its figure left out: the other sides still count.
      child.on('exit', (code) => {
        if (code !== 0)
          console.warn(`pgbench failed: ${text.split('\n').find((l) => l.includes('error')) ?? text}`);
        resolve(text);
      });
    });
    // No tps when no transaction finished in time (the figure is then missing, not zero).
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    return tps === undefined ? Number.NaN : Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
  // For what a case's page statement looks up first (the audit's person), as the app's service does.
  const lookups = new pg.Pool({ connectionString: databaseUrl, max: 1 });
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
    const startBaseline = async (caches: boolean) => {
      const port = await freePort();
      const child = startChild(
        'scripts/bench.ts',
        ['--baseline'],
        {
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          BENCH_CASE_DATA: JSON.stringify(data),
          BENCH_BASELINE_CACHES: String(caches),
        },
        profiling(caches ? 'baseline' : 'baseline-without-caches'),
      );
      children.push(child);
      return { child, url: `http://${HOST}:${port}` };
    };
    const base = await startBaseline(true);
    const bare = await startBaseline(false);
    const appUrl = `http://${HOST}:${appPort}`;
    const baseUrl = base.url;
    const bareUrl = bare.url;
    await Promise.all([
      waitForServer(`${appUrl}/health`, app),
      waitForServer(baseUrl, base.child),
      waitForServer(bareUrl, bare.child),
    ]);

    // All three answer every case with the same rows.
    for (const c of MEASURED) {
      const init = {
        method: c.method,
        body: c.body?.(data),
        headers: { 'content-type': 'application/json' },
      };
      const [mine, theirs, plain] = await Promise.all([
        fetch(`${appUrl}${c.path(data, 1)}`, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${token}` },
        }),
        fetch(`${baseUrl}${c.path(data, 1)}`, init),
        fetch(`${bareUrl}${c.path(data, 1)}`, init),
      ]);
      const [a, b, n] = [await mine.text(), await theirs.text(), await plain.text()];
      if (mine.status !== 200) throw new Error(`${c.name}: the app answered ${mine.status}: ${a}`);
      for (const other of [b, n]) {
        if (!isDeepStrictEqual(JSON.parse(a), JSON.parse(other))) {
          throw new Error(`${c.name}: the app and a baseline answer differently:\n${a}\n${other}`);
        }
      }
    }

    const loadAverage = () => os.loadavg()[0]?.toFixed(1);
    const pgbench = pgbenchPath();
    console.info(
      `\n== ${size.name}: ${seconds} s per case and side (${ROUNDS} alternating slices), 127.0.0.1 only, ${os.cpus().length} CPUs, load average ${loadAverage()}`,
    );
    console.info(
      'base: the baseline with prepared statements and kept totals and bookmarks (as a careful hand-written server);',
    );
    console.info(
      `without caches: the same, every statement unnamed and every total counted; pgbench: ${pgbench ? `${pgbench} -M prepared running the page statement alone (the database's own limit)` : 'not found (set PGBENCH)'}\n`,
    );
    console.info(
      `${'case'.padEnd(24)}${'conns'.padStart(6)}${'app req/s'.padStart(11)}${'base req/s'.padStart(11)}${'ratio'.padStart(7)}${'app p99'.padStart(9)}${'base p99'.padStart(9)}${'p99 x'.padStart(7)}${'no-cache req/s'.padStart(15)}${'ratio'.padStart(7)}${'pgbench tps'.padStart(12)}${'app/pgb'.padStart(8)}  errors`,
    );
    for (const c of MEASURED) {
      const options = { method: c.method, body: c.body?.(data) };
      const slice = sliceSeconds(c, seconds);
      const statement = c.list ? pageStatement(await c.list(data, lookups)) : undefined;
      for (const connections of c.connections ?? [1, 50]) {
        // Warm each up at this concurrency, so the figures are the steady state: the JIT compiles
        // each side's hot path in its first thousands of calls, and the app has far more code to
        // compile (its hooks, guards and schemas) than the baselines; plan caches warm up too.
        const warmUp = Math.max(3, slice);
        await load(`${appUrl}${c.path(data, 1)}`, connections, warmUp, { ...options, token });
        await load(`${baseUrl}${c.path(data, 1)}`, connections, warmUp, options);
        await load(`${bareUrl}${c.path(data, 1)}`, connections, warmUp, options);
        await drain(databaseUrl);
        // Alternating slices, so a change in the machine's load weighs on every side alike.
        const a: Measure[] = [];
        const b: Measure[] = [];
        const n: Measure[] = [];
        const g: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // Calls still running in PostgreSQL after a slice (a slow case's) must not weigh on the next.
          a.push(await load(`${appUrl}${c.path(data, 1)}`, connections, slice, { ...options, token }));
          await drain(databaseUrl);
          b.push(await load(`${baseUrl}${c.path(data, 1)}`, connections, slice, options));
          await drain(databaseUrl);
          n.push(await load(`${bareUrl}${c.path(data, 1)}`, connections, slice, options));
          await drain(databaseUrl);
          if (pgbench && statement)
            g.push(await runPgbench(pgbench, databaseUrl, statement, connections, slice));
        }
        const mine = combine(a);
        const theirs = combine(b);
        const plain = combine(n);
        const measured = g.filter((tps) => !Number.isNaN(tps));
        const limit = measured.length
          ? measured.reduce((sum, tps) => sum + tps, 0) / measured.length
          : Number.NaN;
        console.info(
          `${c.name.padEnd(24)}${String(connections).padStart(6)}${fmt(mine.rps, 0).padStart(11)}${fmt(theirs.rps, 0).padStart(11)}${(mine.rps / theirs.rps).toFixed(2).padStart(7)}${`${mine.p99} ms`.padStart(9)}${`${theirs.p99} ms`.padStart(9)}${(mine.p99 / Math.max(1, theirs.p99)).toFixed(2).padStart(7)}${fmt(plain.rps, 0).padStart(15)}${(mine.rps / plain.rps).toFixed(2).padStart(7)}${(Number.isNaN(limit) ? '-' : limit.toFixed(0)).padStart(12)}${(Number.isNaN(limit) ? '-' : `${((100 * mine.rps) / limit).toFixed(0)}%`).padStart(8)}  ${mine.errors}/${theirs.errors}/${plain.errors}`,
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
    await lookups.end();
  }
}

async function main() {
  const seconds = Number(args.seconds);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60) throw new Error('--seconds must be 1 to 60');
  const sizes = SIZES.filter((size) => (args.size ? size.name.includes(args.size) : !size.quick));
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
