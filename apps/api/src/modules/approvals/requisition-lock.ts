// Selection process and approval changes follow the requisition lock of the form (H-form-api's rule).
import { AppError } from '../../lib/app-error.js';
import type { Tx } from '../job-position/audit.js';
import { lockState } from '../job-position/job-position.service.js';

/** 409 REQUISITION_LOCKED once an interview exists or an application has moved on from NEW. */
export async function refuseLocked(db: Pick<Tx, '$queryRawUnsafe'>, positionId: number): Promise<void> {
  if ((await lockState(db, positionId)).locked)
    throw new AppError(
      409,
      'This requisition is locked: an interview exists or an application has moved on from NEW.',
      'REQUISITION_LOCKED',
    );
}
