// Responses to an approval, by the emailed link or by the signed-in approver; the round's outcome
// moves the requisition to approved (RVA) or declined (RVD).
import type {
  ApprovalResponse,
  RequisitionStatus,
  TApprovalByToken,
  TChangeResponseAnswer,
} from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken } from '../../lib/one-time-code.js';
import { type AuditContext, recordAudit } from '../requisition-core/index.js';
import { type ApprovalDeps, day, label, linkExpiry, lockStatus, moveRequisition } from './approval-shared.js';

export function createApprovalRespondService(deps: ApprovalDeps) {
  const { clock } = deps;
  const { prisma } = deps.db;

  /** Records a response in a transaction and moves the requisition when the round is decided. */
  async function respond(
    approvalId: number,
    response: 'APPROVED' | 'DECLINED',
    comment: string | undefined,
    who: AuditContext,
  ): Promise<TChangeResponseAnswer> {
    const { userId } = who;
    return prisma.$transaction(async (tx) => {
      const approval = await tx.approval.findUnique({ where: { id: approvalId } });
      if (!approval) throw notFound('Approval', approvalId);
      const status = await lockStatus(tx, approval.jobPositionId);
      if (status !== 'RV')
        throw new AppError(
          'NOT_IN_REVIEW',
          `This requisition is ${label(status)}: it is not waiting for approval.`,
        );
      await tx.approval.update({
        where: { id: approvalId },
        data: { response, respondedAt: clock(), linkTokenHash: null },
      });
      await recordAudit(tx, who, {
        jobPositionId: approval.jobPositionId,
        action: 'UPDATE',
        entity: 'Approval',
        entityId: approvalId,
        changes: [{ field: 'response', oldValue: approval.response, newValue: response }],
      });
      if (comment) {
        const row = await tx.approvalComment.create({
          data: { jobPositionId: approval.jobPositionId, approvalId, userId, comment },
        });
        await recordAudit(tx, who, {
          jobPositionId: approval.jobPositionId,
          action: 'CREATE',
          entity: 'ApprovalComment',
          entityId: row.id,
          changes: [{ field: 'comment', oldValue: null, newValue: comment }],
        });
      }
      const all = await tx.approval.findMany({
        where: { jobPositionId: approval.jobPositionId },
        select: { response: true },
      });
      let next: RequisitionStatus | null = null;
      if (all.some((a) => a.response === 'DECLINED')) next = 'RVD';
      else if (all.every((a) => a.response === 'APPROVED')) next = 'RVA';
      if (next) await moveRequisition(tx, approval.jobPositionId, next, who);
      return { approvalId, response, status: (next ?? status) as RequisitionStatus };
    });
  }

  async function byHash(token: string) {
    const approval = await prisma.approval.findUnique({
      where: { linkTokenHash: hashToken(token) },
      include: { approver: true },
    });
    if (!approval)
      throw new AppError('INVALID_LINK', 'This approval link is not valid or has already been used.');
    const expiresAt = approval.emailSentAt ? linkExpiry(approval.emailSentAt) : null;
    const expired = !expiresAt || expiresAt.getTime() <= clock().getTime();
    return { approval, expiresAt, expired };
  }

  return {
    async byToken(token: string): Promise<TApprovalByToken> {
      const { approval, expiresAt, expired } = await byHash(token);
      const p = await prisma.jobPosition.findUniqueOrThrow({
        where: { id: approval.jobPositionId },
        include: {
          department: { select: { name: true } },
          positionType: { select: { name: true } },
          location: { select: { city: { select: { name: true } } } },
          financial: true,
          summary: true,
        },
      });
      return {
        approvalId: approval.id,
        approverName: approval.approver.name,
        response: approval.response as ApprovalResponse,
        open: approval.response === 'PENDING' && !expired && p.status === 'RV',
        expired,
        expiresAt: expiresAt?.toISOString() ?? null,
        requisition: {
          id: p.id,
          positionTitle: p.positionTitle,
          department: p.department?.name ?? null,
          positionType: p.positionType?.name ?? null,
          city: p.location?.city.name ?? null,
          numberOfPositions: p.numberOfPositions,
          startDate: day(p.startDate),
          endDate: day(p.endDate),
          compensationFrom: p.financial?.compensationFrom.toString() ?? null,
          compensationTo: p.financial?.compensationTo.toString() ?? null,
          currency: p.financial?.currency ?? null,
          salaryOption: p.financial?.salaryOption ?? null,
          status: p.status as RequisitionStatus,
          summary: p.summary?.summary ?? null,
        },
      };
    },

    /** A response by the emailed link: the token is the proof; single use, expires. */
    async respondByToken(token: string, response: 'APPROVED' | 'DECLINED', comment?: string) {
      const { approval, expired } = await byHash(token);
      if (expired) throw new AppError('LINK_EXPIRED', 'This approval link has expired.');
      // Single use even under concurrent clicks: only one request clears this hash.
      const cleared = await prisma.approval.updateMany({
        where: { id: approval.id, linkTokenHash: hashToken(token), response: 'PENDING' },
        data: { linkTokenHash: null },
      });
      if (cleared.count === 0)
        throw new AppError('INVALID_LINK', 'This approval link is not valid or has already been used.');
      try {
        return await respond(approval.id, response, comment, {
          userId: approval.approver.userId,
          actorName: `${approval.approver.name} (approver, by emailed link)`,
        });
      } catch (error) {
        // Refused (e.g. no longer in review): the link stays usable only if the approval is still open.
        await prisma.approval.updateMany({
          where: { id: approval.id, response: 'PENDING', linkTokenHash: null },
          data: { linkTokenHash: hashToken(token) },
        });
        throw error;
      }
    },

    /** A response by a signed-in user who is this approval's approver. */
    async respondAsUser(
      approvalId: number,
      userId: number,
      response: 'APPROVED' | 'DECLINED',
      comment?: string,
    ) {
      const approval = await prisma.approval.findUnique({
        where: { id: approvalId },
        include: { approver: { select: { userId: true } } },
      });
      if (!approval) throw notFound('Approval', approvalId);
      if (approval.approver.userId !== userId)
        throw new AppError('NOT_THE_APPROVER', 'Only the approver can answer this approval.');
      return respond(approvalId, response, comment, { userId });
    },
  };
}
