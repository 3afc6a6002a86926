import { MESSAGES } from '@hr/contracts';
import { expect, signInWithToken, test } from './fixtures';

// The demo data holds three open requisitions past their end date.
test('the bell counts expired requisitions; the dialog updates, deletes and closes', async ({ page }) => {
  await signInWithToken(page, 'manager');
  await page.goto('/jobreq');
  const bell = page.getByRole('button', { name: 'Expired requisitions' });
  const badge = page.getByTestId('expired-badge');
  await expect(badge).toContainText('3');

  // UPDATE goes to the requisition form with changeDate=true.
  await bell.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(3);
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
  await expect(badge).toContainText('3');

  // DELETE removes it: toast, and one fewer on the badge.
  await bell.click();
  await page.getByRole('menuitem').nth(2).click();
  await page.getByRole('dialog').getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(badge).toContainText('2');
  await bell.click();
  await expect(page.getByRole('menuitem')).toHaveCount(2);
});

test('users without JOB_POSTING have no bell', async ({ page }) => {
  await signInWithToken(page, 'employee');
  await page.goto('/jobreq');
  await expect(page.getByTestId('topbar-title')).toHaveText('Recruitment Dashboard');
  await expect(page.getByRole('button', { name: 'Expired requisitions' })).toHaveCount(0);
});
