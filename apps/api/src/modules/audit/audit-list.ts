// Settings > Audit: one list over the `audit_entry` view (audit events and requisition changes,
// migration 20261123240000), through the shared list SQL like every other list.
import { AUDIT_FILTERS, type TAuditRow, type TListQuery } from '@hr/contracts';
import type pg from 'pg';
import {
  type CriteriaBody,
  filterColumns,
  filtersOf,
  type ListDefinition,
  type ListFilter,
  likePattern,
  runList,
} from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

/** A user's name as the list shows it; empty when the user has none. */
const USER_NAME = (u: string) => `nullif(btrim(${u}.first_name || ' ' || ${u}.last_name), '')`;
const ACTOR = `coalesce(${USER_NAME('u')}, v.actor_name)`;

const COLUMNS = {
  source: 'v.source',
  action: 'v.action',
  entity: 'v.entity',
  entityId: 'v.entity_id',
  actor: ACTOR,
  createdAt: 'v.created_at',
} as const;

export const AUDIT_LIST: ListDefinition = {
  from: 'audit_entry v LEFT JOIN app_user u ON u.id = v.user_id',
  select: {
    key: 'v.key::float8',
    source: 'v.source',
    createdAt: `to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    userId: 'v.user_id',
    actor: ACTOR,
    action: 'v.action',
    entity: 'v.entity',
    entityId: 'v.entity_id',
    detail: 'v.detail',
  },
  sortable: { createdAt: 'v.created_at', actor: `lower(${ACTOR})`, action: 'v.action', entity: 'v.entity' },
  search: (term, param) => {
    const like = param(likePattern(term));
    return `${ACTOR} ILIKE ${like} OR u.email ILIKE ${like} OR v.action ILIKE ${like}
      OR v.entity ILIKE ${like} OR v.entity_id = ${param(term)} OR v.detail ILIKE ${like}`;
  },
  filters: filterColumns(AUDIT_FILTERS, COLUMNS),
  tieBreaker: 'v.key',
};

/**
 * The list and filters for a criteria call. A filter by person (`actor`) is resolved to the users
 * whose name matches first (a handful of rows), so each table is read through its (user, newest
 * first) index: the filter on the joined name alone left PostgreSQL nothing to narrow
 * `audit_event` by, and its bounded count walked millions of events for a person with a small share
 * (issue 29 item 2). The rows are the same: an entry's actor is its user's name, or the name kept
 * with a requisition change when its user has none.
 */
export async function auditListFor(
  pool: Pick<pg.Pool, 'query'>,
  filters: readonly ListFilter[],
): Promise<{ list: ListDefinition; filters: ListFilter[] }> {
  const person = filters.find((f) => f.column === 'actor');
  if (!person || (person.operator !== 'STR_CONTAIN' && person.operator !== 'STR_EQUAL')) {
    return { list: AUDIT_LIST, filters: [...filters] };
  }
  const contains = person.operator === 'STR_CONTAIN';
  const value = contains ? likePattern(person.value) : person.value;
  const matches = (expression: string, placeholder: string) =>
    contains ? `${expression} ILIKE ${placeholder}` : `lower(${expression}) = lower(${placeholder})`;
  const { rows } = await pool.query<{ id: number }>(
    `SELECT u.id FROM app_user u WHERE ${matches(USER_NAME('u'), '$1')} ORDER BY u.id`,
    [value],
  );
  // The ids are written into the text (whole numbers from the database): each set of people gets a
  // plan made for it (one person's index, or a walk newest first for people with many events).
  const ids = rows.map((row) => row.id).filter(Number.isSafeInteger);
  // `v.source` is a constant in each part of the view: the events' part keeps only the ids (an
  // index), the requisition changes' part also its kept names.
  const byPerson = (param: (value: unknown) => string) =>
    `v.user_id = ANY('{${ids.join(',')}}'::int[])
     OR (v.source = 'REQUISITION' AND ${matches('v.actor_name', param(value))}
         AND NOT EXISTS (SELECT 1 FROM app_user n WHERE n.id = v.user_id AND ${USER_NAME('n')} IS NOT NULL))`;
  return {
    list: { ...AUDIT_LIST, where: byPerson },
    filters: filters.filter((f) => f !== person),
  };
}

export function createAuditService({ lists }: Pick<ServiceDeps, 'lists'>) {
  return {
    list: (query: TListQuery) => runList<TAuditRow>(lists, AUDIT_LIST, query),
    async criteria(body: CriteriaBody) {
      const { query, filters } = filtersOf(body);
      const narrowed = await auditListFor(lists.pool, filters);
      return runList<TAuditRow>(lists, narrowed.list, query, narrowed.filters);
    },
  };
}
