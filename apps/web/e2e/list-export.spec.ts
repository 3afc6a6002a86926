import ExcelJS from 'exceljs';
import { createRequisition, expect, test, uniqueName } from './fixtures';

test('the dashboard exports exactly the searched and filtered requisitions as XLSX', async ({
  loginAs,
  api,
}) => {
  // Three requisitions of this test's own: two of high priority, one normal.
  const manager = await api('manager');
  const stamp = uniqueName('E2E ListExport');
  for (const [suffix, priority] of [
    ['A', 'H'],
    ['B', 'H'],
    ['C', 'N'],
  ] as const) {
    await createRequisition(manager, { positionTitle: `${stamp} ${suffix}`, priority });
  }
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await page.getByLabel('Filter Priority').click();
  await page.getByRole('option', { name: 'High' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Requisitions.xlsx');

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Id');
  const titles: string[] = [];
  sheet?.eachRow((row, number) => {
    if (number > 1) titles.push(String(row.getCell(2).value));
  });
  expect(titles.sort()).toEqual([`${stamp} A`, `${stamp} B`]);
});
