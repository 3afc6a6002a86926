// Learning management through the real server and, where the day matters, its services with a fixed
// clock: statuses from dates (pure and in SQL), rules on a new employee from a contract (idempotent),
// a completion with a certificate, reminders sent once, the matrix against rows made here, access.
import {
  type AssignmentStatus,
  assignmentStatus,
  EMPLOYEE_PATHS,
  expiryOf,
  FILE_PATHS,
  LEARNING_MESSAGES,
  LEARNING_PATHS as P,
  ROLES,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { createLearningLists } from './learning-lists.js';
import { createLearningReminders } from './learning-reminders.js';
import { applyLearningRules, statusSql } from './learning-sql.js';

const t = useTestApp();
const make = factories(t);
const api = (path: string) => `/api/v1${path}`;
const TODAY = '2027-03-15';
const clock = () => new Date(`${TODAY}T09:00:00Z`);
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
let hr: TestUser;
let counter = 0;

/** A department of this test alone, so counts see only this test's employees. */
async function department() {
  counter += 1;
  return (await t.app.db.prisma.department.create({ data: { name: `Learning dept ${counter}` } })).id;
}

/** An employee (with an Employee account) in the department, managed by `managerId`. */
async function employee(departmentId: number, lastName: string, managerId: number | null = null) {
  const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  const row = await t.app.db.prisma.employee.create({
    data: {
      userId: user.id,
      departmentId,
      managerId,
      status: 'ACTIVE',
      personalDetails: { create: { firstName: 'Lee', lastName } },
    },
  });
  return { id: row.id, user };
}

async function course(body: Record<string, unknown>) {
  const res = await t.request('POST', api(P.courses), {
    token: hr.token,
    body: { delivery: 'ONLINE', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const found = await t.app.db.prisma.learningCourse.findFirstOrThrow({
    where: { title: body.title as string },
  });
  return found.id;
}

const assignmentOf = (employeeId: number, courseId: number) =>
  t.app.db.prisma.learningAssignment.findUniqueOrThrow({
    where: { employeeId_courseId: { employeeId, courseId } },
  });

beforeAll(async () => {
  hr = await make.manager();
});

describe('statuses and expiry from dates', () => {
  const cases: [
    AssignmentStatus,
    {
      dueDate: string | null;
      startedOn: string | null;
      completedOn: string | null;
      expiresOn: string | null;
    },
  ][] = [
    ['NOT_STARTED', { dueDate: '2027-04-01', startedOn: null, completedOn: null, expiresOn: null }],
    ['IN_PROGRESS', { dueDate: '2027-04-01', startedOn: '2027-03-01', completedOn: null, expiresOn: null }],
    ['OVERDUE', { dueDate: '2027-03-14', startedOn: null, completedOn: null, expiresOn: null }],
    ['COMPLETED', { dueDate: '2027-03-14', startedOn: null, completedOn: '2027-03-10', expiresOn: null }],
    ['COMPLETED', { dueDate: null, startedOn: null, completedOn: '2027-03-10', expiresOn: '2027-04-15' }],
    ['EXPIRING_SOON', { dueDate: null, startedOn: null, completedOn: '2024-04-14', expiresOn: '2027-04-14' }],
    ['EXPIRED', { dueDate: null, startedOn: null, completedOn: '2024-03-15', expiresOn: '2027-03-15' }],
  ];

  it('gives each status by the pure function and the same in SQL', async () => {
    for (const [status, dates] of cases)
      expect(assignmentStatus(dates, TODAY), JSON.stringify(dates)).toBe(status);
    const values = cases.map(
      (_, i) => `($${i * 4 + 1}::date, $${i * 4 + 2}::date, $${i * 4 + 3}::date, $${i * 4 + 4}::date, ${i})`,
    );
    const params = cases.flatMap(([, d]) => [d.dueDate, d.startedOn, d.completedOn, d.expiresOn]);
    const sql = await t.app.db.pool.query<{ status: string }>(
      `SELECT ${statusSql('a', TODAY)} AS status
         FROM (VALUES ${values.join(', ')}) AS a(due_date, started_on, completed_on, expires_on, n) ORDER BY n`,
      params,
    );
    expect(sql.rows.map((row) => row.status)).toEqual(cases.map(([status]) => status));
  });

  it('expires the renewal cycle later, on the month end when shorter', () => {
    expect(expiryOf('2027-03-15', 36)).toBe('2030-03-15');
    expect(expiryOf('2027-01-31', 1)).toBe('2027-02-28');
    expect(expiryOf('2027-03-15', null)).toBeNull();
  });
});

describe('rules', () => {
  it('assign a mandatory course to a new employee created from a contract, once', async () => {
    const reference = await make.reference();
    const title = 'Rule course for new hires';
    const courseId = await course({ title, mandatory: true, departmentIds: [reference.department] });
    const positionId = await make.requisition({ complete: true, status: 'CCK' });
    const { applicationId, applicantId } = await make.application(positionId, {
      status: 'CONTRACTED',
      firstName: 'Rita',
      surName: 'Rule',
      email: 'rita.rule@example.com',
    });
    const user = await t.createUser({ roles: [ROLES.APPLICANT], email: 'rita.rule@example.com' });
    const prisma = t.app.db.prisma;
    await prisma.applicant.update({ where: { id: applicantId }, data: { userId: user.id } });
    const letter = await prisma.contractLetter.create({
      data: {
        applicationId,
        body: 'Contract',
        jobTitle: 'Geologist',
        status: 'SIGNED',
        startDate: new Date('2027-02-01'),
      },
    });
    const saved = await t.request('POST', api(EMPLOYEE_PATHS.save(letter.id)), { token: hr.token, body: {} });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const assignment = await assignmentOf(saved.body.employeeId, courseId);
    expect(assignment.source).toBe('RULE');

    // The job's safety net and a second run change nothing.
    expect(await applyLearningRules(prisma, TODAY)).toBe(0);
    expect(await applyLearningRules(prisma, TODAY, { employeeId: saved.body.employeeId })).toBe(0);
    expect(await prisma.learningAssignment.count({ where: { courseId } })).toBe(1);
  });

  it('apply again when a course rule changes, skipping who has it', async () => {
    const dept = await department();
    const first = await employee(dept, 'First');
    const courseId = await course({ title: 'Rule change course', mandatory: false });
    expect(await t.app.db.prisma.learningAssignment.count({ where: { courseId } })).toBe(0);
    const put = await t.request('PUT', api(P.course(courseId)), {
      token: hr.token,
      body: { title: 'Rule change course', delivery: 'ONLINE', mandatory: true, departmentIds: [dept] },
    });
    expect(put.status).toBe(200);
    await employee(dept, 'Second');
    const assign = await t.request('POST', api(P.assign), {
      token: hr.token,
      body: { courseId, dueDate: '2027-05-01', departmentIds: [dept] },
    });
    expect(assign.body).toMatchObject({ assigned: 1 });
    expect((await assignmentOf(first.id, courseId)).source).toBe('RULE');
    // Named by hand, the open assignment takes the new due date; nobody new is counted.
    const again = await t.request('POST', api(P.assign), {
      token: hr.token,
      body: { courseId, dueDate: '2027-06-01', employeeIds: [first.id] },
    });
    expect(again.body).toMatchObject({ assigned: 0 });
    expect((await assignmentOf(first.id, courseId)).dueDate).toEqual(asDate('2027-06-01'));
  });
});

describe('completion', () => {
  it('is recorded by the employee with a certificate; the expiry follows the renewal; a later one renews', async () => {
    const dept = await department();
    const own = await employee(dept, 'Owner');
    const other = await employee(dept, 'Other');
    const courseId = await course({
      title: 'First aid renewal',
      mandatory: true,
      departmentIds: [dept],
      renewalMonths: 36,
    });
    const assignment = await assignmentOf(own.id, courseId);
    const fileRow = {
      originalName: 'first-aid.pdf',
      mimeType: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      purpose: 'COMPLIANCE',
    };
    const file = await t.app.db.prisma.uploadedFile.create({
      data: { ...fileRow, storageKey: `learning-test-${own.id}`, uploadedById: own.user.id },
    });
    const complete = (token: string, body: Record<string, unknown>) =>
      t.request('POST', api(P.complete(assignment.id)), { token, body });

    // Another employee may not, and cannot tell it exists.
    expect((await complete(other.user.token, { completedOn: '2024-01-10' })).status).toBe(404);
    // A file someone else uploaded is not the employee's evidence.
    const theirFile = await t.app.db.prisma.uploadedFile.create({
      data: { ...fileRow, storageKey: `learning-test-other-${other.id}`, uploadedById: other.user.id },
    });
    const foreign = await complete(own.user.token, {
      completedOn: '2024-01-10',
      certificateFileId: theirFile.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty('certificateFileId');

    const res = await complete(own.user.token, {
      completedOn: '2024-01-10',
      score: 88,
      certificateFileId: file.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await t.request('GET', `${api(P.mine)}?page=1&size=50&sort=courseTitle&direction=asc`, {
      token: own.user.token,
    });
    expect(mine.status).toBe(200);
    const row = mine.body.responseDataList.find((r: { courseId: number }) => r.courseId === courseId);
    expect(row).toMatchObject({
      completedOn: '2024-01-10',
      expiresOn: '2027-01-10',
      score: 88,
      certificate: { id: file.id, originalName: 'first-aid.pdf' },
    });
    // The other employee's list holds only their own.
    const theirs = await t.request('GET', `${api(P.mine)}?page=1&size=50`, { token: other.user.token });
    expect(theirs.body.responseDataList.every((r: { employeeId: number }) => r.employeeId === other.id)).toBe(
      true,
    );

    // HR records a later one: it renews; an older one recorded late stays history.
    expect((await complete(hr.token, { completedOn: '2025-02-01' })).status).toBe(200);
    expect((await complete(hr.token, { completedOn: '2023-01-01' })).status).toBe(200);
    const latest = await assignmentOf(own.id, courseId);
    expect(latest.expiresOn).toEqual(asDate('2028-02-01'));
    expect(await t.app.db.prisma.learningCompletion.count({ where: { assignmentId: assignment.id } })).toBe(
      3,
    );
  });
});

/** Uploads a PDF as the browser's form does; answers the stored file's id. */
async function upload(token: string, name: string): Promise<number> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from(`%PDF-1.7\n% ${name}\n%%EOF\n`)], { type: 'application/pdf' }),
    name,
  );
  const response = await fetch(`${t.baseUrl}${api(FILE_PATHS.upload)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('files', () => {
  it('lets staff read a course material, and a certificate its employee, their manager and HR only', async () => {
    const dept = await department();
    const boss = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const own = await employee(dept, 'Evidence', boss.id);
    const stranger = await employee(dept, 'Stranger');
    const materialFileId = await upload(hr.token, 'course-notes.pdf');
    const courseId = await course({
      title: 'Course with material',
      mandatory: true,
      departmentIds: [dept],
      materialFileId,
    });
    const certificateFileId = await upload(own.user.token, 'certificate.pdf');
    const assignment = await assignmentOf(own.id, courseId);
    const done = await t.request('POST', api(P.complete(assignment.id)), {
      token: own.user.token,
      body: { completedOn: '2024-05-01', certificateFileId },
    });
    expect(done.status).toBe(200);
    const read = async (token: string, id: number) =>
      (await t.request('GET', api(FILE_PATHS.download(id)), { token })).status;
    expect(await read(stranger.user.token, materialFileId)).toBe(200);
    expect(await read(hr.token, certificateFileId)).toBe(200);
    expect(await read(boss.token, certificateFileId)).toBe(200);
    expect(await read(stranger.user.token, certificateFileId)).toBe(404);
  });
});

describe('reminders', () => {
  it('go once each, however often the job runs', async () => {
    const dept = await department();
    const boss = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const soon = await employee(dept, 'Soon', boss.id);
    const late = await employee(dept, 'Late', boss.id);
    const expiring = await employee(dept, 'Expiring', boss.id);
    const courseId = await course({ title: 'Reminder course', mandatory: false, renewalMonths: 12 });
    const prisma = t.app.db.prisma;
    await prisma.learningAssignment.createMany({
      data: [
        { courseId, employeeId: soon.id, dueDate: asDate('2027-03-20') },
        { courseId, employeeId: late.id, dueDate: asDate('2027-03-01') },
        {
          courseId,
          employeeId: expiring.id,
          completedOn: asDate('2026-04-01'),
          expiresOn: asDate('2027-04-01'),
        },
      ],
    });
    const reminders = createLearningReminders({ db: t.app.db, clock, mailer: t.app.mailer });
    expect(await reminders.send()).toBe(3);
    expect(await reminders.send()).toBe(0);
    const sent = await prisma.outboundEmail.findMany({
      where: { toAddress: { in: [soon.user.email, late.user.email, expiring.user.email, boss.email] } },
      select: { toAddress: true, templateKey: true },
    });
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        { toAddress: soon.user.email, templateKey: 'LEARNING_DUE_REMINDER' },
        { toAddress: boss.email, templateKey: 'LEARNING_OVERDUE' },
        { toAddress: expiring.user.email, templateKey: 'LEARNING_EXPIRY_REMINDER' },
      ]),
    );
  });
});

describe('compliance matrix', () => {
  it('counts the rows this test made, by department and status, with a cell per required course', async () => {
    const dept = await department();
    const boss = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const done = await employee(dept, 'Done', boss.id);
    const open = await employee(dept, 'Open');
    const courseId = await course({ title: 'Matrix course', mandatory: true, departmentIds: [dept] });
    await t.app.db.prisma.learningAssignment.update({
      where: { employeeId_courseId: { employeeId: done.id, courseId } },
      data: { completedOn: asDate('2027-03-01') },
    });
    // The rule made it due 30 days after the real day; the fixed clock's day needs its own.
    await t.app.db.prisma.learningAssignment.update({
      where: { employeeId_courseId: { employeeId: open.id, courseId } },
      data: { dueDate: asDate('2027-04-30') },
    });
    const lists = createLearningLists({ db: t.app.db, lists: t.app.db.lists, clock });
    const all = await lists.matrix({ page: 1, size: 10, departmentId: dept }, { all: true });
    expect(all.paging.totalElements).toBe(2);
    expect(all.courses).toContainEqual({ id: courseId, title: 'Matrix course' });
    const cells = Object.fromEntries(
      all.responseDataList.map((row) => [
        row.employeeId,
        row.cells.find((c) => c.courseId === courseId)?.status,
      ]),
    );
    expect(cells).toEqual({ [done.id]: 'COMPLETED', [open.id]: 'NOT_STARTED' });
    const completed = await lists.matrix(
      { page: 1, size: 10, departmentId: dept, status: 'COMPLETED' },
      { all: true },
    );
    expect(completed.responseDataList.map((row) => row.employeeId)).toEqual([done.id]);
    const paged = await lists.matrix({ page: 2, size: 1, departmentId: dept }, { all: true });
    expect(paged.responseDataList).toHaveLength(1);
    expect(paged.paging.totalPages).toBe(2);

    // A manager sees their reports only; an employee managing nobody is refused.
    const reports = await t.request('GET', `${api(P.matrix)}?page=1&size=10&departmentId=${dept}`, {
      token: boss.token,
    });
    expect(reports.status).toBe(200);
    expect(reports.body.responseDataList.map((row: { employeeId: number }) => row.employeeId)).toEqual([
      done.id,
    ]);
    const refused = await t.request('GET', `${api(P.matrix)}?page=1&size=10`, { token: open.user.token });
    expect(refused.status).toBe(403);
    const sheet = await t.request('GET', `${api(P.matrixExport)}?page=1&size=10&departmentId=${dept}`, {
      token: hr.token,
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('starting a course', () => {
  it("moves the employee's own assignment to in progress, once; others cannot", async () => {
    const dept = await department();
    const own = await employee(dept, 'Starter');
    const other = await employee(dept, 'Onlooker');
    const courseId = await course({ title: 'Start me', mandatory: true, departmentIds: [dept] });
    const assignment = await assignmentOf(own.id, courseId);
    const start = (token: string) => t.request('POST', api(P.start(assignment.id)), { token });
    const statusOf = async () => {
      const mine = await t.request('GET', `${api(P.mine)}?page=1&size=50`, { token: own.user.token });
      return mine.body.responseDataList.find((row: { id: number }) => row.id === assignment.id)?.status;
    };
    expect(await statusOf()).toBe('NOT_STARTED');
    expect((await start(other.user.token)).status).toBe(404);
    expect((await t.request('POST', api(P.start(assignment.id)))).status).toBe(401);
    const res = await start(own.user.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEARNING_MESSAGES.started);
    expect(await statusOf()).toBe('IN_PROGRESS');
    const startedOn = (await assignmentOf(own.id, courseId)).startedOn;
    expect((await start(own.user.token)).status).toBe(200);
    expect((await assignmentOf(own.id, courseId)).startedOn).toEqual(startedOn);
    expect((await start(hr.token)).status).toBe(200);
    expect((await t.request('POST', api(P.start(99_999_999)), { token: own.user.token })).status).toBe(404);
  });
});

describe('the catalogue', () => {
  it('lists courses in every sort, required columns and empty ones alike', async () => {
    const first = await course({ title: 'Catalogue A', durationHours: 2, renewalMonths: 12 });
    const second = await course({ title: 'Catalogue B' });
    const viewer = await employee(await department(), 'Reader');
    for (const sort of ['title', 'provider', 'delivery', 'durationHours', 'renewalMonths']) {
      const res = await t.request(
        'GET',
        `${api(P.courses)}?page=1&size=100&sort=${sort}&direction=asc&search=Catalogue`,
        {
          token: viewer.user.token,
        },
      );
      expect(res.status, `${sort}: ${JSON.stringify(res.body)}`).toBe(200);
      const ids = res.body.responseDataList.map((row: { id: number }) => row.id);
      expect(ids.sort()).toEqual([first, second].sort());
    }
    const plain = await t.request('GET', `${api(P.courses)}?search=Catalogue`, { token: viewer.user.token });
    expect(plain.status).toBe(200);
    const unknown = await t.request('GET', `${api(P.courses)}?sort=salary`, { token: viewer.user.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('sort');
    // Empty values last, whichever the direction.
    const desc = await t.request(
      'GET',
      `${api(P.courses)}?page=1&size=100&sort=renewalMonths&direction=desc&search=Catalogue`,
      {
        token: viewer.user.token,
      },
    );
    expect(desc.body.responseDataList.map((row: { id: number }) => row.id)).toEqual([first, second]);
  });

  it('pages the catalogue by title, searching title and provider, deleted courses left out', async () => {
    const ids = [];
    for (const title of ['Paging Łódź B', 'Paging Łódź A', 'Paging Łódź C'])
      ids.push(await course({ title, provider: 'Provider 王秀英' }));
    const [b, a, c] = ids as [number, number, number];
    const viewer = await employee(await department(), 'Pager');
    const page = async (query: string) => {
      const res = await t.request('GET', `${api(P.courses)}?${query}`, { token: viewer.user.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.responseDataList.map((row: { id: number }) => row.id), paging: res.body.paging };
    };
    expect(await page('search=Paging Łódź&sort=title&direction=asc&page=1&size=2')).toEqual({
      ids: [a, b],
      paging: { page: 1, size: 2, totalElements: 3, totalPages: 2 },
    });
    expect((await page('search=Paging Łódź&sort=title&direction=asc&page=2&size=2')).ids).toEqual([c]);
    expect((await page('search=Paging Łódź&sort=title&direction=desc&page=1&size=2')).ids).toEqual([c, b]);
    expect((await page('search=王秀英&sort=title&direction=asc')).ids).toEqual([a, b, c]);
    // A search for the wildcard itself finds no course.
    expect((await page('search=Paging%25&sort=title')).ids).toEqual([]);
    const removed = await t.request('DELETE', api(P.course(b)), { token: hr.token });
    expect(removed.status).toBe(200);
    expect((await page('search=Paging Łódź&sort=title&direction=asc')).ids).toEqual([a, c]);
  });
});

describe('access and bad input', () => {
  it('refuses HR calls to an employee and names the fields zod refuses', async () => {
    const someone = await employee(await department(), 'Plain');
    const criteria = await t.request('POST', api(P.assignmentsCriteria), {
      token: someone.user.token,
      body: { page: 1, size: 5 },
    });
    expect(criteria.status).toBe(403);
    const create = await t.request('POST', api(P.courses), {
      token: someone.user.token,
      body: { title: 'Not mine', delivery: 'ONLINE' },
    });
    expect(create.status).toBe(403);
    expect((await t.request('GET', api(P.courses))).status).toBe(401);

    const bad = await t.request('POST', api(P.courses), {
      token: hr.token,
      body: { title: '', delivery: 'BY_POST' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('title');
    expect(bad.body.fields).toHaveProperty('delivery');
    const badAssign = await t.request('POST', api(P.assign), {
      token: hr.token,
      body: { courseId: 1, dueDate: 'soon' },
    });
    expect(badAssign.status).toBe(400);
    expect(badAssign.body.fields).toHaveProperty('dueDate');

    const me = await t.request('GET', api(P.me), { token: someone.user.token });
    expect(me.body).toEqual({ employeeId: someone.id, manager: false });
    const list = await t.request('POST', api(P.assignmentsCriteria), {
      token: hr.token,
      body: { page: 1, size: 5, columns: ['status'], operators: ['SEL_EQUAL'], values: ['OVERDUE'] },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
  });
});
