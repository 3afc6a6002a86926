import { z } from 'zod';

/** Column filter operators (spec section 9; NUM_SQUAL kept as spelled: numeric less-or-equal). */
export const FILTER_OPERATORS = [
  'NUM_SQUAL',
  'NUM_EQUAL',
  'STR_CONTAIN',
  'STR_EQUAL',
  'TIME_EQUAL',
  'SEL_EQUAL',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

export const ZSortDirection = z.enum(['asc', 'desc']);

/** Query of every list call: 1-based page, size, sort column and direction, simple search. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).default('id'),
  direction: ZSortDirection.default('desc'),
  search: z.string().trim().max(200).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const ZPaging = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type TPaging = z.infer<typeof ZPaging>;

export function pageAnswer<T extends z.ZodTypeAny>(row: T) {
  return z.object({ responseDataList: z.array(row), paging: ZPaging });
}

export function makePaging(page: number, size: number, totalElements: number): TPaging {
  return { page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
