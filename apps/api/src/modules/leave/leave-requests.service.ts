// Leave requests: made by the employee (self-service) or HR on their behalf, decided by the employee's
// manager or HR (on screen or through the emailed one-time link), cancelled by the employee or HR.
// Every state change and its ledger movement is one transaction; the request's employee row is locked
// first, so two requests of one employee cannot both pass the balance check. One file per use case
// (issue 30); this is the service the routes and the tests use.
import { createLeaveBalanceService } from './leave-balance.service.js';
import { createLeaveCalendarService } from './leave-calendar.service.js';
import { createLeaveRequestDecideService } from './leave-request-decide.service.js';
import type { LeaveDeps } from './leave-request-shared.js';
import { createLeaveRequestSubmitService } from './leave-request-submit.service.js';

export { DEFAULT_HOLIDAY_COUNTRY_CODE, type LeaveCaller } from './leave-request-shared.js';

export function createLeaveRequestsService(deps: LeaveDeps) {
  return {
    ...createLeaveRequestSubmitService(deps),
    ...createLeaveRequestDecideService(deps),
    ...createLeaveBalanceService(deps),
    ...createLeaveCalendarService(deps),
  };
}

export type LeaveRequestsService = ReturnType<typeof createLeaveRequestsService>;
