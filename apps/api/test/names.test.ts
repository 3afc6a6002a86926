// Names sort and match as people expect (issue 25 item 4), through the list calls: sorting in ICU's
// root collation whatever the database's locale, and search that ignores case and accents, still on
// an index where the list used one.
import {
  API_BASES,
  APPLICATION_LIST_PATHS,
  CANDIDATE_PATHS,
  EMPLOYEE_PATHS,
  LEARNING_PATHS,
  LEAVE_PATHS,
  MAIN_PATHS,
  ROLES,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildListSql, type ListFilter } from '../src/lib/list-query.js';
import { applicationList } from '../src/modules/applications/index.js';
import { factories } from './factories.js';
import { useTestApp } from './test-app.js';

const t = useTestApp();
const make = factories(t);
const api = (path: string) => `/api/v1${path}`;

/** People in several scripts; the Latin ones in the order a person expects them sorted. */
const LATIN = [
  ['Ævar', 'Þórsson'],
  ['Anna', 'Kowalska'],
  ['Émile', 'Dubois'],
  ['Łukasz', 'Żółć'],
  ['Zack', 'Smith'],
  ['Zoë', 'Ðặng'],
] as const;
const OTHERS = [
  ['Иван', 'Петров'],
  ['محمد', 'العلي'],
  ['王', '秀英'],
] as const;
const PEOPLE = [...LATIN, ...OTHERS];
/** Root collation: Latin, then Cyrillic, then Arabic, then Han. */
const SORTED = PEOPLE.map(([first, last]) => `${first} ${last}`);
/** Ð sorts with D, Ż with Z, and Þ (thorn, a letter of its own) after Z. */
const LAST_NAMES_SORTED = [
  'Ðặng',
  'Dubois',
  'Kowalska',
  'Smith',
  'Żółć',
  'Þórsson',
  'Петров',
  'العلي',
  '秀英',
];

let token: string;
let requisition: number;

beforeAll(async () => {
  token = (await make.manager()).token;
  requisition = await make.requisition();
  // Created in an order unlike the sorted one.
  for (const [i, [firstName, surName]] of [...PEOPLE].reverse().entries()) {
    await make.application(requisition, { firstName, surName, email: `person${i}@names.example` });
  }
  const prisma = t.app.db.prisma;
  for (const [firstName, lastName] of [...PEOPLE].reverse()) {
    await prisma.employee.create({ data: { personalDetails: { create: { firstName, lastName } } } });
  }
  for (const [i, [firstName, lastName]] of [...PEOPLE].reverse().entries()) {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE], email: `user${i}@names.example` });
    await prisma.user.update({ where: { id: user.id }, data: { firstName, lastName } });
  }
}, 120_000);

const get = async (path: string) => {
  const res = await t.request('GET', api(path), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.responseDataList as Record<string, unknown>[];
};
const post = async (path: string, body: unknown) => {
  const res = await t.request('POST', api(path), { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.responseDataList as Record<string, unknown>[];
};
const criteria = (column: string, operator: string, value: string, extra: Record<string, unknown> = {}) => ({
  page: 1,
  size: 50,
  columns: [column],
  operators: [operator],
  values: [value],
  ...extra,
});
const names = (rows: Record<string, unknown>[]) => rows.map((row) => row.applicantName);

describe('sorting names', () => {
  it('sorts the applications by name as a person expects: Ævar, Anna, Émile, Łukasz, Zack, Zoë', async () => {
    const asc = await get(`${APPLICATION_LIST_PATHS.list}?page=1&size=50&sort=applicantName&direction=asc`);
    expect(names(asc)).toEqual(SORTED);
    const desc = await get(`${APPLICATION_LIST_PATHS.list}?page=1&size=50&sort=applicantName&direction=desc`);
    expect(names(desc)).toEqual([...SORTED].reverse());
  });

  it("sorts a requisition's candidates the same way", async () => {
    const rows = await post(CANDIDATE_PATHS.criteria(requisition), {
      page: 1,
      size: 50,
      sort: 'applicantName',
      direction: 'asc',
      columns: [],
      operators: [],
      values: [],
    });
    expect(names(rows)).toEqual(SORTED);
  });

  it('sorts employees by last and first name', async () => {
    const byLast = await get(
      `${EMPLOYEE_PATHS.list}?page=1&size=50&sort=personalDetailsLastName&direction=asc`,
    );
    expect(byLast.map((row) => row.personalDetailsLastName)).toEqual(LAST_NAMES_SORTED);
    const byFirst = await get(
      `${EMPLOYEE_PATHS.list}?page=1&size=50&sort=personalDetailsFirstName&direction=asc`,
    );
    expect(byFirst.map((row) => `${row.personalDetailsFirstName} ${row.personalDetailsLastName}`)).toEqual(
      SORTED,
    );
  });

  it('sorts users by last name', async () => {
    const rows = await get(
      `${MAIN_PATHS.users}?page=1&size=50&sort=lastName&direction=asc&search=names.example`,
    );
    expect(rows.map((row) => row.lastName)).toEqual(LAST_NAMES_SORTED);
  });
});

describe('searching names, ignoring case and accents', () => {
  const search = async (term: string) =>
    names(await get(`${APPLICATION_LIST_PATHS.list}?page=1&size=50&search=${encodeURIComponent(term)}`));

  it('finds Zoë by "Zoe", Łukasz by "lukasz", Ðặng by "dang", and each script by its own letters', async () => {
    expect(await search('Zoe')).toEqual(['Zoë Ðặng']);
    expect(await search('lukasz')).toEqual(['Łukasz Żółć']);
    expect(await search('dang')).toEqual(['Zoë Ðặng']);
    expect(await search('ZOË ÐẶNG')).toEqual(['Zoë Ðặng']);
    expect(await search('zolc')).toEqual(['Łukasz Żółć']);
    expect(await search('aevar thorsson')).toEqual(['Ævar Þórsson']);
    expect(await search('emile')).toEqual(['Émile Dubois']);
    expect(await search('иван')).toEqual(['Иван Петров']);
    expect(await search('محمد')).toEqual(['محمد العلي']);
    expect(await search('秀英')).toEqual(['王 秀英']);
    // Emails too; and what is typed is text, not a pattern.
    expect(await search('PERSON8@NAMES')).toEqual(['Ævar Þórsson']);
    expect(await search('z_e')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it("finds a requisition's candidate and an applicant by name filter the same way", async () => {
    const rows = await post(
      CANDIDATE_PATHS.criteria(requisition),
      criteria('applicantName', 'STR_EQUAL', 'zoe dang'),
    );
    expect(names(rows)).toEqual(['Zoë Ðặng']);
    const all = await post(
      APPLICATION_LIST_PATHS.criteria,
      criteria('applicantName', 'STR_EQUAL', 'LUKASZ ZOLC'),
    );
    expect(names(all)).toEqual(['Łukasz Żółć']);
    // Equality is equality: a part of the name is not the name.
    expect(
      await post(APPLICATION_LIST_PATHS.criteria, criteria('applicantName', 'STR_EQUAL', 'zoe')),
    ).toEqual([]);
  });

  it('finds employees by first or last name, or both, and filters their name columns alike', async () => {
    const search = async (term: string) =>
      (await get(`${EMPLOYEE_PATHS.list}?page=1&size=50&search=${encodeURIComponent(term)}`)).map(
        (row) => `${row.personalDetailsFirstName} ${row.personalDetailsLastName}`,
      );
    expect(await search('lukasz')).toEqual(['Łukasz Żółć']);
    expect(await search('zoe dang')).toEqual(['Zoë Ðặng']);
    expect(await search('Thorsson')).toEqual(['Ævar Þórsson']);
    const first = await post(
      EMPLOYEE_PATHS.criteria,
      criteria('personalDetailsFirstName', 'STR_CONTAIN', 'emi'),
    );
    expect(first.map((row) => row.personalDetailsLastName)).toEqual(['Dubois']);
    const last = await post(
      EMPLOYEE_PATHS.criteria,
      criteria('personalDetailsLastName', 'STR_CONTAIN', 'DANG'),
    );
    expect(last.map((row) => row.personalDetailsFirstName)).toEqual(['Zoë']);
  });

  it('finds employees by name in the leave balances, the learning assignments and the matrix', async () => {
    const hr = (path: string) => `${API_BASES.hr}${path}`;
    const type = await t.request('POST', hr(LEAVE_PATHS.types), {
      token,
      body: {
        name: 'Names leave',
        kind: 'ANNUAL',
        paid: true,
        accrualDaysPerYear: 20,
        accrualFrequency: 'NONE',
      },
    });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const balances = async (search: string) => {
      const res = await t.request('POST', hr(LEAVE_PATHS.balanceReport), {
        token,
        body: {
          page: 1,
          size: 50,
          search,
          columns: ['leaveTypeId'],
          operators: ['NUM_EQUAL'],
          values: [String(type.body.id)],
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseDataList.map((row: { employeeName: string }) => row.employeeName);
    };
    expect(await balances('lukasz')).toEqual(['Łukasz Żółć']);
    expect(await balances('ZOE DANG')).toEqual(['Zoë Ðặng']);
    expect(await balances('thorsson')).toEqual(['Ævar Þórsson']);
    expect(await balances('zoe lukasz')).toEqual([]);

    const course = await t.request('POST', api(LEARNING_PATHS.courses), {
      token,
      body: { title: 'Names course', delivery: 'ONLINE' },
    });
    expect(course.status, JSON.stringify(course.body)).toBe(200);
    const courseId = (
      await t.app.db.prisma.learningCourse.findFirstOrThrow({ where: { title: 'Names course' } })
    ).id;
    const employees = await t.app.db.prisma.employee.findMany({ select: { id: true } });
    const assign = await t.request('POST', api(LEARNING_PATHS.assign), {
      token,
      body: { courseId, dueDate: '2027-05-01', employeeIds: employees.map((e) => e.id) },
    });
    expect(assign.body, JSON.stringify(assign.body)).toMatchObject({ assigned: PEOPLE.length });
    const assignments = async (search: string) => {
      const res = await t.request('POST', api(LEARNING_PATHS.assignmentsCriteria), {
        token,
        body: { page: 1, size: 50, search },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseDataList.map((row: { employeeName: string }) => row.employeeName);
    };
    expect(await assignments('lukasz')).toEqual(['Łukasz Żółć']);
    expect(await assignments('zoe dang')).toEqual(['Zoë Ðặng']);
    const matrix = await get(`${LEARNING_PATHS.matrix}?page=1&size=50&search=${encodeURIComponent('emile')}`);
    expect(matrix.map((row) => row.employeeName)).toEqual(['Émile Dubois']);
  });

  it('looks names, emails and titles up on their trigram indexes (EXPLAIN)', async () => {
    const client = await t.app.db.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const sql = buildListSql(applicationList({ kind: 'all' }), {
        page: 1,
        size: 20,
        sort: 'id',
        direction: 'desc',
        search: 'zoe',
      });
      const plan = (await client.query(`EXPLAIN ${sql.pageSql}`, sql.pageParams)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('applicant_name_search_trgm_idx');
      expect(plan).toContain('applicant_email_lower_trgm_idx');
      expect(plan).toContain('job_position_position_title_trgm_idx');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });

  it('finds users by name', async () => {
    const rows = await get(`${MAIN_PATHS.users}?page=1&size=50&search=${encodeURIComponent('zoe')}`);
    expect(rows.map((row) => row.lastName)).toEqual(['Ðặng']);
  });

  it('keeps the name filter on an index, as it was (EXPLAIN)', async () => {
    const client = await t.app.db.pool.connect();
    try {
      // Told not to scan whole tables, PostgreSQL still does when no index fits the condition.
      await client.query('SET enable_seqscan = off');
      const plan = async (filters: ListFilter[]) => {
        const sql = buildListSql(
          applicationList({ kind: 'all' }),
          { page: 1, size: 20, sort: 'id', direction: 'desc' },
          filters,
        );
        const page = await client.query(`EXPLAIN ${sql.pageSql}`, sql.pageParams);
        const count = await client.query(`EXPLAIN ${sql.countSql}`, sql.countParams);
        return [...page.rows, ...count.rows].map((row) => row['QUERY PLAN']).join('\n');
      };
      const byName = await plan([{ column: 'applicantName', operator: 'STR_EQUAL', value: 'Zoe Dang' }]);
      expect(byName).toContain('applicant_name_search_idx');
      expect(byName).not.toMatch(/Seq Scan on applicant\b/);
      const byEmail = await plan([
        { column: 'applicantEmail', operator: 'STR_EQUAL', value: 'person0@names.example' },
      ]);
      expect(byEmail).toContain('applicant_email_lower_idx');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });
});
