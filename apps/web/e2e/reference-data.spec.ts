import { MESSAGES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { expect, test, uniqueName } from './fixtures';

async function writeWorkbook(path: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Industries');
  for (const row of rows) sheet.addRow(row);
  await book.xlsx.writeFile(path);
  return path;
}

test('a manager adds, edits and deletes a skill, each with its toast', async ({ page, loginAs }) => {
  const name = uniqueName('E2E skill');
  await loginAs('manager');
  await page.goto('/referenceData');
  await page
    .getByRole('navigation', { name: 'Reference data kinds' })
    .getByRole('button', { name: 'Skills', exact: true })
    .click();
  await expect(page).toHaveURL(/kind=job_skill/);
  const panel = page.getByRole('region', { name: 'Skills' });
  const table = panel.getByRole('table', { name: 'Skills' });

  // Add: the form checks the name first, then the server creates it.
  await panel.getByRole('button', { name: 'Add' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullyCreated, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await panel.getByLabel('Search').fill(name);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();

  // A second one with the same name (other case) is refused with the server's message.
  await panel.getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(`Skill '${name}' already exists.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Name').fill(`${name} edited`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${name} edited`, exact: true })).toBeVisible();

  // Delete, after confirming.
  await table.getByRole('button', { name: `Delete ${name} edited` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete skill '${name} edited'?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${name} edited`, exact: true })).toHaveCount(0);
  await expect(table.getByText(`No skills match '${name}'`)).toBeVisible();
});

test('a manager uploads industries from a spreadsheet; the summary shows what was skipped and refused', async ({
  page,
  loginAs,
}, testInfo) => {
  const stamp = uniqueName('run');
  await loginAs('manager');
  await page.goto('/referenceData?kind=industry');
  const panel = page.getByRole('region', { name: 'Industries' });
  const table = panel.getByRole('table', { name: 'Industries' });
  const input = panel.getByTestId('reference-upload-input');

  const good = await writeWorkbook(testInfo.outputPath('industries.xlsx'), [
    ['Name'],
    [`E2E industry ${stamp} A`],
    [`E2E industry ${stamp} B`],
  ]);
  await input.setInputFiles(good);
  await expect(page.getByText(MESSAGES.successfullyUploaded, { exact: true })).toBeVisible();
  await expect(panel.getByText('2 created, 0 skipped, 0 refused.')).toBeVisible();
  await panel.getByLabel('Search').fill(`E2E industry ${stamp}`);
  await expect(table.getByRole('cell', { name: `E2E industry ${stamp} A`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: `E2E industry ${stamp} B`, exact: true })).toBeVisible();

  // Row 2 is already there (skipped), row 3 has no name (refused), row 4 is new (created).
  const bad = await writeWorkbook(testInfo.outputPath('industries-more.xlsx'), [
    ['name'],
    [`E2E industry ${stamp} A`],
    ['   '],
    [`E2E industry ${stamp} C`],
  ]);
  await input.setInputFiles(bad);
  await expect(panel.getByText('1 created, 1 skipped, 1 refused.')).toBeVisible();
  const skipped = panel.getByRole('table', { name: 'Skipped rows' });
  await expect(skipped.getByRole('row')).toHaveCount(2);
  await expect(skipped.getByRole('row').nth(1)).toContainText(
    new RegExp(`^2Industry 'E2E industry ${stamp} A' already exists \\(#\\d+\\)\\.$`),
  );
  const refused = panel.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  await expect(refused.getByRole('row').nth(1)).toContainText('3nameName is required.');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download refused rows' }).click();
  expect((await download).suggestedFilename()).toBe('industries-more-refused.xlsx');
  await expect(table.getByRole('cell', { name: `E2E industry ${stamp} C`, exact: true })).toBeVisible();
});

test('an employee sees reference data read-only', async ({ page, loginAs }) => {
  await loginAs('employee');
  await page.goto('/referenceData?kind=countries');
  const panel = page.getByRole('region', { name: 'Countries' });
  // At least one country exists in the demo data.
  await expect(panel.getByRole('table', { name: 'Countries' }).getByRole('row').nth(1)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Upload spreadsheet' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
