// The privacy module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { createPrivacyService } from './privacy.service.js';

export function privacyJobs(app: FastifyInstance): ScheduledJob[] {
  const service = createPrivacyService(depsOf(app));
  // Daily: applicants past the retention period are erased.
  return [{ name: 'applicant-retention', everyMs: 24 * 3600_000, run: service.eraseExpired }];
}
