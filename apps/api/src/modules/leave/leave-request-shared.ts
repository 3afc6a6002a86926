// What the leave requests' use cases share: who calls, the deps, a request's row and answer, who may
// see it, the organisation's day, the employee lock and balances. The use cases are
// leave-request-submit (preview, create, read, list), leave-request-decide (decide, cancel, the
// emailed link), leave-balance (own, an employee's, HR's adjustment) and leave-calendar; the rules a
// request is measured by are in leave-request-rules, its emails in leave-request-mail.
import {
  dayOfDate,
  hasAuthority,
  LEAVE_MESSAGES,
  LEAVE_OPEN_STATUSES,
  type LeaveRequestStatus,
  longDay,
  type TLeaveBalance,
  type TLeaveRequest,
  type ZLeaveRequestInput,
} from '@hr/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken } from '../../lib/one-time-code.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { type BalanceRow, EMPLOYEE_BALANCES_SQL } from './leave-balances.js';

export type LeaveDeps = Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'>;

export type Tx = Prisma.TransactionClient;
export type RequestInput = z.output<typeof ZLeaveRequestInput>;

/** Who is asking: HR holds ONBOARDING; anyone else acts as an employee and as a manager. */
export interface LeaveCaller {
  id: number;
  authorities: readonly string[];
}
export const isHr = (caller: LeaveCaller) => hasAuthority(caller.authorities, 'ONBOARDING');

/** The country whose holidays count when an employee's address names none (the product is Australian). */
export const DEFAULT_HOLIDAY_COUNTRY_CODE = 'AU';
export const OPEN: readonly string[] = LEAVE_OPEN_STATUSES;
/** Statuses that hold the dates: a new request may not overlap them. */
export const HOLDING = ['PENDING', 'APPROVED', 'CANCEL_PENDING'];

export const requestInclude = {
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
export type RequestRow = Prisma.LeaveRequestGetPayload<{ include: typeof requestInclude }>;

export const personName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : null;

const longDate = longDay;

/** "6 April 2027" or "6 April 2027 to 9 April 2027" (with the half days said). */
export function datesText(r: {
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
}) {
  const start = `${longDate(r.startDate)}${r.halfDayStart ? ' (afternoon)' : ''}`;
  if (r.startDate === r.endDate)
    return r.halfDayStart || r.halfDayEnd ? `${longDate(r.startDate)} (half day)` : start;
  return `${start} to ${longDate(r.endDate)}${r.halfDayEnd ? ' (morning)' : ''}`;
}

export function appError(
  code: 'VALIDATION_FAILED' | 'INVALID_REFERENCE',
  field: string,
  message: string,
): AppError {
  return new AppError(code, message, { [field]: message });
}
/** The lookups and answers every use case starts from, over the module's deps. */
export function createLeaveKit({ db, clock }: LeaveDeps) {
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

  async function lockEmployee(tx: Tx, employeeId: number) {
    await tx.$queryRawUnsafe('SELECT id FROM employee WHERE id = $1 FOR UPDATE', employeeId);
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
    prisma,
    today,
    toRequest,
    visible,
    loadRequest,
    visibleRequest,
    lockEmployee,
    balancesOf,
    isApprover,
    linkOf,
  };
}
