// The employee list (/apponb) and its summary cards: SQL on the pg pool through the shared list
// mechanism. Nothing here reads an encrypted column, so the list never decrypts anything.
import {
  type Criteria,
  EMPLOYEE_FILTERS,
  EMPLOYEE_STATUSES,
  type EmployeeStatus,
  type TEmployeeRow,
  type TEmployeeSummary,
  type TListQuery,
  type ZEmployeeCriteria,
} from '@hr/contracts';
import type { ExportHeaders } from '../../lib/list-export.js';
import {
  filterColumns,
  type ListDefinition,
  likePattern,
  runCriteria,
  runList,
} from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

// The expressions of the phone indexes of migration 20261123220000_employees: keep them equal.
const digits = (column: string) => `(nullif(regexp_replace(${column}, '\\D', '', 'g'), '')::bigint)`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Field -> the column a filter compares (reference columns by id, as the requisition list does). */
const FILTER_EXPRESSIONS = {
  applicantId: 'a.applicant_id',
  employeeId: 'e.id',
  applicantEmail: 'ap.email',
  personalDetailsFirstName: 'pd.first_name',
  personalDetailsLastName: 'pd.last_name',
  personalDetailsMiddleName: 'pd.middle_name',
  orgDeptName: 'e.department_id',
  jobPositionType: 'e.position_type_id',
  industry: 'e.industry_id',
  discipline: 'e.discipline_id',
  personalPhoneNumber: digits('pd.personal_phone'),
  workPhoneNumber: digits('pd.work_phone'),
  employmentStartDate: 'e.employment_start_date',
  approved: `(CASE WHEN e.approved THEN 'YES' ELSE 'NO' END)`,
  status: 'e.status',
} as const;

export const EMPLOYEE_LIST: ListDefinition = {
  // LEFT JOINs to unique keys: the page's keys are chosen without them unless a filter or sort needs them.
  from: `employee e
    LEFT JOIN employee_personal_details pd ON pd.employee_id = e.id
    LEFT JOIN application a ON a.id = e.application_id
    LEFT JOIN applicant ap ON ap.id = a.applicant_id
    LEFT JOIN ref_department d ON d.id = e.department_id
    LEFT JOIN ref_position_type pt ON pt.id = e.position_type_id
    LEFT JOIN ref_industry i ON i.id = e.industry_id
    LEFT JOIN ref_industry_discipline dc ON dc.id = e.discipline_id`,
  select: {
    id: 'e.id',
    employeeId: 'e.id',
    employeeCode: 'e.employee_code',
    applicantId: 'a.applicant_id',
    applicationId: 'e.application_id',
    applicantEmail: 'ap.email',
    personalDetailsFirstName: 'pd.first_name',
    personalDetailsLastName: 'pd.last_name',
    personalDetailsMiddleName: 'pd.middle_name',
    orgDeptId: 'e.department_id',
    orgDeptName: 'd.name',
    jobPositionType: 'e.position_type_id',
    jobPositionTypeName: 'pt.name',
    industry: 'e.industry_id',
    industryName: 'i.name',
    discipline: 'e.discipline_id',
    disciplineName: 'dc.name',
    personalPhoneNumber: 'pd.personal_phone',
    workPhoneNumber: 'pd.work_phone',
    employmentStartDate: day('e.employment_start_date'),
    approved: 'e.approved',
    status: 'e.status',
  },
  sortable: {
    id: 'e.id',
    employeeId: 'e.id',
    employeeCode: 'e.employee_code',
    applicantId: 'a.applicant_id',
    applicantEmail: 'ap.email',
    personalDetailsFirstName: 'pd.first_name',
    personalDetailsLastName: 'pd.last_name',
    personalDetailsMiddleName: 'pd.middle_name',
    // Reference columns sort by the name the table shows.
    orgDeptName: 'd.name',
    jobPositionType: 'pt.name',
    industry: 'i.name',
    discipline: 'dc.name',
    personalPhoneNumber: 'pd.personal_phone',
    workPhoneNumber: 'pd.work_phone',
    employmentStartDate: 'e.employment_start_date',
    approved: 'e.approved',
    status: 'e.status',
  },
  search: (term, param) => {
    const like = param(likePattern(term));
    const byId = /^\d{1,9}$/.test(term) ? ` OR e.id = ${param(Number(term))}` : '';
    return `pd.first_name ILIKE ${like} OR pd.last_name ILIKE ${like} OR ap.email ILIKE ${like}
      OR e.employee_code ILIKE ${like}${byId}`;
  },
  filters: filterColumns(EMPLOYEE_FILTERS, FILTER_EXPRESSIONS),
  tieBreaker: 'e.id',
};

/** The employee list's XLSX columns (no sensitive field is in the list). */
export const EMPLOYEE_EXPORT_HEADERS: ExportHeaders = {
  employeeId: 'Employee id',
  employeeCode: 'Employee code',
  applicantId: 'Applicant id',
  applicantEmail: 'Applicant email',
  personalDetailsFirstName: 'First name',
  personalDetailsMiddleName: 'Middle name',
  personalDetailsLastName: 'Last name',
  orgDeptName: 'Department',
  jobPositionTypeName: 'Position type',
  industryName: 'Industry',
  disciplineName: 'Discipline',
  personalPhoneNumber: 'Personal phone',
  workPhoneNumber: 'Work phone',
  employmentStartDate: 'Employment start date',
  approved: 'Approved',
  status: 'Status',
};

/** First day of the clock's month and of the next, as YYYY-MM-DD (UTC). */
function monthBounds(now: Date): [string, string] {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return [start.toISOString().slice(0, 10), next.toISOString().slice(0, 10)];
}

export function createEmployeeListService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  return {
    list: (query: TListQuery) => runList<TEmployeeRow>(db.pool, EMPLOYEE_LIST, query),
    criteria: (body: Criteria<typeof ZEmployeeCriteria>) =>
      runCriteria<TEmployeeRow>(db.pool, EMPLOYEE_LIST, body),

    /** The summary cards: two aggregate statements, whatever the number of employees. */
    async summary(): Promise<TEmployeeSummary> {
      const [from, to] = monthBounds(clock());
      const [counts, departments] = await Promise.all([
        db.pool.query<{ status: string; count: string; starters: string; missing: string }>(
          `SELECT e.status, count(*) AS count,
              count(*) FILTER (WHERE e.employment_start_date >= $1::date AND e.employment_start_date < $2::date)
                AS starters,
              count(*) FILTER (WHERE e.status <> 'TERMINATED' AND (
                NOT EXISTS (SELECT 1 FROM employee_personal_details x WHERE x.employee_id = e.id)
                OR NOT EXISTS (SELECT 1 FROM employee_address x WHERE x.employee_id = e.id AND x.kind = 'PHYSICAL')
                OR NOT EXISTS (SELECT 1 FROM employee_contact x WHERE x.employee_id = e.id AND x.position = 1)
                OR NOT EXISTS (SELECT 1 FROM employee_superannuation x WHERE x.employee_id = e.id)
                OR NOT EXISTS (SELECT 1 FROM employee_bank_detail x WHERE x.employee_id = e.id)
                OR NOT EXISTS (SELECT 1 FROM employee_tax_detail x WHERE x.employee_id = e.id))) AS missing
            FROM employee e GROUP BY e.status`,
          [from, to],
        ),
        db.pool.query<{ department_id: number | null; name: string | null; count: string }>(
          `SELECT e.department_id, d.name, count(*) AS count
             FROM employee e LEFT JOIN ref_department d ON d.id = e.department_id
            GROUP BY e.department_id, d.name ORDER BY count(*) DESC, d.name NULLS LAST`,
        ),
      ]);
      const byStatus = new Map(counts.rows.map((row) => [row.status, row]));
      const sum = (field: 'count' | 'starters' | 'missing') =>
        counts.rows.reduce((total, row) => total + Number(row[field]), 0);
      return {
        total: sum('count'),
        byStatus: EMPLOYEE_STATUSES.map((status: EmployeeStatus) => ({
          status,
          count: Number(byStatus.get(status)?.count ?? 0),
        })),
        byDepartment: departments.rows.map((row) => ({
          departmentId: row.department_id,
          departmentName: row.name,
          count: Number(row.count),
        })),
        startersThisMonth: sum('starters'),
        missingDetails: sum('missing'),
      };
    },
  };
}
