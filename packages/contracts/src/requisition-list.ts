// The requisition list filter (spec section 3 "Requisition list state" and section 7 "criteria"):
// which columns can be filtered, with which operator, and what a value of each column looks like.
import type { z } from 'zod';
import { criteriaSchema, type ListFilterSpec, listQuerySchema } from './paging.js';
import { REQUISITION_SORT_COLUMNS } from './requisitions.js';
import { PRIORITY_CODES, PROGRESS_CODES, REQUISITION_STATUS_CODES } from './statuses.js';

/**
 * Each column's value type and the operator the spec gives it (id, position type, department, city
 * by id). jobPositionType and jobSkillType are the same column (position type).
 */
export const REQUISITION_FILTERS = {
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
} as const satisfies Record<string, ListFilterSpec>;
export type RequisitionFilterColumn = keyof typeof REQUISITION_FILTERS;

/** `GET /api/v1/requisitions`: page, size, sorting and the simple search. */
export const ZRequisitionListQuery = listQuerySchema({
  sortColumns: REQUISITION_SORT_COLUMNS,
  defaultSort: 'id',
});

/** `POST /api/v1/requisitions/criteria`: paging and sorting like the list, plus parallel filter arrays. */
export const ZRequisitionCriteria = criteriaSchema({
  filters: REQUISITION_FILTERS,
  sortColumns: REQUISITION_SORT_COLUMNS,
  defaultSort: 'id',
  selectCodes: { priority: PRIORITY_CODES, status: REQUISITION_STATUS_CODES, progress: PROGRESS_CODES },
});
export type TRequisitionCriteria = z.input<typeof ZRequisitionCriteria>;
