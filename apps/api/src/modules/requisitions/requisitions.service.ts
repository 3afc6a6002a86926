import type { TExpiredRequisition, TRequisitionListRow } from '@hr/contracts';
import { REQUISITION_FILTERS, REQUISITION_FINAL_STATUSES } from '@hr/contracts';
import type { ExportHeaders } from '../../lib/list-export.js';
import { filterColumns, type ListDefinition, likePattern, listCalls } from '../../lib/list-query.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { deleteRequisition } from './job-position.service.js';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Priority by its meaning, Low < Normal < High (the expression index job_position_priority_rank_idx). */
const PRIORITY_RANK = "(CASE jp.priority WHEN 'L' THEN 1 WHEN 'N' THEN 2 WHEN 'H' THEN 3 END)";

/** The requisition list (exported for the benchmark's baseline, which runs the same SQL). */
export const REQUISITION_LIST: ListDefinition = {
  // Each LEFT JOIN is to a unique key (a requisition has one location row).
  toOneLeftJoins: true,
  from: `job_position jp
    LEFT JOIN ref_position_type pt ON pt.id = jp.position_type_id
    LEFT JOIN ref_department d ON d.id = jp.department_id
    LEFT JOIN job_location l ON l.job_position_id = jp.id
    LEFT JOIN ref_city c ON c.id = l.city_id`,
  select: {
    id: 'jp.id',
    positionTitle: 'jp.position_title',
    requestDate: day('jp.request_date'),
    startDate: day('jp.start_date'),
    endDate: day('jp.end_date'),
    jobSkillType: 'pt.name',
    orgDepartment: 'd.name',
    city: 'c.name',
    priority: 'jp.priority',
    status: 'jp.status',
    progress: 'jp.progress',
  },
  sortable: {
    id: 'jp.id',
    positionTitle: 'jp.position_title',
    requestDate: 'jp.request_date',
    startDate: 'jp.start_date',
    endDate: 'jp.end_date',
    jobSkillType: 'pt.name',
    orgDepartment: 'd.name',
    city: 'c.name',
    priority: PRIORITY_RANK,
    status: 'jp.status',
    progress: 'jp.progress',
  },
  search: (term, param) => {
    const like = param(likePattern(term));
    const byId = /^\d{1,9}$/.test(term) ? ` OR jp.id = ${param(Number(term))}` : '';
    return `jp.position_title ILIKE ${like} OR d.name ILIKE ${like} OR c.name ILIKE ${like}${byId}`;
  },
  // What each filterable column compares: ids for the named columns (spec section 3).
  filters: filterColumns(REQUISITION_FILTERS, {
    id: 'jp.id',
    positionTitle: 'jp.position_title',
    requestDate: 'jp.request_date',
    startDate: 'jp.start_date',
    endDate: 'jp.end_date',
    jobPositionType: 'jp.position_type_id',
    jobSkillType: 'jp.position_type_id',
    orgDepartment: 'jp.department_id',
    city: 'l.city_id',
    priority: 'jp.priority',
    status: 'jp.status',
    progress: 'jp.progress',
  }),
  tieBreaker: 'jp.id',
};

/** The requisition list's XLSX columns (the dashboard's column names). */
export const REQUISITION_EXPORT_HEADERS: ExportHeaders = {
  id: 'Id',
  positionTitle: 'Position',
  requestDate: 'Request date',
  startDate: 'Start date',
  endDate: 'End date',
  jobSkillType: 'Position type',
  orgDepartment: 'Department',
  city: 'City',
  priority: 'Priority',
  status: 'Status',
  progress: 'Progress',
};

export function createRequisitionService({ db, lists, clock }: Pick<ServiceDeps, 'db' | 'lists' | 'clock'>) {
  return {
    // The list, and the list narrowed by column filters (parallel arrays the contract validated).
    ...listCalls<TRequisitionListRow>(lists, REQUISITION_LIST),

    /**
     * Past their end date (before the organisation's today, in its zone: the database's current_date
     * is UTC's) and not closed, cancelled or completed.
     */
    async expired(): Promise<TExpiredRequisition[]> {
      const today = await orgToday(db.prisma, clock());
      const result = await db.pool.query<TExpiredRequisition>(
        `SELECT id, position_title AS title, ${day('start_date')} AS start_date, ${day('end_date')} AS end_date
           FROM job_position
          WHERE end_date < $2::date AND status <> ALL($1)
          ORDER BY end_date ASC, id ASC`,
        [REQUISITION_FINAL_STATUSES, today],
      );
      return result.rows;
    },

    /** Removes it and what belongs only to it, in one transaction; 409 while it has applications. */
    remove(id: number, userId: number | null): Promise<void> {
      return deleteRequisition(db.prisma, id, userId);
    },
  };
}
