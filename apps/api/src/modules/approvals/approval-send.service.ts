// Sending a requisition's approval emails, each with its one-time link.
import {
  APPROVAL_RESEND_SECONDS,
  approvalLinkPath,
  type RequisitionStatus,
  type TSendApprovalAnswer,
} from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { checkCompleteness, refuseUnlessReadyToSubmit } from '../requisition-core/index.js';
import {
  type ApprovalDeps,
  createApprovalKit,
  fullName,
  label,
  lockStatus,
  moveRequisition,
  SENDABLE,
} from './approval-shared.js';

export function createApprovalSendService(deps: ApprovalDeps) {
  const { mailer } = deps;
  const { prisma, pool } = deps.db;
  const { requirePosition } = createApprovalKit(deps);

  return {
    async sendEmail(positionId: number, userId: number): Promise<TSendApprovalAnswer> {
      const position = await requirePosition(positionId);
      if (!SENDABLE.includes(position.status))
        throw new AppError(
          'INVALID_TRANSITION',
          `A requisition that is ${label(position.status)} cannot be sent for approval.`,
        );
      refuseUnlessReadyToSubmit((await checkCompleteness(pool, [positionId])).get(positionId));
      const pending = await prisma.approval.findMany({
        where: { jobPositionId: positionId, response: 'PENDING' },
        orderBy: [{ approvalOrder: 'asc' }, { id: 'asc' }],
        include: { approver: true },
      });
      if (pending.length === 0)
        throw new AppError('NO_PENDING_APPROVERS', 'Add an approver who has not answered yet first.');

      // Into review: a draft is submitted first, as the transition table wants.
      const status = await prisma.$transaction(async (tx) => {
        let current = await lockStatus(tx, positionId);
        if (current === 'DR') {
          await moveRequisition(tx, positionId, 'SB', { userId });
          current = 'SB';
        }
        if (current === 'SB') {
          await moveRequisition(tx, positionId, 'RV', { userId });
          current = 'RV';
        }
        if (current !== 'RV')
          throw new AppError(
            'INVALID_TRANSITION',
            `A requisition that is ${label(current)} cannot be sent for approval.`,
          );
        return current as RequisitionStatus;
      });

      const requester = await prisma.user.findUnique({
        where: { id: userId },
        select: { firstName: true, lastName: true },
      });
      const emails: TSendApprovalAnswer['emails'] = [];
      for (const approval of pending) {
        const token = newToken();
        // Claims the approval atomically: a double click within a minute sends nothing twice.
        const claimed = await pool.query(
          `UPDATE approval SET email_sent_at = now(), link_token_hash = $2
            WHERE id = $1 AND response = 'PENDING'
              AND (email_sent_at IS NULL OR email_sent_at < now() - make_interval(secs => $3))
            RETURNING id`,
          [approval.id, hashToken(token), APPROVAL_RESEND_SECONDS],
        );
        if (claimed.rowCount === 0) continue;
        const outcome = await mailer.send({
          templateKey: 'APPROVAL_REQUEST',
          to: approval.approver.email,
          values: {
            approverName: approval.approver.name,
            requesterName: fullName(requester) ?? 'A recruiter',
            jobTitle: position.positionTitle,
            requisitionId: String(positionId),
            link: mailer.link(approvalLinkPath(token)),
          },
          entity: 'approval',
          entityId: approval.id,
        });
        emails.push({
          approvalId: approval.id,
          approverEmail: approval.approver.email,
          status: outcome.status,
        });
      }
      return { sent: emails.length, status, emails };
    },
  };
}
