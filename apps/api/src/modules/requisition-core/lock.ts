// The requisition lock: the form, the selection process and the approvals all follow it.
import type { TRequisitionLock } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Tx } from './audit.js';

/** 409 REQUISITION_LOCKED once an interview exists or an application has moved on from NEW. */
export async function refuseLocked(db: Pick<Tx, '$queryRawUnsafe'>, positionId: number): Promise<void> {
  if ((await lockState(db, positionId)).locked)
    throw new AppError(
      'REQUISITION_LOCKED',
      'This requisition is locked: an interview exists or an application has moved on from NEW.',
    );
}

/** Lock rule: position data is locked once an interview exists or any application left NEW. */
export async function lockState(db: Pick<Tx, '$queryRawUnsafe'>, id: number): Promise<TRequisitionLock> {
  const rows = await db.$queryRawUnsafe<{ interviewExists: boolean; statusIsNewApplication: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM interview i JOIN application a ON a.id = i.application_id
                     WHERE a.job_position_id = $1) AS "interviewExists",
            NOT EXISTS (SELECT 1 FROM application a WHERE a.job_position_id = $1 AND a.status <> 'NEW')
              AS "statusIsNewApplication"`,
    id,
  );
  const { interviewExists, statusIsNewApplication } = rows[0] ?? {
    interviewExists: false,
    statusIsNewApplication: true,
  };
  return { interviewExists, statusIsNewApplication, locked: interviewExists || !statusIsNewApplication };
}
