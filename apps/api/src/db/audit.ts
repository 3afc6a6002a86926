// The one audit writer (issue 30 item 2): every `audit_event` row the API writes goes through
// `audit()`, so each names its record from one list (contracts `AUDIT_EVENT_ENTITIES`) and none carries a
// secret. boundaries-audit.test.ts fails on an `auditEvent.create` anywhere else. It lives in `db`
// (imports no module or plugin) so every module may use it.
import { type AuditEventAction, type AuditEventEntity, SENSITIVE_EMPLOYEE_FIELDS } from '@hr/contracts';
import type { Prisma } from '../generated/prisma/client.js';

export interface AuditEntry {
  /** Who acted; null for the system (a job) or someone not signed in. */
  userId: number | null;
  entity: AuditEventEntity;
  /** The record's id; '-' when the event names no one record (a failed sign-in, a batch). */
  id: number | string;
  action: AuditEventAction;
  /** The fields the change touched, by name (never their values). */
  fields?: readonly string[];
  /** What else the screen shows: ids, counts, from and to. Secret keys are dropped (see below). */
  details?: Prisma.InputJsonObject;
}

/**
 * Keys (compared lower-case, without `_`, `-` or `.`) whose values never go into an audit row:
 * passwords and their hashes, tokens, one-time codes, links that carry them, and the sensitive
 * employee fields by name.
 */
const SECRET_WORDS = ['password', 'passwd', 'secret', 'token', 'apikey', 'privatekey'];
const normal = (key: string) => key.toLowerCase().replace(/[-_.]/g, '');
const SECRET_KEYS = new Set(
  [
    'code',
    'otp',
    'hash',
    'link',
    'links',
    'cookie',
    'authorization',
    ...SENSITIVE_EMPLOYEE_FIELDS.map((path) => path.split('.').at(-1) ?? path).filter(
      (key) => key !== 'details',
    ),
  ].map((key) => normal(key)),
);

/** A sensitive employee field by its place in the record (`disability.details`), or a secret key. */
function isSecret(path: string[]): boolean {
  const key = normal(path.at(-1) ?? '');
  if (SECRET_KEYS.has(key) || SECRET_WORDS.some((word) => key.includes(word))) return true;
  const dotted = path.join('.');
  return SENSITIVE_EMPLOYEE_FIELDS.some((field) => dotted === field || dotted.endsWith(`.${field}`));
}

/** A copy of the details without their secret keys, at any depth. */
export function withoutSecrets<T>(value: T, path: string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, path)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (!isSecret(at)) kept[key] = withoutSecrets(item, at);
  }
  return kept as T;
}

/**
 * Writes one audit event. Returns Prisma's pending query, so it runs inside an interactive
 * transaction (`audit(tx, ...)`) or as a step of a batch (`prisma.$transaction([..., audit(prisma, ...)])`).
 */
export function audit(tx: Pick<Prisma.TransactionClient, 'auditEvent'>, entry: AuditEntry) {
  return tx.auditEvent.create({
    data: {
      userId: entry.userId,
      entity: entry.entity,
      entityId: String(entry.id),
      action: entry.action,
      ...(entry.fields ? { fields: [...entry.fields] } : {}),
      ...(entry.details ? { details: withoutSecrets(entry.details) } : {}),
    },
    select: { id: true },
  });
}
