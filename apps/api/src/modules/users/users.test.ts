import { AUTHORITY_CODES, type EmailTemplateKey, PASSWORD_RULES, ROLES, USER_MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const NEW_PASSWORD = 'Lantern-Orchard-42';
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
let serial = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${++serial}@users.test`;

/** The code of the newest emailed link of this kind to this address (the Outbox holds it). */
async function emailedCode(to: string, templateKey: EmailTemplateKey): Promise<string> {
  const email = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
    where: { toAddress: to, templateKey },
    orderBy: { id: 'desc' },
  });
  const code = /set-password\?code=([A-Za-z0-9_-]+)/.exec(email.textBody)?.[1];
  if (!code) throw new Error(`No link in the email to ${to}`);
  return code;
}

const signIn = (email: string, password: string) =>
  t.request('POST', '/auth/userLogin', { body: { email, password } });

const api = (token: string) => ({
  get: (path: string) => t.request('GET', path, { token }),
  post: (path: string, body?: unknown) => t.request('POST', path, { token, body: body ?? {} }),
  put: (path: string, body: unknown) => t.request('PUT', path, { token, body }),
});

async function invite(manager: TestUser, email: string, roles: string[] = [ROLES.RECRUITMENT_OFFICER]) {
  const res = await api(manager.token).post('/api/v1/users/invite', {
    email,
    firstName: 'Olive',
    lastName: 'Officer',
    roles,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; state: string; authorities: string[] };
}

/** An invited user who has set their password; answers their fresh sign-in. */
async function invitedAndSignedIn(manager: TestUser, roles?: string[]) {
  const email = uniqueEmail('staff');
  const user = await invite(manager, email, roles);
  const code = await emailedCode(email, 'USER_INVITATION');
  expect(
    (await t.request('POST', '/auth/set-password', { body: { code, password: NEW_PASSWORD } })).status,
  ).toBe(200);
  const login = await signIn(email, NEW_PASSWORD);
  expect(login.status).toBe(200);
  return { id: user.id, email, token: login.body.token as string };
}

describe('invitations', () => {
  it('round trip: invite, emailed one-time link, set a password, sign in with the role defaults', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const email = uniqueEmail('invitee');
    const user = await invite(manager, email);
    expect(user.state).toBe('INVITED');
    expect(user.authorities.sort()).toEqual(
      [
        AUTHORITY_CODES.JOB_POSTING,
        AUTHORITY_CODES.CANDIDATE_ACCESS,
        AUTHORITY_CODES.SHORTLISTING,
        AUTHORITY_CODES.DASHBOARD,
      ].sort(),
    );
    // No password yet: nobody signs in as them.
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(401);

    const code = await emailedCode(email, 'USER_INVITATION');
    // Only the hash is stored.
    const stored = await t.app.db.prisma.registrationCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.purpose).toBe('INVITATION');

    const link = await t.request('GET', `/auth/password-link/${code}`);
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ email, userName: 'Olive Officer', purpose: 'INVITATION' });

    const weak = await t.request('POST', '/auth/set-password', { body: { code, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toBe(PASSWORD_RULES.length);

    const set = await t.request('POST', '/auth/set-password', { body: { code, password: NEW_PASSWORD } });
    expect(set.status).toBe(200);
    const login = await signIn(email, NEW_PASSWORD);
    expect(login.status).toBe(200);
    expect(decode(login.body.token).roles).toBe(ROLES.RECRUITMENT_OFFICER);
    expect((await api(login.body.token).get('/api/v1/requisitions')).status).toBe(200);

    // The code works once.
    const again = await t.request('POST', '/auth/set-password', {
      body: { code, password: `${NEW_PASSWORD}x` },
    });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'LINK_USED', message: USER_MESSAGES.linkUsed });
    expect((await t.request('GET', `/auth/password-link/${code}`)).status).toBe(410);
  });

  it('refuses an existing email (409), bad input (400 naming the field), non-administrators (403) and visitors (401)', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const existing = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const body = { email: existing.email.toUpperCase(), firstName: 'A', lastName: 'B', roles: ['Employee'] };
    const taken = await api(manager.token).post('/api/v1/users/invite', body);
    expect(taken.status).toBe(409);
    expect(taken.body.fields.email).toBe(USER_MESSAGES.emailTaken);

    const bad = await api(manager.token).post('/api/v1/users/invite', {
      ...body,
      email: 'nope',
      roles: ['Boss'],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'roles.0'].sort());

    const officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    for (const caller of [officer, employee]) {
      const who = api(caller.token);
      expect((await who.post('/api/v1/users/invite', { ...body, email: uniqueEmail('x') })).status).toBe(403);
      expect((await who.get('/api/v1/users')).status).toBe(403);
      expect(
        (await who.put(`/api/v1/users/${existing.id}/access`, { roles: ['Employee'], authorities: [] }))
          .status,
      ).toBe(403);
      expect((await who.post(`/api/v1/users/${existing.id}/disable`)).status).toBe(403);
    }
    expect((await t.request('GET', '/api/v1/users')).status).toBe(401);
  });

  it('resend gives a new link and the earlier one stops working; an expired link answers 410', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const email = uniqueEmail('resend');
    const user = await invite(manager, email);
    const first = await emailedCode(email, 'USER_INVITATION');
    const resent = await api(manager.token).post(`/api/v1/users/${user.id}/resend-invitation`);
    expect(resent.status).toBe(200);
    const second = await emailedCode(email, 'USER_INVITATION');
    expect(second).not.toBe(first);
    expect((await t.request('GET', `/auth/password-link/${first}`)).status).toBe(410);

    await t.app.db.prisma.registrationCode.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await t.request('POST', '/auth/set-password', {
      body: { code: second, password: NEW_PASSWORD },
    });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'LINK_EXPIRED', message: USER_MESSAGES.linkExpired });
    const unknown = await t.request('GET', `/auth/password-link/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);

    // A user with a password has no invitation to resend.
    const signedUp = await invitedAndSignedIn(manager);
    expect((await api(manager.token).post(`/api/v1/users/${signedUp.id}/resend-invitation`)).status).toBe(
      409,
    );
  });
});

describe('sessions end when access changes', () => {
  it('removing an authority: the old token answers 401, a new sign-in carries the new grants', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const officer = await invitedAndSignedIn(manager);
    expect((await api(officer.token).get('/api/v1/requisitions')).status).toBe(200);

    const withoutShortlisting = [
      AUTHORITY_CODES.JOB_POSTING,
      AUTHORITY_CODES.CANDIDATE_ACCESS,
      AUTHORITY_CODES.DASHBOARD,
    ];
    const changed = await api(manager.token).put(`/api/v1/users/${officer.id}/access`, {
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: withoutShortlisting,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.authorities.sort()).toEqual([...withoutShortlisting].sort());

    const old = await api(officer.token).get('/api/v1/requisitions');
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('INVALID_TOKEN');
    const fresh = await signIn(officer.email, NEW_PASSWORD);
    expect(decode(fresh.body.token).authorities.sort()).toEqual([...withoutShortlisting].sort());

    // A change of role alone ends the sessions too; saving the same access again does not.
    const same = await api(manager.token).put(`/api/v1/users/${officer.id}/access`, {
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: withoutShortlisting,
    });
    expect(same.status).toBe(200);
    expect((await api(fresh.body.token).get('/api/v1/requisitions')).status).toBe(200);
    await api(manager.token).put(`/api/v1/users/${officer.id}/access`, {
      roles: [ROLES.EMPLOYEE],
      authorities: withoutShortlisting,
    });
    expect((await api(fresh.body.token).get('/api/v1/requisitions')).status).toBe(401);
  });

  it('disabling: the token issued before answers 401 on the next request and sign-in is refused; re-enabling lets them in', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const user = await invitedAndSignedIn(manager);
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(200);
    const disabled = await api(manager.token).post(`/api/v1/users/${user.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.state).toBe('DISABLED');
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(401);
    // A write with the old token is refused as well.
    expect(
      (
        await api(user.token).post('/auth/change-password', {
          currentPassword: NEW_PASSWORD,
          newPassword: 'x',
        })
      ).status,
    ).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(401);

    const enabled = await api(manager.token).post(`/api/v1/users/${user.id}/enable`);
    expect(enabled.body.state).toBe('ACTIVE');
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    // The token of before the disablement stays dead.
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(200);
    const out = await api(user.token).post('/auth/logout');
    expect(out.status).toBe(200);
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(401);
    expect((await t.request('POST', '/auth/logout')).status).toBe(401);
  });

  it('a password change ends every session and hands this browser a new token', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const user = await invitedAndSignedIn(manager);
    const otherBrowser = (await signIn(user.email, NEW_PASSWORD)).body.token as string;
    const change = (body: object) => api(user.token).post('/auth/change-password', body);

    const wrong = await change({ currentPassword: 'not-it', newPassword: 'Another-Long-Phrase-7' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe(USER_MESSAGES.currentPasswordWrong);
    for (const [newPassword, rule] of [
      ['short1!', PASSWORD_RULES.length],
      ['password1234!', PASSWORD_RULES.common],
      ['qwertyuiop12', PASSWORD_RULES.common],
      [user.email, PASSWORD_RULES.email],
    ] as const) {
      const res = await change({ currentPassword: NEW_PASSWORD, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.fields.newPassword ?? res.body.fields.password, newPassword).toBe(rule);
    }

    const ok = await change({ currentPassword: NEW_PASSWORD, newPassword: 'Another-Long-Phrase-7' });
    expect(ok.status).toBe(200);
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(401);
    expect((await api(otherBrowser).get('/api/v1/requisitions')).status).toBe(401);
    expect((await api(ok.body.token).get('/api/v1/requisitions')).status).toBe(200);
    expect((await signIn(user.email, 'Another-Long-Phrase-7')).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers the same for known and unknown emails; the emailed link works once and ends old sessions', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const user = await invitedAndSignedIn(manager);
    const known = await t.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const unknown = await t.request('POST', '/auth/forgot-password', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: USER_MESSAGES.resetLinkSent });

    // The email goes out after the answer.
    await expect
      .poll(() =>
        t.app.db.prisma.outboundEmail.count({
          where: { toAddress: user.email, templateKey: 'PASSWORD_RESET' },
        }),
      )
      .toBe(1);
    const code = await emailedCode(user.email, 'PASSWORD_RESET');
    const reset = await t.request('POST', '/auth/set-password', {
      body: { code, password: 'Fresh-Reset-Phrase-9' },
    });
    expect(reset.status).toBe(200);
    expect((await api(user.token).get('/api/v1/requisitions')).status).toBe(401);
    expect((await signIn(user.email, 'Fresh-Reset-Phrase-9')).status).toBe(200);
    expect(
      (await t.request('POST', '/auth/set-password', { body: { code, password: 'Other-Reset-Phrase-9' } }))
        .status,
    ).toBe(410);

    const bad = await t.request('POST', '/auth/forgot-password', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['email']);
  });

  it('is rate-limited per email, known or not', async () => {
    const email = uniqueEmail('limit');
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await t.request('POST', '/auth/forgot-password', { body: { email } })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('the last administrator', () => {
  it('a manager cannot remove their own last administrator rights nor disable the last one', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    // Make them the only active manager of this database.
    await t.app.db.prisma.user.updateMany({
      where: { id: { not: manager.id }, roles: { some: { role: { name: ROLES.RECRUITMENT_MANAGER } } } },
      data: { active: false },
    });
    const demote = await api(manager.token).put(`/api/v1/users/${manager.id}/access`, {
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: [],
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      code: 'LAST_ADMINISTRATOR',
      message: USER_MESSAGES.lastAdministrator,
    });
    expect((await api(manager.token).post(`/api/v1/users/${manager.id}/disable`)).status).toBe(409);
    // Nothing changed: still a manager, still signed in.
    expect((await api(manager.token).get('/api/v1/users')).status).toBe(200);

    // With a second manager, the first may step down.
    const second = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const stepDown = await api(manager.token).put(`/api/v1/users/${manager.id}/access`, {
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: [AUTHORITY_CODES.JOB_POSTING],
    });
    expect(stepDown.status).toBe(200);
    expect((await api(second.token).get('/api/v1/users')).status).toBe(200);
  });
});

describe('the users list and the audit', () => {
  it('searches, filters by role and state, pages in SQL', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const tag = `zeta${Date.now()}`;
    const invited = await invite(manager, `${tag}-a@users.test`, [ROLES.EMPLOYEE]);
    await invite(manager, `${tag}-b@users.test`, [ROLES.RECRUITMENT_OFFICER]);
    await invite(manager, `${tag}-c@users.test`, [ROLES.EMPLOYEE, ROLES.RECRUITMENT_OFFICER]);
    await api(manager.token).post(`/api/v1/users/${invited.id}/disable`);

    const found = await api(manager.token).get(`/api/v1/users?search=${tag}&size=2&sort=email&direction=asc`);
    expect(found.status).toBe(200);
    expect(found.body.paging).toEqual({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(found.body.responseDataList.map((u: { email: string }) => u.email)).toEqual([
      `${tag}-a@users.test`,
      `${tag}-b@users.test`,
    ]);

    const criteria = (columns: string[], values: string[]) =>
      api(manager.token).post('/api/v1/users/criteria', {
        search: tag,
        columns,
        operators: columns.map(() => 'SEL_EQUAL'),
        values,
      });
    const officers = await criteria(['role'], [ROLES.RECRUITMENT_OFFICER]);
    expect(officers.body.responseDataList.map((u: { email: string }) => u.email).sort()).toEqual([
      `${tag}-b@users.test`,
      `${tag}-c@users.test`,
    ]);
    const disabled = await criteria(['state'], ['DISABLED']);
    expect(disabled.body.responseDataList).toHaveLength(1);
    expect(disabled.body.responseDataList[0]).toMatchObject({
      id: invited.id,
      roles: 'Employee',
      state: 'DISABLED',
    });
    expect((await criteria(['state'], ['SLEEPING'])).status).toBe(400);
  });

  it('records sign-ins (with the address), invitations, access changes, disablements and password resets', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const user = await invitedAndSignedIn(manager);
    expect((await signIn(user.email, 'wrong-password')).status).toBe(401);
    await api(manager.token).put(`/api/v1/users/${user.id}/access`, {
      roles: [ROLES.EMPLOYEE],
      authorities: [],
    });
    await api(manager.token).post(`/api/v1/users/${user.id}/disable`);

    const events = await t.app.db.prisma.auditEvent.findMany({
      where: { entity: 'User', entityId: String(user.id) },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual([
      'INVITE',
      'PASSWORD_SET',
      'SIGN_IN',
      'SIGN_IN_FAILED',
      'ACCESS_CHANGE',
      'DISABLE',
    ]);
    const signInEvent = events.find((e) => e.action === 'SIGN_IN_FAILED');
    expect(signInEvent?.details).toMatchObject({ email: user.email, ip: expect.any(String) });
    expect(events.find((e) => e.action === 'INVITE')?.userId).toBe(manager.id);
    expect(JSON.stringify(events.map((e) => e.details))).not.toContain(NEW_PASSWORD);
    // An unknown email's failure is recorded too.
    await signIn('ghost@users.test', TEST_PASSWORD);
    const ghost = await t.app.db.prisma.auditEvent.findFirst({
      where: { action: 'SIGN_IN_FAILED', details: { path: ['email'], equals: 'ghost@users.test' } },
    });
    expect(ghost).not.toBeNull();
  });
});
