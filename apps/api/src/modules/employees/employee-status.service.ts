// The employee's status: a move through the conversion table (409 when refused), kept as a history
// row and audited.
import {
  canChangeEmployeeStatus,
  EMPLOYEE_MESSAGES,
  type EmployeeStatus,
  refusedEmployeeStatusMessage,
  type TEmployeeChangeStatusAnswer,
  type ZEmployeeChangeStatus,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { type EmployeesDeps, toDate } from './employee-record.js';

export function createEmployeeStatusService({ db }: Pick<EmployeesDeps, 'db'>) {
  const { prisma } = db;

  return {
    /** A move through the conversion table (409 when refused), kept as a history row and audited. */
    async changeStatus(
      body: z.output<typeof ZEmployeeChangeStatus>,
      actorId: number,
    ): Promise<TEmployeeChangeStatusAnswer> {
      return prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<{ status: string }[]>`
          SELECT status FROM employee WHERE id = ${body.employeeId} FOR UPDATE`;
        const from = rows[0]?.status;
        if (from === undefined) throw notFound('Employee', body.employeeId);
        if (!canChangeEmployeeStatus(from, body.status)) {
          throw new AppError('INVALID_TRANSITION', refusedEmployeeStatusMessage(from, body.status));
        }
        await tx.employee.update({ where: { id: body.employeeId }, data: { status: body.status } });
        await tx.employeeStatusHistory.create({
          data: {
            employeeId: body.employeeId,
            fromStatus: from,
            toStatus: body.status,
            effectiveDate: toDate(body.effectiveDate),
            reason: body.reason,
            userId: actorId,
          },
        });
        await audit(tx, {
          userId: actorId,
          entity: 'Employee',
          id: body.employeeId,
          action: 'STATUS_CHANGE',
          fields: ['status'],
          details: { from, to: body.status, effectiveDate: body.effectiveDate },
        });
        return {
          message: EMPLOYEE_MESSAGES.statusChanged,
          employeeId: body.employeeId,
          fromStatus: from as EmployeeStatus,
          status: body.status,
        };
      });
    },
  };
}
