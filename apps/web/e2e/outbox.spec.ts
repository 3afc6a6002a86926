import { MESSAGES, OUTBOX_MESSAGES } from '@hr/contracts';
import { expect, test } from './fixtures';

test('a manager opens the Outbox from the Settings menu and searches it', async ({ page, loginAs }) => {
  await loginAs('manager');
  await page.goto('/recruitmentManager');
  await page.getByRole('navigation').getByRole('link', { name: 'Outbox', exact: true }).click();
  await expect(page).toHaveURL('/outbox');
  await expect(page.getByTestId('topbar-title')).toHaveText('Outbox');
  // Without SMTP_URL (as here) the Outbox is the only mailbox: the page says its links are live.
  await expect(page.getByTestId('outbox-captured')).toHaveText(OUTBOX_MESSAGES.capturedLinksLive);

  const table = page.getByRole('table', { name: 'Emails' });
  for (const header of ['To', 'Subject', 'Template', 'Status', 'Created']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // Other specs may have sent emails by now: either rows or the empty state.
  await expect(
    table.getByText('No emails yet').or(table.getByRole('row').nth(1).getByRole('cell').first()),
  ).toBeVisible();
  await expect(table.getByText('Loading emails…')).toHaveCount(0);

  await page.getByLabel('Search recipient or subject').fill('no-such-recipient-e2e@nowhere.test');
  await expect(table.getByText('No emails match the search')).toBeVisible();
});

for (const account of ['officer', 'employee'] as const) {
  test(`the ${account} has no Outbox item and is denied /outbox`, async ({ page, loginAs }) => {
    await loginAs(account);
    await page.goto('/jobreq');
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Reference Data', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Outbox', exact: true })).toHaveCount(0);
    await page.goto('/outbox');
    await expect(page.getByText(MESSAGES.unauthorizedTitle)).toBeVisible();
  });
}
