// The one way every change to a requisition is recorded: RequisitionAuditLog rows written in the
// transaction of the change (who = the token's sub, action, entity, entity id, field, old and new
// value as text; one row per changed field on updates).
import type { TAuditAction } from '@hr/contracts';
import { dayOfDate } from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

export type Tx = Prisma.TransactionClient;

export interface AuditContext {
  /** The token's sub; null for changes made without a signed-in user (e.g. an emailed link). */
  userId: number | null;
  /** Who acted without a user account (an approver by emailed link), so the log can name them. */
  actorName?: string | null;
}

export interface AuditChange {
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** A value as audit text: dates as YYYY-MM-DD, decimals as written, lists comma-separated. */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dayOfDate(value);
  if (Array.isArray(value)) return value.map((item) => auditText(item) ?? '').join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One change per field whose text differs between before and after. */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const oldValue = before ? auditText(before[field]) : null;
    const newValue = auditText(after[field]);
    if (oldValue !== newValue) changes.push({ field, oldValue, newValue });
  }
  return changes;
}

/** Records the changes of one entity of one requisition; call it inside the change's transaction. */
export async function recordAudit(
  tx: Tx,
  context: AuditContext,
  entry: {
    jobPositionId: number;
    action: TAuditAction;
    entity: string;
    entityId: number | string | null;
    changes: AuditChange[];
  },
): Promise<void> {
  if (entry.changes.length === 0) return;
  await tx.requisitionAuditLog.createMany({
    data: entry.changes.map((change) => ({
      jobPositionId: entry.jobPositionId,
      userId: context.userId,
      actorName: context.actorName ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
    })),
  });
}
