import { AWAITING_APPROVAL_MESSAGE, MESSAGES, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: { id: number; token: string };
let employee: string;
let readOnlyOfficer: string;
let openReq: number;
let closedReq: number;
let applicantId: number;

const newApplicant = (email: string) => ({
  title: 'Ms',
  firstName: 'Ada',
  middleName: 'K',
  surName: 'Lovelace',
  email,
  mobile: '0400 000 000',
  totalExperience: 7.5,
  currentSalary: 90000,
  expectedSalary: 110000,
  source: 'Referral',
});

const add = (body: unknown, token = manager.token) =>
  t.request('POST', '/api/v1/applicant/add-candidate', { token, body });
const criteria = (reqId: number, body: Record<string, unknown> = {}, token = manager.token) =>
  t.request('POST', `/api/v1/applicant/criteria/${reqId}`, { token, body: { page: 1, size: 50, ...body } });
const change = (body: unknown, token = manager.token) =>
  t.request('POST', '/api/v1/application/change-status', { token, body });
const bulk = (body: unknown, token = manager.token) =>
  t.request('POST', '/api/v1/application/change-status-bulk', { token, body });

beforeAll(async () => {
  const prisma = t.app.db.prisma;
  manager = await make.manager();
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  readOnlyOfficer = (
    await t.createUser({
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: ['JOB_POSTING', 'CANDIDATE_ACCESS'],
    })
  ).token;
  // An open (IN) requisition with scored candidates in several statuses, two more open ones
  // and a cancelled one.
  openReq = await make.requisition({ complete: true, status: 'IN' });
  for (const [status, profileScore] of [
    ['NEW', 40],
    ['SCREENING', 75],
    ['SHORTLISTED', 90],
    ['NEW', 55],
  ] as const) {
    await make.application(openReq, { status, profileScore });
  }
  for (let i = 0; i < 2; i++) await make.requisition({ complete: true, status: 'IN' });
  closedReq = await make.requisition({ complete: true, status: 'CN' });
  // An applicant with qualifications and skills, and the next applicant id free of applications.
  const ref = await make.reference();
  applicantId = (
    await prisma.applicant.create({
      data: {
        firstName: 'Quinn',
        surName: 'Qualified',
        email: 'quinn.qualified@test.local',
        qualifications: { create: [{ qualificationId: ref.qualification }] },
        skills: { create: [{ skillId: ref.skill }] },
      },
    })
  ).id;
  const next = await prisma.applicant.create({
    data: { firstName: 'Nia', surName: 'Next', email: 'nia.next@test.local' },
  });
  expect(next.id).toBe(applicantId + 1);
});

describe('GET /api/v1/applicant/{id}', () => {
  it('answers the applicant object with every field and the linked ids', async () => {
    const res = await t.request('GET', `/api/v1/applicant/${applicantId}`, { token: manager.token });
    expect(res.status).toBe(200);
    for (const field of [
      'id',
      'firstName',
      'middleName',
      'surName',
      'title',
      'email',
      'mobile',
      'phone',
      'totalExperience',
      'currentSalary',
      'expectedSalary',
      'minExperience',
      'maxExperience',
      'currentSalOption',
      'expectedSalOption',
      'disciplineId',
      'dateReceived',
      'cvReference',
      'qualificationIds',
      'industryId',
      'lifecycleIds',
      'skillIds',
      'computerSkillIds',
      'languageIds',
      'cvNotes',
      'reference',
    ]) {
      expect(res.body).toHaveProperty(field);
    }
    expect(res.body.id).toBe(applicantId);
    expect(res.body.qualificationIds.length).toBeGreaterThan(0);
    expect(res.body.skillIds.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown applicant and 400 for a bad id', async () => {
    expect((await t.request('GET', '/api/v1/applicant/99999999', { token: manager.token })).status).toBe(404);
    const bad = await t.request('GET', '/api/v1/applicant/abc', { token: manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });

  it('refuses without a token (401) and without CANDIDATE_ACCESS (403)', async () => {
    expect((await t.request('GET', `/api/v1/applicant/${applicantId}`)).status).toBe(401);
    expect((await t.request('GET', `/api/v1/applicant/${applicantId}`, { token: employee })).status).toBe(
      403,
    );
  });
});

describe('POST /api/v1/applicant/criteria/{reqId}', () => {
  it("lists the requisition's candidates with paging", async () => {
    const res = await criteria(openReq, { size: 2 });
    expect(res.status).toBe(200);
    expect(res.body.responseDataList.length).toBeLessThanOrEqual(2);
    expect(res.body.paging.totalElements).toBeGreaterThan(0);
    const count = await t.app.db.prisma.application.count({ where: { jobPositionId: openReq } });
    expect(res.body.paging.totalElements).toBe(count);
    const row = res.body.responseDataList[0];
    expect(row).toMatchObject({ id: expect.any(Number), applicantEmail: expect.any(String) });
  });

  it('filters by column and sorts', async () => {
    const all = await criteria(openReq, { sort: 'profileScore', direction: 'desc' });
    const scores = all.body.responseDataList.map((r: { profileScore: number }) => r.profileScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const first = all.body.responseDataList[0];
    const byStatus = await criteria(openReq, {
      columns: ['status'],
      operators: ['SEL_EQUAL'],
      values: [first.status],
    });
    expect(byStatus.body.responseDataList.length).toBeGreaterThan(0);
    expect(byStatus.body.responseDataList.every((r: { status: string }) => r.status === first.status)).toBe(
      true,
    );
    const byEmail = await criteria(openReq, {
      columns: ['applicantEmail'],
      operators: ['STR_EQUAL'],
      values: [first.applicantEmail.toUpperCase()],
    });
    expect(byEmail.body.responseDataList.map((r: { id: number }) => r.id)).toEqual([first.id]);
  });

  it('answers 400 naming the field, 404 for an unknown requisition', async () => {
    const bad = await criteria(openReq, { columns: ['nope'], operators: ['SEL_EQUAL'], values: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('columns.0');
    const badValue = await criteria(openReq, {
      columns: ['profileScore'],
      operators: ['NUM_EQUAL'],
      values: ['x'],
    });
    expect(badValue.status).toBe(400);
    expect(badValue.body.fields).toHaveProperty('values');
    expect((await criteria(99999999)).status).toBe(404);
  });

  it('refuses without a token and without CANDIDATE_ACCESS', async () => {
    expect((await t.request('POST', `/api/v1/applicant/criteria/${openReq}`, { body: {} })).status).toBe(401);
    expect((await criteria(openReq, {}, employee)).status).toBe(403);
    expect((await criteria(openReq, {}, readOnlyOfficer)).status).toBe(200);
  });
});

describe('POST /api/v1/applicant/add-candidate', () => {
  it('creates the applicant and a NEW application with a history row by the caller', async () => {
    const res = await add({ requisitionId: openReq, applicant: newApplicant('Ada.New@Example.com') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'NEW', message: MESSAGES.successfullyCreated });
    const prisma = t.app.db.prisma;
    const application = await prisma.application.findUniqueOrThrow({
      where: { id: res.body.applicationId },
      include: { applicant: true, statusHistory: true },
    });
    expect(application.applicant.email).toBe('ada.new@example.com');
    expect(application.jobPositionId).toBe(openReq);
    expect(application.statusHistory).toMatchObject([
      { fromStatus: null, toStatus: 'NEW', userId: manager.id },
    ]);
    const listed = await criteria(openReq, { search: 'ada.new@example.com' });
    expect(listed.body.responseDataList.map((r: { id: number }) => r.id)).toContain(res.body.applicationId);
  });

  it('refuses candidates while the requisition waits for approval (409), and takes them once approved', async () => {
    const id = await make.requisition({ complete: true });
    for (const status of ['SB', 'RV', 'RVD']) {
      await t.app.db.prisma.jobPosition.update({ where: { id }, data: { status } });
      const res = await add({ requisitionId: id, applicant: newApplicant(`review-${status}@example.com`) });
      expect(res.status, status).toBe(409);
      expect(res.body.code).toBe('REQUISITION_AWAITING_APPROVAL');
      expect(res.body.message).toBe(AWAITING_APPROVAL_MESSAGE);
    }
    await t.app.db.prisma.jobPosition.update({ where: { id }, data: { status: 'RVA' } });
    expect((await add({ requisitionId: id, applicant: newApplicant('approved@example.com') })).status).toBe(
      200,
    );
  });

  it('answers 409 "Sorry, an application for this..." for the same applicant twice (email case-insensitive)', async () => {
    await add({ requisitionId: openReq, applicant: newApplicant('twice@example.com') });
    const res = await add({ requisitionId: openReq, applicant: newApplicant('TWICE@example.com') });
    expect(res.status).toBe(409);
    expect(res.body.message.startsWith(MESSAGES.applicationExistsPrefix)).toBe(true);
    expect(res.body.message).toContain('twice@example.com');
    expect(await t.app.db.prisma.applicant.count({ where: { email: 'twice@example.com' } })).toBe(1);
  });

  it('answers the duplicate message to one of two simultaneous adds of the same applicant', async () => {
    const other = await t.app.db.prisma.jobPosition.findFirstOrThrow({
      where: { status: 'IN', id: { not: openReq }, applications: { none: { applicantId: applicantId + 1 } } },
      orderBy: { id: 'desc' },
    });
    const body = { requisitionId: other.id, applicantId: applicantId + 1 };
    const answers = await Promise.all([add(body), add(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message.startsWith(MESSAGES.applicationExistsPrefix)).toBe(true);
  });

  it('reuses an existing applicant by id', async () => {
    const other = await t.app.db.prisma.jobPosition.findFirstOrThrow({
      where: { status: 'IN', id: { not: openReq }, applications: { none: { applicantId } } },
    });
    const res = await add({ requisitionId: other.id, applicantId });
    expect(res.status).toBe(200);
    expect(res.body.applicantId).toBe(applicantId);
  });

  it('refuses a closed requisition (409) and unknown ones (404)', async () => {
    const closed = await add({ requisitionId: closedReq, applicant: newApplicant('closed@example.com') });
    expect(closed.status).toBe(409);
    expect((await add({ requisitionId: 99999999, applicantId })).status).toBe(404);
    expect((await add({ requisitionId: openReq, applicantId: 99999999 })).status).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const res = await add({
      requisitionId: openReq,
      applicant: { ...newApplicant('not-an-email'), firstName: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('applicant.email');
    expect(res.body.fields).toHaveProperty('applicant.firstName');
    const neither = await add({ requisitionId: openReq });
    expect(neither.status).toBe(400);
    expect(neither.body.fields).toHaveProperty('applicant');
  });

  it('refuses without a token, for an Employee, and for an Officer without SHORTLISTING', async () => {
    const body = { requisitionId: openReq, applicant: newApplicant('denied@example.com') };
    expect((await t.request('POST', '/api/v1/applicant/add-candidate', { body })).status).toBe(401);
    expect((await add(body, employee)).status).toBe(403);
    expect((await add(body, readOnlyOfficer)).status).toBe(403);
  });
});

describe('POST /api/v1/application/change-status', () => {
  it('moves along the table, writes history with who, and refuses a move the table does not allow', async () => {
    const created = await add({ requisitionId: openReq, applicant: newApplicant('single@example.com') });
    const id = created.body.applicationId;
    const res = await change({ applicationId: id, status: 'SCREENING', note: 'Looks good' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      from: 'NEW',
      to: 'SCREENING',
      message: MESSAGES.successfullyUpdated,
    });
    const history = await t.app.db.prisma.applicationStatusHistory.findMany({
      where: { applicationId: id },
      orderBy: { id: 'asc' },
    });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.userId, h.note])).toEqual([
      [null, 'NEW', manager.id, null],
      ['NEW', 'SCREENING', manager.id, 'Looks good'],
    ]);
    const refused = await change({ applicationId: id, status: 'HIRED' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An application cannot move from Screening to Hired.');
  });

  it('answers 404, 400 naming the field, 401 and 403', async () => {
    expect((await change({ applicationId: 99999999, status: 'SCREENING' })).status).toBe(404);
    const bad = await change({ applicationId: 1, status: 'PROMOTED' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');
    expect((await t.request('POST', '/api/v1/application/change-status', { body: {} })).status).toBe(401);
    expect((await change({ applicationId: 1, status: 'SCREENING' }, employee)).status).toBe(403);
    expect((await change({ applicationId: 1, status: 'SCREENING' }, readOnlyOfficer)).status).toBe(403);
  });
});

describe('POST /api/v1/application/change-status-bulk', () => {
  it('moves the allowed rows and reports the refused and unknown ones', async () => {
    const a = (await add({ requisitionId: openReq, applicant: newApplicant('bulk-a@example.com') })).body
      .applicationId;
    const b = (await add({ requisitionId: openReq, applicant: newApplicant('bulk-b@example.com') })).body
      .applicationId;
    const c = (await add({ requisitionId: openReq, applicant: newApplicant('bulk-c@example.com') })).body
      .applicationId;
    await change({ applicationId: c, status: 'REJECTED' });
    const res = await bulk({ applicationIds: [a, b, c, 99999999], status: 'SCREENING' });
    expect(res.status).toBe(200);
    expect(res.body.moved).toEqual([
      { id: a, from: 'NEW', to: 'SCREENING' },
      { id: b, from: 'NEW', to: 'SCREENING' },
    ]);
    expect(res.body.notMoved).toEqual([
      { id: c, status: 'REJECTED', reason: 'An application cannot move from Rejected to Screening.' },
      { id: 99999999, status: null, reason: expect.any(String) },
    ]);
    const prisma = t.app.db.prisma;
    const rows = await prisma.application.findMany({
      where: { id: { in: [a, b, c] } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => r.status)).toEqual(['SCREENING', 'SCREENING', 'REJECTED']);
    const history = await prisma.applicationStatusHistory.count({
      where: { applicationId: { in: [a, b] }, toStatus: 'SCREENING', userId: manager.id },
    });
    expect(history).toBe(2);
  });

  it('answers 400 naming the field, 401 and 403', async () => {
    const empty = await bulk({ applicationIds: [], status: 'SCREENING' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('applicationIds');
    const tooMany = await bulk({
      applicationIds: Array.from({ length: 1001 }, (_, i) => i + 1),
      status: 'SCREENING',
    });
    expect(tooMany.status).toBe(400);
    expect((await t.request('POST', '/api/v1/application/change-status-bulk', { body: {} })).status).toBe(
      401,
    );
    expect((await bulk({ applicationIds: [1], status: 'SCREENING' }, employee)).status).toBe(403);
    expect((await bulk({ applicationIds: [1], status: 'SCREENING' }, readOnlyOfficer)).status).toBe(403);
  });
});
