// The requisition list filter (spec section 3 "Requisition list state" and section 7 "criteria"):
// which columns can be filtered, with which operator, and what a value of each column looks like.
import { z } from 'zod';
import { FILTER_OPERATORS, type FilterOperator, ZListQuery } from './paging.js';
import { REQUISITION_SORT_COLUMNS } from './requisitions.js';
import { PRIORITY_CODES, PROGRESS_CODES, REQUISITION_STATUS_CODES } from './statuses.js';

/** How a filter value is read: a reference or row id, a calendar day, a code, or free text. */
export type FilterValueType = 'number' | 'date' | 'select' | 'text';

/** Filterable requisition columns. jobPositionType and jobSkillType are the same column (position type). */
export const REQUISITION_FILTER_COLUMNS = [
  'id',
  'positionTitle',
  'requestDate',
  'startDate',
  'endDate',
  'jobPositionType',
  'jobSkillType',
  'orgDepartment',
  'city',
  'priority',
  'status',
  'progress',
] as const;
export type RequisitionFilterColumn = (typeof REQUISITION_FILTER_COLUMNS)[number];

/** Each column's value type and the operator the spec gives it (id, position type, department, city by id). */
export const REQUISITION_FILTERS: Record<
  RequisitionFilterColumn,
  { type: FilterValueType; operator: FilterOperator }
> = {
  id: { type: 'number', operator: 'NUM_EQUAL' },
  positionTitle: { type: 'text', operator: 'STR_CONTAIN' },
  requestDate: { type: 'date', operator: 'TIME_EQUAL' },
  startDate: { type: 'date', operator: 'TIME_EQUAL' },
  endDate: { type: 'date', operator: 'TIME_EQUAL' },
  jobPositionType: { type: 'number', operator: 'NUM_EQUAL' },
  jobSkillType: { type: 'number', operator: 'NUM_EQUAL' },
  orgDepartment: { type: 'number', operator: 'NUM_EQUAL' },
  city: { type: 'number', operator: 'NUM_EQUAL' },
  priority: { type: 'select', operator: 'SEL_EQUAL' },
  status: { type: 'select', operator: 'SEL_EQUAL' },
  progress: { type: 'select', operator: 'SEL_EQUAL' },
};

/** Operators that make sense for each value type. */
export const OPERATORS_BY_TYPE: Record<FilterValueType, readonly FilterOperator[]> = {
  number: ['NUM_EQUAL', 'NUM_SQUAL'],
  date: ['TIME_EQUAL'],
  select: ['SEL_EQUAL'],
  text: ['STR_CONTAIN', 'STR_EQUAL'],
};

const SELECT_CODES: Partial<Record<RequisitionFilterColumn, readonly string[]>> = {
  priority: PRIORITY_CODES,
  status: REQUISITION_STATUS_CODES,
  progress: PROGRESS_CODES,
};

const NUMBER = /^\d{1,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text value fits a value type (dates as YYYY-MM-DD that exist on the calendar). */
export function filterValueFits(type: FilterValueType, value: string, codes?: readonly string[]): boolean {
  switch (type) {
    case 'number':
      return NUMBER.test(value);
    case 'date': {
      if (!DAY.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }
    case 'select':
      return codes ? codes.includes(value) : value.length > 0;
    case 'text':
      return value.trim().length > 0;
  }
}

export const MAX_FILTERS = 12;

/** `POST /api/v1/requisitions/criteria`: paging and sorting like the list, plus parallel filter arrays. */
export const ZRequisitionCriteria = ZListQuery.extend({
  sort: z.enum(REQUISITION_SORT_COLUMNS).default('id'),
  columns: z.array(z.enum(REQUISITION_FILTER_COLUMNS)).max(MAX_FILTERS),
  operators: z.array(z.enum(FILTER_OPERATORS)).max(MAX_FILTERS),
  values: z.array(z.string().trim().max(200)).max(MAX_FILTERS),
}).superRefine((body, ctx) => {
  if (body.operators.length !== body.columns.length) {
    ctx.addIssue({ code: 'custom', path: ['operators'], message: 'One operator per column' });
  }
  if (body.values.length !== body.columns.length) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: 'One value per column' });
    return;
  }
  body.columns.forEach((column, i) => {
    const filter = REQUISITION_FILTERS[column];
    const operator = body.operators[i];
    if (operator && !OPERATORS_BY_TYPE[filter.type].includes(operator)) {
      ctx.addIssue({
        code: 'custom',
        path: ['operators'],
        message: `${operator} does not apply to ${column}`,
      });
    }
    if (!filterValueFits(filter.type, body.values[i] ?? '', SELECT_CODES[column])) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: `Not a valid ${column} value` });
    }
  });
});
export type TRequisitionCriteria = z.infer<typeof ZRequisitionCriteria>;
