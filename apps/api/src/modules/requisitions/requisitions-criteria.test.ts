import { ROLES, SERVER_MESSAGES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const URL = '/api/v1/requisitions/criteria';

let manager: string;
let employee: string;
let applicant: string;
const ids: Record<string, number> = {};

interface Row {
  id: number;
  positionTitle: string;
}

const criteria = async (body: Record<string, unknown>, token = manager) =>
  t.request('POST', URL, { token, body: { page: 1, columns: [], operators: [], values: [], ...body } });

const titles = (res: { body: { responseDataList: Row[] } }) =>
  res.body.responseDataList.map((row) => row.positionTitle).sort();

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  const prisma = t.app.db.prisma;
  const country = await prisma.country.create({ data: { name: 'Australia', code: 'AU' } });
  const sydney = await prisma.city.create({ data: { name: 'Sydney', countryId: country.id } });
  const perth = await prisma.city.create({ data: { name: 'Perth', countryId: country.id } });
  const engineering = await prisma.department.create({ data: { name: 'Engineering' } });
  const finance = await prisma.department.create({ data: { name: 'Finance' } });
  const permanent = await prisma.positionType.create({ data: { name: 'Permanent' } });
  const contract = await prisma.positionType.create({ data: { name: 'Contract' } });
  Object.assign(ids, {
    sydney: sydney.id,
    perth: perth.id,
    engineering: engineering.id,
    finance: finance.id,
  });
  Object.assign(ids, { permanent: permanent.id, contract: contract.id });
  const rows = [
    {
      positionTitle: 'Backend Engineer',
      city: sydney,
      department: engineering,
      type: permanent,
      status: 'IN',
      priority: 'H',
      start: '2026-03-01',
      progress: 'COMPLETED',
    },
    {
      positionTitle: 'Frontend Engineer',
      city: perth,
      department: engineering,
      type: contract,
      status: 'DR',
      priority: 'N',
      start: '2026-03-01',
      progress: 'IN_PROGRESS',
    },
    {
      positionTitle: 'Accountant',
      city: sydney,
      department: finance,
      type: permanent,
      status: 'DR',
      priority: 'L',
      start: '2026-04-15',
      progress: 'COMPLETED',
    },
    {
      positionTitle: 'Payroll Clerk',
      city: perth,
      department: finance,
      type: contract,
      status: 'CD',
      priority: 'N',
      start: '2026-05-20',
      progress: 'IN_PROGRESS',
    },
  ];
  for (const row of rows) {
    const created = await prisma.jobPosition.create({
      data: {
        positionTitle: row.positionTitle,
        departmentId: row.department.id,
        positionTypeId: row.type.id,
        status: row.status,
        priority: row.priority,
        progress: row.progress,
        requestDate: new Date('2026-02-01T00:00:00Z'),
        startDate: new Date(`${row.start}T00:00:00Z`),
        endDate: new Date('2026-12-31T00:00:00Z'),
        location: { create: { cityId: row.city.id, countryId: country.id } },
      },
    });
    ids[row.positionTitle] = created.id;
  }
});

describe('POST /api/v1/requisitions/criteria', () => {
  it('answers the whole list as a page when no filter is given, newest first', async () => {
    const res = await criteria({ size: 3 });
    expect(res.status).toBe(200);
    expect(res.body.paging).toEqual({ page: 1, size: 3, totalElements: 4, totalPages: 2 });
    const listed = res.body.responseDataList.map((row: Row) => row.id);
    expect(listed).toEqual([...listed].sort((a: number, b: number) => b - a));
    expect(res.body.responseDataList[0]).toMatchObject({ positionTitle: 'Payroll Clerk', city: 'Perth' });
  });

  it('filters by each operator', async () => {
    const one = (column: string, operator: string, value: string) =>
      criteria({ columns: [column], operators: [operator], values: [value] });
    expect(titles(await one('id', 'NUM_EQUAL', String(ids.Accountant)))).toEqual(['Accountant']);
    expect(titles(await one('id', 'NUM_SQUAL', String(ids['Frontend Engineer'])))).toEqual([
      'Backend Engineer',
      'Frontend Engineer',
    ]);
    expect(titles(await one('city', 'NUM_EQUAL', String(ids.sydney)))).toEqual([
      'Accountant',
      'Backend Engineer',
    ]);
    expect(titles(await one('orgDepartment', 'NUM_EQUAL', String(ids.finance)))).toEqual([
      'Accountant',
      'Payroll Clerk',
    ]);
    expect(titles(await one('jobPositionType', 'NUM_EQUAL', String(ids.contract)))).toEqual([
      'Frontend Engineer',
      'Payroll Clerk',
    ]);
    expect(titles(await one('jobSkillType', 'NUM_EQUAL', String(ids.permanent)))).toEqual([
      'Accountant',
      'Backend Engineer',
    ]);
    expect(titles(await one('positionTitle', 'STR_CONTAIN', 'engineer'))).toEqual([
      'Backend Engineer',
      'Frontend Engineer',
    ]);
    expect(titles(await one('positionTitle', 'STR_EQUAL', 'accountant'))).toEqual(['Accountant']);
    expect(titles(await one('positionTitle', 'STR_CONTAIN', '%'))).toEqual([]);
    expect(titles(await one('startDate', 'TIME_EQUAL', '2026-03-01'))).toEqual([
      'Backend Engineer',
      'Frontend Engineer',
    ]);
    expect(titles(await one('requestDate', 'TIME_EQUAL', '2026-02-02'))).toEqual([]);
    expect(titles(await one('endDate', 'TIME_EQUAL', '2026-12-31'))).toHaveLength(4);
    expect(titles(await one('status', 'SEL_EQUAL', 'DR'))).toEqual(['Accountant', 'Frontend Engineer']);
    expect(titles(await one('priority', 'SEL_EQUAL', 'H'))).toEqual(['Backend Engineer']);
    expect(titles(await one('progress', 'SEL_EQUAL', 'COMPLETED'))).toEqual([
      'Accountant',
      'Backend Engineer',
    ]);
  });

  it('combines filters with AND, the search box and the total', async () => {
    const res = await criteria({
      columns: ['status', 'orgDepartment'],
      operators: ['SEL_EQUAL', 'NUM_EQUAL'],
      values: ['DR', String(ids.engineering)],
    });
    expect(titles(res)).toEqual(['Frontend Engineer']);
    expect(res.body.paging.totalElements).toBe(1);
    const searched = await criteria({
      search: 'engineer',
      columns: ['city'],
      operators: ['NUM_EQUAL'],
      values: [String(ids.sydney)],
    });
    expect(titles(searched)).toEqual(['Backend Engineer']);
  });

  it('sorts by any list column and pages', async () => {
    const asc = await criteria({ sort: 'positionTitle', direction: 'asc', size: 2, page: 2 });
    expect(asc.status).toBe(200);
    expect(asc.body.responseDataList.map((row: Row) => row.positionTitle)).toEqual([
      'Frontend Engineer',
      'Payroll Clerk',
    ]);
    expect(asc.body.paging).toEqual({ page: 2, size: 2, totalElements: 4, totalPages: 2 });
    const byCity = await criteria({ sort: 'city', direction: 'desc', size: 4 });
    expect(byCity.body.responseDataList.map((row: { city: string }) => row.city)).toEqual([
      'Sydney',
      'Sydney',
      'Perth',
      'Perth',
    ]);
    // Priority sorts by its meaning (Low < Normal < High), not by its code (H < L < N).
    const byPriority = await criteria({ sort: 'priority', direction: 'asc', size: 10 });
    const ranks = byPriority.body.responseDataList.map((row: { priority: string }) =>
      'LNH'.indexOf(row.priority),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBeGreaterThan(2);
    const beyond = await criteria({ page: 9 });
    expect(beyond.body.responseDataList).toEqual([]);
    expect(beyond.body.paging.totalElements).toBe(4);
  });

  it('refuses an unknown column, operator or a value that does not fit, naming the field', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await criteria(body);
      expect(res.status).toBe(400);
      return Object.keys(res.body.fields);
    };
    expect(await fieldsOf({ columns: ['password_hash'], operators: ['STR_EQUAL'], values: ['x'] })).toEqual([
      'columns.0',
    ]);
    expect(await fieldsOf({ columns: ['status'], operators: ['LIKE'], values: ['DR'] })).toEqual([
      'operators.0',
    ]);
    expect(await fieldsOf({ columns: ['status'], operators: ['NUM_EQUAL'], values: ['DR'] })).toEqual([
      'operators',
    ]);
    expect(await fieldsOf({ columns: ['id'], operators: ['NUM_EQUAL'], values: ['1 OR 1=1'] })).toEqual([
      'values',
    ]);
    expect(
      await fieldsOf({ columns: ['startDate'], operators: ['TIME_EQUAL'], values: ['2026-02-30'] }),
    ).toEqual(['values']);
    expect(await fieldsOf({ columns: ['status'], operators: ['SEL_EQUAL'], values: ['ZZ'] })).toEqual([
      'values',
    ]);
    expect(await fieldsOf({ columns: ['status'], operators: ['SEL_EQUAL'], values: [] })).toEqual(['values']);
    expect(await fieldsOf({ sort: 'password_hash' })).toEqual(['sort']);
    expect(await fieldsOf({ page: 0 })).toEqual(['page']);
  });

  it('is open to staff and closed to applicants and anonymous callers', async () => {
    expect((await criteria({}, employee)).status).toBe(200);
    const denied = await criteria({}, applicant);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: SERVER_MESSAGES.forbidden, code: 'FORBIDDEN' });
    const anonymous = await t.request('POST', URL, {
      body: { page: 1, columns: [], operators: [], values: [] },
    });
    expect(anonymous.status).toBe(401);
  });
});
