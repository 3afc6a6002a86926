// The employee record: made from a signed contract, edited section by section, read masked, revealed
// field by field (audited), and moved through the status conversion table. The four sensitive values
// are encrypted before they reach the database and are never logged, audited or put in an error: the
// audit rows name fields only.
// One file per use case (issue 30); this is the employees service the routes use.
import { createEmployeeReadService } from './employee-read.service.js';
import type { EmployeesDeps } from './employee-record.js';
import { createEmployeeSaveService } from './employee-save.service.js';
import { createEmployeeStatusService } from './employee-status.service.js';

export type { Caller, EmployeesDeps } from './employee-record.js';

export function createEmployeesService(deps: EmployeesDeps) {
  return {
    ...createEmployeeSaveService(deps),
    ...createEmployeeReadService(deps),
    ...createEmployeeStatusService(deps),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
