// `app.scheduler`: periodic jobs on pg-boss, a queue kept in PostgreSQL (schema `pgboss`). A job's
// schedule is stored once for every API process on the database, and pg-boss sends one job per
// period across all of them (its cron check is claimed in the database, the job is a singleton
// for its minute); whichever worker is free runs it. A failure is logged and retried with backoff.
// JOB_WORKER chooses where the worker runs: in the API (`in-process`), only in `npm run worker`
// (`separate`: the API schedules but never works), or nowhere (`off`: tests run jobs by `tick`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

export interface ScheduledJob {
  /** Unique; the pg-boss queue's name (letters, digits, `-`, `_`). */
  name: string;
  /**
   * The period: whole minutes dividing an hour, whole hours dividing a day, or a day (from
   * midnight UTC). Any other period needs `cron`.
   */
  everyMs: number;
  /** A cron expression (UTC) to use instead of the one `everyMs` gives. */
  cron?: string;
  /**
   * Idempotent by contract: a retry after a failure, or a run that a stopping worker gave back,
   * runs it again for the same period, and running it twice must change nothing.
   */
  run(): Promise<unknown>;
}

export interface Scheduler {
  add(job: ScheduledJob): void;
  /** Runs every registered job now in this process, outside the queue; the names that ran. For tests. */
  tick(): Promise<string[]>;
  /** Puts one run of the job on the queue now; any worker on the database runs it. */
  enqueue(name: string): Promise<void>;
}

/** How the queue behaves; tests shorten the delays. */
export interface QueueTuning {
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  retryLimit: number;
  /** The first retry's delay; each next one doubles it (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** How often a process checks the schedules (one process per interval does it). */
  cronMonitorIntervalSeconds: number;
  /** How often a process turns the due schedules into jobs. */
  cronWorkerIntervalSeconds: number;
}

export const DEFAULT_QUEUE_TUNING: QueueTuning = {
  // Every job is hourly or daily: starting one up to 30 s after its minute changes nothing, while a
  // 2 s poll of each of the seven queues was 3.5 idle queries a second from every API process.
  pollingIntervalSeconds: 30,
  retryLimit: 5,
  retryDelaySeconds: 60,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
};

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

const MINUTE = 60_000;
/** How long the queue waits to try starting again when the database did not answer. */
const START_RETRY_MS = 30_000;

/** The cron expression (UTC) of a period, for the periods a clock divides evenly. */
export function cronFor(everyMs: number): string {
  const minutes = everyMs / MINUTE;
  if (Number.isInteger(minutes) && minutes >= 1) {
    if (minutes < 60 && 60 % minutes === 0) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
    const hours = minutes / 60;
    if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0)
      return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
    if (hours === 24) return '0 0 * * *';
  }
  throw new Error(`No cron for a period of ${everyMs} ms: give the job a cron expression`);
}

export interface SchedulerOptions {
  mode: 'in-process' | 'separate' | 'off';
  tuning?: Partial<QueueTuning>;
}

export const schedulerPlugin = fp<SchedulerOptions>(
  async (app: FastifyInstance, options) => {
    const tuning = { ...DEFAULT_QUEUE_TUNING, ...options.tuning };
    const jobs = new Map<string, ScheduledJob>();
    let boss: PgBoss | undefined;

    async function runLogged(job: ScheduledJob, attempt: number): Promise<void> {
      try {
        await job.run();
      } catch (error) {
        // The error's kind and code only: its message may quote personal data (pg-boss keeps it
        // with the job, in the database, for whoever investigates).
        const { name, code } = (error ?? {}) as { name?: string; code?: string };
        app.log.warn(
          { job: job.name, attempt, retryLimit: tuning.retryLimit, error: name, code },
          'scheduled job failed',
        );
        throw error;
      }
    }

    async function start(instance: PgBoss): Promise<void> {
      instance.on('error', (error) =>
        app.log.warn({ cause: error.message, code: (error as { code?: string }).code }, 'job queue error'),
      );
      await instance.start();
      for (const job of jobs.values()) {
        const queue = {
          retryLimit: tuning.retryLimit,
          retryDelay: tuning.retryDelaySeconds,
          retryBackoff: true,
        };
        // Another process may create it at the same moment; the update then applies our settings.
        await instance.createQueue(job.name, { name: job.name, ...queue }).catch(() => {});
        await instance.updateQueue(job.name, { name: job.name, ...queue });
        await instance.schedule(job.name, job.cron ?? cronFor(job.everyMs), {}, { tz: 'UTC' });
        if (options.mode === 'in-process') {
          await instance.work(
            job.name,
            { includeMetadata: true, pollingIntervalSeconds: tuning.pollingIntervalSeconds },
            async ([queued]) => runLogged(job, (queued?.retryCount ?? 0) + 1),
          );
        }
      }
    }

    if (options.mode !== 'off') {
      let retry: NodeJS.Timeout | undefined;
      let closing = false;
      // A database that does not answer at start must not stop the API (its /ready says so): the
      // queue tries again, with a fresh pg-boss, until it starts.
      const attempt = async () => {
        const instance = new PgBoss({
          // The app's own pool: no second set of connections.
          db: { executeSql: (text, values) => app.db.pool.query(text, values) },
          cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds,
          cronWorkerIntervalSeconds: tuning.cronWorkerIntervalSeconds,
        });
        try {
          await start(instance);
          boss = instance;
        } catch (error) {
          await instance.stop({ graceful: false, wait: true }).catch(() => {});
          if (closing) return;
          app.log.warn(
            { cause: (error as Error).message, retryInSeconds: START_RETRY_MS / 1000 },
            'job queue did not start',
          );
          retry = setTimeout(() => void attempt(), START_RETRY_MS);
          retry.unref();
        }
      };
      // Once every module has added its jobs (they do so while their routes register).
      app.addHook('onReady', attempt);
      // Before the database closes: a running job finishes (or is given back for a retry).
      app.addHook('preClose', async () => {
        closing = true;
        clearTimeout(retry);
        await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
      });
    }

    app.decorate('scheduler', {
      add: (job: ScheduledJob) => {
        if (jobs.has(job.name)) throw new Error(`Job ${job.name} is already scheduled`);
        // A period without a cron fails here, at start-up, rather than when the queue starts.
        if (!job.cron) cronFor(job.everyMs);
        jobs.set(job.name, job);
      },
      async tick() {
        const ran: string[] = [];
        for (const job of jobs.values()) {
          try {
            await runLogged(job, 1);
            ran.push(job.name);
          } catch {
            // logged by runLogged
          }
        }
        return ran;
      },
      async enqueue(name: string) {
        if (!boss) throw new Error('The job queue is off (JOB_WORKER=off) or not started yet');
        if (!jobs.has(name)) throw new Error(`No job ${name}`);
        await boss.send(name, {});
      },
    });
  },
  { name: 'scheduler' },
);
