// Making a leave request (self-service, or HR on an employee's behalf): its preview, the request,
// reading one and the list.
import {
  dateOfDay,
  LEAVE_MESSAGES,
  type TLeaveRequest,
  type TLeaveRequestPage,
  type TLeaveRequestPreview,
  type ZLeaveRequestQuery,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { pageByKeys, runList } from '../../lib/list-query.js';
import { leaveRequestList, leaveRequestPage } from './leave-request-list.js';
import { createLeaveMail } from './leave-request-mail.js';
import { createLeaveRules } from './leave-request-rules.js';
import {
  createLeaveKit,
  isHr,
  type LeaveCaller,
  type LeaveDeps,
  type RequestInput,
  requestInclude,
} from './leave-request-shared.js';

export function createLeaveRequestSubmitService(deps: LeaveDeps) {
  const { lists } = deps;
  const { prisma, today, toRequest, loadRequest, visibleRequest, lockEmployee } = createLeaveKit(deps);
  const { employeeFor, evaluate } = createLeaveRules(deps);
  const { newLink, emailManager } = createLeaveMail(deps);

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
  };
}
