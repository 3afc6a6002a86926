// Settings > Audit: one list over the `audit_entry` view (audit events and requisition changes,
// migration 20261123240000), through the shared list SQL like every other list.
import { AUDIT_FILTERS, type TAuditRow } from '@hr/contracts';
import { filterColumns, type ListDefinition, likePattern, listCalls } from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

const ACTOR = `coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), v.actor_name)`;

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

export function createAuditService({ lists }: Pick<ServiceDeps, 'lists'>) {
  return listCalls<TAuditRow>(lists, AUDIT_LIST);
}
