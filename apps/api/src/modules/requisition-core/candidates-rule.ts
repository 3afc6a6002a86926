// When a requisition takes candidates and interviews: the add-candidate and the interview
// scheduling services both ask here, so the rule lives once.
import { AWAITING_APPROVAL_MESSAGE, isAwaitingApproval } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';

/** 409 REQUISITION_AWAITING_APPROVAL while the requisition is submitted, in review or declined. */
export function refuseWhileAwaitingApproval(requisitionStatus: string): void {
  if (isAwaitingApproval(requisitionStatus))
    throw new AppError('REQUISITION_AWAITING_APPROVAL', AWAITING_APPROVAL_MESSAGE);
}
