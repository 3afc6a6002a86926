// Status changes of applications through the one pipeline table of the contracts: a person's moves
// (single and bulk) and the events other modules raise (a letter sent or answered, an interview
// scheduled, the employee created, erasure). Every move writes a history row (who, when, from, to,
// note) in the caller's transaction. A manual rejection or withdrawal also withdraws the
// application's open letters (a database trigger, migration 20261127090000), whatever path made it.
import {
  type ApplicationStatus,
  canMoveApplication,
  eventLeadsTo,
  eventMove,
  MESSAGES,
  NOT_FOUND_REASON,
  PIPELINE_EVENTS,
  type PipelineEvent,
  refusedEventMessage,
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

type Tx = Prisma.TransactionClient;

/**
 * Locks the applications and makes every move a person may make; the rest (a move only an event
 * makes, or none) are reported with why. A fixed number of statements whatever the number of rows.
 */
export async function moveApplications(
  tx: Tx,
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
  await writeMoves(tx, result.moved, to, userId, note || null);
  return result;
}

async function writeMoves(
  tx: Tx,
  moves: readonly { id: number; from: string }[],
  to: ApplicationStatus,
  userId: number | null,
  note: string | null,
) {
  if (moves.length === 0) return;
  await tx.application.updateMany({ where: { id: { in: moves.map((m) => m.id) } }, data: { status: to } });
  await tx.applicationStatusHistory.createMany({
    data: moves.map((m) => ({ applicationId: m.id, fromStatus: m.from, toStatus: to, userId, note })),
  });
}

/** The application's status, its row locked until the transaction ends (404 when it is gone). */
export async function lockApplicationStatus(tx: Tx, applicationId: number): Promise<ApplicationStatus> {
  const rows = await tx.$queryRaw<{ status: ApplicationStatus }[]>`
    SELECT status FROM application WHERE id = ${applicationId} FOR UPDATE`;
  if (!rows[0]) throw new AppError('NOT_FOUND', NOT_FOUND_REASON);
  return rows[0].status;
}

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * An event happened to the application: makes the event's move from its status, if the table has
 * one. Where it has none, an optional event or a repeat (an offer resent at Offered) changes nothing
 * and the others are refused (409 naming the status and the event): the caller's transaction rolls back.
 */
export async function applyPipelineEvent(
  tx: Tx,
  applicationId: number,
  event: PipelineEvent,
  userId: number | null,
  note?: string,
): Promise<{ from: ApplicationStatus; status: ApplicationStatus; moved: boolean }> {
  const from = await lockApplicationStatus(tx, applicationId);
  const to = eventMove(from, event);
  if (to === null) {
    if (PIPELINE_EVENTS[event].optional || eventLeadsTo(event, from))
      return { from, status: from, moved: false };
    throw new AppError('STATUS_MOVE_REFUSED', refusedEventMessage(from, event));
  }
  await writeMoves(
    tx,
    [{ id: applicationId, from }],
    to,
    userId,
    note ?? sentence(PIPELINE_EVENTS[event].words),
  );
  return { from, status: to, moved: true };
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
