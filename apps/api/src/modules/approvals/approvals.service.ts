// Approvers, the approvals of a requisition, sending the approval emails with one-time links, and
// the responses that move the requisition to approved (RVA) or declined (RVD).
import {
  APPROVAL_FILTERS,
  APPROVAL_LINK_DAYS,
  APPROVAL_RESEND_SECONDS,
  type ApprovalResponse,
  approvalLinkPath,
  dayOfDate,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TAddApprover,
  type TApprovalByToken,
  type TApprovalComment,
  type TApprovalPage,
  type TApprovalQuery,
  type TApprover,
  type TChangeResponseAnswer,
  type TCreateApprover,
  type TSendApprovalAnswer,
} from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ExportHeaders } from '../../lib/list-export.js';
import { byName, containsFolded, filterColumns, type ListDefinition, runList } from '../../lib/list-query.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  type AuditContext,
  checkCompleteness,
  moveRequisitionStatus,
  recordAudit,
  refuseUnlessReadyToSubmit,
  type Tx,
} from '../requisition-core/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Statuses from which approvals can be requested. */
const SENDABLE: readonly string[] = ['DR', 'SB', 'RV'];

export const linkExpiry = (emailSentAt: Date) =>
  new Date(emailSentAt.getTime() + APPROVAL_LINK_DAYS * DAY_MS);

const label = (status: string) => REQUISITION_STATUSES[status as RequisitionStatus] ?? status;
const fullName = (u: { firstName: string; lastName: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : null;
// DATE columns: the day stored (midnight UTC), not an instant to place in a zone.
const day = (d: Date | null) => (d ? dayOfDate(d) : null);

/**
 * The one place approvals move a requisition's status: through the form's status move (refused by the
 * transition table of contracts with 409, audited in the same transaction).
 */
export async function moveRequisition(
  tx: Tx,
  positionId: number,
  to: RequisitionStatus,
  who: AuditContext,
): Promise<void> {
  await moveRequisitionStatus(tx, who, positionId, to);
}

/** Locks the requisition row for the transaction and answers its status. */
async function lockStatus(tx: Tx, positionId: number): Promise<string> {
  const rows = await tx.$queryRaw<{ status: string }[]>`
    SELECT status FROM job_position WHERE id = ${positionId} FOR UPDATE`;
  if (!rows[0]) throw notFound('Job requisition', positionId);
  return rows[0].status;
}

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

export function createApprovalService({
  db,
  lists,
  mailer,
  clock,
}: Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'>) {
  const { prisma, pool } = db;

  async function requirePosition(positionId: number) {
    const found = await prisma.jobPosition.findUnique({
      where: { id: positionId },
      select: { id: true, status: true, positionTitle: true },
    });
    if (!found) throw notFound('Job requisition', positionId);
    return found;
  }

  const commentSelect = {
    id: true,
    approvalId: true,
    comment: true,
    createdAt: true,
    user: { select: { firstName: true, lastName: true } },
    approval: { select: { approver: { select: { name: true } } } },
  } as const;
  type CommentRow = {
    id: number;
    approvalId: number | null;
    comment: string;
    createdAt: Date;
    user: { firstName: string; lastName: string } | null;
    approval: { approver: { name: string } } | null;
  };
  const toComment = (c: CommentRow): TApprovalComment => ({
    id: c.id,
    approvalId: c.approvalId,
    comment: c.comment,
    author: fullName(c.user) ?? c.approval?.approver.name ?? null,
    createdAt: c.createdAt.toISOString(),
  });

  /** Records a response in a transaction and moves the requisition when the round is decided. */
  async function respond(
    approvalId: number,
    response: 'APPROVED' | 'DECLINED',
    comment: string | undefined,
    who: AuditContext,
  ): Promise<TChangeResponseAnswer> {
    const { userId } = who;
    return prisma.$transaction(async (tx) => {
      const approval = await tx.approval.findUnique({ where: { id: approvalId } });
      if (!approval) throw notFound('Approval', approvalId);
      const status = await lockStatus(tx, approval.jobPositionId);
      if (status !== 'RV')
        throw new AppError(
          'NOT_IN_REVIEW',
          `This requisition is ${label(status)}: it is not waiting for approval.`,
        );
      await tx.approval.update({
        where: { id: approvalId },
        data: { response, respondedAt: clock(), linkTokenHash: null },
      });
      await recordAudit(tx, who, {
        jobPositionId: approval.jobPositionId,
        action: 'UPDATE',
        entity: 'Approval',
        entityId: approvalId,
        changes: [{ field: 'response', oldValue: approval.response, newValue: response }],
      });
      if (comment) {
        const row = await tx.approvalComment.create({
          data: { jobPositionId: approval.jobPositionId, approvalId, userId, comment },
        });
        await recordAudit(tx, who, {
          jobPositionId: approval.jobPositionId,
          action: 'CREATE',
          entity: 'ApprovalComment',
          entityId: row.id,
          changes: [{ field: 'comment', oldValue: null, newValue: comment }],
        });
      }
      const all = await tx.approval.findMany({
        where: { jobPositionId: approval.jobPositionId },
        select: { response: true },
      });
      let next: RequisitionStatus | null = null;
      if (all.some((a) => a.response === 'DECLINED')) next = 'RVD';
      else if (all.every((a) => a.response === 'APPROVED')) next = 'RVA';
      if (next) await moveRequisition(tx, approval.jobPositionId, next, who);
      return { approvalId, response, status: (next ?? status) as RequisitionStatus };
    });
  }

  async function byHash(token: string) {
    const approval = await prisma.approval.findUnique({
      where: { linkTokenHash: hashToken(token) },
      include: { approver: true },
    });
    if (!approval)
      throw new AppError('INVALID_LINK', 'This approval link is not valid or has already been used.');
    const expiresAt = approval.emailSentAt ? linkExpiry(approval.emailSentAt) : null;
    const expired = !expiresAt || expiresAt.getTime() <= clock().getTime();
    return { approval, expiresAt, expired };
  }

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

    async sendEmail(positionId: number, userId: number): Promise<TSendApprovalAnswer> {
      const position = await requirePosition(positionId);
      if (!SENDABLE.includes(position.status))
        throw new AppError(
          'INVALID_TRANSITION',
          `A requisition that is ${label(position.status)} cannot be sent for approval.`,
        );
      refuseUnlessReadyToSubmit((await checkCompleteness(pool, [positionId])).get(positionId));
      const pending = await prisma.approval.findMany({
        where: { jobPositionId: positionId, response: 'PENDING' },
        orderBy: [{ approvalOrder: 'asc' }, { id: 'asc' }],
        include: { approver: true },
      });
      if (pending.length === 0)
        throw new AppError('NO_PENDING_APPROVERS', 'Add an approver who has not answered yet first.');

      // Into review: a draft is submitted first, as the transition table wants.
      const status = await prisma.$transaction(async (tx) => {
        let current = await lockStatus(tx, positionId);
        if (current === 'DR') {
          await moveRequisition(tx, positionId, 'SB', { userId });
          current = 'SB';
        }
        if (current === 'SB') {
          await moveRequisition(tx, positionId, 'RV', { userId });
          current = 'RV';
        }
        if (current !== 'RV')
          throw new AppError(
            'INVALID_TRANSITION',
            `A requisition that is ${label(current)} cannot be sent for approval.`,
          );
        return current as RequisitionStatus;
      });

      const requester = await prisma.user.findUnique({
        where: { id: userId },
        select: { firstName: true, lastName: true },
      });
      const emails: TSendApprovalAnswer['emails'] = [];
      for (const approval of pending) {
        const token = newToken();
        // Claims the approval atomically: a double click within a minute sends nothing twice.
        const claimed = await pool.query(
          `UPDATE approval SET email_sent_at = now(), link_token_hash = $2
            WHERE id = $1 AND response = 'PENDING'
              AND (email_sent_at IS NULL OR email_sent_at < now() - make_interval(secs => $3))
            RETURNING id`,
          [approval.id, hashToken(token), APPROVAL_RESEND_SECONDS],
        );
        if (claimed.rowCount === 0) continue;
        const outcome = await mailer.send({
          templateKey: 'APPROVAL_REQUEST',
          to: approval.approver.email,
          values: {
            approverName: approval.approver.name,
            requesterName: fullName(requester) ?? 'A recruiter',
            jobTitle: position.positionTitle,
            requisitionId: String(positionId),
            link: mailer.link(approvalLinkPath(token)),
          },
          entity: 'approval',
          entityId: approval.id,
        });
        emails.push({
          approvalId: approval.id,
          approverEmail: approval.approver.email,
          status: outcome.status,
        });
      }
      return { sent: emails.length, status, emails };
    },

    async byToken(token: string): Promise<TApprovalByToken> {
      const { approval, expiresAt, expired } = await byHash(token);
      const p = await prisma.jobPosition.findUniqueOrThrow({
        where: { id: approval.jobPositionId },
        include: {
          department: { select: { name: true } },
          positionType: { select: { name: true } },
          location: { select: { city: { select: { name: true } } } },
          financial: true,
          summary: true,
        },
      });
      return {
        approvalId: approval.id,
        approverName: approval.approver.name,
        response: approval.response as ApprovalResponse,
        open: approval.response === 'PENDING' && !expired && p.status === 'RV',
        expired,
        expiresAt: expiresAt?.toISOString() ?? null,
        requisition: {
          id: p.id,
          positionTitle: p.positionTitle,
          department: p.department?.name ?? null,
          positionType: p.positionType?.name ?? null,
          city: p.location?.city.name ?? null,
          numberOfPositions: p.numberOfPositions,
          startDate: day(p.startDate),
          endDate: day(p.endDate),
          compensationFrom: p.financial?.compensationFrom.toString() ?? null,
          compensationTo: p.financial?.compensationTo.toString() ?? null,
          currency: p.financial?.currency ?? null,
          salaryOption: p.financial?.salaryOption ?? null,
          status: p.status as RequisitionStatus,
          summary: p.summary?.summary ?? null,
        },
      };
    },

    /** A response by the emailed link: the token is the proof; single use, expires. */
    async respondByToken(token: string, response: 'APPROVED' | 'DECLINED', comment?: string) {
      const { approval, expired } = await byHash(token);
      if (expired) throw new AppError('LINK_EXPIRED', 'This approval link has expired.');
      // Single use even under concurrent clicks: only one request clears this hash.
      const cleared = await prisma.approval.updateMany({
        where: { id: approval.id, linkTokenHash: hashToken(token), response: 'PENDING' },
        data: { linkTokenHash: null },
      });
      if (cleared.count === 0)
        throw new AppError('INVALID_LINK', 'This approval link is not valid or has already been used.');
      try {
        return await respond(approval.id, response, comment, {
          userId: approval.approver.userId,
          actorName: `${approval.approver.name} (approver, by emailed link)`,
        });
      } catch (error) {
        // Refused (e.g. no longer in review): the link stays usable only if the approval is still open.
        await prisma.approval.updateMany({
          where: { id: approval.id, response: 'PENDING', linkTokenHash: null },
          data: { linkTokenHash: hashToken(token) },
        });
        throw error;
      }
    },

    /** A response by a signed-in user who is this approval's approver. */
    async respondAsUser(
      approvalId: number,
      userId: number,
      response: 'APPROVED' | 'DECLINED',
      comment?: string,
    ) {
      const approval = await prisma.approval.findUnique({
        where: { id: approvalId },
        include: { approver: { select: { userId: true } } },
      });
      if (!approval) throw notFound('Approval', approvalId);
      if (approval.approver.userId !== userId)
        throw new AppError('NOT_THE_APPROVER', 'Only the approver can answer this approval.');
      return respond(approvalId, response, comment, { userId });
    },
  };
}
