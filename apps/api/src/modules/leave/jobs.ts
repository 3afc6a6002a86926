// The leave module's periodic jobs; app.ts adds every module's jobs to the scheduler.
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/service-deps.js';
import type { ScheduledJob } from '../../plugins/scheduler.js';
import { runLeaveAccrual } from './leave-accrual.js';

export function leaveJobs(app: FastifyInstance): ScheduledJob[] {
  const deps = depsOf(app);
  // Every six hours: credit the accrual periods that have ended (idempotent: a ledger key per period).
  return [{ name: 'leave-accrual', everyMs: 6 * 3600_000, run: () => runLeaveAccrual(deps) }];
}
