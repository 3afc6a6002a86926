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
