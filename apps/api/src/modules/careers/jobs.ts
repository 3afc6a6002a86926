// The careers module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { createApplyLimiter } from './apply-limit.js';

export function careersJobs(app: FastifyInstance): ScheduledJob[] {
  const { careers } = app.config;
  const limiter = createApplyLimiter({
    ...depsOf(app),
    maxPerAddress: careers.maxPerAddress,
    maxPerEmail: careers.maxPerEmail,
    windowMinutes: careers.windowMinutes,
  });
  // Hourly: the site's application attempts older than the window no longer count.
  return [{ name: 'prune-careers-attempts', everyMs: 3600_000, run: limiter.prune }];
}
