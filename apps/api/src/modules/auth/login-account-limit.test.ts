// The limit per account, whatever the address: a caller that invents its address (X-Forwarded-For
// trusted from anyone, as with TRUST_PROXY=true and the port open) or many machines still get only
// LOGIN_MAX_FAILURES_PER_ACCOUNT guesses; and one address alone can never reach it, so it cannot
// lock anyone out of their account (a whole office behind one address, say).
import { ROLES, SERVER_MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../../test/test-app.js';
import { ConfigError, loadConfig } from '../../config.js';

// Smaller numbers than the defaults (5 per 15 minutes per address and account, 30 per hour per
// account), in the same proportion: one address may make 2 x 4 = 8 wrong tries an hour on an account.
const t = useTestApp({
  TRUST_PROXY: 'true',
  LOGIN_MAX_FAILURES: '2',
  LOGIN_WINDOW_MINUTES: '15',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '9',
  LOGIN_ACCOUNT_WINDOW_MINUTES: '60',
});

const login = (email: string, password: string, ip: string) =>
  t.request('POST', '/auth/userLogin', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('the sign-in limit per account', () => {
  it('refuses the right password after wrong ones from as many invented addresses as the limit', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE], email: 'zoe.dang@test.local' });
    // Each wrong try from a new address: every per-address limit stays far off.
    for (let i = 1; i <= 9; i += 1)
      expect((await login(user.email, `Guess-${i}-2026`, `198.18.0.${i}`)).status).toBe(401);
    const blocked = await login(user.email, TEST_PASSWORD, '198.18.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: SERVER_MESSAGES.tooManyLoginAttempts,
    });
    // Until the oldest of the nine leaves the hour.
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // Another account is not touched.
    const other = await t.createUser({ roles: [ROLES.EMPLOYEE], email: 'lukasz.zolc@test.local' });
    expect((await login(other.email, TEST_PASSWORD, '198.18.1.1')).status).toBe(200);
  }, 60_000);

  it('lets one address lock only itself out, never the account', async () => {
    const user = await t.createUser({ roles: [ROLES.EMPLOYEE], email: 'wang.xiuying@test.local' });
    // One address keeps guessing: its own limit (2 per window) stops it long before the account's.
    expect((await login(user.email, 'wrong-1', '203.0.113.50')).status).toBe(401);
    expect((await login(user.email, 'wrong-2', '203.0.113.50')).status).toBe(401);
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, 'wrong', '203.0.113.50')).status).toBe(429);
    // The owner, from the office's address, signs in.
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.10')).status).toBe(200);
  }, 60_000);
});

describe('the limit per account in the configuration', () => {
  it('defaults to 30 wrong tries an hour, above the 20 one address may make', () => {
    const config = loadConfig({});
    expect(config.loginMaxFailuresPerAccount).toBe(30);
    expect(config.loginAccountWindowMinutes).toBe(60);
  });

  it('refuses a limit one address could reach alone, naming the least it may be', () => {
    expect(() => loadConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '20' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '20' })).toThrow(
      /LOGIN_MAX_FAILURES_PER_ACCOUNT: must be more than 20/,
    );
    expect(() => loadConfig({ LOGIN_MAX_FAILURES: '10', LOGIN_MAX_FAILURES_PER_ACCOUNT: '40' })).toThrow(
      /must be more than 40/,
    );
    expect(
      loadConfig({ LOGIN_ACCOUNT_WINDOW_MINUTES: '15', LOGIN_MAX_FAILURES_PER_ACCOUNT: '6' })
        .loginMaxFailuresPerAccount,
    ).toBe(6);
  });
});
