// The shared list mechanism: turns a list query into parameterized SQL from a per-list column map.
// Only mapped columns and known operators reach the SQL; values always travel as parameters.
// Paging is a deferred join: the page's keys are chosen first on the indexed columns (unused LEFT
// JOINs to unique keys are removed by the planner), then only those rows are joined for display,
// so a deep page costs about what the first one does.
import {
  type FilterOperator,
  type FilterValueType,
  makePaging,
  OPERATORS_BY_TYPE,
  type TListQuery,
  type TPaging,
} from '@hr/contracts';
import type pg from 'pg';
import { AppError } from './app-error.js';

/** A filterable column: the SQL expression it compares and how its text value is read. */
export interface ListFilterColumn {
  expression: string;
  type: FilterValueType;
}

/** One column filter as the criteria calls send it (the value is always text). */
export interface ListFilter {
  column: string;
  operator: FilterOperator;
  value: string;
}

export interface ListDefinition {
  /** FROM and JOIN clauses. */
  from: string;
  /** Answer field -> SQL expression for the select list. */
  select: Record<string, string>;
  /** Answer field -> SQL expression it sorts by (whitelist). */
  sortable: Record<string, string>;
  /** Builds the simple-search condition; `param` adds a parameter and returns its placeholder. */
  search?: (term: string, param: (value: unknown) => string) => string;
  /** A condition every row must meet. */
  where?: string;
  /** Answer field -> filterable column (whitelist for the criteria calls). */
  filters?: Record<string, ListFilterColumn>;
  /** Tie-breaker appended to every ORDER BY, so pages never overlap; must be the row's unique key. */
  tieBreaker: string;
}

/** The SQL condition of one filter; throws 400 for a column or operator the list does not offer. */
function filterCondition(
  list: ListDefinition,
  filter: ListFilter,
  param: (value: unknown) => string,
): string {
  const column = list.filters?.[filter.column];
  if (!column) {
    throw new AppError('VALIDATION_FAILED', `${filter.column} cannot be filtered.`, {
      columns: 'Unknown column',
    });
  }
  if (!OPERATORS_BY_TYPE[column.type].includes(filter.operator)) {
    throw new AppError('VALIDATION_FAILED', `${filter.operator} does not apply to ${filter.column}.`, {
      operators: 'Unknown operator for the column',
    });
  }
  const { expression } = column;
  switch (filter.operator) {
    case 'NUM_EQUAL':
      return `${expression} = ${param(Number(filter.value))}`;
    case 'NUM_SQUAL':
      return `${expression} <= ${param(Number(filter.value))}`;
    case 'STR_CONTAIN':
      return `${expression} ILIKE ${param(likePattern(filter.value))}`;
    case 'STR_EQUAL':
      return `lower(${expression}) = lower(${param(filter.value)})`;
    case 'TIME_EQUAL':
      // Same calendar day; the bounds keep an index on the column usable for timestamps too.
      return `(${expression} >= ${param(filter.value)}::date AND ${expression} < ${param(filter.value)}::date + 1)`;
    case 'SEL_EQUAL':
      return `${expression} = ${param(filter.value)}`;
  }
}

export interface ListSql {
  pageSql: string;
  pageParams: unknown[];
  countSql: string;
  countParams: unknown[];
}

/** The page and count statements of a list query, with their parameters. */
export function buildListSql(
  list: ListDefinition,
  query: TListQuery,
  filters: readonly ListFilter[] = [],
): ListSql {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (list.where) conditions.push(list.where);
  if (query.search && list.search) conditions.push(`(${list.search(query.search, param)})`);
  for (const filter of filters) conditions.push(`(${filterCondition(list, filter, param)})`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

  const sortExpression = list.sortable[query.sort] ?? list.sortable.id ?? list.tieBreaker;
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  const columns = Object.entries(list.select)
    .map(([name, expression]) => `${expression} AS "${name}"`)
    .join(', ');

  const countParams = [...params];
  const offset = (query.page - 1) * query.size;
  // Empty values last; the key itself is never empty, and leaving its NULLS order at the default
  // lets the primary key index serve the default order in both directions.
  const order =
    sortExpression === list.tieBreaker
      ? `ORDER BY ${list.tieBreaker} ${direction}`
      : `ORDER BY ${sortExpression} ${direction} NULLS LAST, ${list.tieBreaker} ${direction}`;
  const pageSql = `WITH page AS MATERIALIZED (
      SELECT ${list.tieBreaker} AS key FROM ${list.from} ${where}
      ${order} LIMIT ${param(query.size)} OFFSET ${param(offset)})
    SELECT ${columns} FROM ${list.from} WHERE ${list.tieBreaker} IN (SELECT key FROM page) ${order}`;
  return {
    pageSql,
    pageParams: params,
    countSql: `SELECT count(*) AS total FROM ${list.from} ${where}`,
    countParams,
  };
}

export async function runList<Row>(
  pool: pg.Pool,
  list: ListDefinition,
  query: TListQuery,
  filters: readonly ListFilter[] = [],
): Promise<{ responseDataList: Row[]; paging: TPaging }> {
  const sql = buildListSql(list, query, filters);
  const [rows, count] = await Promise.all([
    pool.query(sql.pageSql, sql.pageParams),
    pool.query<{ total: string }>(sql.countSql, sql.countParams),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  return { responseDataList: rows.rows as Row[], paging: makePaging(query.page, query.size, total) };
}

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
