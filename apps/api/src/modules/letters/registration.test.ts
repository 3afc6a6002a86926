import { AUTH_PATHS, LETTER_MESSAGES, MESSAGES, LETTER_PATHS as P, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { createRegistrationService } from './registration.service.js';

// Three wrong tries per code; the address limit is tested on a service of its own below.
const t = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
const make = factories(t);
const HR = '/api/hr/v1';
const PASSWORD = 'Welcome@2027x';

let manager: TestUser;
let req: number;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const hr = (method: string, path: string, body?: unknown, token?: string) =>
  t.request(method, `${HR}${path}`, { body, token });

/** A sent offer to a new applicant (no user yet): its id, the applicant's email and the emailed code. */
async function sentOffer(email = `reg-${Math.random().toString(36).slice(2, 8)}@test.local`) {
  const { applicationId, applicantId } = await make.application(req, { status: 'INTERVIEW', email });
  const saved = await hr(
    'POST',
    P.offerSave,
    {
      applicationId,
      jobTitle: 'Site Engineer',
      salary: 90000,
      startDate: inDays(30),
      expiryDate: inDays(10),
      body: 'Dear {{applicantName}}',
      documents: [],
    },
    manager.token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await hr('GET', P.offerSend(saved.body.id), undefined, manager.token)).status).toBe(200);
  const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
    where: { toAddress: email, templateKey: 'OFFER_LETTER' },
    orderBy: { id: 'desc' },
  });
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
  return { offerId: saved.body.id as number, applicantId, email, code };
}

beforeAll(async () => {
  manager = await make.manager();
  req = await make.requisition({ complete: true, status: 'IN' });
});

describe('registration from a letter link', () => {
  it('checks the code, then the code and email together, never saying whether an email exists', async () => {
    const offer = await sentOffer();
    expect((await hr('GET', P.userCode(offer.code))).body).toEqual({
      valid: true,
      letter: 'OFFER_LETTER',
      registered: false,
    });
    const unknown = await hr('GET', P.userCode('x'.repeat(43)));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(LETTER_MESSAGES.codeInvalid);

    expect(
      (await hr('POST', P.userCheck, { code: offer.code, email: offer.email.toUpperCase() })).status,
    ).toBe(200);
    const wrong = await hr('POST', P.userCheck, { code: offer.code, email: 'someone@test.local' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(LETTER_MESSAGES.checkFailed);
    const bad = await hr('POST', P.userCheck, { code: offer.code, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('email');
  });

  it('sets the password once, makes an Applicant user linked to the applicant, and signs them in', async () => {
    const offer = await sentOffer();
    const mismatch = await hr('POST', P.userResetPassword, {
      code: offer.code,
      email: offer.email,
      password: PASSWORD,
      confirmPassword: 'Other@2027x',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toHaveProperty('confirmPassword');
    const weak = await hr('POST', P.userResetPassword, {
      code: offer.code,
      email: offer.email,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.status).toBe(400);

    const res = await hr('POST', P.userResetPassword, {
      code: offer.code,
      email: offer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.passwordChanged);
    expect(res.body.userName).toMatch(/^Ann /);
    const session = await t.request('GET', `/auth${AUTH_PATHS.session}`, { token: res.body.token });
    expect(session.status).toBe(200);

    const applicant = await t.app.db.prisma.applicant.findUniqueOrThrow({
      where: { id: offer.applicantId },
      include: { user: { include: { roles: { include: { role: true } } } } },
    });
    expect(applicant.user?.roles.map((r) => r.role.name)).toEqual([ROLES.APPLICANT]);

    // The applicant reads their letter with the new session.
    const ids = await hr(
      'GET',
      `${P.offerId}?email=${encodeURIComponent(offer.email)}`,
      undefined,
      res.body.token,
    );
    expect(ids.body.offerLetterId).toBe(offer.offerId);
    // And signs in later with the password.
    const login = await t.request('POST', `/auth${AUTH_PATHS.login}`, {
      body: { email: offer.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);

    const reuse = await hr('POST', P.userResetPassword, {
      code: offer.code,
      email: offer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(reuse.status).toBe(404);
    expect((await hr('GET', P.userCode(offer.code))).status).toBe(404);
  });

  it('says a cut or damaged link is incomplete, in words, on every call that takes a code', async () => {
    const offer = await sentOffer();
    const damaged = [
      offer.code.slice(0, 30), // cut where a mail program broke the line
      offer.code.slice(0, 42),
      `${offer.code.slice(0, 40)}%3D`, // an encoded character the code never has
      `${offer.code.slice(0, 42)}!`,
      `${offer.code}x`,
    ];
    for (const code of damaged) {
      const res = await hr('GET', P.userCode(encodeURIComponent(code)));
      expect(res.status, code).toBe(400);
      expect(res.body.message).toBe(LETTER_MESSAGES.codeDamaged);
      expect(res.body.message).not.toMatch(/Invalid input/);
      expect(res.body.fields).toEqual({ code: LETTER_MESSAGES.codeDamaged });
    }
    const check = await hr('POST', P.userCheck, { code: damaged[0], email: offer.email });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(LETTER_MESSAGES.codeDamaged);
    const reset = await hr('POST', P.userResetPassword, {
      code: damaged[1],
      email: offer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(LETTER_MESSAGES.codeDamaged);
    // Damaged links are not guesses: they do not count toward the limit, and the whole link still works.
    expect((await hr('GET', P.userCode(offer.code))).status).toBe(200);
  });

  it('registers once: a later letter asks a registered applicant to sign in and keeps their password', async () => {
    const offer = await sentOffer();
    const first = await hr('POST', P.userResetPassword, {
      code: offer.code,
      email: offer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const applicant = await t.app.db.prisma.applicant.findUniqueOrThrow({
      where: { id: offer.applicantId },
      select: { firstName: true, surName: true },
    });
    const accepted = await hr(
      'POST',
      P.offerRespond(offer.offerId),
      { decision: 'ACCEPT', signatureName: `${applicant.firstName} ${applicant.surName}`, consent: true },
      first.body.token,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const application = await t.app.db.prisma.offerLetter.findUniqueOrThrow({
      where: { id: offer.offerId },
      select: { applicationId: true },
    });
    const contract = await hr(
      'POST',
      P.contractSave,
      {
        applicationId: application.applicationId,
        jobTitle: 'Site Engineer',
        contractType: 'Permanent, full time',
        salary: 90000,
        startDate: inDays(30),
        expiryDate: inDays(10),
        body: 'Dear {{applicantName}}',
        documents: [],
      },
      manager.token,
    );
    expect(contract.status, JSON.stringify(contract.body)).toBe(200);
    expect((await hr('GET', P.contractSend(contract.body.id), undefined, manager.token)).status).toBe(200);
    const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
      where: { toAddress: offer.email, templateKey: 'CONTRACT_LETTER' },
      orderBy: { id: 'desc' },
    });
    const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;

    // The contract's link says: sign in (no second registration).
    expect((await hr('GET', P.userCode(code))).body).toEqual({
      valid: true,
      letter: 'CONTRACT_LETTER',
      registered: true,
    });
    const check = await hr('POST', P.userCheck, { code, email: offer.email });
    expect(check.status).toBe(409);
    expect(check.body.message).toBe(LETTER_MESSAGES.alreadyRegistered);
    const replace = await hr('POST', P.userResetPassword, {
      code,
      email: offer.email,
      password: 'Another@2027x',
      confirmPassword: 'Another@2027x',
    });
    expect(replace.status).toBe(409);
    expect(replace.body.message).toBe(LETTER_MESSAGES.alreadyRegistered);

    // The password is the one they chose; the link still works for them (nothing was used up).
    const login = (password: string) =>
      t.request('POST', `/auth${AUTH_PATHS.login}`, { body: { email: offer.email, password } });
    expect((await login(PASSWORD)).status).toBe(200);
    expect((await login('Another@2027x')).status).toBe(401);
    expect((await hr('GET', P.userCode(code))).status).toBe(200);
    const codes = await t.app.db.prisma.registrationCode.count({
      where: { contractLetterId: contract.body.id, usedAt: { not: null } },
    });
    expect(codes).toBe(0);
  });

  it('refuses an expired code and the code of a withdrawn letter', async () => {
    const expired = await sentOffer();
    await t.app.db.prisma.registrationCode.updateMany({
      where: { offerLetterId: expired.offerId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await hr('GET', P.userCode(expired.code))).status).toBe(404);
    expect(
      (
        await hr('POST', P.userResetPassword, {
          code: expired.code,
          email: expired.email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
      ).status,
    ).toBe(404);

    const withdrawn = await sentOffer();
    await hr('POST', P.offerWithdraw(withdrawn.offerId), {}, manager.token);
    expect((await hr('GET', P.userCode(withdrawn.code))).status).toBe(404);
  });

  it('keeps a staff account with the same email as it is', async () => {
    const staff = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const offer = await sentOffer(staff.email);
    const res = await hr('POST', P.userResetPassword, {
      code: offer.code,
      email: offer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.status).toBe(409);
  });

  it('limits wrong tries per code', async () => {
    const offer = await sentOffer();
    for (let i = 0; i < 3; i++)
      expect((await hr('POST', P.userCheck, { code: offer.code, email: 'guess@test.local' })).status).toBe(
        400,
      );
    const limited = await hr('POST', P.userCheck, { code: offer.code, email: offer.email });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('limits wrong tries per address across codes', async () => {
    const service = createRegistrationService({
      db: t.app.db,
      clock: () => new Date(),
      sessions: t.app.sessions,
      issueToken: (user, ip) => t.app.issueToken(user, ip),
      limits: { perCode: 100, perAddress: 2, windowMinutes: 15 },
    });
    const ip = '203.0.113.9';
    for (const guess of ['a', 'b']) await expect(service.codeInfo(guess.repeat(43), ip)).rejects.toThrow();
    const offer = await sentOffer();
    await expect(service.codeInfo(offer.code, ip)).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await expect(service.codeInfo(offer.code, '203.0.113.10')).resolves.toEqual({
      valid: true,
      letter: 'OFFER_LETTER',
      registered: false,
    });
  });
});
