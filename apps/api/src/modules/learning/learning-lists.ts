// The learning lists, in SQL on the pg pool: the assignments (HR's criteria list and its export, and
// an employee's own), the course catalogue, and the compliance matrix (employees by mandatory
// courses), whose rows are a list too and whose cells for the page come from one more statement (no
// query per row).
import {
  ASSIGNMENT_STATUS_LABELS,
  type AssignmentStatus,
  type Criteria,
  LEARNING_FILTERS,
  makePaging,
  type TAssignmentPage,
  type TAssignmentRow,
  type TListQuery,
  type TMatrixCell,
  type TMatrixPage,
  type ZAssignmentCriteria,
  type ZMatrixQuery,
} from '@hr/contracts';
import type { z } from 'zod';
import type { ExportHeaders } from '../../lib/list-export.js';
import {
  buildAllRowsSql,
  byName,
  filterColumns,
  type ListDefinition,
  likePattern,
  nameContains,
  runCriteria,
  runList,
} from '../../lib/list-query.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { appliesSql, statusSql } from './learning-sql.js';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const NAME = `coalesce(nullif(trim(concat_ws(' ', pd.first_name, pd.last_name)), ''), 'Employee #' || e.id)`;
const FOLDED_NAME = `(pd.first_name_search || ' ' || pd.last_name_search)`;
const fileJson = (alias: string) =>
  `(CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'originalName', ${alias}.original_name) END)`;

/** The assignments of active courses on `today`; `where` narrows them (an employee's own). */
export function assignmentList(today: string, where?: string): ListDefinition {
  const status = statusSql('a', today);
  return {
    from: `learning_assignment a
      JOIN learning_course c ON c.id = a.course_id
      JOIN employee e ON e.id = a.employee_id
      LEFT JOIN employee_personal_details pd ON pd.employee_id = e.id
      LEFT JOIN ref_department d ON d.id = e.department_id
      LEFT JOIN uploaded_file mf ON mf.id = c.material_file_id
      LEFT JOIN uploaded_file cf ON cf.id = a.certificate_file_id`,
    select: {
      id: 'a.id',
      employeeId: 'e.id',
      employeeName: NAME,
      departmentName: 'd.name',
      courseId: 'c.id',
      courseTitle: 'c.title',
      courseLink: 'c.link',
      courseMaterial: fileJson('mf'),
      renewalMonths: 'c.renewal_months',
      dueDate: day('a.due_date'),
      status,
      completedOn: day('a.completed_on'),
      score: 'a.score',
      expiresOn: day('a.expires_on'),
      certificate: fileJson('cf'),
    },
    sortable: {
      id: 'a.id',
      employeeName: byName(NAME),
      departmentId: 'd.name',
      courseId: 'c.title',
      courseTitle: 'c.title',
      dueDate: 'a.due_date',
      status,
      completedOn: 'a.completed_on',
      expiresOn: 'a.expires_on',
    },
    // Names ignoring case and accents (their folded copies: migration 20261127113000).
    search: (term, param) =>
      `${nameContains('pd.first_name_search', 'pd.last_name_search', term, param(term))} OR c.title ILIKE ${param(likePattern(term))}`,
    filters: filterColumns(
      LEARNING_FILTERS.assignments,
      {
        employeeName: NAME,
        departmentId: 'e.department_id',
        courseId: 'c.id',
        dueDate: 'a.due_date',
        status,
      },
      { folded: { employeeName: FOLDED_NAME } },
    ),
    where: where ? `c.active AND ${where}` : 'c.active',
    tieBreaker: 'a.id',
  };
}

/**
 * The catalogue: active courses, searched in their title and provider (the contract takes only these
 * sorts, by title unless told). The rows, with their departments and position types, are loaded by key.
 */
export const COURSE_LIST: ListDefinition = {
  from: 'learning_course c',
  select: { id: 'c.id' },
  sortable: {
    title: 'c.title',
    provider: 'c.provider',
    delivery: 'c.delivery',
    durationHours: 'c.duration_hours',
    renewalMonths: 'c.renewal_months',
  },
  search: (term, param) => {
    const pattern = param(likePattern(term));
    return `c.title ILIKE ${pattern} OR c.provider ILIKE ${pattern}`;
  },
  where: 'c.active',
  tieBreaker: 'c.id',
};

/** The assignment list's XLSX columns. */
export const ASSIGNMENT_EXPORT_HEADERS: ExportHeaders = {
  employeeName: 'Employee',
  departmentName: 'Department',
  courseTitle: 'Course',
  dueDate: 'Due date',
  status: 'Status',
  completedOn: 'Completed on',
  score: 'Score',
  expiresOn: 'Expires on',
};

type MatrixQuery = z.output<typeof ZMatrixQuery>;
/** Whose rows the matrix shows: everyone's (HR) or a manager's reports. */
export type MatrixScope = { all: true } | { all: false; managerId: number };

export function createLearningLists({ db, lists, clock }: Pick<ServiceDeps, 'db' | 'lists' | 'clock'>) {
  const { pool } = db;
  // The organisation's today: a course falls due by its zone's day, not UTC's.
  const today = () => orgToday(db.prisma, clock());

  /** Every row of the list, as one page (the sheet's). */
  async function allRows<Row>(
    list: ListDefinition,
    query: Pick<TListQuery, 'sort' | 'direction' | 'search'>,
  ) {
    const { sql, params } = buildAllRowsSql(list, query);
    const rows = (await pool.query(sql, params)).rows as Row[];
    return { responseDataList: rows, paging: makePaging(1, Math.max(rows.length, 1), rows.length) };
  }

  /**
   * The matrix's rows: the employees in scope (not terminated), by last name then first name. Its
   * values travel as parameters; `now` is the day an assignment's status is read on.
   */
  function matrixList(query: MatrixQuery, scope: MatrixScope, now: string): ListDefinition {
    return {
      from: 'employee e LEFT JOIN employee_personal_details pd ON pd.employee_id = e.id',
      select: {
        employeeId: 'e.id',
        employeeName: NAME,
        departmentName: '(SELECT r.name FROM ref_department r WHERE r.id = e.department_id)',
        positionTypeName: '(SELECT r.name FROM ref_position_type r WHERE r.id = e.position_type_id)',
      },
      sortable: { id: [byName('pd.last_name'), byName('pd.first_name')] },
      search: (term, param) => nameContains('pd.first_name_search', 'pd.last_name_search', term, param(term)),
      where: (param) => {
        const conditions = [`e.status <> 'TERMINATED'`];
        if (!scope.all) conditions.push(`e.manager_id = ${param(scope.managerId)}`);
        if (query.departmentId) conditions.push(`e.department_id = ${param(query.departmentId)}`);
        if (query.positionTypeId) conditions.push(`e.position_type_id = ${param(query.positionTypeId)}`);
        if (query.status)
          conditions.push(`EXISTS (SELECT 1 FROM learning_course c
              LEFT JOIN learning_assignment a ON a.course_id = c.id AND a.employee_id = e.id
             WHERE ${appliesSql('c', 'e')} AND ${statusSql('a', now)} = ${param(query.status)})`);
        return conditions.join(' AND ');
      },
      tieBreaker: 'e.id',
    };
  }

  type MatrixRow = Omit<TMatrixPage['responseDataList'][number], 'cells'>;

  /** Rows (paged unless `paged` is false: the sheet), the columns, the cells of those rows. */
  async function matrix(query: MatrixQuery, scope: MatrixScope, paged = true): Promise<TMatrixPage> {
    const now = await today();
    const list = matrixList(query, scope, now);
    const order = {
      sort: 'id',
      direction: 'asc',
      ...(query.search ? { search: query.search } : {}),
    } as const;
    const [page, courses] = await Promise.all([
      paged
        ? runList<MatrixRow>(lists, list, { page: query.page, size: query.size, ...order })
        : allRows<MatrixRow>(list, order),
      pool.query<{ id: number; title: string }>(
        `SELECT id, title FROM learning_course WHERE active AND mandatory ORDER BY title, id`,
      ),
    ]);
    const ids = page.responseDataList.map((row) => row.employeeId);
    const cells = ids.length
      ? await pool.query<TMatrixCell & { employeeId: number }>(
          `SELECT e.id AS "employeeId", c.id AS "courseId", ${statusSql('a', now)} AS status,
                  ${day('a.due_date')} AS "dueDate", ${day('a.expires_on')} AS "expiresOn"
             FROM employee e CROSS JOIN learning_course c
             LEFT JOIN learning_assignment a ON a.course_id = c.id AND a.employee_id = e.id
            WHERE e.id = ANY($1::int[]) AND ${appliesSql('c', 'e')}
            ORDER BY c.title, c.id`,
          [ids],
        )
      : { rows: [] };
    const byEmployee = new Map<number, TMatrixCell[]>();
    for (const { employeeId, ...cell } of cells.rows) {
      const list = byEmployee.get(employeeId) ?? [];
      list.push(cell);
      byEmployee.set(employeeId, list);
    }
    return {
      responseDataList: page.responseDataList.map((row) => ({
        ...row,
        cells: byEmployee.get(row.employeeId) ?? [],
      })),
      paging: page.paging,
      courses: courses.rows,
    };
  }

  return {
    assignments: async (body: Criteria<typeof ZAssignmentCriteria>): Promise<TAssignmentPage> =>
      runCriteria<TAssignmentRow>(lists, assignmentList(await today()), body),

    /** The employee's own (an id checked by the caller: a number, so safe in the SQL). */
    mine: async (employeeId: number, query: TListQuery): Promise<TAssignmentPage> =>
      runList<TAssignmentRow>(
        lists,
        assignmentList(await today(), `a.employee_id = ${Math.trunc(employeeId)}`),
        query,
      ),

    assignmentListNow: async () => assignmentList(await today()),

    matrix,

    /** The whole filtered matrix as sheet rows: a status label per course column, blank where none. */
    async matrixSheet(query: MatrixQuery, scope: MatrixScope) {
      const page = await matrix(query, scope, false);
      const headers = ['Employee', 'Department', 'Position type', ...page.courses.map((c) => c.title)];
      const rows = page.responseDataList.map((row) => {
        const status = new Map(row.cells.map((cell) => [cell.courseId, cell.status as AssignmentStatus]));
        return [
          row.employeeName,
          row.departmentName ?? '',
          row.positionTypeName ?? '',
          ...page.courses.map((course) => {
            const value = status.get(course.id);
            return value ? ASSIGNMENT_STATUS_LABELS[value] : '';
          }),
        ];
      });
      return { headers, rows };
    },
  };
}
