// The learning module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { createLearningService } from './learning.service.js';
import { createLearningReminders } from './learning-reminders.js';

export function learningJobs(app: FastifyInstance): ScheduledJob[] {
  const deps = depsOf(app);
  const service = createLearningService(deps);
  const reminders = createLearningReminders(deps);
  // Daily: the rules applied to everyone (a safety net for employees and rules changed elsewhere),
  // then the reminders due; both idempotent.
  return [
    { name: 'learning-rules', everyMs: 24 * 3600_000, run: service.applyRules },
    { name: 'learning-reminders', everyMs: 24 * 3600_000, run: reminders.send },
  ];
}
