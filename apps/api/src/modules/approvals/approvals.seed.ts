// Demo approvals: pending for submitted requisitions, a decision with comments for reviewed ones.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { byId, type SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';
import type { RequisitionsSeed } from '../requisitions/index.js';
import type { ApproversSeed } from './approvers.seed.js';

export async function seedApprovals(
  seed: Pick<SeedKit, 'tx' | 'at'> &
    Pick<DemoUsersSeed, 'managerId' | 'danielId'> &
    Pick<ApproversSeed, 'managerApprover' | 'danielApprover' | 'financeApprover'> &
    Pick<RequisitionsSeed, 'requisitions'>,
) {
  const { tx, at, managerId, danielId, managerApprover, danielApprover, financeApprover, requisitions } =
    seed;
  // Approvals: pending for submitted ones, a decision for reviewed ones.
  const approvalPlan: {
    r: (typeof requisitions)[number];
    approverId: number;
    approverUser: number | null;
    order: number;
    response: 'PENDING' | 'APPROVED' | 'DECLINED';
    comment?: string;
  }[] = [];
  for (const r of requisitions) {
    const s = r.seed.status;
    if (s === 'DR' || s === 'CN') continue;
    if (s === 'SB') {
      approvalPlan.push({
        r,
        approverId: managerApprover.id,
        approverUser: managerId,
        order: 1,
        response: 'PENDING',
      });
      approvalPlan.push({
        r,
        approverId: danielApprover.id,
        approverUser: danielId,
        order: 2,
        response: 'PENDING',
      });
    } else if (s === 'RV') {
      approvalPlan.push({
        r,
        approverId: danielApprover.id,
        approverUser: danielId,
        order: 1,
        response: 'APPROVED',
        comment: 'Happy with the scope. The team needs this role before the next release.',
      });
      approvalPlan.push({
        r,
        approverId: managerApprover.id,
        approverUser: managerId,
        order: 2,
        response: 'PENDING',
      });
    } else if (s === 'RVD') {
      approvalPlan.push({
        r,
        approverId: financeApprover.id,
        approverUser: null,
        order: 1,
        response: 'DECLINED',
        comment: 'No budget for this position this financial year. Please resubmit in July.',
      });
    } else {
      approvalPlan.push({
        r,
        approverId: managerApprover.id,
        approverUser: managerId,
        order: 1,
        response: 'APPROVED',
        comment: r.index % 2 === 0 ? 'Approved. Please keep the salary within the band.' : undefined,
      });
      approvalPlan.push({
        r,
        approverId: financeApprover.id,
        approverUser: null,
        order: 2,
        response: 'APPROVED',
        comment: r.index % 3 === 0 ? 'Budget confirmed.' : undefined,
      });
    }
  }
  const approvals = byId(
    await tx.approval.createManyAndReturn({
      data: approvalPlan.map((a) => ({
        jobPositionId: a.r.id,
        approverId: a.approverId,
        approvalOrder: a.order,
        response: a.response,
        emailSentAt: at(a.r.request + 1, 10),
        respondedAt: a.response === 'PENDING' ? null : at(a.r.request + 2 + a.order, 14),
        createdAt: at(a.r.request + 1, 10),
      })),
      select: { id: true },
    }),
    approvalPlan.length,
  );
  await tx.approvalComment.createMany({
    data: approvalPlan.flatMap((a, i) =>
      a.comment
        ? [
            {
              jobPositionId: a.r.id,
              approvalId: approvals[i]!.id,
              userId: a.approverUser,
              comment: a.comment,
              createdAt: at(a.r.request + 2 + a.order, 14),
            },
          ]
        : [],
    ),
  });
}

export type ApprovalsSeed = Awaited<ReturnType<typeof seedApprovals>>;
