// The approvers and a requisition's approval chain: the approvers list, a new approver, adding one
// to a requisition and removing one.
import type { TAddApprover, TApprover, TCreateApprover } from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../requisition-core/index.js';
import { type ApprovalDeps, createApprovalKit } from './approval-shared.js';

export function createApprovalChainService(deps: ApprovalDeps) {
  const { prisma } = deps.db;
  const { requirePosition } = createApprovalKit(deps);

  return {
    async approvers(): Promise<TApprover[]> {
      return prisma.approver.findMany({
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, email: true, userId: true, active: true },
      });
    },

    async createApprover(body: TCreateApprover): Promise<TApprover> {
      if (await prisma.approver.findUnique({ where: { email: body.email } }))
        throw new AppError('DUPLICATE_APPROVER', 'An approver with this email already exists.', {
          email: 'Already an approver',
        });
      if (body.userId !== undefined) {
        if (!(await prisma.user.findUnique({ where: { id: body.userId } })))
          throw new AppError('UNKNOWN_USER', 'Unknown user.', { userId: 'Unknown user' });
        if (await prisma.approver.findUnique({ where: { userId: body.userId } }))
          throw new AppError('DUPLICATE_APPROVER', 'This user is already an approver.', {
            userId: 'Already an approver',
          });
      }
      return prisma.approver.create({
        data: { name: body.name, email: body.email, userId: body.userId ?? null },
        select: { id: true, name: true, email: true, userId: true, active: true },
      });
    },

    async addApprover(body: TAddApprover, userId: number): Promise<{ id: number }> {
      await requirePosition(body.positionId);
      const approver = await prisma.approver.findUnique({ where: { id: body.approverId } });
      if (!approver) throw notFound('Approver', body.approverId);
      const existing = await prisma.approval.findUnique({
        where: { jobPositionId_approverId: { jobPositionId: body.positionId, approverId: body.approverId } },
      });
      if (existing)
        throw new AppError('DUPLICATE', `${approver.name} is already an approver of this requisition.`, {
          approverId: 'Already added',
        });
      const last = await prisma.approval.aggregate({
        where: { jobPositionId: body.positionId },
        _max: { approvalOrder: true },
      });
      return prisma.$transaction(async (tx) => {
        const created = await tx.approval.create({
          data: {
            jobPositionId: body.positionId,
            approverId: body.approverId,
            approvalOrder: body.approvalOrder ?? (last._max.approvalOrder ?? 0) + 1,
          },
          select: { id: true },
        });
        await recordAudit(
          tx,
          { userId },
          {
            jobPositionId: body.positionId,
            action: 'CREATE',
            entity: 'Approval',
            entityId: created.id,
            changes: [
              { field: 'approver', oldValue: null, newValue: `${approver.name} <${approver.email}>` },
            ],
          },
        );
        return created;
      });
    },

    async remove(approvalId: number, userId: number): Promise<void> {
      const approval = await prisma.approval.findUnique({
        where: { id: approvalId },
        include: { approver: { select: { name: true, email: true } } },
      });
      if (!approval) throw notFound('Approval', approvalId);
      await prisma.$transaction(async (tx) => {
        const { count } = await tx.approval.deleteMany({ where: { id: approvalId } });
        if (count === 0) throw notFound('Approval', approvalId);
        await recordAudit(
          tx,
          { userId },
          {
            jobPositionId: approval.jobPositionId,
            action: 'DELETE',
            entity: 'Approval',
            entityId: approvalId,
            changes: [
              {
                field: 'approver',
                oldValue: `${approval.approver.name} <${approval.approver.email}>`,
                newValue: null,
              },
            ],
          },
        );
      });
    },
  };
}
