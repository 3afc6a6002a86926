import type { RequisitionStatus } from './statuses.js';

/**
 * Requisition status moves (from -> allowed to). Draft is submitted (SB, needs every step saved),
 * goes to review (RV) when approvals are requested, review ends approved (RVA) or declined (RVD);
 * a declined requisition goes back to draft. Approved ones start interviewing (IN), then reference
 * check (RCK), compliance check (CCK) and candidate accepted (CA), which completes (CO). Closed
 * (CD), cancelled (CN) and completed (CO) are final.
 */
export const REQUISITION_TRANSITIONS: Readonly<Record<RequisitionStatus, readonly RequisitionStatus[]>> = {
  DR: ['SB', 'CN'],
  SB: ['RV', 'DR', 'CN'],
  RV: ['RVA', 'RVD'],
  RVA: ['IN', 'CD', 'CN'],
  RVD: ['DR', 'CN'],
  IN: ['RCK', 'CD', 'CN'],
  RCK: ['CCK', 'IN', 'CN'],
  CCK: ['CA', 'IN', 'CN'],
  CA: ['CO', 'CD'],
  CD: [],
  CN: [],
  CO: [],
};

/** Whether the transition table allows moving a requisition from one status to another. */
export function canMoveRequisition(from: string, to: string): boolean {
  const allowed = (REQUISITION_TRANSITIONS as Record<string, readonly string[] | undefined>)[from];
  return allowed?.includes(to) ?? false;
}

/**
 * Statuses only the approval flow enters: in review when approvals are sent, approved or declined
 * by the approvers' answers. The status call never makes these moves, for anyone.
 */
export const APPROVAL_FLOW_STATUSES: readonly RequisitionStatus[] = ['RV', 'RVA', 'RVD'];

/** The moves a user makes by hand (the status call): the table's, except into the approval flow. */
export function manualRequisitionMoves(from: string): RequisitionStatus[] {
  const allowed = (REQUISITION_TRANSITIONS as Record<string, readonly RequisitionStatus[] | undefined>)[from];
  return (allowed ?? []).filter((to) => !APPROVAL_FLOW_STATUSES.includes(to));
}

/** Whether the status call may move a requisition from one status to another. */
export function isManualRequisitionMove(from: string, to: string): boolean {
  return manualRequisitionMoves(from).some((status) => status === to);
}

/**
 * Submitted, in review or declined: no candidates and no interviews until the approvers approve
 * (a declined one goes back to draft first). A draft stays open so sourcing can start early.
 */
export const AWAITING_APPROVAL_STATUSES: readonly RequisitionStatus[] = ['SB', 'RV', 'RVD'];

/** What the server answers and the candidates and interviews panels say while awaiting approval. */
export const AWAITING_APPROVAL_MESSAGE =
  'This requisition is waiting for approval: candidates and interviews can be added once it is approved.';

export function isAwaitingApproval(status: string): boolean {
  return (AWAITING_APPROVAL_STATUSES as readonly string[]).includes(status);
}

/** What each manual move is called on its button (the status it moves into). */
export const REQUISITION_MOVE_LABELS: Partial<Record<RequisitionStatus, string>> = {
  DR: 'Back to draft',
  SB: 'Submit',
  IN: 'Start interviewing',
  RCK: 'Move to reference check',
  CCK: 'Move to compliance check',
  CA: 'Candidate accepted',
  CD: 'Close',
  CN: 'Cancel',
  CO: 'Complete',
};
