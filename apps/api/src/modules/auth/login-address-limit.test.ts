// One address trying one password on every account: limited across emails, not only per email.
import { ROLES, SERVER_MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';

// Behind a proxy (TRUST_PROXY) the address is X-Forwarded-For, so the test can be two addresses.
const t = useTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '6', TRUST_PROXY: 'true' });

const login = (email: string, password: string, ip: string) =>
  t.request('POST', '/auth/userLogin', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('the sign-in limit per address', () => {
  it('refuses an address after its wrong tries across many emails, even with a right password', async () => {
    const users = await Promise.all(
      Array.from({ length: 7 }, () => t.createUser({ roles: [ROLES.EMPLOYEE] })),
    );
    // One wrong try on each of six accounts: each stays far below the per-email limit (5).
    for (const user of users.slice(0, 6)) {
      expect((await login(user.email, 'Summer2026!', '203.0.113.7')).status).toBe(401);
    }
    const blocked = await login(users[6]!.email, TEST_PASSWORD, '203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: SERVER_MESSAGES.tooManyLoginAttempts,
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Unknown emails count too: guessing which accounts exist is part of the same attack.
    expect((await login('nobody@nowhere.test', 'x', '203.0.113.7')).status).toBe(429);

    // Another address signs in to the same account.
    expect((await login(users[6]!.email, TEST_PASSWORD, '198.51.100.4')).status).toBe(200);
  }, 60_000);

  it('is not reset by a success from the same address', async () => {
    const [own, ...others] = await Promise.all(
      Array.from({ length: 7 }, () => t.createUser({ roles: [ROLES.EMPLOYEE] })),
    );
    for (const [i, user] of others.entries()) {
      expect((await login(user.email, 'wrong', '192.0.2.9')).status).toBe(401);
      // The attacker's own account, signed in between guesses, does not clear the count.
      if (i === 2) expect((await login(own!.email, TEST_PASSWORD, '192.0.2.9')).status).toBe(200);
    }
    expect((await login(own!.email, TEST_PASSWORD, '192.0.2.9')).status).toBe(429);
  }, 60_000);
});
