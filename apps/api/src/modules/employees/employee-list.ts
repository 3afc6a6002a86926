// The employee list (/apponb) and its summary cards: SQL on the pg pool through the shared list
// mechanism. Nothing here reads an encrypted column, so the list never decrypts anything.
import {
  addDays,
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
  byName,
  containsFolded,
  filterColumns,
  type ListDefinition,
  likePattern,
  nameContains,
  runCriteria,
  runList,
} from '../../lib/list-query.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

// The expressions of the phone indexes of migration 20261123220000_employees: keep them equal.
const digits = (column: string) => `(nullif(regexp_replace(${column}, '\\D', '', 'g'), '')::bigint)`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
// Reference names as scalar lookups rather than joins: the page's 20 rows look them up by key, and
// the FROM list stays small enough (four tables) for the planner to join only the page's rows.
const nameOf = (table: string, id: string) => `(SELECT r.name FROM ${table} r WHERE r.id = ${id})`;
const DEPARTMENT = nameOf('ref_department', 'e.department_id');
const POSITION_TYPE = nameOf('ref_position_type', 'e.position_type_id');
const INDUSTRY = nameOf('ref_industry', 'e.industry_id');
const DISCIPLINE = nameOf('ref_industry_discipline', 'e.discipline_id');

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
  // Every employee has personal details (made with the record), so that join is inner: a filter on
  // them (the phone digits' non-strict expression above all) can use its index. The other LEFT JOINs
  // to unique keys are left out of the page's key query unless a filter or sort needs them.
  toOneLeftJoins: true,
  from: `employee e
    JOIN employee_personal_details pd ON pd.employee_id = e.id
    LEFT JOIN application a ON a.id = e.application_id
    LEFT JOIN applicant ap ON ap.id = a.applicant_id`,
  keyEquals: ['pd.employee_id'],
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
    orgDeptName: DEPARTMENT,
    jobPositionType: 'e.position_type_id',
    jobPositionTypeName: POSITION_TYPE,
    industry: 'e.industry_id',
    industryName: INDUSTRY,
    discipline: 'e.discipline_id',
    disciplineName: DISCIPLINE,
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
    personalDetailsFirstName: byName('pd.first_name'),
    personalDetailsLastName: byName('pd.last_name'),
    personalDetailsMiddleName: byName('pd.middle_name'),
    // Reference columns sort by the name the table shows.
    orgDeptName: DEPARTMENT,
    jobPositionType: POSITION_TYPE,
    industry: INDUSTRY,
    discipline: DISCIPLINE,
    personalPhoneNumber: 'pd.personal_phone',
    workPhoneNumber: 'pd.work_phone',
    employmentStartDate: 'e.employment_start_date',
    approved: 'e.approved',
    status: 'e.status',
  },
  // Names (first and last, so "Zoe Dang" too) and emails ignoring case and accents.
  search: (term, param) => {
    const typed = param(term);
    const byId = /^\d{1,9}$/.test(term) ? ` OR e.id = ${param(Number(term))}` : '';
    return `${nameContains('pd.first_name_search', 'pd.last_name_search', term, typed)}
      OR ${containsFolded('lower(ap.email)', typed)}
      OR e.employee_code ILIKE ${param(likePattern(term))}${byId}`;
  },
  filters: filterColumns(EMPLOYEE_FILTERS, FILTER_EXPRESSIONS, {
    folded: {
      personalDetailsFirstName: 'pd.first_name_search',
      personalDetailsLastName: 'pd.last_name_search',
      personalDetailsMiddleName: 'pd.middle_name_search',
    },
  }),
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

/** First day of the month of `today` (YYYY-MM-DD) and of the next. */
function monthBounds(today: string): [string, string] {
  const start = `${today.slice(0, 7)}-01`;
  return [start, addDays(start, 32).slice(0, 7).concat('-01')];
}

export function createEmployeeListService({ db, lists, clock }: Pick<ServiceDeps, 'db' | 'lists' | 'clock'>) {
  return {
    list: (query: TListQuery) => runList<TEmployeeRow>(lists, EMPLOYEE_LIST, query),
    criteria: (body: Criteria<typeof ZEmployeeCriteria>) =>
      runCriteria<TEmployeeRow>(lists, EMPLOYEE_LIST, body),

    /** The summary cards: two aggregate statements, whatever the number of employees. */
    async summary(): Promise<TEmployeeSummary> {
      // The organisation's month (its zone): on the 1st before 11:00 in Sydney UTC is still last month.
      const [from, to] = monthBounds(await orgToday(db.prisma, clock()));
      const [counts, departments] = await Promise.all([
        // Each section table holds at most one row per employee (unique keys), so the joins count once.
        db.pool.query<{ status: string; count: string; starters: string; missing: string }>(
          `SELECT e.status, count(*) AS count,
              count(*) FILTER (WHERE e.employment_start_date >= $1::date AND e.employment_start_date < $2::date)
                AS starters,
              count(*) FILTER (WHERE e.status <> 'TERMINATED' AND (pd.employee_id IS NULL
                OR pa.employee_id IS NULL OR c1.employee_id IS NULL OR s.employee_id IS NULL
                OR b.employee_id IS NULL OR t.employee_id IS NULL)) AS missing
            FROM employee e
            LEFT JOIN employee_personal_details pd ON pd.employee_id = e.id
            LEFT JOIN employee_address pa ON pa.employee_id = e.id AND pa.kind = 'PHYSICAL'
            LEFT JOIN employee_contact c1 ON c1.employee_id = e.id AND c1.position = 1
            LEFT JOIN employee_superannuation s ON s.employee_id = e.id
            LEFT JOIN employee_bank_detail b ON b.employee_id = e.id
            LEFT JOIN employee_tax_detail t ON t.employee_id = e.id
           GROUP BY e.status`,
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
