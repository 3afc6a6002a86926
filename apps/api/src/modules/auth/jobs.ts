// The auth module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { createAttemptLimiter } from './attempt-limit.js';

export function authJobs(app: FastifyInstance): ScheduledJob[] {
  const attempts = createAttemptLimiter({
    ...depsOf(app),
    maxFailures: app.config.loginMaxFailures,
    maxFailuresPerAddress: app.config.loginMaxFailuresPerAddress,
    windowMinutes: app.config.loginWindowMinutes,
  });
  // Hourly, by one API process of however many share the database.
  return [{ name: 'prune-login-attempts', everyMs: 3600_000, run: attempts.prune }];
}
