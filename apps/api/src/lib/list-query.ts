// The shared list mechanism: turns a list query into parameterized SQL from a per-list column map.
// Only mapped columns and known operators reach the SQL; values always travel as parameters.
// Paging is a deferred join: the page's keys are chosen first on the indexed columns (unused LEFT
// JOINs to unique keys are removed by the planner), then only those rows are joined for display.
// Choosing the keys still steps over every row before the page (OFFSET); a list ordered by its key
// alone seeks from a bookmark instead where its speed layer keeps them (db/list-speed.ts).
// The total is counted exactly up to COUNT_EXACT_UP_TO rows; past that it is the planner's estimate,
// labelled `paging.estimated`: counting a million rows on every page would cost more than the page.
// A total is kept per query beside the bookmarks, so only a list's first call after a write counts.
import {
  type FilterOperator,
  type FilterValueType,
  type ListFilterMap,
  makePaging,
  OPERATORS_BY_TYPE,
  type PageAnswer,
  type TListQuery,
} from '@hr/contracts';
import type { ListSpeed } from '../db/list-speed.js';
import type { StatementPlan } from '../db/prepared-statements.js';
import { AppError } from './app-error.js';
import { type Bookmark, type ListBookmarks, type ListTotal, NOTIFYING_TABLES } from './list-bookmarks.js';

/** A filterable column: the SQL expression it compares and how its text value is read. */
export interface ListFilterColumn {
  expression: string;
  type: FilterValueType;
  /** The expression is an array (e.g. a user's roles): SEL_EQUAL matches when it holds the value. */
  array?: boolean;
  /**
   * Nearly every row has its own value (a person's name, an email) and an index on
   * `lower(expression)` (or on `folded`) finds any value's rows: STR_EQUAL's value then stays a
   * parameter of a statement planned once, whatever the value (its plan is that index for a common
   * name and for a name no row has alike).
   */
  nearlyUnique?: boolean;
  /**
   * The column's text as search compares it (`search_fold`: lower case, accents and marks removed),
   * usually a stored column: STR_EQUAL and STR_CONTAIN then ignore case and accents ("Zoe" finds
   * "Zoë", "Lukasz" "Łukasz").
   */
  folded?: string;
}

/**
 * An ORDER BY of people's names (or any names) in ICU's root collation, whatever the database's own:
 * "Zoë" with Z, "Łukasz" with L, "Ævar" with A (migration 20261127113000_names_collation_search).
 */
export const byName = (expression: string) => `(${expression}) COLLATE "person_name"`;

/**
 * A condition: `folded` (text as `search_fold` gives it) contains the typed `term` (a placeholder),
 * ignoring case and accents. The pattern is made in SQL from the term as typed, so it folds alike.
 */
export const containsFolded = (folded: string, term: string) => `${folded} LIKE search_pattern(${term})`;

/**
 * "Contains" over a first and a last name, both folded (`typed` is the term's placeholder): a term
 * with a space is looked for across the two ("Zoe Dang"); one without cannot span them and is looked
 * for in each, which PostgreSQL estimates from each column's statistics (it knows nothing of the
 * joined text, and a guess of a few rows turned a page of employees into a join of all of them).
 */
export function nameContains(first: string, last: string, term: string, typed: string): string {
  return /\s/.test(term)
    ? containsFolded(`(${first} || ' ' || ${last})`, typed)
    : `${containsFolded(first, typed)} OR ${containsFolded(last, typed)}`;
}

/**
 * A list's filterable columns: each column of the contract's filter map with the SQL expression it
 * compares, the value type taken from the contract (so the two cannot drift). Only these reach SQL.
 */
export function filterColumns<F extends ListFilterMap>(
  contract: F,
  expressions: { [K in keyof F]: string },
  options: { nearlyUnique?: readonly (keyof F)[]; folded?: { [K in keyof F]?: string } } = {},
): Record<keyof F, ListFilterColumn> {
  const columns = {} as Record<keyof F, ListFilterColumn>;
  for (const column of Object.keys(contract) as (keyof F)[]) {
    const folded = options.folded?.[column];
    columns[column] = {
      expression: expressions[column],
      type: contract[column]!.type,
      ...(options.nearlyUnique?.includes(column) ? { nearlyUnique: true } : {}),
      ...(folded ? { folded } : {}),
    };
  }
  return columns;
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
  /**
   * Answer field -> SQL expression it sorts by (whitelist); several, each in the query's direction
   * with empty values last, for an order by more than one column (a last name, then a first name).
   */
  sortable: Record<string, string | readonly string[]>;
  /** Builds the simple-search condition; `param` adds a parameter and returns its placeholder. */
  search?: (term: string, param: (value: unknown) => string) => string;
  /**
   * A condition every row must meet. A scope's values go through `param`, so the statement's text is
   * the same for every scope (and named once: db/prepared-statements.ts).
   */
  where?: string | ((param: (value: unknown) => string) => string);
  /** Answer field -> filterable column (whitelist for the criteria calls). */
  filters?: Record<string, ListFilterColumn>;
  /** Tie-breaker appended to every ORDER BY, so pages never overlap; must be the row's unique key. */
  tieBreaker: string;
  /**
   * Columns an inner join in `from` holds equal to the key: a deep page's bound from a bookmark is
   * repeated on each, so their index scans start there too (PostgreSQL carries an equality across a
   * join, not a range).
   */
  keyEquals?: readonly string[];
  /**
   * Every LEFT JOIN in `from` matches at most one row (a unique key): the page's keys and the count
   * then leave out the ones the WHERE and ORDER BY do not name. PostgreSQL would remove them itself,
   * but only after choosing the scan, so the key could not come from an index alone.
   */
  toOneLeftJoins?: boolean;
}

const JOIN_START = /(?<!\bLEFT)\s+(?=(?:LEFT\s+)?JOIN\s)/i;
const JOIN_PARTS = /^(LEFT\s+)?JOIN\s+\S+\s+(\w+)\s+ON\s/i;

/** keyFrom's answers: a list's `from` and `uses` name only columns and placeholders, so there are few. */
const keyFroms = new Map<string, string>();
const MAX_KEY_FROMS = 2_000;

/** `from` without the to-one LEFT JOINs that `uses` (the query's other SQL) does not need. */
export function keyFrom(list: ListDefinition, uses: string): string {
  if (!list.toOneLeftJoins) return list.from;
  const memo = `${list.from}\u0000${uses}`;
  let from = keyFroms.get(memo);
  if (from === undefined) {
    from = pruneJoins(list, uses);
    if (keyFroms.size >= MAX_KEY_FROMS) keyFroms.clear();
    keyFroms.set(memo, from);
  }
  return from;
}

function pruneJoins(list: ListDefinition, uses: string): string {
  // Only plain [LEFT] JOIN ... ON chains are taken apart; anything else stays as written.
  if (!list.toOneLeftJoins || /\b(OUTER|RIGHT|FULL|CROSS|LATERAL|USING)\b|[,(]/i.test(list.from))
    return list.from;
  const [base, ...joins] = list.from.trim().split(JOIN_START);
  let needed = uses;
  const kept: string[] = [];
  // From the last join back: a join another kept one builds on is needed by that one's ON.
  for (const join of joins.reverse()) {
    const parts = JOIN_PARTS.exec(join);
    if (!parts) return list.from;
    const [, left, alias] = parts;
    if (left && !new RegExp(`\\b${alias}\\.`).test(needed)) continue;
    kept.unshift(join);
    needed += ` ${join}`;
  }
  return [base, ...kept].join('\n      ');
}

/** Builds a statement's SQL: `param` adds a parameter; `value` writes a filter value in (see there). */
interface SqlValues {
  param: (value: unknown) => string;
  /**
   * A filter value in the SQL text when its form makes that certainly safe (digits, a calendar day,
   * a code in capitals), so a named statement is planned for it: a plan made once for any value of
   * a parameter can be thousands of times slower for a rare one (a status no row has walked the
   * whole table). Any other value is a parameter, and the statement is then planned on every call
   * (`plan: 'perCall'`).
   */
  value: (value: string, form: ValueForm) => string;
  /** A parameter compared for equality with a nearly unique indexed column: planned once. */
  unique: (value: string) => string;
  /** A search term went in as a parameter: planned on every call. */
  searched: () => void;
}

type ValueForm = 'number' | 'day' | 'code' | 'text';

const NUMBER_TEXT = /^\d{1,15}(\.\d{1,2})?$/;
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const CODE_TEXT = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The SQL condition of one filter; throws 400 for a column or operator the list does not offer. */
function filterCondition(list: ListDefinition, filter: ListFilter, sql: SqlValues): string {
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
  const { expression, folded } = column;
  switch (filter.operator) {
    case 'NUM_EQUAL':
      return `${expression} = ${sql.value(filter.value, 'number')}`;
    case 'NUM_SQUAL':
      return `${expression} <= ${sql.value(filter.value, 'number')}`;
    case 'STR_CONTAIN':
      return folded
        ? containsFolded(folded, sql.value(filter.value, 'text'))
        : `${expression} ILIKE ${sql.value(likePattern(filter.value), 'text')}`;
    case 'STR_EQUAL': {
      const value = column.nearlyUnique ? sql.unique(filter.value) : sql.value(filter.value, 'text');
      return folded ? `${folded} = search_fold(${value})` : `lower(${expression}) = lower(${value})`;
    }
    case 'TIME_EQUAL': {
      // Same calendar day; the bounds keep an index on the column usable for timestamps too.
      const day = sql.value(filter.value, 'day');
      return `(${expression} >= ${day} AND ${expression} < ${day} + 1)`;
    }
    case 'SEL_EQUAL':
      return column.array
        ? `${sql.value(filter.value, 'code')} = ANY(${expression})`
        : `${expression} = ${sql.value(filter.value, 'code')}`;
  }
}

/** Lists up to this many rows show an exact total; longer ones an estimate (see runList). */
export const COUNT_EXACT_UP_TO = 10_000;

export interface ListSql {
  /** How the statements' parameters bear on their plans (db/prepared-statements.ts). */
  plan: StatementPlan;
  pageSql: string;
  pageParams: unknown[];
  /** Counts the rows, but stops one past COUNT_EXACT_UP_TO. */
  countSql: string;
  countParams: unknown[];
  /** The planner's estimate of the row count (EXPLAIN), for lists past the exact count. */
  estimateSql: string;
  /** Keeps where the page starts (from its rows), when the query takes bookmarks. */
  bookmark?: (rows: readonly Record<string, unknown>[]) => void;
  /** The total kept from an earlier call, and how to keep this call's, when the query takes them. */
  total?: { kept: ListTotal | undefined; keep: (total: ListTotal) => void };
}

/** The criteria body of any list: its query plus the parallel filter arrays (validated by the contract). */
export interface CriteriaBody extends TListQuery {
  columns: readonly string[];
  operators: readonly FilterOperator[];
  values: readonly string[];
}

/** Splits a criteria body into the list query and its column filters. */
export function filtersOf({ columns, operators, values, ...query }: CriteriaBody): {
  query: TListQuery;
  filters: ListFilter[];
} {
  const filters = columns.map((column, i) => ({
    column,
    // The contract checked one operator and one value per column.
    operator: operators[i] as FilterOperator,
    value: values[i] as string,
  }));
  return { query, filters };
}

/** WHERE's conditions and ORDER BY of a list query; `param` collects the values. */
function whereAndOrder(
  list: ListDefinition,
  query: Pick<TListQuery, 'sort' | 'direction' | 'search'>,
  filters: readonly ListFilter[],
  sql: SqlValues,
) {
  const conditions: string[] = [];
  const scope = typeof list.where === 'function' ? list.where(sql.param) : list.where;
  if (scope) conditions.push(`(${scope})`);
  if (query.search && list.search) {
    sql.searched();
    conditions.push(`(${list.search(query.search, sql.param)})`);
  }
  for (const filter of filters) conditions.push(`(${filterCondition(list, filter, sql)})`);

  const sortBy = list.sortable[query.sort] ?? list.sortable.id ?? list.tieBreaker;
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  const byKeyAlone = sortBy === list.tieBreaker;
  // Empty values last; the key itself is never empty, and leaving its NULLS order at the default
  // lets the primary key index serve the default order in both directions.
  const order = byKeyAlone
    ? `ORDER BY ${list.tieBreaker} ${direction}`
    : `ORDER BY ${[sortBy]
        .flat()
        .map((expression) => `${expression} ${direction} NULLS LAST`)
        .join(', ')}, ${list.tieBreaker} ${direction}`;
  return { conditions, order, byKeyAlone, direction };
}

const whereOf = (conditions: readonly string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/** Every name after FROM or JOIN: a subquery or a quoted, qualified or listed name shows as itself. */
function namedTables(sql: string): string[] {
  return [...sql.matchAll(/\b(?:FROM|JOIN)\s+(\S+)/gi)].map((match) => match[1] as string);
}

/** notifyingTables' answers: a list's key queries differ only in which columns and placeholders they name. */
const tablesOfKeyQuery = new Map<string, string[] | null>();
const MAX_KEY_QUERIES = 1_000;

/** The tables a key query reads, when every one of them notifies its changes (so what it learns can be kept). */
function notifyingTables(keys: string, where: string): string[] | undefined {
  const sql = `FROM ${keys} ${where}`;
  let tables = tablesOfKeyQuery.get(sql);
  if (tables === undefined) {
    const named = namedTables(sql);
    tables = named.every((table) => NOTIFYING_TABLES.includes(table)) ? named : null;
    if (tablesOfKeyQuery.size >= MAX_KEY_QUERIES) tablesOfKeyQuery.clear();
    tablesOfKeyQuery.set(sql, tables);
  }
  return tables ?? undefined;
}

/**
 * What identifies a key query for its bookmarks, when it can take them: ordered by the key alone
 * (checked by the caller), reading only notifying `tables`, and the key shown in the rows (to read
 * the first one's).
 */
function bookmarkable(
  list: ListDefinition,
  tables: string[],
  keys: string,
  where: string,
  order: string,
  params: unknown[],
) {
  const field = Object.entries(list.select).find(([, expression]) => expression === list.tieBreaker)?.[0];
  if (!field) return undefined;
  return { field, tables, query: `${keys} ${where} ${order} ${JSON.stringify(params)}` };
}

const selectList = (list: ListDefinition) =>
  Object.entries(list.select)
    .map(([name, expression]) => `${expression} AS "${name}"`)
    .join(', ');

/** A whole number to write into SQL; anything else is a bug upstream (the contracts validate it). */
function wholeNumber(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  return value;
}

function collector() {
  const params: unknown[] = [];
  let perCall = false;
  let once = false;
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const value = (text: string, form: ValueForm) => {
    if (form === 'number' && NUMBER_TEXT.test(text)) return text;
    if (form === 'day' && DAY_TEXT.test(text)) return `'${text}'::date`;
    if (form === 'code' && CODE_TEXT.test(text)) return `'${text}'`;
    perCall = true;
    return form === 'day' ? `${param(text)}::date` : param(form === 'number' ? Number(text) : text);
  };
  return {
    params,
    param,
    value,
    unique: (text: string) => {
      once = true;
      return param(text);
    },
    searched: () => {
      perCall = true;
    },
    get plan(): StatementPlan {
      return perCall ? 'perCall' : once ? 'once' : 'auto';
    },
  };
}

/**
 * The page and count statements of a list query, with their parameters. With `bookmarks`, a deep
 * page of a list ordered by its key alone starts from the nearest bookmark before it, and its answer
 * leaves one (`bookmark`): the same rows as OFFSET while none of the tables read has changed.
 */
export function buildListSql(
  list: ListDefinition,
  query: TListQuery,
  filters: readonly ListFilter[] = [],
  bookmarks?: ListBookmarks,
): ListSql {
  const values = collector();
  const { params, param } = values;
  const { conditions, order, byKeyAlone, direction } = whereAndOrder(list, query, filters, values);
  const where = whereOf(conditions);
  const countParams = [...params];
  const offset = (query.page - 1) * query.size;
  const keys = keyFrom(list, `${where} ${order}`);
  // What this query learns (its total, its deep pages' starts) is kept only when every table it
  // reads notifies its changes.
  const tables = bookmarks && notifyingTables(keys, where);
  const marking =
    tables && bookmarks && byKeyAlone && offset >= bookmarks.minOffset
      ? bookmarkable(list, tables, keys, where, order, countParams)
      : undefined;
  const start = marking && bookmarks?.find(marking.query, offset);
  const bound = start && `${direction === 'ASC' ? '>=' : '<='} ${param(start.key)}`;
  const keyConditions = bound
    ? [...conditions, ...[list.tieBreaker, ...(list.keyEquals ?? [])].map((key) => `${key} ${bound}`)]
    : conditions;
  // LIMIT and OFFSET are written into the text (whole numbers, validated): a named statement's plan
  // made for any parameter values would have to guess them, and pick a scan for a tenth of the rows.
  const pageSql = `WITH page AS MATERIALIZED (
      SELECT ${list.tieBreaker} AS key FROM ${keys} ${whereOf(keyConditions)}
      ${order} LIMIT ${wholeNumber(query.size)} OFFSET ${wholeNumber(offset - (start?.offset ?? 0))})
    SELECT ${selectList(list)} FROM ${list.from} WHERE ${list.tieBreaker} IN (SELECT key FROM page) ${order}`;
  const rowsSql = `SELECT 1 FROM ${keys} ${where}`;
  const sql: ListSql = {
    plan: values.plan,
    pageSql,
    pageParams: params,
    countSql: `SELECT count(*) AS total FROM (${rowsSql} LIMIT ${COUNT_EXACT_UP_TO + 1}) bounded`,
    countParams,
    estimateSql: `EXPLAIN (FORMAT JSON) ${rowsSql}`,
  };
  if (tables && bookmarks) {
    const query = `${sql.countSql} ${JSON.stringify(countParams)}`;
    const generation = bookmarks.generation;
    sql.total = {
      kept: bookmarks.findTotal(query),
      keep: (total) => bookmarks.rememberTotal(query, tables, total, generation),
    };
  }
  if (marking && bookmarks) {
    const generation = bookmarks.generation;
    // A page found from a bookmark is as old as the rows that bookmark was read from.
    const readAt = start?.readAt ?? Date.now();
    sql.bookmark = (rows) => {
      const key = rows[0]?.[marking.field];
      if (key === undefined || key === null) return;
      const bookmark: Bookmark = { offset, key, readAt };
      bookmarks.remember(marking.query, marking.tables, bookmark, generation);
    };
  }
  return sql;
}

/** One statement for every row of the filtered, sorted list (no paging): what an export reads. */
export function buildAllRowsSql(
  list: ListDefinition,
  query: Pick<TListQuery, 'sort' | 'direction' | 'search'>,
  filters: readonly ListFilter[] = [],
): { sql: string; params: unknown[] } {
  const values = collector();
  const { conditions, order } = whereAndOrder(list, query, filters, values);
  const { params } = values;
  return { sql: `SELECT ${selectList(list)} FROM ${list.from} ${whereOf(conditions)} ${order}`, params };
}

/** A page of the list: its rows and paging, through the pool's speed layer. */
export async function runList<Row>(
  lists: ListSpeed,
  list: ListDefinition,
  query: TListQuery,
  filters: readonly ListFilter[] = [],
): Promise<PageAnswer<Row>> {
  const sql = buildListSql(list, query, filters, lists.bookmarks);
  const [rows, total] = await Promise.all([
    lists.run(sql.pageSql, sql.pageParams, sql.plan),
    countRows(lists, sql),
  ]);
  sql.bookmark?.(rows.rows);
  return {
    responseDataList: rows.rows as Row[],
    paging: makePaging(query.page, query.size, total.count, total.estimated),
  };
}

/** The exact count up to COUNT_EXACT_UP_TO, else the planner's estimate (never below what was counted). */
export async function countRows(
  lists: ListSpeed,
  sql: Pick<ListSql, 'countSql' | 'countParams' | 'estimateSql' | 'total' | 'plan'>,
): Promise<ListTotal> {
  if (sql.total?.kept) return sql.total.kept;
  const counted = await lists.run<{ total: string }>(sql.countSql, sql.countParams, sql.plan);
  const exact = Number(counted.rows[0]?.total ?? 0);
  if (exact <= COUNT_EXACT_UP_TO) {
    const total = { count: exact, estimated: false };
    sql.total?.keep(total);
    return total;
  }
  const plan = await lists.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql.estimateSql,
    sql.countParams,
  );
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  const total = { count: Math.max(estimate, exact), estimated: true };
  sql.total?.keep(total);
  return total;
}

/** A page of the list narrowed by a criteria body's column filters. */
export function runCriteria<Row>(
  lists: ListSpeed,
  list: ListDefinition,
  body: CriteriaBody,
): Promise<PageAnswer<Row>> {
  const { query, filters } = filtersOf(body);
  return runList<Row>(lists, list, query, filters);
}

/**
 * A list's two calls over its one definition: the plain page (`GET`) and the criteria page (`POST`
 * .../criteria). A service whose list is nothing more spreads these into its answer.
 */
export function listCalls<Row>(lists: ListSpeed, list: ListDefinition) {
  return {
    list: (query: TListQuery) => runList<Row>(lists, list, query),
    criteria: (body: CriteriaBody) => runCriteria<Row>(lists, list, body),
  };
}

/**
 * A page whose rows are loaded apart by their keys (`load`: rows with what one SELECT cannot give,
 * such as nested lists), in the order the list chose; a key whose row has gone since is left out.
 */
export async function pageByKeys<Loaded extends { id: number }, Row>(
  page: PageAnswer<{ id: number }>,
  load: (ids: number[]) => Promise<readonly Loaded[]>,
  toRow: (loaded: Loaded) => Row,
): Promise<PageAnswer<Row>> {
  const ids = page.responseDataList.map((row) => row.id);
  const byId = new Map((ids.length ? await load(ids) : []).map((row) => [row.id, row]));
  return {
    responseDataList: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRow(row)] : [];
    }),
    paging: page.paging,
  };
}

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
