import { z } from 'zod';
import { pageAnswer } from './paging.js';
import { PRIORITY_CODES, PROGRESS_CODES, REQUISITION_STATUS_CODES } from './statuses.js';

export const ZRequisitionListRow = z.object({
  id: z.number().int(),
  positionTitle: z.string(),
  requestDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  jobSkillType: z.string().nullable(),
  orgDepartment: z.string().nullable(),
  city: z.string().nullable(),
  priority: z.enum(PRIORITY_CODES as [string, ...string[]]),
  status: z.enum(REQUISITION_STATUS_CODES as [string, ...string[]]),
  progress: z.enum(PROGRESS_CODES as [string, ...string[]]),
});
export type TRequisitionListRow = z.infer<typeof ZRequisitionListRow>;

export const ZRequisitionPage = pageAnswer(ZRequisitionListRow);
export type TRequisitionPage = z.infer<typeof ZRequisitionPage>;

/** Sortable columns of the requisition list, as the list answers them. */
export const REQUISITION_SORT_COLUMNS = [
  'id',
  'positionTitle',
  'requestDate',
  'startDate',
  'endDate',
  'jobSkillType',
  'orgDepartment',
  'city',
  'priority',
  'status',
  'progress',
] as const;

/** Expired-requisition message (spec section 3): snake_case dates as the spec spells them. */
export const ZExpiredRequisition = z.object({
  id: z.number().int(),
  title: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type TExpiredRequisition = z.infer<typeof ZExpiredRequisition>;
