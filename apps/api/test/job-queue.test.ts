// The job queue (pg-boss) for real: processes of the app on one database, with the queue's delays
// shortened. The other test files keep the queue off and run jobs with scheduler.tick().
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type ResolvedConfig, startWorker } from '../src/app.js';
import type { ScheduledJob } from '../src/plugins/scheduler.js';
import { useTestApp } from './test-app.js';

const t = useTestApp();
const started: FastifyInstance[] = [];
const FAST = {
  pollingIntervalSeconds: 0.5,
  retryLimit: 3,
  retryDelaySeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};
/** Never due by its schedule (1 January, midnight): the tests put its runs on the queue. */
const NEVER = '0 0 1 1 *';
const WAIT = { timeout: 30_000, interval: 100 };

afterAll(async () => {
  for (const app of started) await app.close();
});

/** Another process of the app on the test database, with these jobs added to the modules' own. */
async function instance(
  jobWorker: ResolvedConfig['jobWorker'],
  jobs: ScheduledJob[],
  extra: Partial<ResolvedConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.app.config, jobWorker, jobTuning: FAST, ...extra });
  started.push(app);
  for (const job of jobs) app.scheduler.add(job);
  await app.ready();
  return app;
}

async function jobStates(name: string): Promise<string[]> {
  const { rows } = await t.app.db.pool.query<{ state: string }>(
    'SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    [name],
  );
  return rows.map((row) => row.state);
}

describe('the job queue', () => {
  it('runs a registered job through the queue', async () => {
    let runs = 0;
    const app = await instance('in-process', [
      { name: 'probe-runs', everyMs: 60_000, cron: NEVER, run: async () => (runs += 1) },
    ]);
    await app.scheduler.enqueue('probe-runs');
    await vi.waitFor(async () => expect(await jobStates('probe-runs')).toEqual(['completed']), WAIT);
    expect(runs).toBe(1);
  });

  it('retries a failing job with backoff and logs each failure without its message', async () => {
    const lines: string[] = [];
    let runs = 0;
    const app = await instance(
      'in-process',
      [
        {
          name: 'probe-fails',
          everyMs: 60_000,
          cron: NEVER,
          run: async () => {
            runs += 1;
            if (runs < 3) throw new Error('jane.doe@example.com could not be reminded');
          },
        },
      ],
      { logLevel: 'warn', logStream: { write: (line) => lines.push(line) } },
    );
    await app.scheduler.enqueue('probe-fails');
    await vi.waitFor(async () => expect(await jobStates('probe-fails')).toEqual(['completed']), WAIT);
    expect(runs).toBe(3);
    const failures = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'scheduled job failed');
    expect(failures.map((line) => [line.job, line.attempt, line.error])).toEqual([
      ['probe-fails', 1, 'Error'],
      ['probe-fails', 2, 'Error'],
    ]);
    expect(lines.join('\n')).not.toContain('jane.doe');
  });

  it('runs a scheduled job once per period across two processes', async () => {
    const runs: number[] = [];
    const job = (): ScheduledJob => ({
      name: 'probe-every-minute',
      everyMs: 60_000,
      run: async () => runs.push(Date.now()),
    });
    const { rows: before } = await t.app.db.pool.query<{ now: Date }>('SELECT now()');
    await Promise.all([instance('in-process', [job()]), instance('in-process', [job()])]);
    // An every-minute schedule is due at once; then both processes keep checking the schedules
    // (each second) for a few more seconds before the count is read.
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), WAIT);
    const { rows: first } = await t.app.db.pool.query<{ now: Date }>('SELECT now()');
    await vi.waitFor(async () => {
      const { rows } = await t.app.db.pool.query<{ later: boolean }>(
        "SELECT cron_on > $1::timestamptz + interval '3 seconds' AS later FROM pgboss.version",
        [first[0]?.now],
      );
      expect(rows[0]?.later).toBe(true);
    }, WAIT);
    const { rows: after } = await t.app.db.pool.query<{ now: Date }>('SELECT now()');
    // One run per minute the test spanned at most (two only if it crossed a minute's end).
    const minute = (date: Date | undefined) => Math.floor((date?.getTime() ?? 0) / 60_000);
    expect(runs.length).toBeLessThanOrEqual(minute(after[0]?.now) - minute(before[0]?.now) + 1);
  });

  it('runs jobs in the worker process, never in an API started with JOB_WORKER=separate', async () => {
    let apiRuns = 0;
    const api = await instance('separate', [
      { name: 'probe-api-only', everyMs: 60_000, cron: NEVER, run: async () => (apiRuns += 1) },
    ]);
    const { prisma } = t.app.db;
    const old = await prisma.loginAttempt.create({
      data: {
        email: 'old@test.local',
        ip: '10.0.0.9',
        succeeded: false,
        createdAt: new Date(Date.now() - 48 * 3600_000),
      },
    });
    await api.scheduler.enqueue('probe-api-only');
    await api.scheduler.enqueue('prune-login-attempts');
    const worker = await startWorker({ ...t.app.config, jobTuning: FAST });
    started.push(worker);
    expect(worker.server.listening).toBe(false);
    await vi.waitFor(
      async () => expect(await jobStates('prune-login-attempts')).toContain('completed'),
      WAIT,
    );
    expect(await prisma.loginAttempt.findUnique({ where: { id: old.id } })).toBeNull();
    // The API's own job, queued first, is still waiting: no worker in the API took it.
    expect(apiRuns).toBe(0);
    expect(await jobStates('probe-api-only')).toEqual(['created']);
  });
});
