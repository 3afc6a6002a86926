// Reading a requisition's approvals (the list and its export) and their comments.
import {
  APPROVAL_FILTERS,
  type ApprovalResponse,
  type TApprovalComment,
  type TApprovalPage,
  type TApprovalQuery,
} from '@hr/contracts';
import type { ExportHeaders } from '../../lib/list-export.js';
import { byName, containsFolded, filterColumns, type ListDefinition, runList } from '../../lib/list-query.js';
import { recordAudit } from '../requisition-core/index.js';
import { type ApprovalDeps, commentSelect, createApprovalKit, toComment } from './approval-shared.js';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"')`;

/** The approvals of one requisition, with their approver (positionId is a validated integer). */
export const approvalList = (positionId: number): ListDefinition => ({
  from: 'approval ap JOIN approver v ON v.id = ap.approver_id',
  where: (param) => `ap.job_position_id = ${param(Math.trunc(positionId))}`,
  select: {
    id: 'ap.id',
    approvalOrder: 'ap.approval_order',
    approverName: 'v.name',
    approverEmail: 'v.email',
    response: 'ap.response',
    respondedAt: iso('ap.responded_at'),
    emailSentAt: iso('ap.email_sent_at'),
    comments: `(SELECT string_agg(c.comment, E'\n' ORDER BY c.created_at, c.id)
      FROM approval_comment c WHERE c.approval_id = ap.id)`,
  },
  sortable: {
    id: 'ap.id',
    approvalOrder: 'ap.approval_order',
    approverName: byName('v.name'),
    response: 'ap.response',
    respondedAt: 'ap.responded_at',
  },
  // A requisition's approvers are few: their names are folded as the list is read.
  search: (term, param) => {
    const typed = param(term);
    return `${containsFolded('search_fold(v.name)', typed)} OR ${containsFolded('lower(v.email)', typed)}`;
  },
  filters: filterColumns(
    APPROVAL_FILTERS,
    { approverName: 'v.name', approverEmail: 'v.email', response: 'ap.response' },
    { folded: { approverName: 'search_fold(v.name)' } },
  ),
  tieBreaker: 'ap.id',
});

/** The approvals' XLSX columns. */
export const APPROVAL_EXPORT_HEADERS: ExportHeaders = {
  approvalOrder: 'Order',
  approverName: 'Approver',
  approverEmail: 'Email',
  response: 'Response',
  respondedAt: 'Responded (UTC)',
  emailSentAt: 'Email sent (UTC)',
  comments: 'Comments',
};

export function createApprovalListService(deps: ApprovalDeps) {
  const { prisma } = deps.db;
  const { lists } = deps;
  const { requirePosition } = createApprovalKit(deps);

  return {
    /** A page of a requisition's approvals, in the spec's answer shape (content, totalElements). */
    async list({ positionId, ...query }: TApprovalQuery): Promise<TApprovalPage> {
      const page = await runList<{ id: number }>(lists, approvalList(positionId), query);
      const ids = page.responseDataList.map((row) => row.id);
      const rows = await prisma.approval.findMany({
        where: { id: { in: ids } },
        include: {
          approver: { select: { name: true, email: true } },
          comments: { orderBy: { createdAt: 'asc' }, select: commentSelect },
        },
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        totalElements: page.paging.totalElements,
        content: ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          return {
            id: row.id,
            positionId: row.jobPositionId,
            approverId: row.approverId,
            approverName: row.approver.name,
            approverEmail: row.approver.email,
            approvalOrder: row.approvalOrder,
            response: row.response as ApprovalResponse,
            respondedAt: row.respondedAt?.toISOString() ?? null,
            emailSentAt: row.emailSentAt?.toISOString() ?? null,
            comments: row.comments.map(toComment),
          };
        }),
      };
    },

    /** What the export reads; 404 when the requisition does not exist. */
    async exportList(positionId: number): Promise<ListDefinition> {
      await requirePosition(positionId);
      return approvalList(positionId);
    },

    async comments(positionId: number): Promise<TApprovalComment[]> {
      await requirePosition(positionId);
      const rows = await prisma.approvalComment.findMany({
        where: { jobPositionId: positionId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: commentSelect,
      });
      return rows.map(toComment);
    },

    async postComment(positionId: number, userId: number, comment: string): Promise<TApprovalComment> {
      await requirePosition(positionId);
      const row = await prisma.$transaction(async (tx) => {
        const created = await tx.approvalComment.create({
          data: { jobPositionId: positionId, userId, comment },
          select: commentSelect,
        });
        await recordAudit(
          tx,
          { userId },
          {
            jobPositionId: positionId,
            action: 'CREATE',
            entity: 'ApprovalComment',
            entityId: created.id,
            changes: [{ field: 'comment', oldValue: null, newValue: comment }],
          },
        );
        return created;
      });
      return toComment(row);
    },
  };
}
