import { MESSAGES } from '@hr/contracts';
import type { Page } from '@playwright/test';
import { expect, signInWithToken, test } from './fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

// The tests of this file run one after the other in one worker: both change what the bell shows.

/**
 * How many requisitions the server counts as expired right now. The demo data holds three, but other
 * specs running at the same time may add or extend their own, so the badge is compared with this.
 */
async function expiredCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.get('/api/v1/job_position/expired', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

test('the bell counts expired requisitions; the dialog updates, deletes and closes', async ({ page }) => {
  await signInWithToken(page, 'manager');
  await page.goto('/jobreq');
  const bell = page.getByRole('button', { name: 'Expired requisitions' });
  const badge = page.getByTestId('expired-badge');
  const count = await expiredCount(page);
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(badge).toContainText(String(count));

  // UPDATE goes to the requisition form with changeDate=true.
  await bell.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(count);
  const firstText = (await items.first().textContent()) ?? '';
  const firstId = firstText.match(/#(\d+)/)?.[1];
  expect(firstId).toBeTruthy();
  await items.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(MESSAGES.expiredRequisitionText);
  await expect(dialog).toContainText(firstId!);
  await dialog.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(`/jobreq/${firstId}?changeDate=true`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // CLOSE closes without change.
  await bell.click();
  await page.getByRole('menuitem').nth(1).click();
  await page.getByRole('dialog').getByRole('button', { name: 'CLOSE' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(badge).toContainText(String(count));

  // DELETE removes it: toast, it leaves the menu, and the badge follows the server's count.
  await bell.click();
  const third = page.getByRole('menuitem').nth(2);
  const thirdText = (await third.textContent()) ?? '';
  expect(thirdText).toMatch(/^#\d+ /);
  await third.click();
  await page.getByRole('dialog').getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(badge).toContainText(String(await expiredCount(page)));
  await bell.click();
  await expect(page.getByRole('menuitem', { name: thirdText, exact: true })).toHaveCount(0);
});

test('an expired requisition is extended from the bell and leaves it', async ({ page }) => {
  await signInWithToken(page, 'manager');
  await page.goto('/jobreq');
  // Its own expired requisition, so the seeded ones (and other specs using them) are left alone.
  const title = `E2E Expired ${Date.now()}`;
  const created = await page.request.post('/api/v1/job_position', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { positionTitle: title, startDate: day(-40), endDate: day(-1), positionTypeId: 1, departmentId: 1 },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  await page.reload();

  const bell = page.getByRole('button', { name: 'Expired requisitions' });
  await bell.click();
  const entry = page.getByRole('menuitem', { name: `#${id} ${title}`, exact: true });
  await entry.click();
  await page.getByRole('dialog').getByRole('button', { name: 'UPDATE' }).click();
  await expect(page).toHaveURL(`/jobreq/${id}?changeDate=true`);

  await expect(page.getByText('Set a new start and end date and save to extend it.')).toBeVisible();
  await expect(page.getByLabel('End date')).toBeFocused();
  await page.getByLabel('Start date').fill(day(0));
  await page.getByLabel('End date').fill(day(45));
  await page.getByRole('button', { name: 'Save new dates' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`/jobreq/${id}?changeDate=true`);

  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: `#${id} ${title}`, exact: true })).toHaveCount(0);
});

test('users without JOB_POSTING have no bell', async ({ page }) => {
  await signInWithToken(page, 'employee');
  await page.goto('/jobreq');
  await expect(page.getByTestId('topbar-title')).toHaveText('Recruitment Dashboard');
  await expect(page.getByRole('button', { name: 'Expired requisitions' })).toHaveCount(0);
});
