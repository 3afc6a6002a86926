import { readFile } from 'node:fs/promises';
import { MESSAGES, PROGRESS } from '@hr/contracts';
import type { Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readPdf } from '../../api/test/read-pdf';
import { createRequisition, expect, test, uniqueName } from './fixtures';

// Columns of a body row: the checkbox, then id, position, …, progress (see requisition-list.spec).
const CELL = { id: 1, position: 2, progress: 7 } as const;

/** Ids and titles of the rows on screen whose progress shows `progress`. */
async function rowsWithProgress(table: Locator, progress: string) {
  const rows = table.locator('tbody tr');
  const found: { id: number; title: string }[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('cell');
    if (((await cells.nth(CELL.progress).textContent()) ?? '').trim() !== progress) continue;
    found.push({
      id: Number((await cells.nth(CELL.id).textContent())?.trim()),
      title: ((await cells.nth(CELL.position).textContent()) ?? '').trim(),
    });
  }
  return found;
}

test('exports two complete requisitions to one PDF, and refuses an incomplete one', async ({
  loginAs,
  api,
}) => {
  // Three requisitions of this test's own, two of them complete, found on screen by their title.
  const manager = await api('manager');
  const stamp = uniqueName('E2E Export');
  for (const [suffix, complete] of [
    ['A', true],
    ['B', true],
    ['C', false],
  ] as const) {
    await createRequisition(manager, { positionTitle: `${stamp} ${suffix}`, complete });
  }
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await page.getByLabel('Search', { exact: true }).fill(stamp);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const exportButton = page.getByRole('button', { name: /^Export PDF/ });
  await expect(exportButton).toBeDisabled();

  const complete = (await rowsWithProgress(table, PROGRESS.COMPLETED)).slice(0, 2);
  expect(complete).toHaveLength(2);
  for (const row of complete) await table.getByLabel(`Select row ${row.id}`).check();
  await expect(exportButton).toHaveText('Export PDF (2)');

  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toBe('Job-Requisitions_2.pdf');
  const pdf = await readPdf(await readFile((await download.path()) as string));
  expect(pdf.header).toBe('%PDF-');
  expect(pdf.pages).toBe(2);
  expect(pdf.mediaBoxes).toEqual(['0 0 841.89 595.28', '0 0 841.89 595.28']);
  for (const row of complete) {
    expect(pdf.text).toContain(row.title);
    expect(pdf.text).toContain(`Position ID ${row.id}`);
  }

  // One incomplete requisition: the spec's message.
  for (const row of complete) await table.getByLabel(`Select row ${row.id}`).uncheck();
  const [incomplete] = await rowsWithProgress(table, PROGRESS.IN_PROGRESS);
  expect(incomplete).toBeDefined();
  await table.getByLabel(`Select row ${incomplete?.id}`).check();
  await exportButton.click();
  await expect(page.getByText(MESSAGES.requisitionIncomplete, { exact: true })).toBeVisible();

  // With a complete one too: the message for several.
  await table.getByLabel(`Select row ${complete[0]?.id}`).check();
  await exportButton.click();
  await expect(page.getByText(MESSAGES.someRequisitionsIncomplete, { exact: true })).toBeVisible();
});

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Sheet1');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('uploads job positions from a spreadsheet: creates the good rows, refuses the bad, skips them the second time', async ({
  loginAs,
  api,
}) => {
  // The template's example row names real reference data: it uploads as it is.
  const template = await (await api('manager')).fetch('GET', '/api/v1/job_position/excel-template');
  expect(template.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await template.body()) as unknown as ExcelJS.Buffer);
  const [header, example] = [1, 2].map((n) => {
    const values: (string | number)[] = [];
    book.worksheets[0]?.getRow(n).eachCell({ includeEmpty: true }, (cell) => {
      values.push(cell.text);
    });
    return values;
  }) as [(string | number)[], (string | number)[]];
  const column = (name: string) => header.indexOf(name);
  const title = uniqueName('Uploaded position');
  const good = [...example];
  good[column('positionTitle')] = title;
  // This run's own references: another run's rows are not this one's.
  good[column('externalReference')] = uniqueName('REF');
  const bad = [...example];
  bad[column('contractType')] = 'No such contract type';
  bad[column('externalReference')] = uniqueName('REF');

  const page = await loginAs('manager');
  await page.goto('/jobreq');
  await expect(page.getByRole('button', { name: 'Download template' })).toBeVisible();
  const input = page.getByTestId('job-position-upload-input');
  const file = {
    name: 'positions.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await sheet([header, good, bad]),
  };

  // The good row is created, the bad one refused with its column and reason.
  await input.setInputFiles(file);
  await expect(page.getByText(MESSAGES.successfullyUploaded, { exact: true })).toBeVisible();
  const summary = page.getByRole('dialog');
  await expect(summary).toContainText('1 created, 0 skipped, 1 refused.');
  await expect(summary.getByRole('table', { name: 'Refused rows' })).toContainText(
    "3contractTypecontractType 'No such contract type' does not exist.",
  );
  await expect(summary.getByRole('button', { name: 'Download refused rows' })).toBeVisible();
  await summary.getByRole('button', { name: 'Close' }).click();

  // The same sheet again: the good row is not created twice.
  await input.setInputFiles(file);
  await expect(summary).toContainText('0 created, 1 skipped, 1 refused.');
  await expect(summary.getByRole('table', { name: 'Skipped rows' })).toContainText(
    /^RowWhy2already imported as requisition #\d+$/,
  );
  await summary.getByRole('button', { name: 'Close' }).click();

  // The list was refreshed and holds the new draft, once. (Not necessarily as the newest row: other
  // specs create requisitions on the same server at the same time.)
  const table = page.getByRole('table', { name: 'Requisitions' });
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(title);
  await expect(table.locator('tbody tr').first()).toContainText('Draft');
});
