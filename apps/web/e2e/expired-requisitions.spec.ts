import { MESSAGES } from '@hr/contracts';
import type { Page } from '@playwright/test';
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

/** A requisition of this test's own whose end date has passed. */
const createExpired = (api: Api) =>
  createRequisition(api, { positionTitle: uniqueName('E2E Expired'), startDate: day(-40), endDate: day(-1) });

const entryName = (r: Requisition) => `#${r.id} ${r.title}`;

/**
 * With the menu open, the bell's count (its name, and the badge up to 99+) is the number of entries
 * the menu lists: one answer of the server feeds both. Whatever other tests expire meanwhile, the two
 * agree, so no test here reads or depends on the server-wide number.
 */
async function expectBellCountsMenu(page: Page) {
  // The open menu hides the rest of the page from assistive technology, the bell included.
  const bell = page.getByRole('button', { name: 'Expired requisitions', includeHidden: true });
  await expect
    .poll(async () => {
      const listed = await page.getByRole('menuitem').count();
      const named = (await bell.getAttribute('aria-label')) ?? '';
      const badge = (await page.getByTestId('expired-badge').textContent())?.trim();
      return named === `Expired requisitions (${listed})` && badge === (listed > 99 ? '99+' : String(listed));
    })
    .toBe(true);
}

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
  const entry = (r: Requisition) => page.getByRole('menuitem', { name: entryName(r), exact: true });

  await test.step("the menu lists this test's expired requisitions, and the bell counts what it lists", async () => {
    await bell.click();
    for (const r of [kept, closed, deleted]) await expect(entry(r)).toHaveCount(1);
    await expectBellCountsMenu(page);
  });

  await test.step('UPDATE goes to the requisition form with changeDate=true', async () => {
    await entry(kept).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(MESSAGES.expiredRequisitionText);
    await expect(dialog).toContainText(String(kept.id));
    await dialog.getByRole('button', { name: 'UPDATE' }).click();
    await expect(page).toHaveURL(`/jobreq/${kept.id}?changeDate=true`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('CLOSE closes without change', async () => {
    await bell.click();
    await entry(closed).click();
    await page.getByRole('dialog').getByRole('button', { name: 'CLOSE' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await bell.click();
    await expect(entry(closed)).toHaveCount(1);
    await page.keyboard.press('Escape');
  });

  await test.step('DELETE removes it: toast, it leaves the menu and the server, the bell counts the rest', async () => {
    await bell.click();
    await entry(deleted).click();
    await page.getByRole('dialog').getByRole('button', { name: 'DELETE' }).click();
    await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const ids = ((await manager.get('/api/v1/job_position/expired')) as { id: number }[]).map((r) => r.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).toContain(closed.id);
    await bell.click();
    await expect(entry(closed)).toHaveCount(1);
    await expect(entry(deleted)).toHaveCount(0);
    await expectBellCountsMenu(page);
  });
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
