// After applying: the "Application received" email (read from the Outbox) registers the applicant,
// who follows their applications' stages in plain words and withdraws one.
import { MESSAGES, MY_APPLICATIONS_MESSAGES, MY_APPLICATIONS_PATHS } from '@hr/contracts';
import { expectNoSeriousA11yViolations } from './axe';
import {
  ACCOUNTS,
  createRequisition,
  DEMO_PASSWORD,
  emailedLink,
  expect,
  scheduleInterview,
  test,
  uniqueName,
} from './fixtures';

const V1 = '/api/v1';
const PASSWORD = 'Applications-e2e-2026';
const SOURCE = 'Careers site';

test.use({ actionTimeout: 20_000 });
/** A cold browser loads the app's chunks first: on a loaded machine that alone can take seconds. */
const COLD = { timeout: 30_000 };

test('an applicant from the careers site registers from the email, follows the stages and withdraws', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const manager = await api('manager');
  const first = await createRequisition(manager, { complete: true, positionTitle: uniqueName('Ward Nurse') });
  const second = await createRequisition(manager, { positionTitle: uniqueName('Night Nurse') });
  const surName = uniqueName('Ðặng');
  const email = `zoe-${surName.replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
  const person = { firstName: 'Zoë', surName, email, source: SOURCE };
  // As the careers site makes them: the applicant's source goes with each application.
  const apply = (requisitionId: number) =>
    manager.post<{ applicationId: number }>(`${V1}/applicant/add-candidate`, {
      requisitionId,
      applicant: person,
    });
  const applied = await apply(first.id);
  const other = await apply(second.id);
  // The confirmation the careers site sends once an application is saved.
  await manager.post(`${V1}${MY_APPLICATIONS_PATHS.sendReceived(applied.applicationId)}`);

  // ---- The applicant opens the emailed link (on a phone) and registers.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await emailedLink(manager, email, /\/my-applications\?code=[\w-]+/));
  await expect(page.getByRole('heading', { name: 'Register to follow your applications' })).toBeVisible(COLD);
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your applications', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/my-applications$/);
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card(first.title).getByLabel('Stage: Received')).toBeVisible();
  await expect(card(second.title).getByLabel('Stage: Received')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- HR schedules an interview (the event that moves it to Interview); the applicant sees it.
  await scheduleInterview(manager, applied.applicationId);
  await page.reload();
  await expect(card(first.title).getByLabel('Stage: Interview')).toBeVisible();

  // ---- The applicant withdraws the other application, after confirming.
  await card(second.title).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toContainText(second.title);
  await dialog.getByRole('button', { name: 'Keep my application' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(second.title).getByLabel('Stage: Received')).toBeVisible();
  await card(second.title).getByRole('button', { name: 'Withdraw' }).click();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(MY_APPLICATIONS_MESSAGES.withdrawn)).toBeVisible();
  await expect(card(second.title).getByLabel('Stage: Withdrawn')).toBeVisible();
  await expect(card(second.title).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(card(first.title).getByLabel('Stage: Interview')).toBeVisible();

  // ---- HR sees the applicant's withdrawal, and the source, in the applications list.
  const rows = await manager.post(`${V1}/application/criteria`, {
    columns: ['applicantEmail'],
    operators: ['STR_EQUAL'],
    values: [email],
  });
  const byId = new Map(
    (rows.responseDataList as { id: number; status: string; applicantSource: string }[]).map((r) => [
      r.id,
      r,
    ]),
  );
  expect(byId.get(other.applicationId)).toMatchObject({ status: 'WITHDRAWN', applicantSource: SOURCE });
  expect(byId.get(applied.applicationId)).toMatchObject({ status: 'INTERVIEW', applicantSource: SOURCE });
});

test('a registered applicant signs in on the page their email links to; staff are turned away', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(90_000);
  // The plain link a registered applicant's "Application received" email carries.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/my-applications');
  await expect(visitor.getByRole('heading', { name: 'Sign in to see your applications' })).toBeVisible(COLD);
  await visitor.getByLabel('Email').fill(ACCOUNTS.applicant);
  await visitor.getByLabel('Password').fill(DEMO_PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your applications', level: 1 })).toBeVisible();
  await expect(visitor).toHaveURL(/\/my-applications$/);
  await expect(visitor.getByRole('article').first()).toBeVisible();
  // The applicant's bar leads to their offer and back.
  await visitor.getByRole('link', { name: 'Offer' }).click();
  await expect(visitor).toHaveURL(/\/offer-letter$/);
  await visitor.getByRole('link', { name: 'Applications' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your applications', level: 1 })).toBeVisible();
  await context.close();

  await loginAs('manager');
  await page.goto('/my-applications');
  await expect(page.getByText(MESSAGES.unauthorizedTitle)).toBeVisible(COLD);
});
