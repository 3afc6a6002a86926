// `npm run bench:long`: the long work users wait for (issue 29 item 5), each timed on the built server
// (apps/api/dist) with the demo data, while this script asks `/health` every 20 ms and reports how long
// that took (max and p99: a call that blocks the event loop shows there; target under 100 ms):
// - the requisition import of `--rows` rows (10,000 by default), an .xlsx built here as a person's
//   spreadsheet program would, with the database's own departments, types and places;
// - an offer letter's PDF (the demo's sent offer);
// - the resume report of an application whose resume is a 10-page PDF;
// - the personal-data ZIP of an applicant with 20 files;
// - the funnel's .xlsx export over `--applications` applications (seed:large adds what the data lacks;
//   20,000 by default, 1000000 for a real run, which takes a long while to seed on a small machine).
// The data: an embedded PostgreSQL in BENCH_DATA_DIR/long (default: a folder in the system temp dir),
// reused by the next run. Not part of `npm test`: run `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { JOB_POSITION_IMPORT_COLUMNS } from '@hr/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { seedLarge } from '../apps/api/src/db/seed/large.js';
import { localEncryptionKey } from '../apps/api/src/lib/crypto.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const DEMO_MANAGER = { email: 'manager@demo.local', password: 'Demo@12345' };
/** How often `/health` is asked while a task runs. */
const HEALTH_EVERY_MS = 20;
const HEALTH_TARGET_MS = 100;

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    applications: { type: 'string', default: '20000' },
    /** Run only the tasks whose name contains one of these, comma-separated (e.g. `import,zip`). */
    task: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const APPLICATIONS = Number(args.applications);
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a whole number above 0');
if (!Number.isInteger(APPLICATIONS) || APPLICATIONS < 0)
  throw new Error('--applications must be a whole number');

const api = (url: string) => `/api/v1${url}`;

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 300 s');
}

/** A PDF of `pages` pages of resume-like text. */
function resumePdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Zoë Ðặng — Senior Data Engineer');
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      doc.fontSize(13).text(`Experience ${page + 1}`);
      for (let line = 0; line < 40; line++) {
        const from = 2004 + page;
        doc
          .fontSize(10)
          .text(
            `Jan ${from} - Dec ${from + 1}: Data Engineer at Company ${page}-${line}. Built pipelines in Python, SQL, Kafka and TypeScript; led a team of ${1 + (line % 6)}.`,
          );
      }
    }
    doc.end();
  });
}

interface Health {
  count: number;
  max: number;
  p99: number;
  failed: number;
}

/** Runs `task` while asking `/health` one call after another, every HEALTH_EVERY_MS. */
async function withHealth<T>(
  base: string,
  task: () => Promise<T>,
): Promise<{ ms: number; result: T; health: Health }> {
  const times: number[] = [];
  let failed = 0;
  let done = false;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const ok = await fetch(`${base}/health`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      times.push(performance.now() - started);
      if (!ok) failed += 1;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const started = performance.now();
  try {
    const result = await task();
    return { ms: performance.now() - started, result, health: summarize(times, failed) };
  } finally {
    done = true;
    await poll;
  }
}

function summarize(times: number[], failed: number): Health {
  const sorted = [...times].sort((x, y) => x - y);
  return {
    count: sorted.length,
    max: sorted.at(-1) ?? Number.NaN,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
    failed,
  };
}

async function main() {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'hr-bench-data'), 'long');
  mkdirSync(dataDir, { recursive: true });
  console.info(`Database: embedded PostgreSQL in ${dataDir}`);
  const database = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), database: 'hr' });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let server: ChildProcess | undefined;
  try {
    await migrateDatabase(database.url);
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    // The demo data goes into an empty database only: a reused folder keeps what it has.
    server = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATABASE_URL: database.url,
        DEMO_DATA: 'true',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ENCRYPTION_KEY: (await localEncryptionKey(dataDir)).toString('base64'),
        LOG_LEVEL: 'warn',
        PUBLIC_URL: base,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForReady(base, server);

    const count = async (table: string) =>
      (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
    const have = await count('application');
    if (have < APPLICATIONS) {
      const add = APPLICATIONS - have;
      console.info(`Seeding ${add} applications with seed:large ...`);
      await seedLarge(pool, {
        requisitions: Math.max(1, Math.ceil(add / 25)),
        applicants: Math.max(1, Math.ceil(add / 3)),
        applications: add,
      });
      await pool.query('VACUUM ANALYZE');
    }
    console.info(`Applications: ${Math.max(have, APPLICATIONS)}.`);

    const login = await fetch(`${base}/auth/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_MANAGER),
    });
    if (!login.ok) throw new Error(`the demo manager could not sign in: ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const managerId = (
      await pool.query<{ id: number }>('SELECT id FROM app_user WHERE email = $1', [DEMO_MANAGER.email])
    ).rows[0]?.id;

    /** Uploads a file through the API (as the browser does); answers its id. */
    const upload = async (content: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)], { type }), name);
      const answer = await fetch(`${base}${api('/file/upload')}?purpose=RESUME`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (!answer.ok) throw new Error(`upload of ${name}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: { id: number } }).data.id;
    };
    /** A call whose whole answer is read; answers its size in bytes. */
    const call = async (method: 'GET' | 'POST', url: string, body?: FormData) => {
      const answer = await fetch(`${base}${url}`, { method, headers: auth, body });
      const content = await answer.arrayBuffer();
      if (!answer.ok) {
        throw new Error(
          `${method} ${url}: ${answer.status} ${Buffer.from(content).toString().slice(0, 300)}`,
        );
      }
      const bytes = content.byteLength;
      return `${(bytes / 1024).toFixed(0)} KiB`;
    };

    interface Task {
      name: string;
      /** Prepares the data (not timed); answers the timed call. */
      prepare: () => Promise<() => Promise<string>>;
    }
    const tasks: Task[] = [
      {
        name: `requisition import (${ROWS} rows)`,
        prepare: async () => {
          const one = async (sql: string) => (await pool.query<{ v: string }>(sql)).rows[0]?.v ?? '';
          const department = await one('SELECT name AS v FROM ref_department ORDER BY id LIMIT 1');
          const positionType = await one('SELECT name AS v FROM ref_position_type ORDER BY id LIMIT 1');
          const contractType = await one('SELECT name AS v FROM ref_application_type ORDER BY id LIMIT 1');
          const place = (
            await pool.query<{ code: string; city: string }>(
              'SELECT c.code, ci.name AS city FROM ref_country c JOIN ref_city ci ON ci.country_id = c.id ORDER BY c.id, ci.id LIMIT 1',
            )
          ).rows[0];
          const book = new ExcelJS.Workbook();
          const sheet = book.addWorksheet('Job postings');
          sheet.addRow([...JOB_POSITION_IMPORT_COLUMNS]);
          const run = Date.now();
          const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
          const end = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
          for (let i = 0; i < ROWS; i++) {
            const row: Record<string, string | number> = {
              positionTitle: `Data Engineer (posting ${i + 1})`,
              jobDescription: 'We are hiring a data engineer. You will work with a friendly team.',
              positionType,
              department,
              contractType,
              priority: ['L', 'N', 'H'][i % 3] as string,
              startDate: start,
              endDate: end,
              numberOfPositions: 1 + (i % 3),
              country: place?.code ?? '',
              city: place?.city ?? '',
              salaryMin: 90_000,
              salaryMax: 120_000,
              currency: 'AUD',
              payPeriod: 'annual',
              // New references each run, so the rows are created, not skipped as already imported.
              externalReference: `bench-${run}-${i}`,
            };
            sheet.addRow(JOB_POSITION_IMPORT_COLUMNS.map((column) => row[column] ?? null));
          }
          const content = Buffer.from(await book.xlsx.writeBuffer());
          return async () => {
            const form = new FormData();
            form.append('file', new Blob([new Uint8Array(content)]), 'postings.xlsx');
            // As the browser does: the upload names an id, and its progress is polled by it meanwhile.
            const id = randomUUID();
            let running = true;
            const steps = new Set<string>();
            const polling = (async () => {
              while (running) {
                const progress = await fetch(`${base}${api(`/job_position/excel_upload/progress/${id}`)}`, {
                  headers: auth,
                });
                if (progress.ok) steps.add(((await progress.json()) as { step: string }).step);
                else await progress.arrayBuffer();
                await new Promise((resolve) => setTimeout(resolve, 500));
              }
            })();
            const answer = await fetch(`${base}${api('/job_position/excel_upload')}?progress=${id}`, {
              method: 'POST',
              headers: auth,
              body: form,
            }).finally(() => {
              running = false;
            });
            await polling;
            console.info(`import progress seen: ${[...steps].join(', ') || 'none'}`);
            const summary = (await answer.json()) as { created?: number; refused?: unknown[] };
            if (!answer.ok)
              throw new Error(`import: ${answer.status} ${JSON.stringify(summary).slice(0, 400)}`);
            if (summary.created !== ROWS) {
              throw new Error(
                `import created ${summary.created} of ${ROWS}: ${JSON.stringify(summary.refused?.slice(0, 3))}`,
              );
            }
            return `${summary.created} created`;
          };
        },
      },
      {
        name: 'offer letter PDF',
        prepare: async () => {
          const id = (
            await pool.query<{ id: number }>(
              "SELECT id FROM offer_letter WHERE status = 'SENT' ORDER BY id LIMIT 1",
            )
          ).rows[0]?.id;
          if (!id) throw new Error('no sent offer letter: the demo data sends one');
          // Letters are on the HR API (API_BASES.hr).
          return () => call('GET', `/api/hr/v1/offer-letter/pdf/${id}`);
        },
      },
      {
        name: 'resume report (10-page PDF)',
        // Attaching the resume reads its text (the report is made from it), then the report.
        prepare: async () => {
          const application = (
            await pool.query<{ id: number }>(
              "SELECT id FROM application WHERE status = 'NEW' ORDER BY id LIMIT 1",
            )
          ).rows[0];
          if (!application) throw new Error('no new application');
          const fileId = await upload(await resumePdf(10), 'ten pages.pdf', 'application/pdf');
          return async () => {
            await call('POST', api(`/application/update-resume/${application.id}/${fileId}?confirm=true`));
            return call('GET', api(`/resume-report?applicationId=${application.id}`));
          };
        },
      },
      {
        name: 'personal-data ZIP (20 files)',
        prepare: async () => {
          const applicant = (
            await pool.query<{ id: number }>('SELECT id FROM applicant ORDER BY id DESC LIMIT 1')
          ).rows[0]?.id;
          if (!applicant) throw new Error('no applicant');
          // 20 resumes of 2 to 10 pages, as one person's files over the years.
          for (let i = 0; i < 20; i++) {
            const fileId = await upload(
              await resumePdf(2 + (i % 9)),
              `resume ${i + 1}.pdf`,
              'application/pdf',
            );
            await pool.query('INSERT INTO resume (applicant_id, file_id) VALUES ($1, $2)', [
              applicant,
              fileId,
            ]);
          }
          return () => call('GET', api(`/applicant/${applicant}/export`));
        },
      },
      {
        name: `funnel XLSX (${Math.max(have, APPLICATIONS)} applications)`,
        prepare: async () => () => call('GET', api('/reports/hr/export?report=funnel&format=xlsx')),
      },
    ];
    if (managerId === undefined) throw new Error('no demo manager');

    const wanted = args.task
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const rows: { name: string; ms: number; what: string; health: Health }[] = [];
    // /health alone first: what it costs on this machine at this load, with nothing else running.
    const idle = await withHealth(base, () => new Promise((resolve) => setTimeout(resolve, 2000)));
    for (const task of tasks) {
      if (wanted && !wanted.some((part) => task.name.includes(part))) continue;
      const timed = await task.prepare();
      // A task that fails is reported with its time and reason, and the others still run.
      const run = await withHealth(base, () =>
        timed().catch(
          (error: unknown) =>
            `failed: ${error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error)}`,
        ),
      );
      rows.push({ name: task.name, ms: run.ms, what: run.result, health: run.health });
      console.info(`${task.name}: ${(run.ms / 1000).toFixed(2)} s, ${run.result}`);
    }

    console.info(
      `\n== long work, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}; /health every ${HEALTH_EVERY_MS} ms meanwhile (target under ${HEALTH_TARGET_MS} ms)\n`,
    );
    console.info(
      `${'task'.padEnd(38)}${'time s'.padStart(9)}${'answer'.padStart(14)}${'health n'.padStart(10)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}  over 1 s`,
    );
    const line = (name: string, ms: number, what: string, health: Health) =>
      what.startsWith('failed')
        ? console.info(`${name.padEnd(38)}${(ms / 1000).toFixed(2).padStart(9)}  ${what.slice(0, 200)}`)
        : console.info(
            `${name.padEnd(38)}${(ms / 1000).toFixed(2).padStart(9)}${what.padStart(14)}${String(health.count).padStart(10)}${health.p99.toFixed(0).padStart(8)}${health.max.toFixed(0).padStart(8)}  ${ms > 1000 ? 'yes' : 'no'}${health.failed ? `  (${health.failed} health calls failed)` : ''}`,
          );
    console.info(
      `${'(nothing: /health alone for 2 s)'.padEnd(38)}${'-'.padStart(9)}${'-'.padStart(14)}${String(idle.health.count).padStart(10)}${idle.health.p99.toFixed(0).padStart(8)}${idle.health.max.toFixed(0).padStart(8)}`,
    );
    for (const row of rows) line(row.name, row.ms, row.what, row.health);
    const blocking = rows.filter((row) => row.health.p99 >= HEALTH_TARGET_MS);
    if (blocking.length) {
      console.info(
        `\n/health p99 at or over ${HEALTH_TARGET_MS} ms during: ${blocking.map((row) => row.name).join(', ')}`,
      );
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await pool.end();
    await database.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
