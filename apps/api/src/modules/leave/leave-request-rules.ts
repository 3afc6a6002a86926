// The rules a leave request is measured by: whose it is, its working days net of public holidays,
// the balance, the document, overlaps and half days.
import { dateOfDay, LEAVE_MESSAGES, SERVER_MESSAGES } from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { AVAILABLE_SQL, ELIGIBLE } from './leave-balances.js';
import { workingDays } from './leave-dates.js';
import {
  appError,
  DEFAULT_HOLIDAY_COUNTRY_CODE,
  HOLDING,
  isHr,
  type LeaveCaller,
  type LeaveDeps,
  type RequestInput,
  type Tx,
} from './leave-request-shared.js';

export function createLeaveRules({ db }: LeaveDeps) {
  const prisma = db.prisma;

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

  return { employeeFor, evaluate };
}
