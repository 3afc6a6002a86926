// Leave balances: the caller's own, an employee's (as they may see it), and HR's adjustment.
import { dateOfDay, LEAVE_MESSAGES, type TEmployeeLeave, type ZLeaveAdjustment } from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { notFound } from '../../lib/app-error.js';
import { newToken } from '../../lib/one-time-code.js';
import {
  appError,
  createLeaveKit,
  type LeaveCaller,
  type LeaveDeps,
  personName,
} from './leave-request-shared.js';

export function createLeaveBalanceService(deps: LeaveDeps) {
  const { prisma, today, visible, balancesOf, isApprover } = createLeaveKit(deps);

  return {
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
  };
}
