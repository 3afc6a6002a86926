import { RENEWED_TOKEN_HEADER, ROLES } from '@hr/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

// Managers call the templates (any guard would do). Tokens older than a second are renewed, so the sliding renewal shows within a test.
const t = useTestApp({ JWT_RENEW_AFTER_SECONDS: '1' });
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('the session check', () => {
  it('costs no query per request once the session is cached', async () => {
    await expect.poll(() => t.app.sessions.caching).toBe(true);
    const user = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const query = vi.spyOn(t.app.db.pool, 'query');
    try {
      for (let i = 0; i < 5; i++)
        expect((await t.request('GET', '/api/v1/email-template', { token: user.token })).status).toBe(200);
      const lookups = query.mock.calls.filter(([sql]) => String(sql).includes('FROM user_session'));
      expect(lookups).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('sends one lookup for the calls that arrive together before the session is cached', async () => {
    await expect.poll(() => t.app.sessions.caching).toBe(true);
    const user = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const sid = decode(user.token).sid as string;
    const query = vi.spyOn(t.app.db.pool, 'query');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.sessions.isLive(sid, user.id)));
      expect(answers).toEqual(Array(8).fill(true));
      expect(query.mock.calls.filter(([sql]) => String(sql).includes('FROM user_session'))).toHaveLength(1);
      // Another user id with the same session is refused from the same answer.
      expect(await t.app.sessions.isLive(sid, user.id + 1)).toBe(false);
    } finally {
      query.mockRestore();
    }
  });

  it('renews an older token while its user is active: same session, later expiry', async () => {
    // The server's clock (the same process) is moved on instead of waiting: the token turns 1.1 s old.
    const realNow = Date.now.bind(Date);
    let shift = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
    try {
      const user = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
      const fresh = await t.request('GET', '/api/v1/email-template', { token: user.token });
      expect(fresh.headers.get(RENEWED_TOKEN_HEADER)).toBeNull();
      shift = 1100;
      const res = await t.request('GET', '/api/v1/email-template', { token: user.token });
      const renewed = res.headers.get(RENEWED_TOKEN_HEADER);
      expect(renewed).toEqual(expect.any(String));
      const before = decode(user.token);
      const after = decode(renewed!);
      expect(after.sid).toBe(before.sid);
      expect(after.exp).toBeGreaterThan(before.exp);
      const session = await t.app.db.prisma.userSession.findUniqueOrThrow({ where: { id: after.sid } });
      expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(after.exp * 1000 - 1000);
      expect((await t.request('GET', '/api/v1/email-template', { token: renewed! })).status).toBe(200);
      // The older token sent again within the renewal period (a client that has not switched yet, or
      // calls in flight) gets the same renewed token: no new signature, no new UPDATE.
      const frozen = Date.now();
      clock.mockImplementation(() => frozen);
      const extend = vi.spyOn(t.app.sessions, 'extend');
      const again = await t.request('GET', '/api/v1/email-template', { token: user.token });
      clock.mockImplementation(() => realNow() + shift);
      expect(again.headers.get(RENEWED_TOKEN_HEADER)).toBe(renewed);
      expect(extend).not.toHaveBeenCalled();
      extend.mockRestore();
      // Ending the session ends the renewed token too.
      await t.request('POST', '/auth/logout', { token: renewed! });
      expect((await t.request('GET', '/api/v1/email-template', { token: renewed! })).status).toBe(401);
      expect((await t.request('GET', '/api/v1/email-template', { token: user.token })).status).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });
});
