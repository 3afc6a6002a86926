import type { OutboundEmailStatus, TOutboxEmail, TOutboxListRow } from '@hr/contracts';
import { OUTBOX_FILTERS, textToHtml, ZEmailAttachment } from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { notFound } from '../../lib/app-error.js';
import type { ExportHeaders } from '../../lib/list-export.js';
import { filterColumns, type ListDefinition, likePattern, listCalls } from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { maskLinks } from './mailer.js';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const OUTBOX_LIST: ListDefinition = {
  from: 'outbound_email e',
  select: {
    id: 'e.id',
    toAddress: 'e.to_address',
    subject: 'e.subject',
    templateKey: 'e.template_key',
    status: 'e.status',
    createdAt: iso('e.created_at'),
    sentAt: iso('e.sent_at'),
  },
  sortable: {
    id: 'e.id',
    createdAt: 'e.created_at',
    toAddress: 'e.to_address',
    subject: 'e.subject',
    status: 'e.status',
  },
  search: (term, param) => {
    const like = param(likePattern(term));
    return `e.to_address ILIKE ${like} OR e.subject ILIKE ${like}`;
  },
  filters: filterColumns(OUTBOX_FILTERS, {
    toAddress: 'e.to_address',
    subject: 'e.subject',
    templateKey: 'e.template_key',
    status: 'e.status',
  }),
  tieBreaker: 'e.id',
};

/** The Outbox's XLSX columns (the page's column names; bodies stay out: they hold one-time links). */
export const OUTBOX_EXPORT_HEADERS: ExportHeaders = {
  id: 'Id',
  toAddress: 'To',
  subject: 'Subject',
  templateKey: 'Template',
  status: 'Status',
  createdAt: 'Created (UTC)',
  sentAt: 'Sent (UTC)',
};

export function createOutboxService({
  db,
  lists,
  publicUrl,
}: Pick<ServiceDeps, 'db' | 'lists'> & { publicUrl: string }) {
  /** One email; a captured one's live links masked unless `reveal`. */
  async function read(id: number, reveal: boolean): Promise<TOutboxEmail> {
    const row = await db.prisma.outboundEmail.findUnique({ where: { id } });
    if (!row) throw notFound('Email', id);
    // Captured (no mail server): the stored copy is the only one, so its links are live.
    const textBody = row.status === 'CAPTURED' && !reveal ? maskLinks(row.textBody, publicUrl) : row.textBody;
    const linksMasked = textBody !== row.textBody;
    return {
      id: row.id,
      toAddress: row.toAddress,
      subject: row.subject,
      templateKey: row.templateKey,
      status: row.status as OutboundEmailStatus,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      attachments: ZEmailAttachment.array().parse(row.attachments),
      textBody,
      htmlBody: linksMasked ? textToHtml(textBody) : row.htmlBody,
      error: row.error,
      entity: row.entity,
      entityId: row.entityId,
      linksMasked,
    };
  }

  return {
    ...listCalls<TOutboxListRow>(lists, OUTBOX_LIST),

    /** One email as the Outbox shows it: a captured email's live links masked. */
    get(id: number): Promise<TOutboxEmail> {
      return read(id, false);
    },

    /** A captured email with its live links, for the manager who acts on it; audited. */
    async revealLinks(id: number, userId: number): Promise<TOutboxEmail> {
      const email = await read(id, true);
      await audit(db.prisma, { userId, entity: 'OutboundEmail', id, action: 'REVEAL_LINKS' });
      return email;
    },
  };
}
