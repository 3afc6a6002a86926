// Every password check is limited (issue 27 items 3 and 4): wrong current passwords of a change,
// and anonymous codes of password links, count as wrong sign-ins; set-password looks at its code
// before it hashes anything.
import { ROLES, SERVER_MESSAGES, USER_MESSAGES } from '@hr/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import { newToken } from '../../lib/one-time-code.js';

// Counts the argon2 hashes the server makes (the test app runs in this process).
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/password.js')>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return actual.hashPassword(password);
    },
  };
});

const t = useTestApp();
const NEW_PASSWORD = 'Quiet-Harbour-Lantern-58';

// Every test starts with a clean count for the one address they all come from.
beforeEach(async () => {
  await t.app.db.prisma.loginAttempt.deleteMany();
});

const signIn = (email: string, password: string) =>
  t.request('POST', '/auth/userLogin', { body: { email, password } });

describe('changing one’s password', () => {
  it('refuses with 429 and Retry-After after as many wrong current passwords as sign-in allows, even the right one', async () => {
    const user = await t.createUser({
      roles: [ROLES.RECRUITMENT_OFFICER],
      email: `zoe-dang-${Date.now()}@example.com`,
    });
    const change = (currentPassword: string) =>
      t.request('POST', '/auth/change-password', {
        token: user.token,
        body: { currentPassword, newPassword: NEW_PASSWORD },
      });
    const limit = t.app.config.loginMaxFailures;
    for (let i = 0; i < limit; i += 1) {
      const wrong = await change(`guess-number-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields.currentPassword).toBe(USER_MESSAGES.currentPasswordWrong);
    }
    const refused = await change(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(USER_MESSAGES.tooManyWrongPasswords);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The guesses were wrong sign-ins of the account from this address: sign-in waits too.
    const login = await signIn(user.email, TEST_PASSWORD);
    expect(login.status).toBe(429);
    expect(login.body.message).toBe(SERVER_MESSAGES.tooManyLoginAttempts);
    // Each guess is audited, without the password.
    const audited = await t.app.db.prisma.auditEvent.findMany({
      where: { entity: 'User', entityId: String(user.id), action: 'PASSWORD_CHANGE_FAILED' },
    });
    expect(audited).toHaveLength(limit);
    expect(JSON.stringify(audited.map((row) => row.details))).not.toContain('guess-number');
  });

  it('a right current password after a wrong one changes it and starts the count again', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const change = (currentPassword: string, newPassword: string, token = user.token) =>
      t.request('POST', '/auth/change-password', { token, body: { currentPassword, newPassword } });
    expect((await change('not-the-password', NEW_PASSWORD)).status).toBe(400);
    const ok = await change(TEST_PASSWORD, NEW_PASSWORD);
    expect(ok.status).toBe(200);
    for (let i = 0; i < t.app.config.loginMaxFailures - 1; i += 1)
      expect((await change(`wrong-${i}`, TEST_PASSWORD, ok.body.token)).status).toBe(400);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('password links', () => {
  it('set-password with an unknown code hashes nothing, and anonymous unknown codes are limited (429, Retry-After)', async () => {
    const before = hashes.count;
    const limit = t.app.config.loginMaxFailures;
    for (let i = 0; i < limit; i += 1) {
      const res = await t.request('POST', '/auth/set-password', {
        body: { code: newToken(), password: NEW_PASSWORD },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(USER_MESSAGES.linkUnknown);
    }
    const refused = await t.request('POST', '/auth/set-password', {
      body: { code: newToken(), password: NEW_PASSWORD },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(USER_MESSAGES.tooManyInvalidLinks);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Looking a code up is limited the same way.
    const looked = await t.request('GET', `/auth/password-link/${newToken()}`);
    expect(looked.status).toBe(429);
    expect(hashes.count).toBe(before);
  });

  it('a real link still sets the password (one hash), its code checked before the rules and the hash', async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const email = `wang-xiuying-${Date.now()}@example.com`;
    const invited = await t.request('POST', '/api/v1/users/invite', {
      token: manager.token,
      body: { email, firstName: '秀英', lastName: '王', roles: [ROLES.RECRUITMENT_OFFICER] },
    });
    expect(invited.status).toBe(201);
    const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({ where: { toAddress: email } });
    const code = /code=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] ?? '';

    const before = hashes.count;
    const weak = await t.request('POST', '/auth/set-password', { body: { code, password: email } });
    expect(weak.status).toBe(400);
    expect(hashes.count).toBe(before);
    const set = await t.request('POST', '/auth/set-password', { body: { code, password: NEW_PASSWORD } });
    expect(set.status).toBe(200);
    expect(hashes.count).toBe(before + 1);
    // Used: 410, no hash, and it is not a guess (the count stays clean).
    const again = await t.request('POST', '/auth/set-password', { body: { code, password: NEW_PASSWORD } });
    expect(again.status).toBe(410);
    expect(hashes.count).toBe(before + 1);
    expect(await t.app.db.prisma.loginAttempt.count({ where: { succeeded: false } })).toBe(0);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });
});
