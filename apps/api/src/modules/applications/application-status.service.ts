// Status changes of applications, single and bulk, through the one transition table of the
// contracts; every move writes a history row (who, when, from, to, note) in the same transaction.
import {
  type ApplicationStatus,
  canMoveApplication,
  MESSAGES,
  NOT_FOUND_REASON,
  refusedMoveMessage,
  type TChangeStatusBulkResult,
  type TChangeStatusResult,
  type ZChangeStatus,
  type ZChangeStatusBulk,
} from '@hr/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

/**
 * Locks the applications and moves every one the table allows; the rest are reported with why.
 * A fixed number of statements whatever the number of rows (1,000 in one transaction).
 */
export async function moveApplications(
  tx: Prisma.TransactionClient,
  ids: readonly number[],
  to: ApplicationStatus,
  userId: number | null,
  note: string | undefined,
): Promise<TChangeStatusBulkResult> {
  const unique = [...new Set(ids)];
  const rows = await tx.$queryRaw<{ id: number; status: string }[]>`
    SELECT id, status FROM application WHERE id = ANY(${unique}::int[]) ORDER BY id FOR UPDATE`;
  const current = new Map(rows.map((row) => [row.id, row.status]));
  const result: TChangeStatusBulkResult = { moved: [], notMoved: [] };
  for (const id of unique) {
    const from = current.get(id);
    if (from === undefined) result.notMoved.push({ id, status: null, reason: NOT_FOUND_REASON });
    else if (!canMoveApplication(from, to)) {
      result.notMoved.push({ id, status: from, reason: refusedMoveMessage(from, to) });
    } else result.moved.push({ id, from, to });
  }
  if (result.moved.length > 0) {
    const movedIds = result.moved.map((m) => m.id);
    await tx.application.updateMany({ where: { id: { in: movedIds } }, data: { status: to } });
    await tx.applicationStatusHistory.createMany({
      data: result.moved.map((m) => ({
        applicationId: m.id,
        fromStatus: m.from,
        toStatus: to,
        userId,
        note: note || null,
      })),
    });
  }
  return result;
}

export function createApplicationStatusService({ db }: Pick<ServiceDeps, 'db'>) {
  const { prisma } = db;
  return {
    async changeStatus(
      body: z.output<typeof ZChangeStatus>,
      userId: number | null,
    ): Promise<TChangeStatusResult> {
      const result = await prisma.$transaction((tx) =>
        moveApplications(tx, [body.applicationId], body.status, userId, body.note),
      );
      const refused = result.notMoved[0];
      if (refused) {
        if (refused.status === null) throw new AppError('NOT_FOUND', NOT_FOUND_REASON);
        throw new AppError('STATUS_MOVE_REFUSED', refused.reason);
      }
      const moved = result.moved[0]!;
      return { ...moved, message: MESSAGES.successfullyUpdated };
    },

    changeStatusBulk(body: z.output<typeof ZChangeStatusBulk>, userId: number | null) {
      return prisma.$transaction((tx) =>
        moveApplications(tx, body.applicationIds, body.status, userId, body.note),
      );
    },
  };
}
