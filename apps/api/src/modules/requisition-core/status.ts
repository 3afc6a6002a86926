// Status moves of a requisition: the one function every module uses (the form's status call and
// the approvals), checked against REQUISITION_TRANSITIONS of the contracts and audited.
import { canMoveRequisition, isManualRequisitionMove, REQUISITION_STATUSES } from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { type AuditContext, recordAudit, type Tx } from './audit.js';
import { refuseUnlessReadyToSubmit } from './completeness.js';
import { completenessIn } from './tx-sql.js';

const label = (status: string) =>
  `${status} (${REQUISITION_STATUSES[status as keyof typeof REQUISITION_STATUSES] ?? 'unknown'})`;

/**
 * Moves a requisition to `to` inside the caller's transaction: 404 when it does not exist, 409
 * INVALID_TRANSITION when the table refuses the move, 409 REQUISITION_INCOMPLETE (with the missing
 * steps in `fields`) when moving to SB before every step and the selection process are saved. Records a STATUS audit row.
 * A `manual` move (the status call) is also refused into review, approved or declined: those come
 * only from the approval flow; its `reason` is audited beside the status.
 */
export async function moveRequisitionStatus(
  tx: Tx,
  context: AuditContext,
  id: number,
  to: string,
  manual?: { reason?: string },
): Promise<{ id: number; status: string }> {
  const rows = await tx.$queryRawUnsafe<{ status: string }[]>(
    'SELECT status FROM job_position WHERE id = $1 FOR UPDATE',
    id,
  );
  const from = rows[0]?.status;
  if (from === undefined) throw notFound('Job requisition', id);
  if (!canMoveRequisition(from, to)) {
    throw new AppError(
      'INVALID_TRANSITION',
      `A requisition cannot move from ${label(from)} to ${label(to)}.`,
    );
  }
  if (manual && !isManualRequisitionMove(from, to)) {
    throw new AppError(
      'INVALID_TRANSITION',
      `Only the approval flow moves a requisition from ${label(from)} to ${label(to)}: send it for approval and wait for the approvers' answers.`,
    );
  }
  if (to === 'SB') refuseUnlessReadyToSubmit(await completenessIn(tx, id));
  await tx.jobPosition.update({ where: { id }, data: { status: to } });
  await recordAudit(tx, context, {
    jobPositionId: id,
    action: 'STATUS',
    entity: 'JobPosition',
    entityId: id,
    changes: [
      { field: 'status', oldValue: from, newValue: to },
      ...(manual?.reason ? [{ field: 'reason', oldValue: null, newValue: manual.reason }] : []),
    ],
  });
  return { id, status: to };
}
