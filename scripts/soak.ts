// `npm run soak`: the real server under a long mixed load, to show it holds steady. It starts an
// embedded PostgreSQL and the server (demo data, the job queue in-process) on 127.0.0.1 only, runs
// `--connections` simulated users (default 20) for `--minutes` (default 20) through the mix a day of
// use looks like (MIX below), and prints per minute: requests, errors (5xx or dropped), 4xx, p50 and
// p99, the server's memory (RSS and heap), its open sockets (HTTP clients and PostgreSQL
// connections) and file handles (/proc/<pid>/fd). Target: no errors, and memory and handles flat
// after the first 5 minutes (under 10 % growth). Exit code 1 when either is missed.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LETTER_PATHS } from '@hr/contracts';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const PASSWORD = 'Demo@12345';
const REQUEST_TIMEOUT_MS = 30_000;
/** Growth allowed between minute 5 and the end. */
const FLAT = 0.1;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
  },
});
const minutes = Number(args.minutes);
const connections = Number(args.connections);
if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240) throw new Error('--minutes must be 1 to 240');
if (!Number.isInteger(connections) || connections < 1 || connections > 200)
  throw new Error('--connections must be 1 to 200');

// ------------------------------------------------------------------ what one minute counts

interface Minute {
  requests: number;
  errors: number;
  clientErrors: number;
  latencies: number[];
  byAction: Map<string, number>;
}
const newMinute = (): Minute => ({
  requests: 0,
  errors: 0,
  clientErrors: 0,
  latencies: [],
  byAction: new Map(),
});
let current = newMinute();
const errorSamples = new Map<string, number>();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// ------------------------------------------------------------------ calls

interface Session {
  token: string;
}

async function call(
  base: string,
  action: string,
  method: string,
  url: string,
  options: { session?: Session; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.session) headers.authorization = `Bearer ${options.session.token}`;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const started = performance.now();
  const minute = current;
  minute.requests += 1;
  minute.byAction.set(action, (minute.byAction.get(action) ?? 0) + 1);
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body ?? null,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = await response.arrayBuffer();
    minute.latencies.push(performance.now() - started);
    // The web client's sliding session: it keeps the renewed token.
    const renewed = response.headers.get('x-renewed-token');
    if (renewed && options.session) options.session.token = renewed;
    if (response.status >= 500) {
      minute.errors += 1;
      const key = `${action} ${response.status}`;
      errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    } else if (response.status >= 400) minute.clientErrors += 1;
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      body: type.includes('json') ? JSON.parse(Buffer.from(bytes).toString() || 'null') : undefined,
    };
  } catch (error) {
    // Dropped: the connection failed or the answer took longer than the timeout.
    minute.errors += 1;
    const key = `${action} ${(error as Error).name}`;
    errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    return { status: 0, body: undefined };
  }
}

// ------------------------------------------------------------------ the mix

/** What the soak acts on, found in the database once the demo data is in. */
interface Targets {
  requisitions: number[];
  openRequisitions: number[];
  applications: number[];
  employees: number[];
  offers: number[];
  contracts: number[];
}

/** Applications the soak made, each with the moves it still has (a person's moves only). */
const movable: { id: number; next: string[] }[] = [];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const PDF = Buffer.from(`%PDF-1.4\n${'soak upload '.repeat(300)}\n%%EOF\n`);

type Action = (base: string, session: Session, targets: Targets) => Promise<void>;

const MIX: { name: string; weight: number; run: Action }[] = [
  {
    name: 'list',
    weight: 26,
    run: async (base, session) => {
      const page = 1 + Math.floor(Math.random() * 3);
      const which = Math.floor(Math.random() * 4);
      if (which === 0)
        await call(base, 'list', 'GET', `/api/v1/requisitions?page=${page}&size=20`, { session });
      else if (which === 1)
        await call(base, 'list', 'POST', '/api/v1/application/criteria', {
          session,
          json: { page, size: 20 },
        });
      else if (which === 2)
        await call(base, 'list', 'POST', '/api/v1/employee/criteria', { session, json: { page, size: 20 } });
      else await call(base, 'list', 'GET', `/api/v1/outbox?page=${page}&size=20`, { session });
    },
  },
  {
    name: 'record',
    weight: 22,
    run: async (base, session, targets) => {
      const which = Math.floor(Math.random() * 3);
      if (which === 0)
        await call(base, 'record', 'GET', `/api/v1/job_position/${pick(targets.requisitions)}`, { session });
      else if (which === 1)
        await call(base, 'record', 'GET', `/api/v1/application/${pick(targets.applications)}`, { session });
      else if (targets.employees.length > 0)
        await call(base, 'record', 'GET', `/api/v1/employee/get/${pick(targets.employees)}`, { session });
    },
  },
  {
    name: 'save',
    weight: 12,
    run: async (base, session, targets) => {
      const tag = randomUUID().slice(0, 8);
      const added = await call(base, 'save', 'POST', '/api/v1/applicant/add-candidate', {
        session,
        json: {
          requisitionId: pick(targets.openRequisitions),
          applicant: { firstName: 'Zoë', surName: `Ðặng ${tag}`, email: `soak-${tag}@example.com` },
        },
      });
      const id = (added.body as { applicationId?: number } | undefined)?.applicationId;
      if (id) movable.push({ id, next: ['SCREENING', 'SHORTLISTED', 'REJECTED'] });
    },
  },
  {
    name: 'status move',
    weight: 12,
    run: async (base, session) => {
      const application = movable.shift();
      if (!application) return;
      const status = application.next.shift();
      await call(base, 'status move', 'POST', '/api/v1/application/change-status', {
        session,
        json: { applicationId: application.id, status, note: 'Soak test move' },
      });
      if (application.next.length > 0) movable.push(application);
    },
  },
  {
    name: 'upload',
    weight: 8,
    run: async (base, session) => {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'Łukasz Żółć certificate.pdf');
      await call(base, 'upload', 'POST', '/api/v1/file/upload?purpose=COMPLIANCE', { session, form });
    },
  },
  {
    name: 'letter pdf',
    weight: 8,
    run: async (base, session, targets) => {
      const offer = targets.offers.length > 0 && (targets.contracts.length === 0 || Math.random() < 0.5);
      if (offer)
        await call(base, 'letter pdf', 'GET', `/api/hr/v1${LETTER_PATHS.offerPdf(pick(targets.offers))}`, {
          session,
        });
      else if (targets.contracts.length > 0)
        await call(
          base,
          'letter pdf',
          'GET',
          `/api/hr/v1${LETTER_PATHS.contractPdf(pick(targets.contracts))}`,
          {
            session,
          },
        );
    },
  },
  {
    name: 'sign-in/out',
    weight: 3,
    run: async (base) => {
      const login = await call(base, 'sign-in/out', 'POST', '/auth/userLogin', {
        json: { email: 'officer@demo.local', password: PASSWORD },
      });
      const token = (login.body as { token?: string } | undefined)?.token;
      if (!token) return;
      const officer = { token };
      await call(base, 'sign-in/out', 'GET', '/auth/session', { session: officer });
      await call(base, 'sign-in/out', 'POST', '/auth/logout', { session: officer });
    },
  },
  {
    name: 'other',
    weight: 9,
    run: async (base, session) => {
      const which = Math.floor(Math.random() * 3);
      if (which === 0) await call(base, 'other', 'GET', '/api/v1/email-template', { session });
      else if (which === 1) await call(base, 'other', 'GET', '/auth/session', { session });
      else await call(base, 'other', 'GET', '/health');
    },
  },
];
const TOTAL_WEIGHT = MIX.reduce((sum, entry) => sum + entry.weight, 0);

function chooseAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const entry of MIX) {
    roll -= entry.weight;
    if (roll < 0) return entry.run;
  }
  return (MIX[0] as (typeof MIX)[number]).run;
}

// ------------------------------------------------------------------ the server and its figures

interface Resources {
  rssMb: number;
  heapMb: number;
  fds: number;
  httpSockets: number;
  databaseSockets: number;
}

/** Open TCP sockets by inode: local and remote port, and whether listening. */
async function tcpTable(
  pid: number,
): Promise<Map<string, { local: number; remote: number; listen: boolean }>> {
  const table = new Map<string, { local: number; remote: number; listen: boolean }>();
  for (const file of ['tcp', 'tcp6']) {
    const text = await readFile(`/proc/${pid}/net/${file}`, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const parts = line.trim().split(/\s+/);
      if (parts.length < 10) continue;
      const port = (address: string | undefined) => Number.parseInt(address?.split(':')[1] ?? '0', 16);
      table.set(parts[9] as string, {
        local: port(parts[1]),
        remote: port(parts[2]),
        listen: parts[3] === '0A',
      });
    }
  }
  return table;
}

async function resources(
  server: ChildProcess,
  ports: { http: number; database: number },
): Promise<Resources> {
  const pid = server.pid as number;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const heap = await new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(Number.NaN), 5000);
    server.once('message', (message) => {
      clearTimeout(timer);
      resolve((message as { memory: NodeJS.MemoryUsage }).memory.heapUsed);
    });
    server.send('memory');
  });
  const fds = await readdir(`/proc/${pid}/fd`);
  const tcp = await tcpTable(pid);
  let httpSockets = 0;
  let databaseSockets = 0;
  for (const fd of fds) {
    const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
    const socket = inode ? tcp.get(inode) : undefined;
    if (!socket || socket.listen) continue;
    if (socket.local === ports.http) httpSockets += 1;
    else if (socket.remote === ports.database) databaseSockets += 1;
  }
  return { rssMb: rssKb / 1024, heapMb: heap / (1024 * 1024), fds: fds.length, httpSockets, databaseSockets };
}

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not get ready in 3 minutes');
}

async function findTargets(databaseUrl: string, base: string, session: Session): Promise<Targets> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = async (sql: string) => (await client.query<{ id: number }>(sql)).rows.map((row) => row.id);
  try {
    const targets: Targets = {
      requisitions: await ids('SELECT id FROM job_position ORDER BY id LIMIT 200'),
      openRequisitions: [],
      applications: await ids('SELECT id FROM application ORDER BY id LIMIT 200'),
      employees: await ids('SELECT id FROM employee ORDER BY id LIMIT 200'),
      offers: await ids('SELECT id FROM offer_letter ORDER BY id LIMIT 50'),
      contracts: await ids('SELECT id FROM contract_letter ORDER BY id LIMIT 50'),
    };
    // The requisitions that take candidates now: the add-candidate call says so.
    const open = await ids(
      `SELECT id FROM job_position WHERE status IN ('IN', 'RVA', 'DR') ORDER BY id LIMIT 40`,
    );
    for (const id of open) {
      const tag = randomUUID().slice(0, 8);
      const added = await call(base, 'setup', 'POST', '/api/v1/applicant/add-candidate', {
        session,
        json: {
          requisitionId: id,
          applicant: { firstName: 'محمد', surName: tag, email: `setup-${tag}@example.com` },
        },
      });
      if (added.status < 300) targets.openRequisitions.push(id);
      if (targets.openRequisitions.length >= 5) break;
    }
    if (targets.openRequisitions.length === 0)
      throw new Error('No requisition takes candidates in the demo data');
    return targets;
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ the run

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** The server log's error lines (pino level 50 and up), counted by message. */
async function loggedErrors(file: string): Promise<string> {
  const counts = new Map<string, number>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    if ((entry.level ?? 0) < 50) continue;
    const message = (entry.err?.message ?? entry.msg ?? 'no message').split('\n')[0]?.slice(0, 200) ?? '';
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, n]) => `  ${n} x ${message}`).join('\n') || '  (none)';
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hr-soak-'));
  const database = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'hr' });
  let server: ChildProcess | undefined;
  const workers: Promise<void>[] = [];
  let stopping = false;
  try {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const serverLog = path.join(dataDir, 'server.log');
    server = spawn(
      process.execPath,
      // The compiled server production runs (`npm run build` first); tsx only for the probe.
      ['--import', 'tsx', '--import', './scripts/soak-probe.ts', 'apps/api/dist/server.js'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST,
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          DEMO_DATA: 'true',
          JOB_WORKER: 'in-process',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: base,
          // The soak's one manager uploads all day long: the quota is not what it measures.
          UPLOAD_DAILY_FILES: '100000',
          UPLOAD_DAILY_MB: '100000',
        },
        // The server's log (warnings and errors) is kept to name the causes of any 5xx at the end.
        stdio: ['ignore', openSync(serverLog, 'a'), 'inherit', 'ipc'],
      },
    );
    await waitForReady(base, server);
    const signIn = async () => {
      const login = await call(base, 'setup', 'POST', '/auth/userLogin', {
        json: { email: 'manager@demo.local', password: PASSWORD },
      });
      const token = (login.body as { token?: string } | undefined)?.token;
      if (!token) throw new Error(`The demo manager could not sign in (${login.status})`);
      return { token };
    };
    const targets = await findTargets(database.url, base, await signIn());
    const sessions: Session[] = [];
    for (let i = 0; i < connections; i += 1) sessions.push(await signIn());
    const ports = { http: port, database: database.port };

    console.info(
      `Soak: ${connections} connections for ${minutes} min against ${base} (server pid ${server.pid}, ` +
        `PostgreSQL on ${database.port}); load average at start: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
    const header = [
      'min',
      'requests',
      'errors',
      '4xx',
      'p50 ms',
      'p99 ms',
      'RSS MB',
      'heap MB',
      'fds',
      'http socks',
      'pg conns',
      'load',
    ];
    const widths = [4, 9, 7, 6, 7, 7, 7, 8, 5, 11, 9, 6];
    const row = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 8)).join(' ');
    console.info(row(header));

    current = newMinute();
    const endAt = Date.now() + minutes * 60_000;
    for (const session of sessions) {
      workers.push(
        (async () => {
          while (!stopping && Date.now() < endAt) await chooseAction()(base, session, targets);
        })(),
      );
    }
    const table: { minute: Minute; resources: Resources }[] = [];
    for (let m = 1; m <= minutes; m += 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, endAt - (minutes - m) * 60_000 - Date.now())),
      );
      const minute = current;
      current = newMinute();
      const figures = await resources(server, ports);
      table.push({ minute, resources: figures });
      const sorted = [...minute.latencies].sort((a, b) => a - b);
      console.info(
        row([
          String(m),
          String(minute.requests),
          String(minute.errors),
          String(minute.clientErrors),
          fmt(percentile(sorted, 50)),
          fmt(percentile(sorted, 99)),
          fmt(figures.rssMb),
          fmt(figures.heapMb),
          String(figures.fds),
          String(figures.httpSockets),
          String(figures.databaseSockets),
          fmt(os.loadavg()[0] ?? 0, 1),
        ]),
      );
    }
    stopping = true;
    await Promise.all(workers);

    // ---- the verdict
    const errors = table.reduce((sum, entry) => sum + entry.minute.errors, 0);
    const requests = table.reduce((sum, entry) => sum + entry.minute.requests, 0);
    const from = table[Math.min(4, table.length - 1)] as (typeof table)[number];
    const to = table.at(-1) as (typeof table)[number];
    const growth = (of: (r: Resources) => number) =>
      (of(to.resources) - of(from.resources)) / of(from.resources);
    const grew = {
      rss: growth((r) => r.rssMb),
      heap: growth((r) => r.heapMb),
      fds: growth((r) => r.fds),
    };
    const mix = new Map<string, number>();
    for (const { minute } of table)
      for (const [name, n] of minute.byAction) mix.set(name, (mix.get(name) ?? 0) + n);
    console.info(`\nRequests: ${requests} (${[...mix].map(([name, n]) => `${name} ${n}`).join(', ')})`);
    console.info(
      `Errors (5xx or dropped): ${errors}${errors ? ` (${[...errorSamples].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`,
    );
    if (errors) console.info(`Server errors logged:\n${await loggedErrors(serverLog)}`);
    const span = `minute ${table.indexOf(from) + 1} to ${table.length}`;
    console.info(
      `Growth from ${span}: RSS ${fmt(grew.rss * 100, 1)} %, heap ${fmt(grew.heap * 100, 1)} %, file handles ${fmt(grew.fds * 100, 1)} % (target under ${FLAT * 100} %)`,
    );
    const flat = grew.rss < FLAT && grew.heap < FLAT && grew.fds < FLAT;
    // Growth only means something once the first five minutes' warm-up is behind.
    const judged = table.length >= 10;
    console.info(
      errors === 0 && (flat || !judged)
        ? `Target met${judged ? '' : ' for errors (run 10 minutes or more to judge growth)'}.`
        : 'Target missed.',
    );
    process.exitCode = errors > 0 || (judged && !flat) ? 1 : 0;
  } finally {
    stopping = true;
    await Promise.allSettled(workers);
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
