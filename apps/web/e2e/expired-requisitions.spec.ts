import { MESSAGES } from '@hr/contracts';
import {
  type Api,
  addCandidate,
  createRequisition,
  day,
  expect,
  moveCandidate,
  type Requisition,
  test,
  uniqueName,
} from './fixtures';

// The bell shows every expired requisition of the server, so the tests of this file run one after
// the other, and no other spec makes an expired requisition. Each test works on its own ones.
test.describe.configure({ mode: 'serial' });

/** A requisition of this test's own whose end date has passed. */
const createExpired = (api: Api) =>
  createRequisition(api, { positionTitle: uniqueName('E2E Expired'), startDate: day(-40), endDate: day(-1) });

/** How many requisitions the server counts as expired right now. */
async function expiredCount(api: Api): Promise<number> {
  return ((await api.get('/api/v1/job_position/expired')) as unknown[]).length;
}

const entryName = (r: Requisition) => `#${r.id} ${r.title}`;

test('the bell counts expired requisitions; the dialog updates, deletes and closes', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const [kept, closed, deleted] = [
    await createExpired(manager),
    await createExpired(manager),
    await createExpired(manager),
  ];
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const bell = page.getByRole('button', { name: 'Expired requisitions' });
  const badge = page.getByTestId('expired-badge');
  const count = await expiredCount(manager);
  await expect(badge).toContainText(String(count));

  // UPDATE goes to the requisition form with changeDate=true.
  await bell.click();
  await expect(page.getByRole('menuitem')).toHaveCount(count);
  await page.getByRole('menuitem', { name: entryName(kept), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(MESSAGES.expiredRequisitionText);
  await expect(dialog).toContainText(String(kept.id));
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(`/jobreq/${kept.id}?changeDate=true`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // CLOSE closes without change.
  await bell.click();
  await page.getByRole('menuitem', { name: entryName(closed), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'CLOSE' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(badge).toContainText(String(count));

  // DELETE removes it: toast, it leaves the menu, and the badge follows the server's count.
  await bell.click();
  await page.getByRole('menuitem', { name: entryName(deleted), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(badge).toContainText(String(count - 1));
  expect(await expiredCount(manager)).toBe(count - 1);
  await bell.click();
  await expect(page.getByRole('menuitem', { name: entryName(deleted), exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: entryName(closed), exact: true })).toHaveCount(1);
});

test('an expired requisition is extended from the bell and leaves it', async ({ loginAs, api }) => {
  const expired = await createExpired(await api('manager'));
  const page = await loginAs('manager');
  await page.goto('/jobreq');

  const bell = page.getByRole('button', { name: 'Expired requisitions' });
  await bell.click();
  await page.getByRole('menuitem', { name: entryName(expired), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(`/jobreq/${expired.id}?changeDate=true`);

  await expect(page.getByText('Set a new start and end date and save to extend it.')).toBeVisible();
  await expect(page.getByLabel('End date')).toBeFocused();
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('End date').fill(day(45));
  await page.getByRole('button', { name: 'Save new dates' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`/jobreq/${expired.id}?changeDate=true`);

  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: entryName(expired), exact: true })).toHaveCount(0);
});

test.describe('at 1440 x 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a locked expired requisition: delete is refused with its reason, a past end date is refused, new dates extend it', async ({
    loginAs,
    api,
  }) => {
    const manager = await api('manager');
    const expired = await createExpired(manager);
    // An application that left NEW locks the requisition's edits.
    const candidate = await addCandidate(manager, expired.id);
    await moveCandidate(manager, candidate.applicationId, 'SCREENING');
    const page = await loginAs('manager');
    await page.goto('/jobreq');
    const bell = page.getByRole('button', { name: 'Expired requisitions' });

    // DELETE is refused: 'Failed', and the dialog says why and what to do instead.
    await bell.click();
    await page.getByRole('menuitem', { name: entryName(expired), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    await expect(page.getByText(MESSAGES.failed, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('has 1 application(s) and cannot be deleted');
    await expect(dialog.getByRole('alert')).toContainText('Extend its dates instead');

    // UPDATE: only the dates and "Save new dates" are open under the lock.
    await dialog.getByRole('button', { name: 'UPDATE' }).click();
    await expect(page).toHaveURL(`/jobreq/${expired.id}?changeDate=true`);
    await expect(page.getByText('Its dates can still be changed to extend it.')).toBeVisible();
    await expect(page.getByLabel('Position title')).toBeDisabled();
    await expect(page.getByLabel('End date')).toBeEnabled();

    // An end date that is not after today is refused on the form.
    await page.getByLabel('End date').fill(day(0));
    await page.getByRole('button', { name: 'Save new dates' }).click();
    await expect(page.getByText('The end date must be after today.')).toBeVisible();
    await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true })).toHaveCount(0);

    await page.getByLabel('End date').fill(day(45));
    await page.getByRole('button', { name: 'Save new dates' }).click();
    await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true })).toBeVisible();
    await bell.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: entryName(expired), exact: true })).toHaveCount(0);
  });
});

test('users without JOB_POSTING have no bell', async ({ loginAs }) => {
  const page = await loginAs('employee');
  await page.goto('/jobreq');
  await expect(page.getByTestId('topbar-title')).toHaveText('Recruitment Dashboard');
  await expect(page.getByRole('button', { name: 'Expired requisitions' })).toHaveCount(0);
});
