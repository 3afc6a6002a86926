// Deciding a leave request (the manager or HR, on screen or through the emailed one-time link) and
// cancelling one. Every state change and its ledger movement is one transaction.
import {
  dayOfDate,
  LEAVE_MESSAGES,
  type LeaveDecision,
  type LeaveRequestStatus,
  SERVER_MESSAGES,
  type TLeaveByToken,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { createLeaveMail } from './leave-request-mail.js';
import {
  createLeaveKit,
  isHr,
  type LeaveCaller,
  type LeaveDeps,
  OPEN,
  personName,
  type Tx,
} from './leave-request-shared.js';

export function createLeaveRequestDecideService(deps: LeaveDeps) {
  const { clock } = deps;
  const { prisma, today, toRequest, loadRequest, visibleRequest, lockEmployee, linkOf } =
    createLeaveKit(deps);
  const { newLink, emailManager, emailEmployee } = createLeaveMail(deps);

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

  return {
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
  };
}
