import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { buildWorkbook, importRejected, looksLikeXlsx, readSheet, validateRows } from './spreadsheet.js';

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('readSheet', () => {
  it('matches columns by header name whatever the case and order, skipping empty rows', async () => {
    const buffer = await workbook([
      ['Notes', ' CODE ', 'Name'],
      ['first', 'au', ' Australia '],
      [],
      [null, 'NZ', 42],
      [null, '   ', null],
    ]);
    expect(await readSheet(buffer, ['name', 'code'])).toEqual([
      { row: 2, values: { name: 'Australia', code: 'au' } },
      { row: 4, values: { name: '42', code: 'NZ' } },
      // Only spaces: someone meant to fill it, so it is kept to be rejected.
      { row: 5, values: { name: '', code: '' } },
    ]);
  });

  it('refuses a missing column unless optional', async () => {
    const buffer = await workbook([['name'], ['Mining']]);
    await expect(readSheet(buffer, ['name', 'code'])).rejects.toMatchObject({ code: 'MISSING_COLUMNS' });
    expect(await readSheet(buffer, ['name', 'code'], ['code'])).toEqual([
      { row: 2, values: { name: 'Mining', code: '' } },
    ]);
  });

  it('refuses what is not an .xlsx, by content', async () => {
    const text = Buffer.from('name\nMining\n');
    expect(looksLikeXlsx(text)).toBe(false);
    const error = await readSheet(text, ['name']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, code: 'NOT_A_SPREADSHEET' });
    const brokenZip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    expect(looksLikeXlsx(brokenZip)).toBe(true);
    await expect(readSheet(brokenZip, ['name'])).rejects.toMatchObject({ code: 'NOT_A_SPREADSHEET' });
  });
});

describe('validateRows', () => {
  it('rejects invalid rows and repeats, one entry per row', () => {
    const schema = z.object({ name: z.string().trim().min(1, 'Name is required.') });
    const result = validateRows(
      [
        { row: 2, values: { name: 'A' } },
        { row: 3, values: { name: '' } },
        { row: 4, values: { name: 'a' } },
        { row: 5, values: { name: 'B' } },
      ],
      { schema, uniqueKeys: (d) => [{ key: d.name.toLowerCase(), label: `'${d.name}'` }] },
    );
    expect(result.valid.map((r) => r.row)).toEqual([2, 5]);
    expect(result.rejected).toEqual([
      { row: 3, reason: 'Name is required.' },
      { row: 4, reason: "'a' is repeated (first on row 2)." },
    ]);
    expect(importRejected([...result.rejected].reverse())).toEqual({
      message: '2 rows were rejected; nothing was imported.',
      code: 'IMPORT_REJECTED',
      rows: result.rejected,
    });
  });
});

describe('buildWorkbook', () => {
  it('writes a header row and the rows, readable back', async () => {
    const buffer = await buildWorkbook('industry', ['name'], [['Mining']]);
    expect(looksLikeXlsx(buffer)).toBe(true);
    expect(await readSheet(buffer, ['name'])).toEqual([{ row: 2, values: { name: 'Mining' } }]);
  });
});
