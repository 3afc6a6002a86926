// A leave request's emails: the manager's one-time decision link, and the employee's decision (an
// approved one with its .ics).
import { dayOfDate, LEAVE_LINK_DAYS, leaveDecisionLinkPath } from '@hr/contracts';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { leaveIcs } from './leave-dates.js';
import {
  createLeaveKit,
  datesText,
  type LeaveDeps,
  personName,
  type RequestRow,
  type Tx,
} from './leave-request-shared.js';

export function createLeaveMail(deps: LeaveDeps) {
  const { mailer, clock } = deps;
  const { prisma, loadRequest } = createLeaveKit(deps);

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

  return { newLink, emailManager, emailEmployee };
}
