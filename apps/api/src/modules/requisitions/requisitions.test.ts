import { ROLES, SERVER_MESSAGES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const day = (offset: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + offset);
  return date;
};

let manager: string;
let managerId: number;
let officer: string;
let employee: string;
let applicant: string;

beforeAll(async () => {
  const managerUser = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
  manager = managerUser.token;
  managerId = managerUser.id;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  const prisma = t.app.db.prisma;
  const country = await prisma.country.create({ data: { name: 'Australia', code: 'AU' } });
  const city = await prisma.city.create({ data: { name: 'Sydney', countryId: country.id } });
  const department = await prisma.department.create({ data: { name: 'Engineering' } });
  const rows = Array.from({ length: 25 }, (_, i) => ({
    positionTitle: i === 7 ? 'Payroll Officer 50%' : `Engineer ${i + 1}`,
    startDate: day(-30),
    endDate: day(30),
    departmentId: department.id,
    status: 'IN',
    priority: 'N',
  }));
  // Expired: past the end date and still open. Closed ones never count as expired.
  rows.push({ ...rows[0]!, positionTitle: 'Expired open', endDate: day(-2), status: 'RVA' });
  rows.push({ ...rows[0]!, positionTitle: 'Expired closed', endDate: day(-2), status: 'CD' });
  for (const data of rows) {
    await prisma.jobPosition.create({
      data: { ...data, location: { create: { cityId: city.id, countryId: country.id } } },
    });
  }
});

describe('GET /api/v1/requisitions', () => {
  it('pages from the database, newest id first, with the list row fields', async () => {
    const res = await t.request('GET', '/api/v1/requisitions?page=2&size=10', { token: officer });
    expect(res.status).toBe(200);
    expect(res.body.paging).toEqual({ page: 2, size: 10, totalElements: 27, totalPages: 3 });
    expect(res.body.responseDataList).toHaveLength(10);
    const ids = res.body.responseDataList.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body.responseDataList[0]).toMatchObject({
      city: 'Sydney',
      orgDepartment: 'Engineering',
      jobSkillType: null,
      priority: 'N',
      progress: 'IN_PROGRESS',
    });
    expect(res.body.responseDataList[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('searches titles, treating % literally, and ids', async () => {
    const res = await t.request('GET', `/api/v1/requisitions?search=${encodeURIComponent('50%')}`, {
      token: manager,
    });
    expect(res.body.responseDataList.map((r: { positionTitle: string }) => r.positionTitle)).toEqual([
      'Payroll Officer 50%',
    ]);
    const id = res.body.responseDataList[0].id;
    const byId = await t.request('GET', `/api/v1/requisitions?search=${id}`, { token: manager });
    expect(byId.body.responseDataList.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('sorts by a whitelisted column and refuses others with 400 naming the field', async () => {
    const asc = await t.request('GET', '/api/v1/requisitions?sort=endDate&direction=asc&size=1', {
      token: manager,
    });
    expect(asc.body.responseDataList[0].positionTitle).toMatch(/^Expired/);
    const bad = await t.request('GET', '/api/v1/requisitions?sort=password_hash', { token: manager });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['sort']);
    const badPage = await t.request('GET', '/api/v1/requisitions?page=0', { token: manager });
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.body.fields)).toEqual(['page']);
  });

  it('is open to staff, including employees, and closed to the applicant kind', async () => {
    expect((await t.request('GET', '/api/v1/requisitions', { token: employee })).status).toBe(200);
    const denied = await t.request('GET', '/api/v1/requisitions', { token: applicant });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: SERVER_MESSAGES.forbidden, code: 'FORBIDDEN' });
  });
});

describe('expired job positions', () => {
  it('lists open requisitions past their end date, in the spec fields', async () => {
    const res = await t.request('GET', '/api/v1/job_position/expired', { token: officer });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(Object.keys(res.body[0]).sort()).toEqual(['end_date', 'id', 'start_date', 'title']);
    expect(res.body[0].title).toBe('Expired open');
  });

  it('needs JOB_POSTING', async () => {
    expect((await t.request('GET', '/api/v1/job_position/expired', { token: employee })).status).toBe(403);
    expect((await t.request('GET', '/api/v1/job_position/expired')).status).toBe(401);
  });

  it('deletes with JOB_POSTING only, and answers 404 for an unknown id', async () => {
    const [expired] = (await t.request('GET', '/api/v1/job_position/expired', { token: manager })).body;
    const url = `/api/v1/job_position/delete/${expired.id}`;
    expect((await t.request('DELETE', url, { token: employee })).status).toBe(403);
    expect((await t.request('DELETE', url, { token: applicant })).status).toBe(403);
    const res = await t.request('DELETE', url, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'deleted' });
    expect((await t.request('GET', '/api/v1/job_position/expired', { token: manager })).body).toEqual([]);
    // The requisition's own audit log went with it; the deletion is kept in audit_event.
    const trail = await t.app.db.prisma.auditEvent.findMany({
      where: { entity: 'JobPosition', entityId: String(expired.id) },
    });
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'DELETE', userId: managerId });
    expect(trail[0]?.details).toMatchObject({ positionTitle: 'Expired open', status: 'RVA' });
    expect((await t.request('DELETE', url, { token: manager })).status).toBe(404);
    expect((await t.request('DELETE', '/api/v1/job_position/delete/abc', { token: manager })).status).toBe(
      400,
    );
  });
});
