import { expect, test } from './fixtures';

test('the manager lands on the dashboard of what needs them', async ({ loginAs }) => {
  const page = await loginAs('manager');
  await page.goto('/recruitmentManager');
  await expect(page.getByRole('heading', { name: 'Recruitment Manager', level: 1 })).toBeVisible();
  for (const title of [
    'Waiting for your approval',
    'At a glance',
    'Requisitions by status',
    'Pipeline',
    'Expired requisitions',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
});

test('the officer lands on the dashboard of the requisitions they work on', async ({ loginAs }) => {
  const page = await loginAs('officer');
  await page.goto('/recruitmentOfficer');
  for (const title of ['At a glance', 'Applications to review', 'Requisitions you work on']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
});

test('the employee opens Leave Management on their own balances and requests', async ({ loginAs }) => {
  const page = await loginAs('employee');
  await page.goto('/appsrn');
  await expect(page.getByRole('heading', { name: 'Leave Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My leave', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My leave balances' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My leave requests' })).toBeVisible();
  // Deciding others' leave and the HR report are not the employee's tabs.
  await expect(page.getByRole('tab', { name: 'Balances report' })).toHaveCount(0);
});

test('the demo applicant lands on their offer letter, to read, answer or download', async ({ loginAs }) => {
  const page = await loginAs('applicant');
  await page.goto('/offer-letter');
  await expect(page.getByRole('heading', { name: 'Your offer letter', level: 1 })).toBeVisible();
  await expect(page.getByTestId('letter-body')).toContainText('Ava Applicant');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Required documents', level: 2 })).toBeVisible();
});
