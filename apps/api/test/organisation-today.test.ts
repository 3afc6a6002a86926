// The organisation's today through the real server with a fixed clock: 09:00 on Friday 12 March
// 2027 in Sydney is 22:00 on Thursday 11 March in UTC. Every rule below would answer otherwise
// on UTC's day: leave that has started, a letter's expiry and its link, a course's due date and a
// requisition's end date. Also the time-zone setting itself (who may change it, the 400s).
import {
  addDays,
  DASHBOARD_PATHS,
  LEARNING_MESSAGES,
  LEARNING_PATHS,
  LEAVE_MESSAGES,
  LETTER_MESSAGES,
  LETTER_PATHS,
  ORGANISATION_PATHS,
  ROLES,
  TIME_ZONE_MESSAGE,
  todayIn,
} from '@hr/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from './factories.js';
import { type TestUser, useTestApp } from './test-app.js';

const SYDNEY_NINE = new Date('2027-03-11T22:00:00Z');
let now = SYDNEY_NINE;
const t = useTestApp({}, { clock: () => now });
const make = factories(t);
const HR = '/api/hr/v1';
const MAIN = '/api/v1';

let manager: TestUser;
let employeeUser: TestUser;
let employeeId: number;
let department: number;

async function setZone(zone: string) {
  await t.app.db.prisma.orgSetting.upsert({
    where: { key: 'timeZone' },
    create: { key: 'timeZone', value: zone },
    update: { value: zone },
  });
}

beforeAll(async () => {
  manager = await make.manager();
  employeeUser = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  const prisma = t.app.db.prisma;
  department = (await prisma.department.create({ data: { name: `Zone dept ${Date.now()}` } })).id;
  employeeId = (
    await prisma.employee.create({
      data: {
        userId: employeeUser.id,
        managerId: manager.id,
        departmentId: department,
        status: 'ACTIVE',
        employmentStartDate: new Date('2026-01-01T00:00:00Z'),
        personalDetails: { create: { firstName: 'Zoë', lastName: 'Ðặng' } },
        addresses: {
          create: { kind: 'PHYSICAL', line1: '1 George St', state: 'NSW', country: 'Australia' },
        },
      },
    })
  ).id;
});

beforeEach(async () => {
  now = SYDNEY_NINE;
  await setZone('Australia/Sydney');
});

describe('the time-zone setting', () => {
  it('is read by anyone signed in and changed by JOB_POSTING, with a clear 400', async () => {
    const read = await t.request('GET', `${MAIN}${ORGANISATION_PATHS.settings}`, {
      token: employeeUser.token,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ timeZone: 'Australia/Sydney', logoUrl: null });

    const refused = await t.request('PUT', `${MAIN}${ORGANISATION_PATHS.settings}`, {
      token: employeeUser.token,
      body: { timeZone: 'Europe/London' },
    });
    expect(refused.status).toBe(403);

    const unknown = await t.request('PUT', `${MAIN}${ORGANISATION_PATHS.settings}`, {
      token: manager.token,
      body: { timeZone: 'Australia/Sydnee' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.timeZone).toBe(TIME_ZONE_MESSAGE);

    const saved = await t.request('PUT', `${MAIN}${ORGANISATION_PATHS.settings}`, {
      token: manager.token,
      body: { timeZone: 'Pacific/Auckland' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ timeZone: 'Pacific/Auckland', logoUrl: null });
    const audit = await t.app.db.prisma.auditEvent.findFirst({
      where: { entity: 'OrgSetting', entityId: 'timeZone' },
      orderBy: { id: 'desc' },
    });
    expect(audit?.details).toEqual({ timeZone: 'Pacific/Auckland' });
  });
});

describe('leave cancellation at 09:00 in Sydney', () => {
  it('refuses leave starting today there (UTC still says yesterday) and allows leave starting Monday', async () => {
    const type = await t.request('POST', `${HR}/leave/types`, {
      token: manager.token,
      body: {
        name: `Zone unpaid ${Date.now()}`,
        kind: 'UNPAID',
        paid: false,
        accrualDaysPerYear: 0,
        accrualFrequency: 'NONE',
        negativeBalanceAllowed: true,
        halfDaysAllowed: false,
      },
    });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const approved = async (day: string) => {
      const made = await t.request('POST', `${HR}/leave/requests`, {
        token: employeeUser.token,
        body: { leaveTypeId: type.body.id, startDate: day, endDate: day, reason: 'Family' },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const decided = await t.request('POST', `${HR}/leave/requests/${made.body.data.id}/decide`, {
        token: manager.token,
        body: { decision: 'APPROVE', comment: '' },
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      return made.body.data.id as number;
    };

    const today = await approved('2027-03-12');
    const shown = await t.request('GET', `${HR}/leave/requests/${today}`, { token: employeeUser.token });
    expect(shown.body.canCancel).toBe(false);
    const refused = await t.request('POST', `${HR}/leave/requests/${today}/cancel`, {
      token: employeeUser.token,
      body: { reason: '' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LEAVE_MESSAGES.alreadyStarted);

    const monday = await approved('2027-03-15');
    const cancelled = await t.request('POST', `${HR}/leave/requests/${monday}/cancel`, {
      token: employeeUser.token,
      body: { reason: '' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCEL_PENDING');

    // In London it is still Thursday: the same leave has not started there.
    await setZone('Europe/London');
    const inLondon = await t.request('GET', `${HR}/leave/requests/${today}`, { token: employeeUser.token });
    expect(inLondon.body.canCancel).toBe(true);
  });
});

describe('letter expiry at 09:00 in Sydney', () => {
  let req: number;
  let policeCheck: number;

  beforeAll(async () => {
    req = await make.requisition({ complete: true, status: 'IN' });
    policeCheck = (
      await t.app.db.prisma.complianceDocument.upsert({
        where: { jobPositionId_name: { jobPositionId: req, name: 'Police check' } },
        create: { jobPositionId: req, name: 'Police check', mandatory: true },
        update: {},
      })
    ).id;
  });

  async function applicant() {
    const email = `zone-${Math.random().toString(36).slice(2, 8)}@test.local`;
    const { applicationId, user } = await make.applicantWithAccount(req, {
      status: 'INTERVIEW',
      email,
      firstName: 'Łukasz',
      surName: 'Żółć',
    });
    return { applicationId, user };
  }

  const offer = (applicationId: number, expiryDate: string) =>
    t.request('POST', `${HR}${LETTER_PATHS.offerSave}`, {
      token: manager.token,
      body: {
        applicationId,
        jobTitle: 'Site Engineer',
        salary: 95000,
        startDate: '2027-04-12',
        expiryDate,
        body: 'Dear {{applicantName}}, your salary is {{salary}} from {{startDate}}.',
        documents: [{ complianceDocumentId: policeCheck, name: 'Police check', mandatory: true }],
      },
    });

  it("refuses an answer-by day that is past in the organisation's zone", async () => {
    const who = await applicant();
    const res = await offer(who.applicationId, '2027-03-11');
    expect(res.status).toBe(400);
    expect(res.body.fields.expiryDate).toBe(LETTER_MESSAGES.expiryPast);
  });

  it("ends the letter's link at the end of its day in Sydney, and then the letter is expired", async () => {
    const who = await applicant();
    const saved = await offer(who.applicationId, '2027-03-12');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sent = await t.request('GET', `${HR}${LETTER_PATHS.offerSend(saved.body.id)}`, {
      token: manager.token,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await t.app.db.prisma.registrationCode.findFirstOrThrow({
      where: { offerLetterId: saved.body.id },
      orderBy: { id: 'desc' },
    });
    // 23:59:59.999 AEDT on 12 March, not UTC's end of the day (11:00 on the 13th in Sydney).
    expect(code.expiresAt.toISOString()).toBe('2027-03-12T12:59:59.999Z');

    // 00:30 on Saturday 13 March in Sydney; UTC still says Friday 12th, the expiry day.
    now = new Date('2027-03-12T13:30:00Z');
    const late = await t.request('POST', `${HR}${LETTER_PATHS.offerRespond(saved.body.id)}`, {
      token: who.user.token,
      body: { decision: 'ACCEPT', consent: true, signatureName: 'Łukasz Żółć', comment: '' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(LETTER_MESSAGES.expired);
  });
});

describe('course due dates at 09:00 in Sydney', () => {
  it('is overdue the day after its due date there, and may be completed today there', async () => {
    const title = `Zone course ${Date.now()}`;
    const made = await t.request('POST', `${MAIN}${LEARNING_PATHS.courses}`, {
      token: manager.token,
      body: { title, delivery: 'ONLINE', mandatory: false },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const courseId = (await t.app.db.prisma.learningCourse.findFirstOrThrow({ where: { title } })).id;
    const assign = await t.request('POST', `${MAIN}${LEARNING_PATHS.assign}`, {
      token: manager.token,
      body: { courseId, dueDate: '2027-03-11', employeeIds: [employeeId] },
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);

    const mine = await t.request('GET', `${MAIN}${LEARNING_PATHS.mine}?page=1&size=50`, {
      token: employeeUser.token,
    });
    const row = mine.body.responseDataList.find((r: { courseId: number }) => r.courseId === courseId);
    expect(row.status).toBe('OVERDUE');

    const tomorrow = await t.request('POST', `${MAIN}${LEARNING_PATHS.complete(row.id)}`, {
      token: employeeUser.token,
      body: { completedOn: '2027-03-13', score: null, certificateFileId: null },
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.fields.completedOn).toBe(LEARNING_MESSAGES.completedInFuture);
    const today = await t.request('POST', `${MAIN}${LEARNING_PATHS.complete(row.id)}`, {
      token: employeeUser.token,
      body: { completedOn: '2027-03-12', score: null, certificateFileId: null },
    });
    expect(today.status, JSON.stringify(today.body)).toBe(200);
  });
});

describe('requisition expiry at 09:00 in Sydney', () => {
  it('lists a requisition that ended yesterday there as expired, not one ending today', async () => {
    const ended = await make.requisition({ startDate: '2027-02-01', endDate: '2027-03-11' });
    const endsToday = await make.requisition({ startDate: '2027-02-01', endDate: '2027-03-12' });
    const expired = await t.request('GET', `${MAIN}/job_position/expired`, { token: manager.token });
    expect(expired.status).toBe(200);
    const ids = expired.body.map((r: { id: number }) => r.id);
    expect(ids).toContain(ended);
    expect(ids).not.toContain(endsToday);

    // Extending: the new end date must be after the organisation's today (the 12th).
    const body = await make.positionBody({ startDate: '2027-02-01', endDate: '2027-03-12' });
    const refused = await t.request('POST', `${MAIN}/job_position?positionId=${ended}`, {
      token: manager.token,
      body,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.endDate).toBe('The end date must be after today.');
  });

  it("counts the dashboard's expired requisitions by the organisation's day (SQL, the real clock)", async () => {
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) never share a day: Pago Pago's today has passed
    // in Kiritimati.
    const pagoToday = todayIn('Pacific/Pago_Pago');
    const id = await make.requisition({ startDate: addDays(pagoToday, -30), endDate: pagoToday });
    const expiredCount = async (zone: string) => {
      await setZone(zone);
      const res = await t.request('GET', `${MAIN}${DASHBOARD_PATHS.manager}`, { token: manager.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.expired.count as number;
    };
    const inPago = await expiredCount('Pacific/Pago_Pago');
    expect(await expiredCount('Pacific/Kiritimati')).toBe(inPago + 1);
    await t.app.db.prisma.jobPosition.update({ where: { id }, data: { status: 'CN' } });
  });
});
