// Demo approvers: two users and one outside approver.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { byId, type SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';

export async function seedApprovers(
  seed: Pick<SeedKit, 'tx'> & Pick<DemoUsersSeed, 'managerId' | 'danielId'>,
) {
  const { tx, managerId, danielId } = seed;
  const approvers = byId(
    await tx.approver.createManyAndReturn({
      data: [
        { userId: managerId, name: 'Morgan Manager', email: 'manager@demo.local' },
        { userId: danielId, name: 'Daniel Nguyen', email: 'daniel.nguyen@demo.local' },
        { name: 'Fiona Chen (Finance Director)', email: 'fiona.chen@demo.local' },
      ],
      select: { id: true, userId: true },
    }),
    3,
  );
  const [managerApprover, danielApprover, financeApprover] = approvers as [
    (typeof approvers)[0],
    (typeof approvers)[0],
    (typeof approvers)[0],
  ];
  return { managerApprover, danielApprover, financeApprover };
}

export type ApproversSeed = Awaited<ReturnType<typeof seedApprovers>>;
