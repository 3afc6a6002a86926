// The files module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { createFileCleanup } from './file-cleanup.js';

export function fileJobs(app: FastifyInstance): ScheduledJob[] {
  const cleanup = createFileCleanup({ ...depsOf(app), log: app.log });
  // Hourly, by one API process of however many share the database.
  return [{ name: 'file-cleanup', everyMs: 3600_000, run: cleanup.run }];
}
