// Leave requests: made by the employee (self-service) or HR on their behalf, decided by the employee's
// manager or HR (on screen or through the emailed one-time link), cancelled by the employee or HR.
// Every state change and its ledger movement is one transaction; the request's employee row is locked
// first, so two requests of one employee cannot both pass the balance check.
import {
  dateOfDay,
  dayOfDate,
  eachDay,
  hasAuthority,
  LEAVE_CALENDAR_MAX_DAYS,
  LEAVE_LINK_DAYS,
  LEAVE_MESSAGES,
  LEAVE_OPEN_STATUSES,
  type LeaveDecision,
  type LeaveRequestStatus,
  leaveDecisionLinkPath,
  longDay,
  SERVER_MESSAGES,
  type TEmployeeLeave,
  type TLeaveBalance,
  type TLeaveByToken,
  type TLeaveCalendar,
  type TLeaveRequest,
  type TLeaveRequestPage,
  type TLeaveRequestPreview,
  type ZLeaveAdjustment,
  type ZLeaveCalendarQuery,
  type ZLeaveRequestInput,
  type ZLeaveRequestQuery,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageByKeys, runList } from '../../lib/list-query.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { AVAILABLE_SQL, type BalanceRow, ELIGIBLE, EMPLOYEE_BALANCES_SQL } from './leave-balances.js';
import { leaveIcs, workingDays } from './leave-dates.js';
import { leaveRequestList, leaveRequestPage } from './leave-request-list.js';

type Tx = Prisma.TransactionClient;
type RequestInput = z.output<typeof ZLeaveRequestInput>;

/** Who is asking: HR holds ONBOARDING; anyone else acts as an employee and as a manager. */
export interface LeaveCaller {
  id: number;
  authorities: readonly string[];
}
const isHr = (caller: LeaveCaller) => hasAuthority(caller.authorities, 'ONBOARDING');

/** The country whose holidays count when an employee's address names none (the product is Australian). */
export const DEFAULT_HOLIDAY_COUNTRY_CODE = 'AU';
const OPEN: readonly string[] = LEAVE_OPEN_STATUSES;
/** Statuses that hold the dates: a new request may not overlap them. */
const HOLDING = ['PENDING', 'APPROVED', 'CANCEL_PENDING'];

const requestInclude = {
  employee: {
    select: {
      id: true,
      userId: true,
      managerId: true,
      personalDetails: { select: { firstName: true, lastName: true } },
      department: { select: { name: true } },
      user: { select: { email: true } },
    },
  },
  leaveType: { select: { name: true } },
  documentFile: { select: { id: true, originalName: true } },
  requestedBy: { select: { firstName: true, lastName: true } },
  decidedBy: { select: { firstName: true, lastName: true } },
} satisfies Prisma.LeaveRequestInclude;
type RequestRow = Prisma.LeaveRequestGetPayload<{ include: typeof requestInclude }>;

const personName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : null;

const longDate = longDay;

/** "6 April 2027" or "6 April 2027 to 9 April 2027" (with the half days said). */
function datesText(r: { startDate: string; endDate: string; halfDayStart: boolean; halfDayEnd: boolean }) {
  const start = `${longDate(r.startDate)}${r.halfDayStart ? ' (afternoon)' : ''}`;
  if (r.startDate === r.endDate)
    return r.halfDayStart || r.halfDayEnd ? `${longDate(r.startDate)} (half day)` : start;
  return `${start} to ${longDate(r.endDate)}${r.halfDayEnd ? ' (morning)' : ''}`;
}

function appError(code: 'VALIDATION_FAILED' | 'INVALID_REFERENCE', field: string, message: string): AppError {
  return new AppError(code, message, { [field]: message });
}

export function createLeaveRequestsService({
  db,
  lists,
  mailer,
  clock,
}: Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'>) {
  const prisma = db.prisma;
  // The organisation's today (its zone, never UTC's): leave that has started cannot be cancelled.
  const today = () => orgToday(prisma, clock());

  function toRequest(row: RequestRow, caller: LeaveCaller, today: string): TLeaveRequest {
    const own = row.employee.userId === caller.id;
    const approver = isHr(caller) || row.employee.managerId === caller.id;
    const startDate = dayOfDate(row.startDate);
    return {
      id: row.id,
      employeeId: row.employeeId,
      employeeName: personName(row.employee.personalDetails) ?? `Employee ${row.employeeId}`,
      departmentName: row.employee.department?.name ?? null,
      leaveTypeId: row.leaveTypeId,
      leaveTypeName: row.leaveType.name,
      startDate,
      endDate: dayOfDate(row.endDate),
      halfDayStart: row.halfDayStart,
      halfDayEnd: row.halfDayEnd,
      days: Number(row.days),
      reason: row.reason,
      documentFile: row.documentFile,
      status: row.status as LeaveRequestStatus,
      requestedByName: personName(row.requestedBy),
      decidedByName: personName(row.decidedBy),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionComment: row.decisionComment,
      cancelReason: row.cancelReason,
      createdAt: row.createdAt.toISOString(),
      canDecide: OPEN.includes(row.status) && approver && !own,
      canCancel:
        (own || isHr(caller)) &&
        (row.status === 'PENDING' || (row.status === 'APPROVED' && startDate > today)),
    };
  }

  /** May the caller see this employee's leave: HR, the employee, or their manager. */
  const visible = (caller: LeaveCaller, employee: { userId: number | null; managerId: number | null }) =>
    isHr(caller) || employee.userId === caller.id || employee.managerId === caller.id;

  async function loadRequest(tx: Tx | typeof prisma, id: number) {
    return tx.leaveRequest.findUnique({ where: { id }, include: requestInclude });
  }

  /** The request as the caller may see it: 404 when it is not there or not theirs to see. */
  async function visibleRequest(id: number, caller: LeaveCaller) {
    const row = await loadRequest(prisma, id);
    if (!row || !visible(caller, row.employee)) throw notFound('Leave request', id);
    return row;
  }

  /** The public holidays of the employee's state (and national ones) between two dates. */
  async function holidaysFor(tx: Tx | typeof prisma, employeeId: number, from: string, to: string) {
    return tx.$queryRawUnsafe<{ date: string; name: string }[]>(
      `WITH addr AS (
         SELECT a.state, a.country FROM employee_address a WHERE a.employee_id = $1 AND a.kind = 'PHYSICAL'),
       c AS (
         SELECT c.id FROM ref_country c
          WHERE lower(c.name) = lower(coalesce((SELECT country FROM addr), ''))
             OR upper(c.code) = upper(coalesce(nullif((SELECT country FROM addr), ''), $4))
          ORDER BY (lower(c.name) = lower(coalesce((SELECT country FROM addr), ''))) DESC LIMIT 1),
       s AS (
         SELECT s.id FROM ref_state s, c
          WHERE s.country_id = c.id AND (upper(s.code) = upper((SELECT state FROM addr))
                                      OR lower(s.name) = lower((SELECT state FROM addr))) LIMIT 1)
       SELECT to_char(h.date, 'YYYY-MM-DD') AS date, min(h.name) AS name
         FROM public_holiday h, c
        WHERE h.country_id = c.id AND h.date BETWEEN $2::date AND $3::date
          AND (h.state_id IS NULL OR h.state_id = (SELECT id FROM s))
        GROUP BY h.date ORDER BY h.date`,
      employeeId,
      from,
      to,
      DEFAULT_HOLIDAY_COUNTRY_CODE,
    );
  }

  async function available(tx: Tx | typeof prisma, employeeId: number, leaveTypeId: number) {
    const rows = await tx.$queryRawUnsafe<{ available: number }[]>(AVAILABLE_SQL, employeeId, leaveTypeId);
    return rows[0]?.available ?? 0;
  }

  /** The employee a request is for: the caller's own record, or (HR only) the one named. */
  async function employeeFor(tx: Tx | typeof prisma, input: RequestInput, caller: LeaveCaller) {
    const select = { id: true, userId: true, managerId: true, status: true } as const;
    if (input.employeeId === undefined) {
      const own = await tx.employee.findUnique({ where: { userId: caller.id }, select });
      if (!own) throw appError('VALIDATION_FAILED', 'employeeId', LEAVE_MESSAGES.noEmployeeRecord);
      return own;
    }
    const employee = await tx.employee.findUnique({ where: { id: input.employeeId }, select });
    if (!employee || (employee.userId !== caller.id && !isHr(caller))) {
      // Another employee's id: HR only; a manager or colleague learns nothing about it.
      if (employee && employee.managerId === caller.id)
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      throw notFound('Employee', input.employeeId);
    }
    return employee;
  }

  /**
   * Measures a request against the rules. Answers the measure and the first refusal (not thrown, so the
   * preview can show it); an unknown employee or a type the employee does not have is thrown at once.
   */
  async function evaluate(tx: Tx | typeof prisma, input: RequestInput, caller: LeaveCaller) {
    const employee = await employeeFor(tx, input, caller);
    const types = await tx.$queryRawUnsafe<
      {
        id: number;
        name: string;
        halfDaysAllowed: boolean;
        negativeBalanceAllowed: boolean;
        documentAfter: number | null;
      }[]
    >(
      `SELECT lt.id, lt.name, lt.half_days_allowed AS "halfDaysAllowed",
              lt.negative_balance_allowed AS "negativeBalanceAllowed",
              lt.document_required_after_days::float8 AS "documentAfter"
         FROM employee e CROSS JOIN leave_type lt WHERE e.id = $1 AND lt.id = $2 AND ${ELIGIBLE}`,
      employee.id,
      input.leaveTypeId,
    );
    const type = types[0];
    if (!type || employee.status === 'TERMINATED') {
      throw appError('VALIDATION_FAILED', 'leaveTypeId', LEAVE_MESSAGES.typeNotForEmployee);
    }
    const holidays = await holidaysFor(tx, employee.id, input.startDate, input.endDate);
    const days = workingDays(input, new Set(holidays.map((h) => h.date)));
    const balance = await available(tx, employee.id, type.id);
    const documentRequired = type.documentAfter !== null && days > type.documentAfter;
    const problem = await (async (): Promise<AppError | null> => {
      if (!type.halfDaysAllowed && (input.halfDayStart || input.halfDayEnd)) {
        return appError('VALIDATION_FAILED', 'halfDayStart', LEAVE_MESSAGES.halfDaysNotAllowed);
      }
      if (days <= 0) return appError('VALIDATION_FAILED', 'endDate', LEAVE_MESSAGES.noWorkingDays);
      if (documentRequired && input.documentFileId === null) {
        const message = LEAVE_MESSAGES.documentRequired(type.documentAfter ?? 0);
        return appError('VALIDATION_FAILED', 'documentFileId', message);
      }
      if (input.documentFileId !== null) {
        const file = await tx.uploadedFile.findUnique({
          where: { id: input.documentFileId },
          select: { uploadedById: true },
        });
        if (!file || (file.uploadedById !== caller.id && !isHr(caller))) {
          return appError('INVALID_REFERENCE', 'documentFileId', 'Upload the document again.');
        }
      }
      const overlapping = await tx.leaveRequest.findFirst({
        where: {
          employeeId: employee.id,
          status: { in: HOLDING },
          startDate: { lte: dateOfDay(input.endDate) },
          endDate: { gte: dateOfDay(input.startDate) },
        },
        select: { id: true },
      });
      if (overlapping) {
        return new AppError('LEAVE_OVERLAP', LEAVE_MESSAGES.overlapping, {
          startDate: LEAVE_MESSAGES.overlapping,
        });
      }
      if (!type.negativeBalanceAllowed && days > balance) {
        const message = LEAVE_MESSAGES.insufficientBalance(balance, days);
        return new AppError('INSUFFICIENT_BALANCE', message, { leaveTypeId: message });
      }
      return null;
    })();
    return { employee, type, days, holidays, balance, documentRequired, problem };
  }

  /** A one-time decision link for the employee's manager, stored as its hash; the token to email. */
  async function newLink(tx: Tx, requestId: number, approverId: number) {
    const token = newToken();
    await tx.leaveDecisionLink.create({
      data: {
        requestId,
        approverId,
        tokenHash: hashToken(token),
        expiresAt: new Date(clock().getTime() + LEAVE_LINK_DAYS * 86_400_000),
      },
    });
    return token;
  }

  const emailValues = (row: RequestRow) => {
    const request = { ...row, startDate: dayOfDate(row.startDate), endDate: dayOfDate(row.endDate) };
    return {
      employeeName: personName(row.employee.personalDetails) ?? `Employee ${row.employeeId}`,
      leaveType: row.leaveType.name,
      leaveDates: datesText(request),
      leaveDays: String(Number(row.days)),
    };
  };

  /** Emails the manager the request (or the cancellation) with the one-time link. */
  async function emailManager(requestId: number, token: string | null, requestKind: string) {
    const row = await loadRequest(prisma, requestId);
    if (!row || token === null || row.employee.managerId === null) return;
    const manager = await prisma.user.findUnique({
      where: { id: row.employee.managerId },
      select: { email: true, firstName: true, lastName: true },
    });
    if (!manager) return;
    await mailer.send({
      templateKey: 'LEAVE_REQUESTED',
      to: manager.email,
      values: {
        ...emailValues(row),
        managerName: `${manager.firstName} ${manager.lastName}`,
        requestKind,
        link: mailer.link(leaveDecisionLinkPath(token)),
      },
      entity: 'leave_request',
      entityId: row.id,
    });
  }

  /** Emails the employee the decision; approved leave carries its .ics. */
  async function emailEmployee(requestId: number, kind: 'DECIDED' | 'CANCELLED', decision: string) {
    const row = await loadRequest(prisma, requestId);
    const to = row?.employee.user?.email;
    if (!row || !to) return;
    const values = { ...emailValues(row), decision, comment: row.decisionComment || row.cancelReason || '-' };
    if (kind === 'CANCELLED') {
      await mailer.send({
        templateKey: 'LEAVE_CANCELLED',
        to,
        values,
        entity: 'leave_request',
        entityId: row.id,
      });
      return;
    }
    const attachments =
      row.status === 'APPROVED'
        ? [
            {
              filename: 'leave.ics',
              contentType: 'text/calendar; charset=utf-8',
              content: leaveIcs({
                uid: `leave-request-${row.id}@hire-onboard`,
                startDate: dayOfDate(row.startDate),
                endDate: dayOfDate(row.endDate),
                summary: `${row.leaveType.name} (${values.employeeName})`,
                stamp: clock(),
              }),
            },
          ]
        : [];
    await mailer.send({
      templateKey: 'LEAVE_DECIDED',
      to,
      values: { ...values, approverName: personName(row.decidedBy) ?? 'HR' },
      entity: 'leave_request',
      entityId: row.id,
      attachments,
    });
  }

  async function lockEmployee(tx: Tx, employeeId: number) {
    await tx.$queryRawUnsafe('SELECT id FROM employee WHERE id = $1 FOR UPDATE', employeeId);
  }

  /**
   * Decides an open request as `actor` inside `tx`: a pending request is approved (deducted) or
   * declined; a cancellation is approved (CANCELLED, restored) or declined (APPROVED again).
   */
  async function decideIn(
    tx: Tx,
    requestId: number,
    actor: LeaveCaller,
    decision: LeaveDecision,
    comment: string,
  ): Promise<{ status: LeaveRequestStatus; message: string; email: 'DECIDED' | 'CANCELLED'; word: string }> {
    const row = await loadRequest(tx, requestId);
    if (!row) throw notFound('Leave request', requestId);
    if (row.employee.userId === actor.id) throw new AppError('NOT_THE_APPROVER', LEAVE_MESSAGES.ownRequest);
    if (!isHr(actor) && row.employee.managerId !== actor.id) {
      throw new AppError('NOT_THE_APPROVER', LEAVE_MESSAGES.notYourReport);
    }
    if (!OPEN.includes(row.status)) throw new AppError('LEAVE_STATE', LEAVE_MESSAGES.notOpen);
    await lockEmployee(tx, row.employeeId);
    const cancellation = row.status === 'CANCEL_PENDING';
    const approve = decision === 'APPROVE';
    const status: LeaveRequestStatus = cancellation
      ? approve
        ? 'CANCELLED'
        : 'APPROVED'
      : approve
        ? 'APPROVED'
        : 'DECLINED';
    const moved = await tx.leaveRequest.updateMany({
      where: { id: row.id, status: row.status },
      data: { status, decidedById: actor.id, decidedAt: clock(), decisionComment: comment || null },
    });
    if (moved.count === 0) throw new AppError('LEAVE_STATE', LEAVE_MESSAGES.notOpen);
    const entry = {
      employeeId: row.employeeId,
      leaveTypeId: row.leaveTypeId,
      requestId: row.id,
      effectiveDate: row.startDate,
      createdById: actor.id,
    };
    if (!cancellation && approve) {
      await tx.leaveLedgerEntry.create({
        data: { ...entry, kind: 'TAKEN', entryKey: `taken:request:${row.id}`, days: -Number(row.days) },
      });
    }
    if (cancellation && approve) {
      await tx.leaveLedgerEntry.create({
        data: { ...entry, kind: 'RESTORED', entryKey: `restored:request:${row.id}`, days: Number(row.days) },
      });
    }
    // The decision closes every link still open for the request.
    await tx.leaveDecisionLink.updateMany({
      where: { requestId: row.id, usedAt: null },
      data: { usedAt: clock() },
    });
    await audit(tx, {
      userId: actor.id,
      entity: 'LeaveRequest',
      id: row.id,
      action: cancellation ? `CANCEL_${decision}` : decision,
      details: {
        from: row.status,
        to: status,
      },
    });
    if (cancellation) {
      return {
        status,
        message: approve ? LEAVE_MESSAGES.cancellationApproved : LEAVE_MESSAGES.cancellationDeclined,
        email: 'CANCELLED',
        word: approve ? 'approved' : 'declined',
      };
    }
    return {
      status,
      message: approve ? LEAVE_MESSAGES.requestApproved : LEAVE_MESSAGES.requestDeclined,
      email: 'DECIDED',
      word: approve ? 'approved' : 'declined',
    };
  }

  async function balancesOf(employeeId: number): Promise<TLeaveBalance[]> {
    const rows = await db.pool.query<BalanceRow>(EMPLOYEE_BALANCES_SQL, [employeeId]);
    return rows.rows;
  }

  async function isApprover(caller: LeaveCaller) {
    if (isHr(caller)) return true;
    return (await prisma.employee.count({ where: { managerId: caller.id } })) > 0;
  }

  async function linkOf(token: string) {
    const link = await prisma.leaveDecisionLink.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { approver: { select: { firstName: true, lastName: true } } },
    });
    if (!link) throw new AppError('INVALID_LINK', LEAVE_MESSAGES.linkInvalid);
    return link;
  }

  return {
    async preview(input: RequestInput, caller: LeaveCaller): Promise<TLeaveRequestPreview> {
      const result = await evaluate(prisma, input, caller);
      return {
        days: result.days,
        holidays: result.holidays,
        available: result.balance,
        availableAfter: result.balance - result.days,
        documentRequired: result.documentRequired,
        problem: result.problem?.message ?? null,
      };
    },

    async create(input: RequestInput, caller: LeaveCaller) {
      const { id, token } = await prisma.$transaction(async (tx) => {
        const employee = await employeeFor(tx, input, caller);
        await lockEmployee(tx, employee.id);
        const result = await evaluate(tx, input, caller);
        if (result.problem) throw result.problem;
        const created = await tx.leaveRequest.create({
          data: {
            employeeId: employee.id,
            leaveTypeId: input.leaveTypeId,
            startDate: dateOfDay(input.startDate),
            endDate: dateOfDay(input.endDate),
            halfDayStart: input.halfDayStart,
            halfDayEnd: input.halfDayEnd,
            days: result.days,
            reason: input.reason,
            documentFileId: input.documentFileId,
            status: 'PENDING',
            requestedById: caller.id,
          },
          select: { id: true },
        });
        await audit(tx, {
          userId: caller.id,
          entity: 'LeaveRequest',
          id: created.id,
          action: 'CREATE',
          details: { days: result.days },
        });
        const link = employee.managerId === null ? null : await newLink(tx, created.id, employee.managerId);
        return { id: created.id, token: link };
      });
      await emailManager(id, token, 'leave');
      return {
        message: LEAVE_MESSAGES.requestCreated,
        data: toRequest((await loadRequest(prisma, id))!, caller, await today()),
      };
    },

    async get(id: number, caller: LeaveCaller): Promise<TLeaveRequest> {
      return toRequest(await visibleRequest(id, caller), caller, await today());
    },

    async list(query: z.output<typeof ZLeaveRequestQuery>, caller: LeaveCaller): Promise<TLeaveRequestPage> {
      const [page, day] = await Promise.all([
        runList<{ id: number }>(
          lists,
          leaveRequestList(query, caller.id, isHr(caller)),
          leaveRequestPage(query),
        ),
        today(),
      ]);
      return pageByKeys(
        page,
        (ids) => prisma.leaveRequest.findMany({ where: { id: { in: ids } }, include: requestInclude }),
        (row) => toRequest(row, caller, day),
      );
    },

    async decide(id: number, decision: LeaveDecision, comment: string, caller: LeaveCaller) {
      // Anyone but the employee's manager or HR is refused with 403 (in decideIn).
      const outcome = await prisma.$transaction((tx) => decideIn(tx, id, caller, decision, comment));
      await emailEmployee(id, outcome.email, outcome.word);
      return {
        message: outcome.message,
        data: toRequest((await loadRequest(prisma, id))!, caller, await today()),
      };
    },

    /**
     * Pending: cancelled at once. Approved and not started: the employee's cancellation waits for the
     * manager (CANCEL_PENDING); HR's is the approval itself (cancelled and restored at once).
     */
    async cancel(id: number, reason: string, caller: LeaveCaller) {
      const row = await visibleRequest(id, caller);
      const own = row.employee.userId === caller.id;
      if (!own && !isHr(caller)) throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      const day = await today();
      const outcome = await prisma.$transaction(async (tx) => {
        await lockEmployee(tx, row.employeeId);
        const current = await tx.leaveRequest.findUniqueOrThrow({
          where: { id },
          select: { status: true, startDate: true },
        });
        if (current.status === 'PENDING') {
          await tx.leaveRequest.update({
            where: { id },
            data: { status: 'CANCELLED', cancelReason: reason || null },
          });
          await tx.leaveDecisionLink.updateMany({
            where: { requestId: id, usedAt: null },
            data: { usedAt: clock() },
          });
          await audit(tx, { userId: caller.id, entity: 'LeaveRequest', id, action: 'CANCEL' });
          return { message: LEAVE_MESSAGES.cancelled, token: null, emailed: 'cancelled' as const };
        }
        if (current.status !== 'APPROVED') throw new AppError('LEAVE_STATE', LEAVE_MESSAGES.cannotCancel);
        if (dayOfDate(current.startDate) <= day)
          throw new AppError('LEAVE_STATE', LEAVE_MESSAGES.alreadyStarted);
        await tx.leaveRequest.update({
          where: { id },
          data: { status: 'CANCEL_PENDING', cancelReason: reason || null },
        });
        await audit(tx, { userId: caller.id, entity: 'LeaveRequest', id, action: 'CANCEL_REQUEST' });
        if (isHr(caller) && !own) {
          await decideIn(tx, id, caller, 'APPROVE', reason);
          return { message: LEAVE_MESSAGES.cancelled, token: null, emailed: 'approved' as const };
        }
        const managerId = row.employee.managerId;
        const token = managerId === null ? null : await newLink(tx, id, managerId);
        return { message: LEAVE_MESSAGES.cancelRequested, token, emailed: null };
      });
      if (outcome.emailed) await emailEmployee(id, 'CANCELLED', outcome.emailed);
      else await emailManager(id, outcome.token, 'the cancellation of approved leave');
      return {
        message: outcome.message,
        data: toRequest((await loadRequest(prisma, id))!, caller, await today()),
      };
    },

    /** The emailed link's page: the request in short, and whether the link still works. */
    async byToken(token: string): Promise<TLeaveByToken> {
      const link = await linkOf(token);
      const row = (await loadRequest(prisma, link.requestId))!;
      const expired = link.expiresAt <= clock();
      const request = toRequest(row, { id: link.approverId, authorities: [] }, await today());
      return {
        open: link.usedAt === null && !expired && OPEN.includes(row.status),
        expired,
        managerName: personName(link.approver) ?? '',
        request: {
          id: request.id,
          employeeName: request.employeeName,
          departmentName: request.departmentName,
          leaveTypeName: request.leaveTypeName,
          startDate: request.startDate,
          endDate: request.endDate,
          halfDayStart: request.halfDayStart,
          halfDayEnd: request.halfDayEnd,
          days: request.days,
          status: request.status,
        },
      };
    },

    /** The manager's decision through the link: works once, before it expires, as the manager. */
    async decideByToken(token: string, decision: LeaveDecision, comment: string) {
      const link = await linkOf(token);
      if (link.usedAt !== null) throw new AppError('LINK_USED', LEAVE_MESSAGES.linkInvalid);
      if (link.expiresAt <= clock()) throw new AppError('LINK_EXPIRED', LEAVE_MESSAGES.linkExpired);
      const approver = { id: link.approverId, authorities: [] };
      const outcome = await prisma.$transaction(async (tx) => {
        const claimed = await tx.leaveDecisionLink.updateMany({
          where: { id: link.id, usedAt: null },
          data: { usedAt: clock() },
        });
        if (claimed.count === 0) throw new AppError('LINK_USED', LEAVE_MESSAGES.linkInvalid);
        return decideIn(tx, link.requestId, approver, decision, comment);
      });
      await emailEmployee(link.requestId, outcome.email, outcome.word);
      return {
        message: outcome.message,
        data: toRequest((await loadRequest(prisma, link.requestId))!, approver, await today()),
      };
    },

    /** The caller's own leave: their employee record's balances (none without one). */
    async me(caller: LeaveCaller): Promise<TEmployeeLeave> {
      const own = await prisma.employee.findUnique({
        where: { userId: caller.id },
        select: { id: true, personalDetails: { select: { firstName: true, lastName: true } } },
      });
      return {
        employeeId: own?.id ?? null,
        employeeName: personName(own?.personalDetails),
        approver: await isApprover(caller),
        balances: own ? await balancesOf(own.id) : [],
      };
    },

    async balances(employeeId: number, caller: LeaveCaller): Promise<TEmployeeLeave> {
      const employee = await prisma.employee.findUnique({
        where: { id: employeeId },
        select: {
          id: true,
          userId: true,
          managerId: true,
          personalDetails: { select: { firstName: true, lastName: true } },
        },
      });
      if (!employee || !visible(caller, employee)) throw notFound('Employee', employeeId);
      return {
        employeeId: employee.id,
        employeeName: personName(employee.personalDetails),
        approver: await isApprover(caller),
        balances: await balancesOf(employee.id),
      };
    },

    /** HR's adjustment (an opening balance or a correction): one ledger row, audited. */
    async adjust(body: z.output<typeof ZLeaveAdjustment>, actorId: number): Promise<TEmployeeLeave> {
      const employee = await prisma.employee.findUnique({
        where: { id: body.employeeId },
        select: { id: true },
      });
      if (!employee) throw appError('INVALID_REFERENCE', 'employeeId', 'Choose an employee from the list.');
      const type = await prisma.leaveType.findUnique({
        where: { id: body.leaveTypeId },
        select: { id: true },
      });
      if (!type) throw appError('INVALID_REFERENCE', 'leaveTypeId', LEAVE_MESSAGES.typeNotFound);
      const day = await today();
      await prisma.$transaction(async (tx) => {
        const entry = await tx.leaveLedgerEntry.create({
          data: {
            employeeId: body.employeeId,
            leaveTypeId: body.leaveTypeId,
            kind: 'ADJUSTMENT',
            entryKey: `adjust:${newToken().slice(0, 24)}`,
            days: body.days,
            effectiveDate: dateOfDay(day),
            comment: body.comment,
            createdById: actorId,
          },
          select: { id: true },
        });
        await audit(tx, {
          userId: actorId,
          entity: 'LeaveBalance',
          id: body.employeeId,
          action: 'ADJUST',
          details: { leaveTypeId: body.leaveTypeId, days: body.days, entryId: entry.id },
        });
      });
      return {
        employeeId: body.employeeId,
        employeeName: null,
        approver: true,
        balances: await balancesOf(body.employeeId),
      };
    },

    /**
     * Who is away in the range. HR sees everyone; others see their own department's colleagues, their
     * reports and themselves. The leave type is shown only for the caller's own leave, their reports'
     * and to HR; reasons and comments never.
     */
    async calendar(
      query: z.output<typeof ZLeaveCalendarQuery>,
      caller: LeaveCaller,
    ): Promise<TLeaveCalendar> {
      const hr = isHr(caller);
      const own = await prisma.employee.findUnique({
        where: { userId: caller.id },
        select: { departmentId: true },
      });
      const reach: Prisma.EmployeeWhereInput[] = [{ userId: caller.id }, { managerId: caller.id }];
      if (own?.departmentId) reach.push({ departmentId: own.departmentId });
      const rows = await prisma.leaveRequest.findMany({
        where: {
          status: { in: HOLDING },
          startDate: { lte: dateOfDay(query.to) },
          endDate: { gte: dateOfDay(query.from) },
          employee: {
            AND: [hr ? {} : { OR: reach }, query.departmentId ? { departmentId: query.departmentId } : {}],
          },
        },
        select: {
          id: true,
          employeeId: true,
          startDate: true,
          endDate: true,
          halfDayStart: true,
          halfDayEnd: true,
          status: true,
          leaveType: { select: { name: true } },
          employee: {
            select: {
              userId: true,
              managerId: true,
              departmentId: true,
              department: { select: { name: true } },
              personalDetails: { select: { firstName: true, lastName: true } },
            },
          },
        },
        orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
        take: 5000,
      });
      const absences = rows.map((row) => ({
        requestId: row.id,
        employeeId: row.employeeId,
        employeeName: personName(row.employee.personalDetails) ?? `Employee ${row.employeeId}`,
        departmentId: row.employee.departmentId,
        departmentName: row.employee.department?.name ?? null,
        startDate: dayOfDate(row.startDate),
        endDate: dayOfDate(row.endDate),
        halfDayStart: row.halfDayStart,
        halfDayEnd: row.halfDayEnd,
        state: row.status === 'PENDING' ? ('PENDING' as const) : ('APPROVED' as const),
        leaveTypeName:
          hr || row.employee.userId === caller.id || row.employee.managerId === caller.id
            ? row.leaveType.name
            : null,
      }));
      const days = eachDay(query.from, query.to)
        .slice(0, LEAVE_CALENDAR_MAX_DAYS)
        .map((date) => {
          const away = absences.filter((a) => a.startDate <= date && a.endDate >= date);
          return {
            date,
            approved: away.filter((a) => a.state === 'APPROVED').length,
            pending: away.filter((a) => a.state === 'PENDING').length,
          };
        });
      return { absences, days };
    },
  };
}

export type LeaveRequestsService = ReturnType<typeof createLeaveRequestsService>;
