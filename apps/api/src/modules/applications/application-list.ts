// The one application list: /appsch (every application), /hr-modules (the selected ones) and a
// requisition's candidates panel are this definition with a different scope. Every column, the
// derived ones included, is a column or an indexed expression, so filters and sorts run on indexes.
import {
  APPLICATION_FILTERS,
  type Criteria,
  REQUISITION_FINAL_STATUSES,
  REVIEW_APPLICATION_STATUSES,
  SELECTED_APPLICATION_STATUSES,
  type TApplicationRow,
  type TListQuery,
  type ZApplicationCriteria,
} from '@hr/contracts';
import { notFound } from '../../lib/app-error.js';
import type { ExportHeaders } from '../../lib/list-export.js';
import {
  byName,
  containsFolded,
  filterColumns,
  type ListDefinition,
  likePattern,
  runCriteria,
  runList,
} from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { worksOn } from '../dashboards/index.js';

/** Which applications a list holds. */
export type ApplicationScope =
  | { kind: 'all' }
  | { kind: 'selected' }
  | { kind: 'requisition'; id: number }
  /** The officer dashboard's "Applications to review" (the same rows its figure counts). */
  | { kind: 'toReview'; userId: number };

const sqlCodes = (values: readonly string[]) => values.map((s) => `'${s}'`).join(', ');

// The full name as shown; `ap.name_search` holds it folded for search (migration 20261127113000).
const NAME = `(ap.first_name || ' ' || coalesce(ap.middle_name || ' ', '') || ap.sur_name)`;
// The expression of the applicant index of migration 20261123100000: keep them equal.
const CELL_DIGITS = `(nullif(regexp_replace(ap.mobile, '\\D', '', 'g'), '')::bigint)`;
const float = (column: string) => `${column}::float8`;

/** Field -> the column it compares and sorts by (the select list shows some of them differently). */
const COLUMNS = {
  id: 'a.id',
  applicantId: 'a.applicant_id',
  requisitionId: 'a.job_position_id',
  jobPositionType: 'jp.position_type_id',
  profileScore: 'a.profile_score',
  reviewScore: 'a.review_score',
  missingMandatoryItems: 'a.missing_mandatory_items',
  currentSalary: 'ap.current_salary',
  expectedSalary: 'ap.expected_salary',
  totalExperience: 'ap.total_experience',
  applicantCell: CELL_DIGITS,
  applicantName: NAME,
  applicantEmail: 'ap.email',
  status: 'a.status',
  applicantSource: 'a.applicant_source',
  resume: 'a.resume',
  action: 'a.action',
  contractAction: 'a.contract_action',
  jobOffer: 'a.job_offer',
  contractOffer: 'a.contract_offer',
} as const;

function scopeCondition(scope: ApplicationScope): ListDefinition['where'] {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'selected':
      // Constants of the contracts, not input.
      return `a.status IN (${sqlCodes(SELECTED_APPLICATION_STATUSES)})`;
    case 'requisition': {
      const id = Math.trunc(Number(scope.id));
      return (param) => `a.job_position_id = ${param(id)}`;
    }
    case 'toReview': {
      const userId = Math.trunc(Number(scope.userId));
      // The dashboard's query (modules/dashboards): open requisitions the user works on.
      return (param) =>
        `a.status IN (${sqlCodes(REVIEW_APPLICATION_STATUSES)}) AND a.job_position_id IN (
          SELECT jp.id FROM job_position jp
           WHERE jp.status NOT IN (${sqlCodes(REQUISITION_FINAL_STATUSES)}) AND ${worksOn(param(userId))})`;
    }
  }
}

// Definitions made once per scope: the list code keeps what it works out per definition (the key
// query's joins), so a definition made anew on every call would work it all out again.
const ALL = defineList({ kind: 'all' });
const SELECTED = defineList({ kind: 'selected' });
const byRequisition = new Map<number, ListDefinition>();
const byReviewer = new Map<number, ListDefinition>();
const MAX_SCOPED_LISTS = 1_000;

function cached(lists: Map<number, ListDefinition>, key: number, scope: ApplicationScope): ListDefinition {
  let list = lists.get(key);
  if (!list) {
    list = defineList(scope);
    // The oldest made goes first.
    if (lists.size >= MAX_SCOPED_LISTS) lists.delete(lists.keys().next().value as number);
    lists.set(key, list);
  }
  return list;
}

/** The application list of a scope. */
export function applicationList(scope: ApplicationScope): ListDefinition {
  if (scope.kind === 'all') return ALL;
  if (scope.kind === 'selected') return SELECTED;
  if (scope.kind === 'toReview') return cached(byReviewer, scope.userId, scope);
  return cached(byRequisition, scope.id, scope);
}

function defineList(scope: ApplicationScope): ListDefinition {
  const where = scopeCondition(scope);
  return {
    // LEFT JOINs to unique keys: the page's keys are chosen without them unless a filter needs them.
    toOneLeftJoins: true,
    from: `application a
      LEFT JOIN applicant ap ON ap.id = a.applicant_id
      LEFT JOIN job_position jp ON jp.id = a.job_position_id
      LEFT JOIN ref_position_type pt ON pt.id = jp.position_type_id`,
    ...(where ? { where } : {}),
    select: {
      ...COLUMNS,
      positionTitle: 'jp.position_title',
      jobPositionTypeName: 'pt.name',
      applicantName: NAME,
      applicantCell: 'ap.mobile',
      currentSalary: float('ap.current_salary'),
      expectedSalary: float('ap.expected_salary'),
      totalExperience: float('ap.total_experience'),
      createdAt: `to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    },
    sortable: {
      ...COLUMNS,
      applicantName: byName(NAME),
      positionTitle: 'jp.position_title',
      createdAt: 'a.created_at',
    },
    // Names and emails ignoring case and accents, titles ignoring case. The matching applicants and
    // requisitions are found first (on their trigram indexes), then their applications on theirs:
    // testing every application's joined rows took 30 s at a million for a name no one has.
    search: (term, param) => {
      const typed = param(term);
      const byId = /^\d{1,9}$/.test(term) ? ` OR a.id = ${param(Number(term))}` : '';
      return `a.applicant_id = ANY(ARRAY(SELECT s.id FROM applicant s
          WHERE ${containsFolded('s.name_search', typed)} OR ${containsFolded('lower(s.email)', typed)}))
        OR a.job_position_id = ANY(ARRAY(SELECT j.id FROM job_position j
          WHERE j.position_title ILIKE ${param(likePattern(term))}))${byId}`;
    },
    // The name on its folded column, the email on lower(email): both indexed (migrations
    // 20261127113000_names_collation_search and 20261123100000_application_list).
    filters: filterColumns(APPLICATION_FILTERS, COLUMNS, {
      nearlyUnique: ['applicantName', 'applicantEmail'],
      folded: { applicantName: 'ap.name_search' },
    }),
    tieBreaker: 'a.id',
  };
}

/** The application list's XLSX columns. */
export const APPLICATION_EXPORT_HEADERS: ExportHeaders = {
  id: 'Application id',
  applicantId: 'Applicant id',
  applicantName: 'Name',
  applicantEmail: 'Email',
  applicantCell: 'Mobile',
  requisitionId: 'Requisition id',
  positionTitle: 'Position',
  jobPositionTypeName: 'Position type',
  status: 'Status',
  profileScore: 'Profile score',
  reviewScore: 'Review score',
  missingMandatoryItems: 'Missing mandatory items',
  resume: 'Resume',
  jobOffer: 'Job offer',
  contractOffer: 'Contract offer',
  action: 'Action',
  contractAction: 'Contract action',
  applicantSource: 'Source',
  currentSalary: 'Current salary',
  expectedSalary: 'Expected salary',
  totalExperience: 'Total experience',
  createdAt: 'Applied',
};

export function createApplicationListService({ db }: Pick<ServiceDeps, 'db'>) {
  /** 404 when a requisition's list names a requisition that does not exist. */
  async function requireRequisition(scope: ApplicationScope): Promise<void> {
    if (scope.kind !== 'requisition') return;
    const exists = await db.prisma.jobPosition.findUnique({ where: { id: scope.id }, select: { id: true } });
    if (!exists) throw notFound('Job requisition', scope.id);
  }

  /** A requisition's list; 404 when the requisition does not exist. */
  async function listOf(scope: ApplicationScope): Promise<ListDefinition> {
    await requireRequisition(scope);
    return applicationList(scope);
  }

  // The requisition's existence is checked only when a page comes back empty: a page of rows proves
  // it, so the common call costs no extra round trip.
  async function checkedWhenEmpty<T extends { paging: { totalElements: number } }>(
    scope: ApplicationScope,
    page: T,
  ): Promise<T> {
    if (page.paging.totalElements === 0) await requireRequisition(scope);
    return page;
  }

  return {
    listOf,
    async list(scope: ApplicationScope, query: TListQuery) {
      return checkedWhenEmpty(scope, await runList<TApplicationRow>(db.pool, applicationList(scope), query));
    },
    async criteria(scope: ApplicationScope, body: Criteria<typeof ZApplicationCriteria>) {
      return checkedWhenEmpty(
        scope,
        await runCriteria<TApplicationRow>(db.pool, applicationList(scope), body),
      );
    },
  };
}
