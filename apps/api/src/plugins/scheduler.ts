// `app.scheduler`: periodic jobs that run once per period across every API process on the
// database. Each process checks often; the one whose claim moves the job's row on (the database's
// clock, one atomic statement) runs it, the others see the row already moved and skip.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ScheduledJob {
  /** Unique; the row in scheduled_job. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface Scheduler {
  add(job: ScheduledJob): void;
  /** Claims and runs the jobs that are due; the names it ran. The timer calls it; tests may. */
  tick(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** How often a process looks for due jobs: a job runs at most this late. */
const TICK_MS = 60_000;

export const schedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs: ScheduledJob[] = [];

    async function claim(job: ScheduledJob): Promise<boolean> {
      const { rowCount } = await app.db.pool.query(
        `INSERT INTO scheduled_job (name, last_run_at) VALUES ($1, now())
         ON CONFLICT (name) DO UPDATE SET last_run_at = now()
           WHERE scheduled_job.last_run_at <= now() - make_interval(secs => $2)
         RETURNING name`,
        [job.name, job.everyMs / 1000],
      );
      return rowCount === 1;
    }

    async function tick(): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs) {
        try {
          if (!(await claim(job))) continue;
          await job.run();
          ran.push(job.name);
        } catch (error) {
          app.log.warn({ err: error, job: job.name }, 'scheduled job failed');
        }
      }
      return ran;
    }

    const timer = setInterval(() => void tick(), TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.decorate('scheduler', {
      add: (job: ScheduledJob) => {
        if (jobs.some((other) => other.name === job.name))
          throw new Error(`Job ${job.name} is already scheduled`);
        jobs.push(job);
      },
      tick,
    });
  },
  { name: 'scheduler' },
);
