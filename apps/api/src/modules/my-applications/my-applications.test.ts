// "After applying": the "Application received" email and its link, registration through it (the
// letters' registration), the applicant's own applications in plain words, and their withdrawal.
import {
  LETTER_PATHS as L,
  MY_APPLICATIONS_MESSAGES,
  MY_APPLICATIONS_PATHS as P,
  ROLES,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { depsOf } from '../../lib/service-deps.js';
import { sendApplicationReceived } from './index.js';

const t = useTestApp();
const make = factories(t);
const PASSWORD = 'Welcome@2027x';
const SOURCE = 'Careers site';
let manager: TestUser;
let n = 0;

const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.request(method, `/api/v1${path}`, { token, body });
const hr = (method: string, path: string, body?: unknown) => t.request(method, `/api/hr/v1${path}`, { body });
const unique = () => {
  n += 1;
  return `${Date.now().toString(36)}${n}`;
};

/** A requisition of its own (a title the test can find), made directly: only its title is read here. */
async function position(title: string) {
  return (await t.app.db.prisma.jobPosition.create({ data: { positionTitle: `${title} ${unique()}` } })).id;
}

/** An application from the careers site by this person, at `status` (its history says so). */
async function apply(
  person: { firstName: string; surName: string; email: string },
  title = 'Site Engineer',
  status = 'NEW',
) {
  const prisma = t.app.db.prisma;
  const applicant =
    (await prisma.applicant.findUnique({ where: { email: person.email } })) ??
    (await prisma.applicant.create({ data: { ...person, source: SOURCE } }));
  const application = await prisma.application.create({
    data: {
      jobPositionId: await position(title),
      applicantId: applicant.id,
      status,
      applicantSource: SOURCE,
      statusHistory: { create: { fromStatus: null, toStatus: status } },
    },
    include: { jobPosition: true },
  });
  return {
    applicationId: application.id,
    applicantId: applicant.id,
    title: application.jobPosition.positionTitle,
  };
}

async function receivedEmail(to: string) {
  return t.app.db.prisma.outboundEmail.findFirstOrThrow({
    where: { toAddress: to, templateKey: 'APPLICATION_RECEIVED' },
    orderBy: { id: 'desc' },
  });
}

/** Applies, sends the confirmation, registers through its link: the applicant's token. */
async function registered(person: { firstName: string; surName: string; email: string }) {
  const first = await apply(person);
  await sendApplicationReceived(depsOf(t.app), { applicationId: first.applicationId });
  const code = /\/my-applications\?code=([A-Za-z0-9_-]+)/.exec(
    (await receivedEmail(person.email)).textBody,
  )![1]!;
  const res = await hr('POST', L.userResetPassword, {
    code,
    email: person.email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, first };
}

const zoe = () => ({ firstName: 'Zoë', surName: 'Ðặng', email: `zoe.dang.${unique()}@test.local` });
const wang = () => ({ firstName: '秀英', surName: '王', email: `wang.xiuying.${unique()}@test.local` });
const mohammed = () => ({ firstName: 'محمد', surName: 'الأحمد', email: `mohammed.${unique()}@test.local` });

beforeAll(async () => {
  manager = await make.manager();
});

describe('the "Application received" email', () => {
  it('is recorded in the Outbox from its own template, with a registration link to Your applications', async () => {
    const person = zoe();
    const { applicationId, title } = await apply(person, 'Nurse Educator');
    const sent = await sendApplicationReceived(depsOf(t.app), { applicationId });
    expect(sent.registered).toBe(false);
    const email = await receivedEmail(person.email);
    expect(email.id).toBe(sent.emailId);
    expect(email.subject).toBe(`We have received your application: ${title}`);
    expect(email.textBody).toContain('Dear Zoë Ðặng,');
    expect(email.textBody).toMatch(/http:\/\/[^\s]+\/my-applications\?code=[A-Za-z0-9_-]{43}/);
    expect(email.entity).toBe('application');
    expect(email.entityId).toBe(String(applicationId));
    // The code is tied to the application, not to a letter.
    const code = await t.app.db.prisma.registrationCode.findFirstOrThrow({ where: { applicationId } });
    expect(code).toMatchObject({ purpose: 'APPLICATION', email: person.email, usedAt: null });
    // Listed and editable with the other templates; {{link}} must stay.
    const templates = await api('GET', '/email-template', manager.token);
    expect(templates.body.map((row: { key: string }) => row.key)).toContain('APPLICATION_RECEIVED');
    const noLink = await api('POST', '/email-template', manager.token, {
      key: 'APPLICATION_RECEIVED',
      subject: 'Thanks',
      body: 'Dear {{applicantName}}, thanks.',
    });
    expect(noLink.status).toBe(400);
    expect(noLink.body.fields).toHaveProperty('body');
  });

  it('follows an edited template', async () => {
    const saved = await api('POST', '/email-template', manager.token, {
      key: 'APPLICATION_RECEIVED',
      subject: 'Thank you for applying to {{companyName}}',
      body: 'Hello {{applicantName}}, follow {{jobTitle}} here: {{link}}',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const person = mohammed();
    const { applicationId, title } = await apply(person);
    await sendApplicationReceived(depsOf(t.app), { applicationId });
    const email = await receivedEmail(person.email);
    expect(email.subject).toMatch(/^Thank you for applying to /);
    expect(email.textBody).toMatch(new RegExp(`^Hello محمد الأحمد, follow ${title} here: http`));
  });

  it('is sent by HR on request, the newest link replacing the one before', async () => {
    const person = wang();
    const { applicationId } = await apply(person);
    const first = await api('POST', P.sendReceived(applicationId), manager.token, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ message: MY_APPLICATIONS_MESSAGES.receivedSent, registered: false });
    const older = /code=([A-Za-z0-9_-]+)/.exec((await receivedEmail(person.email)).textBody)![1]!;
    expect((await api('POST', P.sendReceived(applicationId), manager.token, {})).status).toBe(200);
    const newer = /code=([A-Za-z0-9_-]+)/.exec((await receivedEmail(person.email)).textBody)![1]!;
    expect(newer).not.toBe(older);
    expect((await hr('GET', L.userCode(older))).status).toBe(404);
    expect((await hr('GET', L.userCode(newer))).status).toBe(200);
    const employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    expect((await api('POST', P.sendReceived(applicationId), employee.token, {})).status).toBe(403);
    const missing = await api('POST', P.sendReceived(999_999), manager.token, {});
    expect(missing.status).toBe(404);
  });

  it('answers 404 for an application that is not there', async () => {
    await expect(sendApplicationReceived(depsOf(t.app), { applicationId: 999_999 })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('registering through the link', () => {
  it('opens the letters registration for the application, then signs a registered applicant in', async () => {
    const person = wang();
    const { applicationId } = await apply(person);
    await sendApplicationReceived(depsOf(t.app), { applicationId });
    const code = /code=([A-Za-z0-9_-]+)/.exec((await receivedEmail(person.email)).textBody)![1]!;
    expect((await hr('GET', L.userCode(code))).body).toEqual({
      valid: true,
      letter: 'APPLICATION',
      registered: false,
    });
    const wrong = await hr('POST', L.userCheck, { code, email: 'someone.else@test.local' });
    expect(wrong.status).toBe(400);
    expect((await hr('POST', L.userCheck, { code, email: person.email.toUpperCase() })).status).toBe(200);
    const res = await hr('POST', L.userResetPassword, {
      code,
      email: person.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.userName).toBe('秀英 王');
    const list = await api('GET', P.list, res.body.token);
    expect(list.status).toBe(200);
    expect(list.body.applications.map((a: { id: number }) => a.id)).toEqual([applicationId]);
    // The code is used up.
    expect((await hr('GET', L.userCode(code))).status).toBe(404);

    // A next application's email carries a sign-in link: no code, nothing to register again.
    const next = await apply(person, 'Ward Clerk');
    const sent = await sendApplicationReceived(depsOf(t.app), { applicationId: next.applicationId });
    expect(sent.registered).toBe(true);
    const email = await receivedEmail(person.email);
    expect(email.textBody).toMatch(/\/my-applications(\s|$)/);
    expect(email.textBody).not.toContain('code=');
    expect(
      await t.app.db.prisma.registrationCode.count({ where: { applicationId: next.applicationId } }),
    ).toBe(0);
  });
});

describe('Your applications', () => {
  it("lists the applicant's own applications with their stage in plain words, and nothing HR-only", async () => {
    const person = zoe();
    const { token, first } = await registered(person);
    const statuses = {
      SCREENING: 'In review',
      SHORTLISTED: 'In review',
      INTERVIEW: 'Interview',
      OFFERED: 'Offer',
      OFFER_ACCEPTED: 'Offer',
      CONTRACTED: 'Offer',
      HIRED: 'Offer',
      REJECTED: 'Not progressing',
      OFFER_DECLINED: 'Not progressing',
      WITHDRAWN: 'Not progressing',
    };
    const ids: Record<string, number> = { NEW: first.applicationId };
    for (const status of Object.keys(statuses))
      ids[status] = (await apply(person, `Role at ${status}`, status)).applicationId;
    // Identity is the email, case-insensitive: an applicant record typed in by HR in capitals is theirs.
    const shouting = await apply({ ...person, email: person.email.toUpperCase() }, 'Typed by HR');
    // Someone else's application is not.
    const other = await apply(wang());

    const res = await api('GET', P.list, token);
    expect(res.status).toBe(200);
    const rows = res.body.applications as Record<string, unknown>[];
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    expect(byId.has(other.applicationId)).toBe(false);
    expect(byId.get(shouting.applicationId)).toMatchObject({ stage: 'RECEIVED', stageWords: 'Received' });
    expect(byId.get(ids.NEW!)).toMatchObject({ stageWords: 'Received', canWithdraw: true });
    for (const [status, words] of Object.entries(statuses))
      expect(byId.get(ids[status]!)?.stageWords, status).toBe(words);
    expect(byId.get(ids.HIRED!)?.canWithdraw).toBe(false);
    expect(byId.get(ids.REJECTED!)?.canWithdraw).toBe(false);
    expect(byId.get(ids.OFFERED!)?.canWithdraw).toBe(true);
    expect(rows).toHaveLength(Object.keys(ids).length + 1);
    // Only what the applicant may see: no status codes, scores, notes or reviewers.
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(
        ['appliedOn', 'canWithdraw', 'id', 'positionTitle', 'stage', 'stageWords'].sort(),
      );
    expect(byId.get(ids.NEW!)?.positionTitle).toMatch(/^Site Engineer /);
    expect(byId.get(ids.NEW!)?.appliedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is for applicants only: staff are refused, a visitor must sign in', async () => {
    expect((await api('GET', P.list, manager.token)).status).toBe(403);
    const employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    expect((await api('GET', P.list, employee.token)).status).toBe(403);
    expect((await api('GET', P.list)).status).toBe(401);
    const { applicationId } = await apply(zoe());
    expect((await api('POST', P.withdraw(applicationId), manager.token, {})).status).toBe(403);
    expect(
      (await t.app.db.prisma.application.findUniqueOrThrow({ where: { id: applicationId } })).status,
    ).toBe('NEW');
  });

  it('shows an applicant without applications an empty list', async () => {
    const lonely = await t.createUser({ roles: [ROLES.APPLICANT], email: `nobody.${unique()}@test.local` });
    expect((await api('GET', P.list, lonely.token)).body).toEqual({ applications: [] });
  });
});

describe('withdrawing an application', () => {
  it('moves it to Withdrawn by the applicant, with history and audit, and reads "Withdrawn"', async () => {
    const person = mohammed();
    const { token, first } = await registered(person);
    const interview = await apply(person, 'Interviewing role', 'INTERVIEW');
    const res = await api('POST', P.withdraw(interview.applicationId), token, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MY_APPLICATIONS_MESSAGES.withdrawn);
    expect(res.body.application).toMatchObject({
      id: interview.applicationId,
      stage: 'WITHDRAWN',
      stageWords: 'Withdrawn',
      canWithdraw: false,
    });
    const prisma = t.app.db.prisma;
    expect(
      (await prisma.application.findUniqueOrThrow({ where: { id: interview.applicationId } })).status,
    ).toBe('WITHDRAWN');
    const history = await prisma.applicationStatusHistory.findFirstOrThrow({
      where: { applicationId: interview.applicationId, toStatus: 'WITHDRAWN' },
    });
    const user = await prisma.user.findFirstOrThrow({ where: { email: person.email } });
    expect(history).toMatchObject({
      fromStatus: 'INTERVIEW',
      userId: user.id,
      note: MY_APPLICATIONS_MESSAGES.withdrawnNote,
    });
    const audit = await prisma.auditEvent.findFirstOrThrow({
      where: {
        entity: 'application',
        entityId: String(interview.applicationId),
        action: 'APPLICANT_WITHDREW',
      },
    });
    expect(audit.userId).toBe(user.id);

    const list = (await api('GET', P.list, token)).body.applications as { id: number; stageWords: string }[];
    expect(list.find((a) => a.id === interview.applicationId)?.stageWords).toBe('Withdrawn');
    expect(list.find((a) => a.id === first.applicationId)?.stageWords).toBe('Received');
  });

  it('is refused with a sentence once the application is closed', async () => {
    const person = zoe();
    const { token, first } = await registered(person);
    expect((await api('POST', P.withdraw(first.applicationId), token, {})).status).toBe(200);
    const again = await api('POST', P.withdraw(first.applicationId), token, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application has already been withdrawn.');
    const hired = await apply(person, 'Hired role', 'HIRED');
    const refused = await api('POST', P.withdraw(hired.applicationId), token, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You have been hired for this position, so the application cannot be withdrawn.',
    );
    const rejected = await apply(person, 'Rejected role', 'REJECTED');
    const closed = await api('POST', P.withdraw(rejected.applicationId), token, {});
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This application is closed, so it cannot be withdrawn.');
    // HR's rejection stays "Not progressing", not the applicant's "Withdrawn".
    const list = (await api('GET', P.list, token)).body.applications as { id: number; stageWords: string }[];
    expect(list.find((a) => a.id === rejected.applicationId)?.stageWords).toBe('Not progressing');
    expect(
      (await t.app.db.prisma.application.findUniqueOrThrow({ where: { id: hired.applicationId } })).status,
    ).toBe('HIRED');
  });

  it("refuses another applicant's application as if it were not there", async () => {
    const owner = await registered(wang());
    const intruder = await registered(zoe());
    const res = await api('POST', P.withdraw(owner.first.applicationId), intruder.token, {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MY_APPLICATIONS_MESSAGES.notFound);
    expect((await api('POST', P.withdraw(999_999), intruder.token, {})).status).toBe(404);
    expect(
      (await t.app.db.prisma.application.findUniqueOrThrow({ where: { id: owner.first.applicationId } }))
        .status,
    ).toBe('NEW');
    const bad = await api('POST', P.withdraw('abc'), intruder.token, {});
    expect(bad.status).toBe(400);
  });
});
