// Demo audit log: each requisition's creation and its status moves.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import type { RequisitionStatus } from '@hr/contracts';
import type { SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';
import type { RequisitionsSeed } from './requisitions.seed.js';

export async function seedRequisitionAudit(
  seed: Pick<SeedKit, 'tx' | 'at'> &
    Pick<DemoUsersSeed, 'managerId'> &
    Pick<RequisitionsSeed, 'requisitions'>,
) {
  const { tx, at, managerId, requisitions } = seed;
  const STATUS_PATH: Record<RequisitionStatus, RequisitionStatus[]> = {
    DR: [],
    SB: ['SB'],
    RV: ['SB', 'RV'],
    RVA: ['SB', 'RV', 'RVA'],
    RVD: ['SB', 'RV', 'RVD'],
    IN: ['SB', 'RV', 'RVA', 'IN'],
    RCK: ['SB', 'RV', 'RVA', 'IN', 'RCK'],
    CCK: ['SB', 'RV', 'RVA', 'IN', 'RCK', 'CCK'],
    CA: ['SB', 'RV', 'RVA', 'IN', 'RCK', 'CCK', 'CA'],
    CD: ['SB', 'RV', 'RVA', 'IN', 'CD'],
    CN: ['CN'],
    CO: ['SB', 'RV', 'RVA', 'IN', 'RCK', 'CCK', 'CA', 'CO'],
  };
  await tx.requisitionAuditLog.createMany({
    data: requisitions.flatMap((r) => {
      const path = STATUS_PATH[r.seed.status];
      const span = Math.max(1, -r.request - 1);
      return [
        {
          jobPositionId: r.id,
          userId: r.creator,
          action: 'CREATE',
          entity: 'JobPosition',
          entityId: String(r.id),
          createdAt: at(r.request, 9, r.index),
        },
        ...(r.index % 4 === 1
          ? [
              {
                jobPositionId: r.id,
                userId: r.creator,
                action: 'UPDATE',
                entity: 'JobFinancial',
                entityId: String(r.id),
                field: 'compensationTo',
                oldValue: String(r.seed.pay[1] - (r.seed.pay[1] < 1000 ? 2 : 5000)),
                newValue: String(r.seed.pay[1]),
                createdAt: at(r.request, 11),
              },
            ]
          : []),
        ...path.map((status, i) => ({
          jobPositionId: r.id,
          userId: status === 'RVA' || status === 'RVD' ? managerId : r.creator,
          action: 'STATUS',
          entity: 'JobPosition',
          entityId: String(r.id),
          field: 'status',
          oldValue: i === 0 ? 'DR' : path[i - 1]!,
          newValue: status,
          createdAt: at(r.request + Math.floor(((i + 1) * span) / (path.length + 1)), 15),
        })),
      ];
    }),
  });
}

export type RequisitionAuditSeed = Awaited<ReturnType<typeof seedRequisitionAudit>>;
