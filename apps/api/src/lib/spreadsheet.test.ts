import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import {
  buildWorkbook,
  columnKey,
  ImportTally,
  importRejected,
  importSummary,
  looksLikeXlsx,
  MAX_IMPORT_ROWS,
  MAX_UNZIPPED_BYTES,
  readSheet,
  reorderZip,
  requireRows,
  validateRows,
} from './spreadsheet.js';

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

describe('readSheet, whatever order the archive stores its parts in', () => {
  it('reads a sheet stored before the workbook and styles parts', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['name', 'start']);
    sheet.addRow(['Ada', new Date(Date.UTC(2026, 1, 3))]);
    sheet.getColumn(2).numFmt = 'yyyy-mm-dd';
    // The order a writer may choose (exceljs' own now and then): strings and relations first, then the
    // worksheet, then the workbook part that names it and the styles that make a number a date.
    const order = ['xl/sharedStrings.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml'];
    const late = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    const written = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await readSheet(reorderZip(written, late), ['name', 'start']);
    expect(rows).toEqual(await readSheet(written, ['name', 'start']));
    // A date, not the serial number a sheet read without its styles gives (46056).
    expect(rows).toEqual([
      { row: 2, values: { name: 'Ada', start: expect.stringContaining('Feb 03 2026') } },
    ]);
  });

  it('refuses an archive whose records overlap', async () => {
    const buffer = await workbook([['name'], ['x']]);
    // Point the second central-directory entry's local header at the first one's.
    const directory = buffer.readUInt32LE(buffer.length - 22 + 16);
    const second =
      directory +
      46 +
      buffer.readUInt16LE(directory + 28) +
      buffer.readUInt16LE(directory + 30) +
      buffer.readUInt16LE(directory + 32);
    buffer.writeUInt32LE(buffer.readUInt32LE(directory + 42), second + 42);
    await expect(readSheet(buffer, ['name'])).rejects.toMatchObject({ code: 'NOT_A_SPREADSHEET' });
  });
});

describe('readSheet, of real sheets', () => {
  it("matches headers as people write them: any case, spaces, '_' and '-'", async () => {
    const buffer = await workbook([
      ['Position Title', 'salary_max', 'Pay-period'],
      ['Nurse', '90000', 'annual'],
    ]);
    expect(columnKey(' Salary Min ')).toBe('salarymin');
    expect(await readSheet(buffer, ['positionTitle', 'salaryMax', 'payPeriod'])).toEqual([
      { row: 2, values: { positiontitle: 'Nurse', salarymax: '90000', payperiod: 'annual' } },
    ]);
    const missing = await readSheet(buffer, ['positionTitle', 'externalReference']).catch((e: unknown) => e);
    expect(missing).toMatchObject({
      code: 'MISSING_COLUMNS',
      message:
        'The first row must name the columns: positionTitle, externalReference. Missing: externalReference.',
    });
  });

  it('says an empty file is empty: zero bytes, a workbook with nothing in it, a header with no rows', async () => {
    await expect(readSheet(Buffer.alloc(0), ['name'])).rejects.toMatchObject({
      code: 'FILE_EMPTY',
      message: 'The file is empty.',
    });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Empty');
    const empty = Buffer.from(await book.xlsx.writeBuffer());
    await expect(readSheet(empty, ['name'])).rejects.toMatchObject({ code: 'FILE_EMPTY' });
    const headerOnly = await readSheet(await workbook([['name']]), ['name']);
    expect(() => requireRows(headerOnly)).toThrow('The sheet has no rows below its header row.');
  });
});

describe('ImportTally and importSummary', () => {
  it('refuses every row of a repeated key naming them all, and sums up by row', async () => {
    const tally = new ImportTally();
    tally.refuseRepeats([
      { row: 4, keys: [{ key: 'x', what: "State 'X'", column: 'name' }] },
      { row: 9, keys: [{ key: 'x', what: "State 'X'", column: 'name' }] },
      { row: 12, keys: [{ key: 'x', what: "State 'X'", column: 'name' }] },
      { row: 5, keys: [{ key: 'y', what: "State 'Y'", column: 'name' }] },
    ]);
    tally.refuse(9, 'code', "code 'Q' is not a code.");
    tally.skip(3, 'already there', 7);
    tally.created = 1;
    const rows = [3, 4, 5, 9, 12].map((row) => ({
      row,
      values: { name: row === 5 ? 'Y' : 'X', code: `C${row}` },
    }));
    const summary = await importSummary(tally, ['name', 'code'], rows);
    expect(summary).toMatchObject({
      message: '1 created, 1 skipped, 3 refused.',
      created: 1,
      skipped: [{ row: 3, reason: 'already there', id: 7 }],
      refused: [
        { row: 4, column: 'name', reason: "State 'X' is listed 3 times, rows 4, 9 and 12." },
        { row: 9, column: 'name', reason: "State 'X' is listed 3 times, rows 4, 9 and 12." },
        { row: 9, column: 'code', reason: "code 'Q' is not a code." },
        { row: 12, column: 'name', reason: "State 'X' is listed 3 times, rows 4, 9 and 12." },
      ],
    });
    const sheet = await readSheet(Buffer.from(summary.refusedSheet as string, 'base64'), [
      'name',
      'code',
      'Refused because',
      'Sheet row',
    ]);
    expect(sheet.map((r) => [r.values.code, r.values.refusedbecause, r.values.sheetrow])).toEqual([
      ['C4', "name: State 'X' is listed 3 times, rows 4, 9 and 12.", '4'],
      ['C9', "name: State 'X' is listed 3 times, rows 4, 9 and 12. code: code 'Q' is not a code.", '9'],
      ['C12', "name: State 'X' is listed 3 times, rows 4, 9 and 12.", '12'],
    ]);
  });

  it('has no refused sheet when nothing was refused', async () => {
    const summary = await importSummary(new ImportTally(), ['name'], [{ row: 2, values: { name: 'A' } }]);
    expect(summary).toEqual({
      message: '0 created, 0 skipped, 0 refused.',
      created: 0,
      skipped: [],
      refused: [],
      refusedSheet: null,
    });
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

/** An .xlsx of `rows` data rows under a `name` header, written by the streaming writer. */
async function manyRows(rows: number, cell = (i: number) => `Row ${i}`): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['name']).commit();
  for (let i = 1; i <= rows; i++) sheet.addRow([cell(i)]).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

describe('readSheet bounds (decompression bombs)', () => {
  it('stops at the first row past the cap instead of parsing the whole workbook', async () => {
    const buffer = await manyRows(300_000);
    // Small on the wire: the upload limit alone would let it through.
    expect(buffer.length).toBeLessThan(MAX_UNZIPPED_BYTES / 10);
    const started = process.memoryUsage().heapUsed;
    await expect(readSheet(buffer, ['name'])).rejects.toMatchObject({ code: 'TOO_MANY_ROWS' });
    // The whole-workbook parse held every row's objects (hundreds of MB); streaming holds the cap's.
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(150 * 1024 * 1024);
  }, 180_000);

  it('reads a sheet of exactly the cap', async () => {
    const rows = await readSheet(await manyRows(MAX_IMPORT_ROWS), ['name']);
    expect(rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(rows.at(-1)).toEqual({ row: MAX_IMPORT_ROWS + 1, values: { name: `Row ${MAX_IMPORT_ROWS}` } });
  }, 60_000);

  it('refuses an archive that unpacks past the bound, whatever its row count', async () => {
    // Few rows, each a huge run of one character: compresses about a thousandfold.
    const buffer = await manyRows(8, () => 'x'.repeat(16 * 1024 * 1024));
    expect(buffer.length).toBeLessThan(2 * 1024 * 1024);
    await expect(readSheet(buffer, ['name'])).rejects.toMatchObject({ code: 'TOO_MANY_ROWS' });
  }, 60_000);
});

describe('formula injection', () => {
  it('imports a formula cell as its text, not as its result', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['name']);
    sheet.addRow([{ formula: 'HYPERLINK("http://evil.example","click")', result: 'click' }]);
    sheet.addRow(['=1+1']);
    const rows = await readSheet(Buffer.from(await book.xlsx.writeBuffer()), ['name']);
    expect(rows.map((r) => r.values.name)).toEqual(['=HYPERLINK("http://evil.example","click")', '=1+1']);
  });

  it('writes text that a spreadsheet would run as a formula with a leading quote', async () => {
    const buffer = await buildWorkbook(
      'Data',
      ['name', 'n'],
      [
        ['=1+1', -5],
        ['+61 400', 1],
        ['@SUM(A1)', 2],
        ['-x', 3],
        ['plain', 4],
      ],
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const names = [2, 3, 4, 5, 6].map((r) => sheet.getRow(r).getCell(1).value);
    expect(names).toEqual(["'=1+1", "'+61 400", "'@SUM(A1)", "'-x", 'plain']);
    // Numbers stay numbers.
    expect(sheet.getRow(2).getCell(2).value).toBe(-5);
  });
});
