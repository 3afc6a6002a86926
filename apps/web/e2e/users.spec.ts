import { MESSAGES, USER_MESSAGES } from '@hr/contracts';
import type { Browser, Page } from '@playwright/test';
import { type Api, expect, LOADED, test } from './fixtures';

const PASSWORD = 'Maple-Harbour-Lights-7';

/** An address no other test or run uses. */
function uniqueEmail(what: string): string {
  return `${what}-w${test.info().workerIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@users.test`;
}

/** The one-time link of the newest email of this kind to this address, as the Outbox shows it. */
async function outboxLink(api: Api, to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const page = await api.get('/api/v1/outbox', { search: to, sort: 'createdAt', direction: 'desc' });
      const row = page.responseDataList.find((email: { subject: string }) => email.subject === subject);
      if (!row) return undefined;
      const email = await api.post(`/api/v1/outbox/${row.id}/reveal-links`);
      link = /https?:\/\/\S+\/set-password\?code=[A-Za-z0-9_-]+/.exec(email.textBody)?.[0];
      return link;
    })
    .toBeDefined();
  return new URL(link as string).pathname + new URL(link as string).search;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function findUser(page: Page, email: string) {
  await page.getByLabel('Search name or email').fill(email);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('a manager invites an officer, changes their access and disables them; each change reaches their browser', async ({
  page,
  loginAs,
  api,
  browser,
  baseURL,
}) => {
  // A long journey across two browsers; each step waits only for what it needs.
  test.setTimeout(240_000);
  const email = uniqueEmail('officer');
  const manager = await api('manager');
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  // The officer, in a browser of their own.
  const officer = await newPage(browser, baseURL);

  await test.step('the manager invites from Settings > Users', async () => {
    await loginAs('manager');
    await page.goto('/recruitmentManager');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true })).toBeVisible(
      LOADED,
    );
    await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL('/users');
    await expect(page.getByTestId('topbar-title')).toHaveText('Users');
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('First name').fill('Otto');
    await invite.getByLabel('Last name').fill('Officer');
    await expect(invite.getByRole('checkbox', { name: 'Recruitment Officer' })).toBeChecked();
    await expect(invite.getByRole('checkbox', { name: 'SHORTLISTING' })).toBeChecked();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(USER_MESSAGES.invitationSent)).toBeVisible();
    await findUser(page, email);
    await expect(row.getByText('Invited')).toBeVisible();
  });

  await test.step('the officer follows the link from the Outbox, sets a password, signs in', async () => {
    await officer.goto(await outboxLink(manager, email, 'You are invited to HireOnboard'));
    await expect(officer.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(officer.getByText(email)).toBeVisible();
    await officer.getByLabel('New password').fill('password1234');
    await officer.getByLabel('Confirm password').fill('password1234');
    await officer.getByRole('button', { name: 'Set password' }).click();
    await expect(officer.getByText('This password is too common')).toBeVisible();
    await officer.getByLabel('New password').fill(PASSWORD);
    await officer.getByLabel('Confirm password').fill(PASSWORD);
    await officer.getByRole('button', { name: 'Set password' }).click();
    await expect(officer.getByText(MESSAGES.passwordChanged)).toBeVisible();
    await expect(officer).toHaveURL('/login');
    await signIn(officer, email, PASSWORD);
    await expect(officer).toHaveURL('/recruitmentOfficer');
    await officer.goto('/appsch');
    await expect(officer.getByTestId('topbar-title')).toHaveText('Applicant Tracking');
    // The page is done loading before its access changes: a request still in flight would meet the
    // 401, clear the token and start the move to /login that the goto below then cuts short (the
    // app, now without a token, sends /appsch to the home page).
    await officer.waitForLoadState('networkidle');
  });

  await test.step("the manager removes SHORTLISTING: the officer's session ends; signed in again, /appsch is denied", async () => {
    await row.getByRole('button', { name: `Edit access of ${email}` }).click();
    const access = page.getByRole('dialog', { name: 'Access of Otto Officer' });
    await access.getByRole('checkbox', { name: 'SHORTLISTING' }).uncheck();
    await access.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.successfullyUpdated)).toBeVisible();
    await expect(row).not.toContainText('SHORTLISTING');

    await officer.goto('/appsch');
    await expect(officer).toHaveURL('/login');
    await signIn(officer, email, PASSWORD);
    await expect(officer).toHaveURL('/recruitmentOfficer');
    await officer.goto('/appsch');
    await expect(officer.getByText(MESSAGES.unauthorizedTitle)).toBeVisible();
  });

  await test.step("the manager disables them: the officer's open browser goes to /login on its next request", async () => {
    await officer.goto('/jobreq');
    await expect(officer.getByRole('table').first()).toBeVisible();
    // The page is done loading (the top bar's bell and the filters' options load beside the table),
    // so the search below is its next request.
    await officer.waitForLoadState('networkidle');
    await row.getByRole('button', { name: `Disable ${email}` }).click();
    await expect(row.getByText('Disabled')).toBeVisible();
    // Searching the open list is their next request.
    await officer.getByLabel('Search', { exact: true }).fill('anything');
    await expect(officer).toHaveURL('/login');
    await signIn(officer, email, PASSWORD);
    await expect(officer.getByText('Incorrect email or password.')).toBeVisible();
    await officer.context().close();
  });
});

test('"Forgot password" on /login sends a link that sets a new password', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const manager = await api('manager');
  const email = uniqueEmail('forgetful');
  await manager.post('/api/v1/users/invite', {
    email,
    firstName: 'Fay',
    lastName: 'Forgetful',
    roles: ['Employee'],
  });
  // The invitation is set up through the API; the reset is what this test walks through.
  const invitation = await outboxLink(manager, email, 'You are invited to HireOnboard');
  const code = new URLSearchParams(invitation.split('?')[1]).get('code');
  expect(
    (await page.request.post('/auth/set-password', { data: { code, password: PASSWORD } })).status(),
  ).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The URL changes before the page's chunk renders (the router keeps /login on screen meanwhile,
  // and it has an Email field too): wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(USER_MESSAGES.resetLinkSent)).toBeVisible();

  const user = await newPage(browser, baseURL);
  await user.goto(await outboxLink(manager, email, 'Reset your password'));
  await expect(user.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await user.getByLabel('New password').fill('Quiet-River-Stones-5');
  await user.getByLabel('Confirm password').fill('Quiet-River-Stones-5');
  await user.getByRole('button', { name: 'Set password' }).click();
  await expect(user).toHaveURL('/login');
  await signIn(user, email, 'Quiet-River-Stones-5');
  await expect(user).toHaveURL('/jobreq');
  await user.context().close();
});
