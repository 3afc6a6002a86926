import { createHmac, randomUUID } from 'node:crypto';
import { AUTHORITY_CODES, ROLES, SERVER_MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function handMadeToken(header: object, payload: object, secret = JWT_SECRET) {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const algorithm = (header as { alg?: string }).alg === 'HS512' ? 'sha512' : 'sha256';
  const signature = createHmac(algorithm, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('POST /auth/userLogin', () => {
  it('answers a token with email, roles, authorities, sub and exp, and the user name', async () => {
    const user = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const res = await t.request('POST', '/auth/userLogin', {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.userName).toMatch(/^Test User \d+$/);
    const header = JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const payload = decode(res.body.token);
    expect(payload).toMatchObject({ sub: String(user.id), email: user.email, roles: 'Recruitment Officer' });
    expect(payload.authorities.sort()).toEqual(
      [
        AUTHORITY_CODES.JOB_POSTING,
        AUTHORITY_CODES.CANDIDATE_ACCESS,
        AUTHORITY_CODES.SHORTLISTING,
        AUTHORITY_CODES.DASHBOARD,
      ].sort(),
    );
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    // The token it gives opens the API.
    const list = await t.request('GET', '/api/v1/requisitions', { token: res.body.token });
    expect(list.status).toBe(200);
  });

  it('gives one generic 401 for a wrong password and for an unknown email', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const wrong = await t.request('POST', '/auth/userLogin', {
      body: { email: user.email, password: 'nope' },
    });
    const unknown = await t.request('POST', '/auth/userLogin', {
      body: { email: 'nobody@test.local', password: TEST_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: SERVER_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a deactivated account', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    await t.app.db.prisma.user.update({ where: { id: user.id }, data: { active: false } });
    const res = await t.request('POST', '/auth/userLogin', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it('answers 400 naming the fields of a malformed body', async () => {
    const res = await t.request('POST', '/auth/userLogin', { body: { email: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'password']);
    const broken = await t.request('POST', '/auth/userLogin', { body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.js/);
  });

  it('limits wrong tries per email and IP: the sixth try gets 429, even with the right password', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/auth/userLogin', {
        body: { email: user.email, password: `bad${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await t.request('POST', '/auth/userLogin', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(SERVER_MESSAGES.tooManyLoginAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    const other = await t.createUser({ roles: [ROLES.EMPLOYEE] });
    const ok = await t.request('POST', '/auth/userLogin', {
      body: { email: other.email, password: TEST_PASSWORD },
    });
    expect(ok.status).toBe(200);
  });
});

describe('token checks on guarded routes', () => {
  const payload = () => ({
    sub: '1',
    email: 'x@test.local',
    roles: 'Recruitment Manager',
    authorities: Object.values(AUTHORITY_CODES),
    exp: Math.floor(Date.now() / 1000) + 3600,
  });

  it('answers 401 without a token', async () => {
    const res = await t.request('GET', '/api/v1/requisitions');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: SERVER_MESSAGES.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const token = handMadeToken(
      { alg: 'HS256', typ: 'JWT' },
      payload(),
      'another-secret-another-secret-another',
    );
    expect((await t.request('GET', '/api/v1/requisitions', { token })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const token = handMadeToken(
      { alg: 'HS256', typ: 'JWT' },
      { ...payload(), exp: Math.floor(Date.now() / 1000) - 10 },
    );
    expect((await t.request('GET', '/api/v1/requisitions', { token })).status).toBe(401);
  });

  it('refuses algorithms other than HS256, "none" included', async () => {
    const hs512 = handMadeToken({ alg: 'HS512', typ: 'JWT' }, payload());
    expect((await t.request('GET', '/api/v1/requisitions', { token: hs512 })).status).toBe(401);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload())}.`;
    expect((await t.request('GET', '/api/v1/requisitions', { token: none })).status).toBe(401);
  });

  it('answers 401 for a well-signed token missing required claims', async () => {
    const { authorities: _omit, ...partial } = payload();
    const token = handMadeToken({ alg: 'HS256', typ: 'JWT' }, partial);
    expect((await t.request('GET', '/api/v1/requisitions', { token })).status).toBe(401);
  });

  it('accepts a valid HS256 token of a live session', async () => {
    const user = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const { sid } = decode(user.token);
    const token = handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...payload(), sub: String(user.id), sid });
    expect((await t.request('GET', '/api/v1/requisitions', { token })).status).toBe(200);
  });

  // Issue 16 finding 1.2: a correctly signed token is not enough on its own.
  it('answers 401 for a well-signed token of a user id that does not exist, or without a session', async () => {
    const user = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const { sid } = decode(user.token);
    const cases = {
      'no session': payload(),
      'unknown session': { ...payload(), sub: String(user.id), sid: randomUUID() },
      'unknown user': { ...payload(), sub: '2147483000', sid },
      "another user's session": { ...payload(), sub: String(user.id + 1000), sid },
    };
    for (const [name, claims] of Object.entries(cases)) {
      const token = handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims);
      const res = await t.request('GET', '/api/v1/requisitions', { token });
      expect(res.status, name).toBe(401);
      expect(res.body.code, name).toBe('INVALID_TOKEN');
    }
    // A user deleted from the database: their token stops at once.
    const gone = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    expect((await t.request('GET', '/api/v1/requisitions', { token: gone.token })).status).toBe(200);
    // Deleted by SQL, behind the API's back: the trigger's notification evicts the cached session.
    await t.app.db.prisma.user.delete({ where: { id: gone.id } });
    await expect
      .poll(async () => (await t.request('GET', '/api/v1/requisitions', { token: gone.token })).status)
      .toBe(401);
  });
});
