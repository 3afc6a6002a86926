// Leave management through the API (and the services with a fixed clock where time decides):
// working days, balances counted with pending requests, deduction and restoration, cancellation,
// the accrual job's idempotence, who may decide, the emailed link and the 400s naming fields.
import { LEAVE_MESSAGES, ROLES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { runLeaveAccrual } from './leave-accrual.js';
import { createLeaveRequestsService } from './leave-requests.service.js';

const t = useTestApp();
const api = (path: string) => `/api/hr/v1${path}`;

let hr: TestUser;
let manager: TestUser;
let outsider: TestUser;
let employeeUser: TestUser;
let colleagueUser: TestUser;
let employeeId: number;
let colleagueId: number;
let annualId: number;
let unpaidId: number;
let casualOnlyId: number;
let nsw: number;
let vic: number;
let australia: number;
let department: number;

async function makeEmployee(
  user: TestUser,
  options: { managerId: number | null; state: string; start: string },
) {
  const employee = await t.app.db.prisma.employee.create({
    data: {
      userId: user.id,
      managerId: options.managerId,
      departmentId: department,
      status: 'ACTIVE',
      employmentStartDate: new Date(`${options.start}T00:00:00Z`),
      personalDetails: { create: { firstName: 'Sam', lastName: `Leave ${user.id}` } },
      addresses: {
        create: { kind: 'PHYSICAL', line1: '1 George St', state: options.state, country: 'Australia' },
      },
    },
  });
  return employee.id;
}

const typeBody = (over: Record<string, unknown> = {}) => ({
  name: `Annual ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'ANNUAL',
  paid: true,
  accrualDaysPerYear: 20,
  accrualFrequency: 'MONTHLY',
  ...over,
});

async function adjust(employee: number, leaveTypeId: number, days: number) {
  const res = await t.request('POST', api('/leave/balances/adjust'), {
    token: hr.token,
    body: { employeeId: employee, leaveTypeId, days, comment: 'Opening balance' },
  });
  expect(res.status).toBe(200);
}

async function balance(token: string, leaveTypeId: number) {
  const res = await t.request('GET', api('/leave/me'), { token });
  expect(res.status).toBe(200);
  return res.body.balances.find((b: { leaveTypeId: number }) => b.leaveTypeId === leaveTypeId);
}

/** An employee of the test's own (NSW, reporting to `manager`) with `annualDays` of annual leave. */
async function staff(annualDays: number): Promise<{ user: TestUser; id: number }> {
  const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  const id = await makeEmployee(user, { managerId: manager.id, state: 'NSW', start: '2026-01-01' });
  if (annualDays) await adjust(id, annualId, annualDays);
  return { user, id };
}

async function request(token: string, body: Record<string, unknown>) {
  return t.request('POST', api('/leave/requests'), { token, body: { leaveTypeId: annualId, ...body } });
}

beforeAll(async () => {
  hr = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
  manager = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  outsider = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  employeeUser = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  colleagueUser = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  const prisma = t.app.db.prisma;
  const country =
    (await prisma.country.findFirst({ where: { code: 'AU' } })) ??
    (await prisma.country.create({ data: { name: 'Australia', code: 'AU' } }));
  australia = country.id;
  const state = async (name: string, code: string) =>
    (await prisma.state.findFirst({ where: { countryId: australia, name } })) ??
    (await prisma.state.create({ data: { countryId: australia, name, code } }));
  nsw = (await state('New South Wales', 'NSW')).id;
  vic = (await state('Victoria', 'VIC')).id;
  department = (await prisma.department.create({ data: { name: `Leave dept ${Date.now()}` } })).id;
  employeeId = await makeEmployee(employeeUser, { managerId: manager.id, state: 'NSW', start: '2026-01-01' });
  colleagueId = await makeEmployee(colleagueUser, {
    managerId: manager.id,
    state: 'VIC',
    start: '2026-01-01',
  });

  const annual = await t.request('POST', api('/leave/types'), { token: hr.token, body: typeBody() });
  expect(annual.status).toBe(201);
  annualId = annual.body.id;
  const unpaid = await t.request('POST', api('/leave/types'), {
    token: hr.token,
    body: typeBody({
      name: 'Unpaid test leave',
      kind: 'UNPAID',
      paid: false,
      accrualDaysPerYear: 0,
      accrualFrequency: 'NONE',
      negativeBalanceAllowed: true,
      halfDaysAllowed: false,
    }),
  });
  unpaidId = unpaid.body.id;
  const casual = await prisma.positionType.create({ data: { name: `Casual ${Date.now()}` } });
  const casualOnly = await t.request('POST', api('/leave/types'), {
    token: hr.token,
    body: typeBody({ name: 'Casual loading leave', positionTypeIds: [casual.id] }),
  });
  casualOnlyId = casualOnly.body.id;

  // Monday 10 March 2031 is a NSW holiday, Tuesday 11 March a Victorian one.
  for (const [stateId, date, name] of [
    [nsw, '2031-03-10', 'NSW test day'],
    [vic, '2031-03-11', 'VIC test day'],
  ] as const) {
    const res = await t.request('POST', api('/leave/holidays'), {
      token: hr.token,
      body: { countryId: australia, stateId, date, name },
    });
    expect(res.status).toBe(201);
  }
});

describe('leave types and holidays', () => {
  it('are changed by HR only', async () => {
    const body = typeBody();
    expect((await t.request('POST', api('/leave/types'), { token: manager.token, body })).status).toBe(403);
    expect((await t.request('POST', api('/leave/types'), { token: employeeUser.token, body })).status).toBe(
      403,
    );
    const holiday = { countryId: australia, stateId: null, date: '2031-12-25', name: 'Christmas Day' };
    expect(
      (await t.request('POST', api('/leave/holidays'), { token: employeeUser.token, body: holiday })).status,
    ).toBe(403);
    const listed = await t.request('GET', api('/leave/types'), { token: employeeUser.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((type: { id: number }) => type.id)).toContain(annualId);
  });

  it('refuse a duplicate holiday and a state of another country, naming the field', async () => {
    const same = await t.request('POST', api('/leave/holidays'), {
      token: hr.token,
      body: { countryId: australia, stateId: nsw, date: '2031-03-10', name: 'Again' },
    });
    expect(same.status).toBe(409);
    expect(same.body.fields).toHaveProperty('date');
    const prisma = t.app.db.prisma;
    const other = (
      (await prisma.country.findFirst({ where: { code: 'NZ' } })) ??
      (await prisma.country.create({ data: { name: 'New Zealand', code: 'NZ' } }))
    ).id;
    const wrong = await t.request('POST', api('/leave/holidays'), {
      token: hr.token,
      body: { countryId: other, stateId: nsw, date: '2031-03-12', name: 'Wrong' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('stateId');
  });

  it('imports a holiday sheet all or nothing, and serves its template', async () => {
    const template = await fetch(`${t.baseUrl}${api('/leave/holidays/excel-template')}`, {
      headers: { authorization: `Bearer ${hr.token}` },
    });
    expect(template.status).toBe(200);
    const sheet = async (rows: string[][]) => {
      const workbook = new ExcelJS.Workbook();
      const ws = workbook.addWorksheet('Holidays');
      ws.addRow(['Country', 'State', 'Date', 'Name']);
      for (const row of rows) ws.addRow(row);
      const form = new FormData();
      form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'holidays.xlsx');
      return fetch(`${t.baseUrl}${api('/leave/holidays/create-new/excel')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${hr.token}` },
        body: form,
      });
    };
    const bad = await sheet([
      ['Australia', '', '2031-01-27', 'Australia Day'],
      ['Australia', 'Atlantis', '2031-06-09', 'Nowhere Day'],
    ]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { rows: unknown }).rows).toEqual([
      { row: 3, reason: expect.stringContaining('Atlantis') },
    ]);
    const date = { gte: new Date('2031-01-27T00:00:00Z'), lte: new Date('2031-01-27T00:00:00Z') };
    expect(await t.app.db.prisma.publicHoliday.count({ where: { date } })).toBe(0);
    const good = await sheet([
      ['AU', '', '2031-01-27', 'Australia Day'],
      ['Australia', 'NSW', '2031-08-04', 'Bank Holiday'],
    ]);
    expect(good.status).toBe(201);
    expect(await good.json()).toEqual({ imported: 2 });
    expect(await t.app.db.prisma.publicHoliday.count({ where: { date } })).toBe(1);
  });
});

describe('requests', () => {
  it('count working days across a weekend and the public holiday of the employee state only', async () => {
    // Thursday 6 to Tuesday 11 March 2031: the weekend and the NSW Monday are not leave; the
    // Victorian Tuesday is, for this NSW employee.
    const res = await t.request('POST', api('/leave/requests/preview'), {
      token: employeeUser.token,
      body: { leaveTypeId: unpaidId, startDate: '2031-03-06', endDate: '2031-03-11' },
    });
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(3);
    expect(res.body.holidays).toEqual([{ date: '2031-03-10', name: 'NSW test day' }]);
    const vicRes = await t.request('POST', api('/leave/requests/preview'), {
      token: colleagueUser.token,
      body: { leaveTypeId: unpaidId, startDate: '2031-03-06', endDate: '2031-03-11' },
    });
    expect(vicRes.body.days).toBe(3);
    expect(vicRes.body.holidays).toEqual([{ date: '2031-03-11', name: 'VIC test day' }]);
  });

  it('count pending requests against the balance and refuse an overdraw (409 naming the type)', async () => {
    // An employee of its own: no other test's requests or balance count here.
    const { user } = await staff(5);
    const first = await request(user.token, { startDate: '2031-04-07', endDate: '2031-04-09' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(LEAVE_MESSAGES.requestCreated);
    expect(first.body.data).toMatchObject({ status: 'PENDING', days: 3, canCancel: true, canDecide: false });
    expect(await balance(user.token, annualId)).toMatchObject({
      accrued: 5,
      pending: 3,
      available: 2,
    });

    const over = await request(user.token, { startDate: '2031-04-14', endDate: '2031-04-16' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(over.body.message).toBe(LEAVE_MESSAGES.insufficientBalance(2, 3));
    expect(over.body.fields).toHaveProperty('leaveTypeId');

    // Overlapping the pending request: refused, naming the start date.
    const overlap = await request(user.token, { startDate: '2031-04-09', endDate: '2031-04-09' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('LEAVE_OVERLAP');
    expect(overlap.body.fields).toHaveProperty('startDate');

    // A type allowing a negative balance is not refused.
    const unpaid = await request(user.token, {
      leaveTypeId: unpaidId,
      startDate: '2031-04-22',
      endDate: '2031-04-23',
    });
    expect(unpaid.status).toBe(201);
    // Cancelling the pending request frees its days.
    const cancel = await t.request('POST', api(`/leave/requests/${first.body.data.id}/cancel`), {
      token: user.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('CANCELLED');
    expect(await balance(user.token, annualId)).toMatchObject({ pending: 0, available: 5 });
  });

  it('deduct on approval, restore on an approved cancellation, and a decline frees the pending days', async () => {
    const { user } = await staff(5);
    const made = await request(user.token, { startDate: '2031-05-05', endDate: '2031-05-07' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const approved = await t.request('POST', api(`/leave/requests/${id}/decide`), {
      token: manager.token,
      body: { decision: 'APPROVE', comment: 'Enjoy' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(LEAVE_MESSAGES.requestApproved);
    expect(await balance(user.token, annualId)).toMatchObject({ taken: 3, pending: 0, available: 2 });
    // The approval email carries the leave as an all-day event.
    const decided = await t.app.db.prisma.outboundEmail.findFirst({
      where: { entity: 'leave_request', entityId: String(id), templateKey: 'LEAVE_DECIDED' },
    });
    const attachments = decided?.attachments as { filename: string; content: string }[];
    expect(attachments[0]?.filename).toBe('leave.ics');
    expect(attachments[0]?.content).toContain('DTSTART;VALUE=DATE:20310505');
    expect(attachments[0]?.content).toContain('DTEND;VALUE=DATE:20310508');

    // Deciding twice: 409.
    const again = await t.request('POST', api(`/leave/requests/${id}/decide`), {
      token: manager.token,
      body: { decision: 'DECLINE' },
    });
    expect(again.status).toBe(409);

    // Cancelling approved leave before it starts needs the manager's approval; the days stay taken.
    const cancel = await t.request('POST', api(`/leave/requests/${id}/cancel`), {
      token: user.token,
      body: { reason: 'Plans changed' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe(LEAVE_MESSAGES.cancelRequested);
    expect(cancel.body.data.status).toBe('CANCEL_PENDING');
    expect(await balance(user.token, annualId)).toMatchObject({ taken: 3, available: 2 });
    const restore = await t.request('POST', api(`/leave/requests/${id}/decide`), {
      token: manager.token,
      body: { decision: 'APPROVE' },
    });
    expect(restore.status).toBe(200);
    expect(restore.body.data.status).toBe('CANCELLED');
    expect(await balance(user.token, annualId)).toMatchObject({ taken: 0, available: 5 });

    const declined = await request(user.token, { startDate: '2031-06-02', endDate: '2031-06-03' });
    expect(await balance(user.token, annualId)).toMatchObject({ pending: 2, available: 3 });
    const decline = await t.request('POST', api(`/leave/requests/${declined.body.data.id}/decide`), {
      token: hr.token,
      body: { decision: 'DECLINE', comment: 'Stocktake week' },
    });
    expect(decline.status).toBe(200);
    expect(decline.body.data).toMatchObject({ status: 'DECLINED', decisionComment: 'Stocktake week' });
    expect(await balance(user.token, annualId)).toMatchObject({ pending: 0, taken: 0, available: 5 });
  });

  it('refuse a decision by anyone but the manager or HR (403), the employee included', async () => {
    const { user: employee } = await staff(1);
    const made = await request(employee.token, { startDate: '2031-07-07', endDate: '2031-07-07' });
    const id = made.body.data.id;
    for (const user of [outsider, employee, colleagueUser]) {
      const res = await t.request('POST', api(`/leave/requests/${id}/decide`), {
        token: user.token,
        body: { decision: 'APPROVE' },
      });
      expect(res.status, user.email).toBe(403);
    }
    const cancel = await t.request('POST', api(`/leave/requests/${id}/cancel`), {
      token: employee.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
  });

  it("keep an employee out of another's leave (404) and a manager out of non-reports'", async () => {
    const made = await request(colleagueUser.token, {
      leaveTypeId: unpaidId,
      startDate: '2031-08-11',
      endDate: '2031-08-11',
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect((await t.request('GET', api(`/leave/requests/${id}`), { token: employeeUser.token })).status).toBe(
      404,
    );
    expect(
      (await t.request('GET', api(`/leave/balances/${colleagueId}`), { token: employeeUser.token })).status,
    ).toBe(404);
    expect((await t.request('GET', api(`/leave/requests/${id}`), { token: outsider.token })).status).toBe(
      404,
    );
    expect((await t.request('GET', api(`/leave/requests/${id}`), { token: manager.token })).status).toBe(200);
    expect((await t.request('GET', api(`/leave/balances/${colleagueId}`), { token: hr.token })).status).toBe(
      200,
    );
    // An employee cannot request for someone else.
    const forOther = await request(employeeUser.token, {
      employeeId: colleagueId,
      startDate: '2031-08-18',
      endDate: '2031-08-18',
    });
    expect(forOther.status).toBe(404);
    const all = await t.request('GET', api('/leave/requests?scope=all'), { token: employeeUser.token });
    expect(all.body.responseDataList).toEqual([]);
    const mine = await t.request('GET', api('/leave/requests?scope=mine'), { token: colleagueUser.token });
    expect(mine.body.responseDataList.map((r: { id: number }) => r.id)).toContain(id);
    const toApprove = await t.request('GET', api('/leave/requests?scope=to-approve'), {
      token: manager.token,
    });
    expect(toApprove.body.responseDataList.map((r: { id: number }) => r.id)).toContain(id);
    // The colleague's calendar entry shows to the employee (same department) without its type.
    const calendar = await t.request('GET', api('/leave/calendar?from=2031-08-01&to=2031-08-31'), {
      token: employeeUser.token,
    });
    expect(calendar.status).toBe(200);
    const absence = calendar.body.absences.find((a: { requestId: number }) => a.requestId === id);
    expect(absence).toMatchObject({ state: 'PENDING', leaveTypeName: null, employeeId: colleagueId });
    expect(calendar.body.days.find((d: { date: string }) => d.date === '2031-08-11')).toMatchObject({
      pending: 1,
    });
    const hrCalendar = await t.request(
      'GET',
      api(`/leave/calendar?from=2031-08-01&to=2031-08-31&departmentId=${department}`),
      {
        token: hr.token,
      },
    );
    expect(
      hrCalendar.body.absences.find((a: { requestId: number }) => a.requestId === id).leaveTypeName,
    ).toBe('Unpaid test leave');
  });

  it('page newest start first, each page apart, and filter by status and employee', async () => {
    const { user, id } = await staff(10);
    const made: number[] = [];
    for (const day of ['2032-03-08', '2032-03-01', '2032-03-15']) {
      const res = await request(user.token, { startDate: day, endDate: day });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body.data.id);
    }
    const [mid, early, late] = made as [number, number, number];
    const cancelled = await t.request('POST', api(`/leave/requests/${early}/cancel`), {
      token: user.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    const page = async (query: string, token = user.token) => {
      const res = await t.request('GET', api(`/leave/requests?${query}`), { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.responseDataList.map((r: { id: number }) => r.id), paging: res.body.paging };
    };
    expect(await page('scope=mine&page=1&size=2')).toEqual({
      ids: [late, mid],
      paging: { page: 1, size: 2, totalElements: 3, totalPages: 2 },
    });
    expect((await page('scope=mine&page=2&size=2')).ids).toEqual([early]);
    expect((await page('scope=mine&page=3&size=2')).ids).toEqual([]);
    expect((await page('scope=mine&status=CANCELLED')).ids).toEqual([early]);
    // The manager sees the open ones to approve, and all three of this employee's among the reports'.
    expect((await page(`scope=to-approve&employeeId=${id}`, manager.token)).ids).toEqual([late, mid]);
    expect((await page(`scope=all&employeeId=${id}`, manager.token)).ids).toEqual([late, mid, early]);
    // HR sees everyone's: all three, and the open two to approve (never HR's own).
    expect((await page(`scope=all&employeeId=${id}`, hr.token)).ids).toEqual([late, mid, early]);
    expect((await page(`scope=to-approve&employeeId=${id}`, hr.token)).ids).toEqual([late, mid]);
    expect((await page('scope=all&page=1&size=1', hr.token)).paging.totalElements).toBeGreaterThanOrEqual(3);
    // Another employee's filter shows nothing of theirs to this employee.
    expect((await page(`scope=mine&employeeId=${colleagueId}`)).ids).toEqual([]);
    const bad = await t.request('GET', api('/leave/requests?scope=mine&status=LOST&size=500'), {
      token: user.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');
    expect(bad.body.fields).toHaveProperty('size');
  });

  it('let HR request on an employee’s behalf; a type the employee does not have is a 400 naming it', async () => {
    const behalf = await request(hr.token, {
      employeeId: colleagueId,
      leaveTypeId: unpaidId,
      startDate: '2031-09-01',
      endDate: '2031-09-01',
    });
    expect(behalf.status).toBe(201);
    expect(behalf.body.data.employeeId).toBe(colleagueId);
    const notTheirs = await request(employeeUser.token, {
      leaveTypeId: casualOnlyId,
      startDate: '2031-09-08',
      endDate: '2031-09-08',
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.fields).toEqual({ leaveTypeId: LEAVE_MESSAGES.typeNotForEmployee });
    const half = await request(employeeUser.token, {
      leaveTypeId: unpaidId,
      startDate: '2031-09-08',
      endDate: '2031-09-08',
      halfDayStart: true,
    });
    expect(half.status).toBe(400);
    expect(half.body.fields).toHaveProperty('halfDayStart');
  });

  it('answer 400 naming the field for bad input', async () => {
    const backwards = await request(employeeUser.token, { startDate: '2031-10-10', endDate: '2031-10-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('endDate');
    const noType = await t.request('POST', api('/leave/requests'), {
      token: employeeUser.token,
      body: { startDate: '2031-10-01', endDate: '2031-10-02' },
    });
    expect(noType.status).toBe(400);
    expect(noType.body.fields).toHaveProperty('leaveTypeId');
    const badDate = await request(employeeUser.token, { startDate: '31/10/2031', endDate: '2031-10-02' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toHaveProperty('startDate');
    const badDecision = await t.request('POST', api('/leave/requests/1/decide'), {
      token: manager.token,
      body: { decision: 'MAYBE' },
    });
    expect(badDecision.status).toBe(400);
    expect(badDecision.body.fields).toHaveProperty('decision');
    const badType = await t.request('POST', api('/leave/types'), {
      token: hr.token,
      body: typeBody({ accrualDaysPerYear: 2.345 }),
    });
    expect(badType.status).toBe(400);
    expect(badType.body.fields).toHaveProperty('accrualDaysPerYear');
  });
});

describe('the emailed decision link', () => {
  it('approves once; a second use is refused', async () => {
    const { user } = await staff(1);
    const made = await request(user.token, { startDate: '2031-11-03', endDate: '2031-11-03' });
    expect(made.status).toBe(201);
    const email = await t.app.db.prisma.outboundEmail.findFirst({
      where: { entity: 'leave_request', entityId: String(made.body.data.id), templateKey: 'LEAVE_REQUESTED' },
    });
    expect(email?.toAddress).toBe(manager.email);
    const token = /\/leave-decision\/([\w-]+)/.exec(email?.textBody ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const page = await t.request('GET', api(`/leave/by-token/${token}`));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ open: true, request: { id: made.body.data.id, days: 1 } });
    expect(page.body.request).not.toHaveProperty('reason');

    const first = await t.request('POST', api('/leave/decide-by-link'), {
      body: { token, decision: 'APPROVE', comment: 'From my phone' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('APPROVED');
    const second = await t.request('POST', api('/leave/decide-by-link'), {
      body: { token, decision: 'DECLINE' },
    });
    expect(second.status).toBe(410);
    expect((await t.request('GET', api(`/leave/by-token/${token}`))).body.open).toBe(false);
    const unknown = await t.request('POST', api('/leave/decide-by-link'), {
      body: { token: 'x'.repeat(43), decision: 'APPROVE' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('with a fixed clock', () => {
  it('refuses to cancel approved leave once it has started', async () => {
    const service = createLeaveRequestsService({
      db: t.app.db,
      lists: t.app.db.lists,
      mailer: t.app.mailer,
      clock: () => new Date('2031-12-02T09:00:00Z'),
    });
    const caller = { id: employeeUser.id, authorities: [] };
    const made = await service.create(
      {
        leaveTypeId: unpaidId,
        startDate: '2031-12-01',
        endDate: '2031-12-01',
        halfDayStart: false,
        halfDayEnd: false,
        reason: '',
        documentFileId: null,
      },
      caller,
    );
    await service.decide(made.data.id, 'APPROVE', '', { id: manager.id, authorities: [] });
    await expect(service.cancel(made.data.id, '', caller)).rejects.toMatchObject({
      status: 409,
      message: LEAVE_MESSAGES.alreadyStarted,
    });
  });

  it('runs the accrual job twice with the same balance', async () => {
    const deps = { db: t.app.db, clock: () => new Date('2026-07-15T03:00:00Z') };
    const before = (await balance(colleagueUser.token, annualId)).accrued;
    const first = await runLeaveAccrual(deps);
    expect(first.credited).toBeGreaterThan(0);
    const after = await balance(colleagueUser.token, annualId);
    // January to June 2026 at 20 days a year: 10 days.
    expect(after.accrued - before).toBeCloseTo(10, 2);
    const second = await runLeaveAccrual(deps);
    expect(second).toEqual({ credited: 0, forfeited: 0 });
    expect(await balance(colleagueUser.token, annualId)).toEqual(after);
  });
});

describe('carry-over, documents and HR actions', () => {
  it('forfeits what is above the carry-over cap on 1 January, once', async () => {
    const capped = await t.request('POST', api('/leave/types'), {
      token: hr.token,
      body: typeBody({ name: 'Capped leave', accrualDaysPerYear: 12, carryOverCap: 5 }),
    });
    expect(capped.status).toBe(201);
    const deps = { db: t.app.db, clock: () => new Date('2027-01-10T03:00:00Z') };
    await runLeaveAccrual(deps);
    const colleague = (await balance(colleagueUser.token, capped.body.id)).accrued;
    // Twelve months of 2026 at a day a month, five of them kept into 2027.
    expect(colleague).toBe(5);
    await runLeaveAccrual(deps);
    expect((await balance(colleagueUser.token, capped.body.id)).accrued).toBe(5);
  });

  it('asks for a document beyond the type limit, and takes the one the employee uploaded', async () => {
    const sick = await t.request('POST', api('/leave/types'), {
      token: hr.token,
      body: typeBody({
        name: 'Sick test leave',
        kind: 'PERSONAL',
        documentRequiredAfterDays: 1,
        negativeBalanceAllowed: true,
      }),
    });
    const body = { leaveTypeId: sick.body.id, startDate: '2032-02-02', endDate: '2032-02-03' };
    const preview = await t.request('POST', api('/leave/requests/preview'), {
      token: employeeUser.token,
      body,
    });
    expect(preview.body).toMatchObject({
      days: 2,
      documentRequired: true,
      problem: LEAVE_MESSAGES.documentRequired(1),
    });
    const refused = await request(employeeUser.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('documentFileId');
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')]),
      'certificate.pdf',
    );
    const uploaded = await fetch(`${t.baseUrl}/api/v1/file/upload?purpose=COMPLIANCE`, {
      method: 'POST',
      headers: { authorization: `Bearer ${employeeUser.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as { data: { id: number } }).data;
    // Someone else's file is refused; the employee's own is kept on the request.
    const notMine = await request(colleagueUser.token, { ...body, documentFileId: file.id });
    expect(notMine.status).toBe(400);
    expect(notMine.body.fields).toHaveProperty('documentFileId');
    const made = await request(employeeUser.token, { ...body, documentFileId: file.id });
    expect(made.status).toBe(201);
    expect(made.body.data.documentFile).toEqual({ id: file.id, originalName: 'certificate.pdf' });
    // HR and the manager read the certificate; a colleague does not.
    const download = (user: TestUser) =>
      fetch(`${t.baseUrl}/api/v1/file/${file.id}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect((await download(manager)).status).toBe(200);
    expect((await download(hr)).status).toBe(200);
    expect((await download(colleagueUser)).status).toBe(404);
  });

  it("lets HR cancel someone's approved leave at once, restoring it", async () => {
    await adjust(colleagueId, annualId, 3);
    const made = await request(colleagueUser.token, { startDate: '2032-03-01', endDate: '2032-03-01' });
    await t.request('POST', api(`/leave/requests/${made.body.data.id}/decide`), {
      token: manager.token,
      body: { decision: 'APPROVE' },
    });
    const before = await balance(colleagueUser.token, annualId);
    const cancel = await t.request('POST', api(`/leave/requests/${made.body.data.id}/cancel`), {
      token: hr.token,
      body: { reason: 'Rostered elsewhere' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('CANCELLED');
    expect((await balance(colleagueUser.token, annualId)).available).toBe(before.available + 1);
    // The manager may decide but not cancel: that is the employee's or HR's call.
    const again = await request(colleagueUser.token, { startDate: '2032-03-08', endDate: '2032-03-08' });
    const byManager = await t.request('POST', api(`/leave/requests/${again.body.data.id}/cancel`), {
      token: manager.token,
      body: {},
    });
    expect(byManager.status).toBe(403);
  });

  it('lets HR edit a type and a holiday, and delete the holiday', async () => {
    const created = await t.request('POST', api('/leave/types'), {
      token: hr.token,
      body: typeBody({ name: 'Study leave' }),
    });
    const renamed = await t.request('PUT', api(`/leave/types/${created.body.id}`), {
      token: hr.token,
      body: typeBody({ name: 'Study and exam leave', accrualDaysPerYear: 5 }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Study and exam leave', accrualDaysPerYear: 5 });
    const taken = await t.request('PUT', api(`/leave/types/${created.body.id}`), {
      token: hr.token,
      body: typeBody({ name: 'Unpaid test leave' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toHaveProperty('name');
    const holiday = await t.request('POST', api('/leave/holidays'), {
      token: hr.token,
      body: { countryId: australia, stateId: null, date: '2032-12-25', name: 'Christmas' },
    });
    const edited = await t.request('PUT', api(`/leave/holidays/${holiday.body.id}`), {
      token: hr.token,
      body: { countryId: australia, stateId: null, date: '2032-12-25', name: 'Christmas Day' },
    });
    expect(edited.body.name).toBe('Christmas Day');
    const year = await t.request(
      'GET',
      api(`/leave/holidays?countryId=${australia}&stateId=${nsw}&year=2032`),
      {
        token: employeeUser.token,
      },
    );
    expect(year.body.map((h: { name: string }) => h.name)).toContain('Christmas Day');
    const removed = await t.request('DELETE', api(`/leave/holidays/delete/${holiday.body.id}`), {
      token: hr.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await t.request('DELETE', api(`/leave/holidays/delete/${holiday.body.id}`), { token: hr.token }))
        .status,
    ).toBe(404);
  });
});

describe('the balances report', () => {
  it('pages and filters in SQL for HR, and exports to XLSX', async () => {
    const body = {
      columns: ['leaveTypeId'],
      operators: ['NUM_EQUAL'],
      values: [String(annualId)],
      size: 200,
    };
    const res = await t.request('POST', api('/leave/balances/criteria'), { token: hr.token, body });
    expect(res.status).toBe(200);
    const row = res.body.responseDataList.find((r: { employeeId: number }) => r.employeeId === employeeId);
    expect(row).toMatchObject({
      leaveTypeId: annualId,
      accrued: expect.any(Number),
      available: expect.any(Number),
    });
    expect(res.body.responseDataList.every((r: { leaveTypeId: number }) => r.leaveTypeId === annualId)).toBe(
      true,
    );
    expect(
      (await t.request('POST', api('/leave/balances/criteria'), { token: manager.token, body })).status,
    ).toBe(403);
    const xlsx = await fetch(`${t.baseUrl}${api('/leave/balances/criteria/export')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hr.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(2).value).toBe('Employee');
  });
});
