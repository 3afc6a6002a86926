// What the approvals' use cases share: the deps, link expiry, names and days, the one status move,
// the requisition lock, and the lookups and comment shape several use cases start from. The use
// cases are approval-chain (approvers, adding and removing them), approval-list (the list, export
// and comments), approval-send (the emails with one-time links) and approval-respond (responses).
import {
  APPROVAL_LINK_DAYS,
  dayOfDate,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TApprovalComment,
} from '@hr/contracts';
import { notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { type AuditContext, moveRequisitionStatus, type Tx } from '../requisition-core/index.js';

export type ApprovalDeps = Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'>;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Statuses from which approvals can be requested. */
export const SENDABLE: readonly string[] = ['DR', 'SB', 'RV'];

export const linkExpiry = (emailSentAt: Date) =>
  new Date(emailSentAt.getTime() + APPROVAL_LINK_DAYS * DAY_MS);

export const label = (status: string) => REQUISITION_STATUSES[status as RequisitionStatus] ?? status;
export const fullName = (u: { firstName: string; lastName: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : null;
// DATE columns: the day stored (midnight UTC), not an instant to place in a zone.
export const day = (d: Date | null) => (d ? dayOfDate(d) : null);

/**
 * The one place approvals move a requisition's status: through the form's status move (refused by the
 * transition table of contracts with 409, audited in the same transaction).
 */
export async function moveRequisition(
  tx: Tx,
  positionId: number,
  to: RequisitionStatus,
  who: AuditContext,
): Promise<void> {
  await moveRequisitionStatus(tx, who, positionId, to);
}

/** Locks the requisition row for the transaction and answers its status. */
export async function lockStatus(tx: Tx, positionId: number): Promise<string> {
  const rows = await tx.$queryRaw<{ status: string }[]>`
    SELECT status FROM job_position WHERE id = ${positionId} FOR UPDATE`;
  if (!rows[0]) throw notFound('Job requisition', positionId);
  return rows[0].status;
}

export const commentSelect = {
  id: true,
  approvalId: true,
  comment: true,
  createdAt: true,
  user: { select: { firstName: true, lastName: true } },
  approval: { select: { approver: { select: { name: true } } } },
} as const;
type CommentRow = {
  id: number;
  approvalId: number | null;
  comment: string;
  createdAt: Date;
  user: { firstName: string; lastName: string } | null;
  approval: { approver: { name: string } } | null;
};
export const toComment = (c: CommentRow): TApprovalComment => ({
  id: c.id,
  approvalId: c.approvalId,
  comment: c.comment,
  author: fullName(c.user) ?? c.approval?.approver.name ?? null,
  createdAt: c.createdAt.toISOString(),
});

/** The lookups the use cases start from, over the module's deps. */
export function createApprovalKit({ db }: ApprovalDeps) {
  const { prisma } = db;

  async function requirePosition(positionId: number) {
    const found = await prisma.jobPosition.findUnique({
      where: { id: positionId },
      select: { id: true, status: true, positionTitle: true },
    });
    if (!found) throw notFound('Job requisition', positionId);
    return found;
  }

  return { requirePosition };
}
