// Sign-in helpers for the end-to-end specs: through the form (as a person would) or, when the
// sign-in itself is not under test, with a token from the API put where the app keeps it.
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';
export const ACCOUNTS = {
  manager: 'manager@demo.local',
  officer: 'officer@demo.local',
  employee: 'employee@demo.local',
  applicant: 'applicant@demo.local',
} as const;
export type Account = keyof typeof ACCOUNTS;

export async function signInThroughForm(page: Page, account: Account, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS[account]);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInWithToken(page: Page, account: Account) {
  const response = await page.request.post('/auth/userLogin', {
    data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token, userName } = await response.json();
  await page.addInitScript(
    ([t, u]) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('userName', u);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [token, userName] as const,
  );
}

export const test = base;
export { expect };
