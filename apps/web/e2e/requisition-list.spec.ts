import { MESSAGES } from '@hr/contracts';
import type { Locator, Page } from '@playwright/test';
import { createRequisition, expect, test, uniqueName } from './fixtures';

// Columns of a body row: the checkbox, then id, position, department, city, priority, status,
// progress, and the actions (the three dates and the position type start hidden).
const CELL = { id: 1, position: 2, department: 3 } as const;

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

const ROLES = ['Site Engineer', 'Payroll Officer', 'Data Analyst', 'Buyer', 'Nurse'];

test('the dashboard filters by a column and by the search box, sorts and pages', async ({ loginAs, api }) => {
  test.setTimeout(120_000);
  // 25 requisitions of this test's own under one unique prefix: searching the prefix shows only
  // them, so the order and the pages are this test's rows whatever other specs add meanwhile.
  const manager = await api('manager');
  const stamp = uniqueName('E2E List');
  const titles: string[] = [];
  for (let i = 0; i < 25; i++) {
    const title = `${stamp} ${ROLES[i % ROLES.length]} ${String(i).padStart(2, '0')}`;
    await createRequisition(manager, { positionTitle: title });
    titles.push(title);
  }

  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.getByRole('columnheader', { name: 'Position', exact: true })).toBeVisible();
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByText('1–20 of 25', { exact: true })).toBeVisible();
  await settled(page);
  // Newest first by default.
  const titlesByDefault = await cellTexts(table, CELL.position);
  expect(titlesByDefault).toEqual([...titles].reverse().slice(0, 20));
  const ids = (await cellTexts(table, CELL.id)).map(Number);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  // Search box.
  await page.getByLabel('Search').fill(`${stamp} Payroll Officer`);
  await expect(table.locator('tbody tr')).toHaveCount(5);
  for (const title of await cellTexts(table, CELL.position)) expect(title).toContain('Payroll Officer');
  await page.getByLabel('Search').fill('');

  // A column filter (department, by its reference id through the select): every row it leaves,
  // whoever made it, is of that department.
  await page.getByLabel('Filter Department').click();
  await page.getByRole('option', { name: 'Finance', exact: true }).click();
  await expect
    .poll(async () => {
      const departments = await cellTexts(table, CELL.department);
      return departments.length > 0 && departments.every((d) => d === 'Finance');
    })
    .toBe(true);

  // Filtering another column clears the first: the position filter alone.
  await page.getByLabel('Filter Position', { exact: true }).fill(stamp);
  await expect(page.getByLabel('Filter Department')).not.toContainText('Finance');
  await expect(page.getByText('1–20 of 25', { exact: true })).toBeVisible();
  await settled(page);
  for (const title of await cellTexts(table, CELL.position)) expect(title).toContain(stamp);
  await page.getByLabel('Filter Position', { exact: true }).fill('');
  await expect(page.getByText('1–20 of 25', { exact: true })).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(20);

  // Sort by position: the rows are the server's rows in that order, page after page.
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByText('1–20 of 25', { exact: true })).toBeVisible();
  await settled(page);
  const serverTitles = async (pageNumber: number) =>
    (
      await manager.get('/api/v1/requisitions', {
        search: stamp,
        sort: 'positionTitle',
        direction: 'asc',
        size: 20,
        page: pageNumber,
      })
    ).responseDataList.map((r: { positionTitle: string }) => r.positionTitle);
  await table.getByRole('columnheader', { name: 'Position', exact: true }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Position', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await settled(page);
  const ascending = await cellTexts(table, CELL.position);
  expect(ascending).toEqual(await serverTitles(1));
  expect(ascending).toEqual([...titles].sort().slice(0, 20));

  // Paging: page 2 continues the same order.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('21–25 of 25', { exact: true })).toBeVisible();
  await settled(page);
  expect(await cellTexts(table, CELL.position)).toEqual(await serverTitles(2));
  expect(await cellTexts(table, CELL.position)).toEqual([...titles].sort().slice(20));

  // Column visibility: hiding a column removes its header.
  await page.getByRole('button', { name: 'Show or hide columns' }).first().click();
  await page.getByRole('menuitemcheckbox', { name: 'City' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'City', exact: true })).toHaveCount(0);
});

test('a manager clones a requisition, and deletes one after confirming', async ({ loginAs, api }) => {
  const manager = await api('manager');
  const { id, title } = await createRequisition(manager, {
    positionTitle: uniqueName('E2E requisition to delete'),
  });

  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await page.getByLabel('Filter Id').fill(String(id));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(title);

  // Clone: a new draft copy opens in the form.
  await page.getByRole('button', { name: `Clone requisition ${id}` }).click();
  await expect(page.getByText(MESSAGES.successfullyCreated, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/jobreq\/\d+$/);
  const cloneId = Number(/\/jobreq\/(\d+)$/.exec(page.url())?.[1]);
  expect(cloneId).toBeGreaterThan(id);
  expect(await manager.get(`/api/v1/job_position/${cloneId}`)).toMatchObject({
    positionTitle: title,
    status: 'DR',
  });
  await manager.delete(`/api/v1/job_position/delete/${cloneId}`);

  await page.goto('/jobreq');
  await page.getByLabel('Filter Id').fill(String(id));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete requisition ${id}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(table.getByText('No requisitions found')).toBeVisible();
  expect((await manager.fetch('GET', `/api/v1/job_position/${id}`)).status()).toBe(404);
});

test('an employee sees the list without change actions', async ({ page, loginAs }) => {
  await loginAs('employee');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'New requisition' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete requisition/ })).toHaveCount(0);
});
