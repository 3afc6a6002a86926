// The one list mechanism's contract (spec sections 3, 7 and 9): the list query, the criteria body
// (the query plus parallel columns/operators/values arrays) built from a per-list filter map, the
// page answer, and the export path every list gets.
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
/** No real caller pages this deep; the bound keeps OFFSET within what the database reads. */
export const MAX_PAGE = 1_000_000;
/** The page sizes a list offers. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** The longest simple search a list takes, and the longest filter value. */
export const SEARCH_MAX_LENGTH = 200;
export const FILTER_VALUE_MAX_LENGTH = 200;
export const MAX_FILTERS = 12;

export const ZSortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof ZSortDirection>;

/** Query of every list call: 1-based page, size, sort column and direction, simple search. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(DEFAULT_PAGE),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).default('id'),
  direction: ZSortDirection.default('desc'),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/**
 * How a filter value is read: a reference or row id (whole number), an amount (up to two
 * decimals), a phone number compared by its digits, a calendar day, a code, or free text.
 */
export type FilterValueType = 'number' | 'decimal' | 'phone' | 'date' | 'select' | 'text';

/** Operators that make sense for each value type. */
export const OPERATORS_BY_TYPE: Record<FilterValueType, readonly FilterOperator[]> = {
  number: ['NUM_EQUAL', 'NUM_SQUAL'],
  decimal: ['NUM_EQUAL', 'NUM_SQUAL'],
  phone: ['NUM_EQUAL'],
  date: ['TIME_EQUAL'],
  select: ['SEL_EQUAL'],
  text: ['STR_CONTAIN', 'STR_EQUAL'],
};

/** A filterable column: its value type and the operator the spec gives it. */
export interface ListFilterSpec {
  type: FilterValueType;
  operator: FilterOperator;
}
/** A list's filter map: answer field -> value type and operator. */
export type ListFilterMap = Record<string, ListFilterSpec>;

const NUMBER = /^\d{1,9}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
// Digits only, at most 15 (E.164), so the number stays exact in a double.
const PHONE = /^\d{3,15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text value fits a value type (dates as YYYY-MM-DD that exist on the calendar). */
export function filterValueFits(type: FilterValueType, value: string, codes?: readonly string[]): boolean {
  switch (type) {
    case 'number':
      return NUMBER.test(value);
    case 'decimal':
      return DECIMAL.test(value);
    case 'phone':
      return PHONE.test(value);
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

const FILTER_VALUE_HINTS: Record<FilterValueType, string> = {
  number: 'Enter a whole number',
  decimal: 'Enter a number with at most two decimals',
  phone: 'Enter the digits of a phone number',
  date: 'Enter a date as YYYY-MM-DD',
  select: 'Choose from the list',
  text: 'Enter some text',
};

/**
 * What is wrong with a filter value as typed (null when it fits), in plain words: the list checks it
 * where it is typed, so a bad value never replaces the table with the server's 400.
 */
export function filterValueProblem(type: FilterValueType, value: string): string | null {
  if (value.length > FILTER_VALUE_MAX_LENGTH) return `At most ${FILTER_VALUE_MAX_LENGTH} characters`;
  return filterValueFits(type, value) ? null : FILTER_VALUE_HINTS[type];
}

type Columns<T> = readonly [T, ...T[]];

/** A list's query: `ZListQuery` with its own sort columns and defaults. */
export function listQuerySchema<const S extends string>(options: {
  sortColumns: Columns<S>;
  defaultSort: NoInfer<S>;
  defaultDirection?: SortDirection;
}) {
  return ZListQuery.extend({
    sort: z.enum(options.sortColumns).default(options.defaultSort as never),
    direction: ZSortDirection.default(options.defaultDirection ?? 'desc'),
  });
}

/**
 * A list's criteria body: its query plus parallel `columns`, `operators` and `values`, checked in
 * one place: one operator and one value per column, the operator fits the column's value type, the
 * value fits the type, and a select column's value is one of its known codes.
 */
export function criteriaSchema<const F extends ListFilterMap, const S extends string>(options: {
  filters: F;
  sortColumns: Columns<S>;
  defaultSort: NoInfer<S>;
  defaultDirection?: SortDirection;
  selectCodes?: Partial<Record<keyof F, readonly string[]>>;
}) {
  const { filters, selectCodes = {} } = options;
  const columns = Object.keys(filters) as unknown as Columns<keyof F & string>;
  return listQuerySchema(options)
    .extend({
      columns: z.array(z.enum(columns)).max(MAX_FILTERS).default([]),
      operators: z.array(z.enum(FILTER_OPERATORS)).max(MAX_FILTERS).default([]),
      values: z.array(z.string().trim().max(FILTER_VALUE_MAX_LENGTH)).max(MAX_FILTERS).default([]),
    })
    .superRefine((body, ctx) => {
      if (body.operators.length !== body.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['operators'], message: 'One operator per column' });
      }
      if (body.values.length !== body.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['values'], message: 'One value per column' });
        return;
      }
      body.columns.forEach((column, i) => {
        const filter = filters[column] as ListFilterSpec;
        const operator = body.operators[i];
        if (operator && !OPERATORS_BY_TYPE[filter.type].includes(operator)) {
          ctx.addIssue({
            code: 'custom',
            path: ['operators'],
            message: `${operator} does not apply to ${column}`,
          });
        }
        const codes = (selectCodes as Record<string, readonly string[] | undefined>)[column];
        if (!filterValueFits(filter.type, body.values[i] ?? '', codes)) {
          ctx.addIssue({ code: 'custom', path: ['values'], message: `Not a valid ${column} value` });
        }
      });
    });
}

/** The criteria body as a list's client sends it (defaults may be left out). */
export type CriteriaInput<C extends z.ZodTypeAny> = z.input<C>;
/** The criteria body as the server reads it (defaults filled in). */
export type Criteria<C extends z.ZodTypeAny> = z.output<C>;

export const ZPaging = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  /** True when the list is too long to count on every page: totalElements is the planner's estimate. */
  estimated: z.boolean().optional(),
});
export type TPaging = z.infer<typeof ZPaging>;

/** The one page answer of every paged list (spec: "responseDataList and paging"). */
export function pageAnswer<T extends z.ZodTypeAny>(row: T) {
  return z.object({ responseDataList: z.array(row), paging: ZPaging });
}
export type PageAnswer<Row> = { responseDataList: Row[]; paging: TPaging };

export function makePaging(page: number, size: number, totalElements: number, estimated = false): TPaging {
  const paging: TPaging = { page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
  if (estimated) paging.estimated = true;
  return paging;
}

/** Every list's XLSX export: `POST` to its list or criteria path plus this, with the same body. */
export const exportPath = (listPath: string) => `${listPath}/export`;
