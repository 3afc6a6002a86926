import { expect, test } from './fixtures';

test('the manager lands on live requisition lists; a row opens its requisition', async ({ loginAs }) => {
  const page = await loginAs('manager');
  await page.goto('/recruitmentManager');
  await expect(page.getByRole('heading', { name: 'Recruitment Manager', level: 1 })).toBeVisible();
  for (const title of ['Waiting for approval', 'Submitted', 'Expired requisitions', 'Interviewing']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  // Read-only: the row's own id decides where the click must go, whatever other specs change.
  const interviewing = page.getByRole('table', { name: 'Interviewing' });
  await expect(interviewing.getByText('Loading requisitions…')).toHaveCount(0);
  const firstRow = interviewing.locator('tbody tr').first();
  const id = ((await firstRow.getByRole('cell').first().textContent()) ?? '').trim();
  expect(id).toMatch(/^\d+$/);
  await firstRow.click();
  await expect(page).toHaveURL(new RegExp(`/jobreq/${id}(\\?|$)`));
});

test('the officer lands on the lists of the requisitions they work on', async ({ loginAs }) => {
  const page = await loginAs('officer');
  await page.goto('/recruitmentOfficer');
  for (const title of [
    'Interviewing',
    'Approved, ready to recruit',
    'Drafts to complete',
    'Expired requisitions',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  const drafts = page.getByRole('table', { name: 'Drafts to complete' });
  await expect(drafts.getByText('Loading requisitions…')).toHaveCount(0);
  await expect(drafts.locator('tbody tr').first()).toBeVisible();
});

test('a screen that is not built yet says so and points to one that works', async ({ loginAs }) => {
  const page = await loginAs('employee');
  await page.goto('/appsrn');
  await expect(page.getByRole('heading', { name: 'Leave Management', level: 1 })).toBeVisible();
  await expect(page.getByText('This screen is not built yet')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Recruitment Dashboard' }).click();
  await expect(page).toHaveURL(/\/jobreq$/);
});

test('the demo applicant lands on their offer letter, to read, answer or download', async ({ loginAs }) => {
  const page = await loginAs('applicant');
  await page.goto('/offer-letter');
  await expect(page.getByRole('heading', { name: 'Your offer letter', level: 1 })).toBeVisible();
  await expect(page.getByTestId('letter-body')).toContainText('Ava Applicant');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Required documents', level: 2 })).toBeVisible();
});
