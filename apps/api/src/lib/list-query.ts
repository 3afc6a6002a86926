// The shared list mechanism: turns a list query into parameterized SQL from a per-list column map.
// Only mapped columns reach the SQL; values always travel as parameters.
import { makePaging, type TListQuery, type TPaging } from '@hr/contracts';
import type pg from 'pg';

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
  /** Tie-breaker appended to every ORDER BY, so pages never overlap. */
  tieBreaker: string;
}

export async function runList<Row>(
  pool: pg.Pool,
  list: ListDefinition,
  query: TListQuery,
): Promise<{ responseDataList: Row[]; paging: TPaging }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (list.where) conditions.push(list.where);
  if (query.search && list.search) conditions.push(`(${list.search(query.search, param)})`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

  const sortExpression = list.sortable[query.sort] ?? list.sortable.id ?? list.tieBreaker;
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  const columns = Object.entries(list.select)
    .map(([name, expression]) => `${expression} AS "${name}"`)
    .join(', ');

  const countParams = [...params];
  const offset = (query.page - 1) * query.size;
  const pageSql = `SELECT ${columns} FROM ${list.from} ${where}
    ORDER BY ${sortExpression} ${direction} NULLS LAST, ${list.tieBreaker} ${direction}
    LIMIT ${param(query.size)} OFFSET ${param(offset)}`;
  const [rows, count] = await Promise.all([
    pool.query(pageSql, params),
    pool.query<{ total: string }>(`SELECT count(*) AS total FROM ${list.from} ${where}`, countParams),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  return { responseDataList: rows.rows as Row[], paging: makePaging(query.page, query.size, total) };
}

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
