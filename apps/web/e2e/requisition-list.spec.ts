import { MESSAGES } from '@hr/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, signInWithToken, test } from './fixtures';

// Columns of a body row: the checkbox, then id, position, request, start and end date, position
// type, department, city, priority, status, progress, and the actions.
const CELL = { id: 1, position: 2, department: 7 } as const;

const cellTexts = async (table: Locator, column: number) => {
  const rows = table.locator('tbody tr');
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    texts.push(((await rows.nth(i).getByRole('cell').nth(column).textContent()) ?? '').trim());
  }
  return texts;
};

/** Waits until no list request is under way (rows of the previous page stay while one is). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

async function managerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/userLogin', {
    data: { email: ACCOUNTS.manager, password: DEMO_PASSWORD },
  });
  return (await response.json()).token;
}

test('the dashboard filters by a column and by the search box, sorts and pages', async ({ page }) => {
  await signInWithToken(page, 'manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.getByRole('columnheader', { name: 'Position', exact: true })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(20);
  // Newest first by default.
  const ids = (await cellTexts(table, CELL.id)).map(Number);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const titlesByDefault = await cellTexts(table, CELL.position);

  // Search box.
  await page.getByLabel('Search').fill('Payroll Officer');
  await expect(table.locator('tbody tr').first()).toContainText('Payroll Officer');
  for (const title of await cellTexts(table, CELL.position)) expect(title).toContain('Payroll Officer');
  await page.getByLabel('Search').fill('');

  // A column filter (department, by its reference id through the select).
  await page.getByLabel('Filter Department').click();
  await page.getByRole('option', { name: 'Finance', exact: true }).click();
  await expect(table.locator('tbody tr')).not.toHaveCount(20);
  const departments = await cellTexts(table, CELL.department);
  expect(departments.length).toBeGreaterThan(0);
  for (const department of departments) expect(department).toBe('Finance');

  // Filtering another column clears the first: the position filter alone.
  await page.getByLabel('Filter Position', { exact: true }).fill('engineer');
  await expect(page.getByLabel('Filter Department')).not.toContainText('Finance');
  await expect(table.locator('tbody tr').first()).toContainText(/engineer/i);
  for (const title of await cellTexts(table, CELL.position))
    expect(title.toLowerCase()).toContain('engineer');
  await page.getByLabel('Filter Position', { exact: true }).fill('');
  await expect(table.locator('tbody tr')).toHaveCount(20);

  // Sort by position: the rows are the server's rows in that order, page after page.
  const token = await managerToken(page.request);
  const serverTitles = async (pageNumber: number) => {
    const response = await page.request.get(
      `/api/v1/requisitions?sort=positionTitle&direction=asc&size=20&page=${pageNumber}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    return ((await response.json()).responseDataList as { positionTitle: string }[]).map(
      (r) => r.positionTitle,
    );
  };
  await table.getByRole('columnheader', { name: 'Position', exact: true }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Position', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await settled(page);
  const ascending = await cellTexts(table, CELL.position);
  expect(ascending).toEqual(await serverTitles(1));
  expect(ascending).not.toEqual(titlesByDefault);

  // Paging: page 2 continues the same order.
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^21–\d+ of \d+$/)).toBeVisible();
  await settled(page);
  expect(await cellTexts(table, CELL.position)).toEqual(await serverTitles(2));

  // Column visibility: hiding a column removes its header.
  await page.getByRole('button', { name: 'Show or hide columns' }).first().click();
  await page.getByRole('menuitemcheckbox', { name: 'City' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'City', exact: true })).toHaveCount(0);
});

test('a manager clones a requisition, and deletes one after confirming', async ({ page }) => {
  const token = await managerToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const [types, departments] = await Promise.all(
    ['/api/v1/ref/position_type', '/api/v1/ref/departments'].map(async (url) =>
      (await page.request.get(url, { headers })).json(),
    ),
  );
  const created = await page.request.post('/api/v1/job_position', {
    headers,
    data: {
      positionTitle: 'E2E requisition to delete',
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      positionTypeId: types[0].id,
      departmentId: departments[0].id,
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = await created.json();

  await signInWithToken(page, 'manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await page.getByLabel('Filter Id').fill(String(id));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText('E2E requisition to delete');

  // Clone: a new draft copy opens in the form.
  await page.getByRole('button', { name: `Clone requisition ${id}` }).click();
  await expect(page.getByText(MESSAGES.successfullyCreated, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jobreq\/\d+$/);
  const cloneId = Number(/\/jobreq\/(\d+)$/.exec(page.url())?.[1]);
  expect(cloneId).toBeGreaterThan(id);
  const clone = await (await page.request.get(`/api/v1/job_position/${cloneId}`, { headers })).json();
  expect(clone).toMatchObject({ positionTitle: 'E2E requisition to delete', status: 'DR' });
  expect((await page.request.delete(`/api/v1/job_position/delete/${cloneId}`, { headers })).ok()).toBe(true);

  await page.goto('/jobreq');
  await page.getByLabel('Filter Id').fill(String(id));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete requisition ${id}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('E2E requisition to delete');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(table.getByText('No requisitions found')).toBeVisible();
  expect((await page.request.get(`/api/v1/job_position/${id}`, { headers })).status()).toBe(404);
});

test('an employee sees the list without change actions', async ({ page }) => {
  await signInWithToken(page, 'employee');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'New requisition' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete requisition/ })).toHaveCount(0);
});
