// The letters module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { createLettersService } from './letters.service.js';
import { pruneRegistrationAttempts } from './registration.service.js';

export function letterJobs(app: FastifyInstance): ScheduledJob[] {
  const deps = depsOf(app);
  const letters = createLettersService({ ...deps, log: app.log, compressPdf: app.config.env !== 'test' });
  return [
    // Daily: one reminder for each sent letter that expires within three days.
    { name: 'letter-expiry-reminders', everyMs: 24 * 3600_000, run: letters.remindExpiring },
    // Hourly: attempts at registration codes older than a day no longer count.
    { name: 'prune-registration-attempts', everyMs: 3600_000, run: () => pruneRegistrationAttempts(deps) },
  ];
}
