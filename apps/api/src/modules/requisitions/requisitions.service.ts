import type { TExpiredRequisition, TListQuery, TRequisitionListRow } from '@hr/contracts';
import { REQUISITION_FINAL_STATUSES } from '@hr/contracts';
import type { Database } from '../../db/prisma.js';
import { AppError } from '../../lib/app-error.js';
import { type ListDefinition, likePattern, runList } from '../../lib/list-query.js';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const REQUISITION_LIST: ListDefinition = {
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
    priority: 'jp.priority',
    status: 'jp.status',
    progress: 'jp.progress',
  },
  search: (term, param) => {
    const like = param(likePattern(term));
    const byId = /^\d{1,9}$/.test(term) ? ` OR jp.id = ${param(Number(term))}` : '';
    return `jp.position_title ILIKE ${like} OR d.name ILIKE ${like} OR c.name ILIKE ${like}${byId}`;
  },
  tieBreaker: 'jp.id',
};

export function createRequisitionService(db: Database) {
  return {
    list(query: TListQuery) {
      return runList<TRequisitionListRow>(db.pool, REQUISITION_LIST, query);
    },

    /** Past their end date and not closed, cancelled or completed. */
    async expired(): Promise<TExpiredRequisition[]> {
      const result = await db.pool.query<TExpiredRequisition>(
        `SELECT id, position_title AS title, ${day('start_date')} AS start_date, ${day('end_date')} AS end_date
           FROM job_position
          WHERE end_date < current_date AND status <> ALL($1)
          ORDER BY end_date ASC, id ASC`,
        [REQUISITION_FINAL_STATUSES],
      );
      return result.rows;
    },

    async remove(id: number): Promise<void> {
      const { count } = await db.prisma.jobPosition.deleteMany({ where: { id } });
      if (count === 0) throw new AppError(404, `Job requisition ${id} was not found.`, 'NOT_FOUND');
    },
  };
}
