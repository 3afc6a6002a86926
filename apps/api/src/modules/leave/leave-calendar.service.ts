// The team calendar: who is away in a range, as far as the caller may see.
import {
  dateOfDay,
  dayOfDate,
  eachDay,
  LEAVE_CALENDAR_MAX_DAYS,
  type TLeaveCalendar,
  type ZLeaveCalendarQuery,
} from '@hr/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import {
  createLeaveKit,
  HOLDING,
  isHr,
  type LeaveCaller,
  type LeaveDeps,
  personName,
} from './leave-request-shared.js';

export function createLeaveCalendarService(deps: LeaveDeps) {
  const { prisma } = createLeaveKit(deps);

  return {
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
