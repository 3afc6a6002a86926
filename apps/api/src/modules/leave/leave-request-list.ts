// The leave requests list (`GET /leave/requests`) on the shared list mechanism (lib/list-query.ts):
// which requests a caller sees in a scope, newest start first. The rows themselves, with their
// names and the caller's rights, are loaded by key (leave-requests.service.ts).
import { LEAVE_OPEN_STATUSES, type ZLeaveRequestQuery } from '@hr/contracts';
import type { z } from 'zod';
import type { ListDefinition } from '../../lib/list-query.js';

type LeaveRequestQuery = z.output<typeof ZLeaveRequestQuery>;

/** Statuses are the contract's codes (capitals and _), so written into the text: planned for each. */
const code = (status: string) => `'${status.replace(/[^A-Z_]/g, '')}'`;
const OPEN_IN = `r.status IN (${LEAVE_OPEN_STATUSES.map(code).join(', ')})`;

/** The requests `callerId` sees in the query's scope (`hr`: the caller holds ONBOARDING). */
export function leaveRequestList(query: LeaveRequestQuery, callerId: number, hr: boolean): ListDefinition {
  return {
    from: 'leave_request r JOIN employee e ON e.id = r.employee_id',
    select: { id: 'r.id' },
    // One order: the newest start first (the query has no sort), the key breaking ties.
    sortable: { id: 'r.start_date' },
    where: (param) => {
      // A placeholder only where the SQL names it: PostgreSQL refuses a parameter it cannot type.
      let placeholder: string | undefined;
      const caller = () => (placeholder ??= param(callerId));
      const conditions =
        query.scope === 'mine'
          ? [`e.user_id = ${caller()}`]
          : query.scope === 'to-approve'
            ? [
                OPEN_IN,
                `(e.user_id IS NULL OR e.user_id <> ${caller()})`,
                ...(hr ? [] : [`e.manager_id = ${caller()}`]),
              ]
            : hr
              ? []
              : [`e.manager_id = ${caller()}`];
      if (query.employeeId) conditions.push(`r.employee_id = ${param(query.employeeId)}`);
      if (query.status) conditions.push(`r.status = ${code(query.status)}`);
      return conditions.join(' AND ') || 'true';
    },
    tieBreaker: 'r.id',
  };
}

/** The list query of a leave requests call: one fixed order. */
export const leaveRequestPage = ({ page, size }: LeaveRequestQuery) =>
  ({ page, size, sort: 'id', direction: 'desc' }) as const;
