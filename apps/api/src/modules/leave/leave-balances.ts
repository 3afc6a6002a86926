// Balances from SQL: one statement answers every type of an employee, or a page of the report, with
// the ledger and the pending requests summed per employee and type (no query per row).
import { LEAVE_BALANCE_FILTERS, type TLeaveBalance } from '@hr/contracts';
import type { ExportHeaders } from '../../lib/list-export.js';
import {
  byName,
  filterColumns,
  type ListDefinition,
  likePattern,
  nameContains,
} from '../../lib/list-query.js';

/**
 * The types an employee has: active, and limited to no position type or to the employee's. Written
 * over the aliases `e` (employee) and `lt` (leave_type).
 */
export const ELIGIBLE = `lt.active AND (
  NOT EXISTS (SELECT 1 FROM leave_type_position_type r WHERE r.leave_type_id = lt.id)
  OR EXISTS (SELECT 1 FROM leave_type_position_type r
              WHERE r.leave_type_id = lt.id AND r.position_type_id = e.position_type_id))`;

/** Accrued (credits, adjustments, forfeits), taken (deductions less restorations) and pending days. */
const SUMS = `
  LEFT JOIN LATERAL (
    SELECT sum(x.days) FILTER (WHERE x.kind IN ('ACCRUAL', 'ADJUSTMENT', 'FORFEIT')) AS accrued,
           -sum(x.days) FILTER (WHERE x.kind IN ('TAKEN', 'RESTORED')) AS taken
      FROM leave_ledger_entry x WHERE x.employee_id = e.id AND x.leave_type_id = lt.id) l ON true
  LEFT JOIN LATERAL (
    SELECT sum(q.days) AS pending FROM leave_request q
     WHERE q.employee_id = e.id AND q.leave_type_id = lt.id AND q.status = 'PENDING') p ON true`;

const num = (expression: string) => `round(coalesce(${expression}, 0), 2)::float8`;
const ACCRUED = num('l.accrued');
const TAKEN = num('l.taken');
const PENDING = num('p.pending');
const AVAILABLE = num('coalesce(l.accrued, 0) - coalesce(l.taken, 0) - coalesce(p.pending, 0)');

/** Every type an employee has, with its balance ($1: the employee id). */
export const EMPLOYEE_BALANCES_SQL = `
  SELECT lt.id AS "leaveTypeId", lt.name AS "leaveTypeName", lt.paid,
         lt.half_days_allowed AS "halfDaysAllowed", lt.negative_balance_allowed AS "negativeBalanceAllowed",
         lt.document_required_after_days::float8 AS "documentRequiredAfterDays",
         ${ACCRUED} AS accrued, ${TAKEN} AS taken, ${PENDING} AS pending, ${AVAILABLE} AS available
    FROM employee e CROSS JOIN leave_type lt ${SUMS}
   WHERE e.id = $1 AND ${ELIGIBLE}
   ORDER BY lt.name`;
export type BalanceRow = TLeaveBalance;

/** Available days of one employee and type, whatever the type's eligibility ($1 employee, $2 type). */
export const AVAILABLE_SQL = `
  SELECT ${AVAILABLE} AS available FROM employee e CROSS JOIN leave_type lt ${SUMS}
   WHERE e.id = $1 AND lt.id = $2`;

const EMPLOYEE_NAME = `(pd.first_name || ' ' || pd.last_name)`;
const FOLDED_NAME = `(pd.first_name_search || ' ' || pd.last_name_search)`;
const DEPARTMENT = '(SELECT d.name FROM ref_department d WHERE d.id = e.department_id)';

/** The balances report (HR): employees not terminated, by each type they have. */
export const LEAVE_BALANCE_LIST: ListDefinition = {
  from: `employee e
    JOIN employee_personal_details pd ON pd.employee_id = e.id
    CROSS JOIN leave_type lt ${SUMS}`,
  where: `e.status <> 'TERMINATED' AND ${ELIGIBLE}`,
  select: {
    employeeId: 'e.id',
    employeeName: EMPLOYEE_NAME,
    departmentId: 'e.department_id',
    departmentName: DEPARTMENT,
    leaveTypeId: 'lt.id',
    leaveTypeName: 'lt.name',
    accrued: ACCRUED,
    taken: TAKEN,
    pending: PENDING,
    available: AVAILABLE,
  },
  sortable: {
    employeeName: byName(EMPLOYEE_NAME),
    departmentName: DEPARTMENT,
    leaveTypeName: 'lt.name',
    accrued: ACCRUED,
    taken: TAKEN,
    pending: PENDING,
    available: AVAILABLE,
  },
  // Names ignoring case and accents (their folded copies: migration 20261127113000).
  search: (term, param) =>
    `${nameContains('pd.first_name_search', 'pd.last_name_search', term, param(term))} OR lt.name ILIKE ${param(likePattern(term))}`,
  filters: filterColumns(
    LEAVE_BALANCE_FILTERS,
    { employeeName: EMPLOYEE_NAME, departmentId: 'e.department_id', leaveTypeId: 'lt.id' },
    { folded: { employeeName: FOLDED_NAME } },
  ),
  // One row per employee and type: both ids in one key (type ids stay far below 2^31).
  tieBreaker: '(e.id::bigint * 2147483648 + lt.id)',
};

export const LEAVE_BALANCE_EXPORT_HEADERS: ExportHeaders = {
  employeeId: 'Employee id',
  employeeName: 'Employee',
  departmentName: 'Department',
  leaveTypeName: 'Leave type',
  accrued: 'Accrued (days)',
  taken: 'Taken (days)',
  pending: 'Pending (days)',
  available: 'Available (days)',
};
