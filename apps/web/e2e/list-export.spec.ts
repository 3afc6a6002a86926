import ExcelJS from 'exceljs';
import { expect, signInWithToken, test } from './fixtures';

test('the dashboard exports the filtered requisitions as XLSX', async ({ page }) => {
  await signInWithToken(page, 'manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.getByText('Loading requisitions…')).toHaveCount(0);
  await page.getByLabel('Filter Priority').click();
  await page.getByRole('option', { name: 'High' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Requisitions.xlsx');

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Id');
  // Only the filtered rows: every one has priority H.
  const priorities = new Set<unknown>();
  sheet?.eachRow((row, number) => {
    if (number > 1) priorities.add(row.getCell(9).value);
  });
  expect([...priorities].every((p) => p === 'H')).toBe(true);
});
