import { SERVER_MESSAGES } from '@hr/contracts';
import { type Account, expect, signInThroughForm, test } from './fixtures';

const LANDING: Record<Account, string> = {
  manager: '/recruitmentManager',
  officer: '/recruitmentOfficer',
  employee: '/jobreq',
  applicant: '/offer-letter',
};

test.describe('signing in', () => {
  for (const [account, landing] of Object.entries(LANDING) as [Account, string][]) {
    test(`${account} signs in through the form and lands on ${landing}`, async ({ page }) => {
      await signInThroughForm(page, account);
      await expect(page).toHaveURL(landing);
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        userName: localStorage.getItem('userName'),
      }));
      expect(stored.token?.split('.')).toHaveLength(3);
      expect(stored.userName).toBeTruthy();
    });
  }

  test('a wrong password shows the error and stays on the form', async ({ page }) => {
    await signInThroughForm(page, 'officer', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(SERVER_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the form checks its fields before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(/valid email/i)).toBeVisible();
  });
});

test.describe('without a token', () => {
  test('the app opens on the home page, and protected pages send there', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Sign in' })),
    ).toBeVisible();
    await page.goto('/jobreq');
    await expect(page).toHaveURL('/homePage');
  });
});

test.describe('signing out and rejected tokens', () => {
  // Its own sign-in: Log Out ends the session on the server, and the other tests share theirs.
  test('Log Out removes the token, ends the session on the server and goes to /login', async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, 'manager');
    await expect(page).toHaveURL('/recruitmentManager');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page
      .getByRole('button', { name: 'Log Out' })
      .or(page.getByRole('link', { name: 'Log Out' }))
      .click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // A copy of the token is worthless now.
    await expect
      .poll(async () =>
        (
          await request.get('/api/v1/requisitions', { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      )
      .toBe(401);
    await page.goto('/jobreq');
    await expect(page).toHaveURL('/homePage');
  });

  test('a token the server rejects sends the browser to /login', async ({ page }) => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      b64({ alg: 'HS256', typ: 'JWT' }),
      b64({
        sub: '1',
        email: 'manager@demo.local',
        roles: 'Employee',
        authorities: [],
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
      'forged-signature',
    ].join('.');
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem('token', token);
        localStorage.setItem('userName', 'Forger');
        sessionStorage.setItem('planted', '1');
      }
    }, forged);
    await page.goto('/jobreq');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
