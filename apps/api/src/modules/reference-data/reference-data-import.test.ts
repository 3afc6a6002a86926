import { FILE_MESSAGES, IMPORT_MESSAGES, REF_MESSAGES, REF_PATHS, ROLES, type TRefKind } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

let manager: string;
let employee: string;

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
});

async function workbook(rows: (string | number)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Uploads one file as multipart form data, the way the browser does. */
async function upload(
  kind: TRefKind,
  content: Uint8Array | string,
  options: { token?: string; name?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    options.name ?? 'values.xlsx',
  );
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? manager : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${t.baseUrl}/api/v1${REF_PATHS.upload(kind)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  const body: any = await response.json();
  return { status: response.status, body };
}

describe('spreadsheet import', () => {
  it('imports 1,000 industries in one go, and skips them all when the sheet comes again', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [`Bulk industry ${String(i).padStart(4, '0')}`]);
    const file = await workbook([['Name'], ...rows]);
    const res = await upload('industry', file);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: IMPORT_MESSAGES.summary(1000, 0, 0),
      created: 1000,
      skipped: [],
      refused: [],
      refusedSheet: null,
    });
    const list = await t.request('GET', `/api/v1${REF_PATHS.all('industry')}`, { token: employee });
    expect(list.body.filter((r: { name: string }) => r.name.startsWith('Bulk industry '))).toHaveLength(1000);
    const again = await upload('industry', file);
    expect(again.body.created).toBe(0);
    expect(again.body.skipped).toHaveLength(1000);
    const first = list.body.find((r: { name: string }) => r.name === 'Bulk industry 0000');
    expect(again.body.skipped[0]).toEqual({
      row: 2,
      id: first.id,
      reason: `Industry 'Bulk industry 0000' already exists (#${first.id}).`,
    });
  });

  it('creates the good rows, refuses the bad ones naming each, and offers them as a sheet', async () => {
    const res = await upload(
      'countries',
      await workbook([
        ['code', 'NAME', 'states'],
        ['RAA', 'Good One', 'North; South'],
        ['RAB', '', ''], // row 3: empty name
        ['RAC', 'Good Two', ''],
        ['RAD', 'good one', ''], // row 5: repeats row 2's name
        ['RAE', 'x'.repeat(101), ''], // row 6: longer than the column
        ['RAF', 'Good Three', 'East; East'], // row 7: a state twice
      ]),
      { name: 'countries.xlsx' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('1 created, 0 skipped, 5 refused.');
    expect(res.body.created).toBe(1);
    expect(res.body.refused).toEqual([
      { row: 2, column: 'name', reason: "Country 'Good One' is listed twice, rows 2 and 5." },
      { row: 3, column: 'name', reason: 'Name is required.' },
      { row: 5, column: 'name', reason: "Country 'Good One' is listed twice, rows 2 and 5." },
      { row: 6, column: 'name', reason: 'Name must be at most 100 characters.' },
      {
        row: 7,
        column: 'states',
        reason: "State 'East' is listed twice; give each its code to tell them apart, as in 'East (CODE)'.",
      },
    ]);
    const countries = await t.app.db.prisma.country.findMany();
    expect(countries.map((c) => c.name)).toEqual(['Good Two']);
    // The refused rows as a sheet: the import's columns, the reasons and the sheet's row number.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.body.refusedSheet, 'base64') as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'name',
      'code',
      'states',
      IMPORT_MESSAGES.refusedColumn,
      IMPORT_MESSAGES.rowColumn,
    ]);
    expect(sheet.actualRowCount).toBe(6);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Good One',
      'RAA',
      'North; South',
      "name: Country 'Good One' is listed twice, rows 2 and 5.",
      2,
    ]);
    await t.app.db.prisma.country.deleteMany();
  });

  it('imports countries with their states, told apart by code where names repeat', async () => {
    const res = await upload(
      'countries',
      await workbook([
        ['name', 'code', 'states'],
        ['Taiwan', 'tw', 'Chiayi County (CYI); Chiayi (CYI2); Chiayi (cyq); Taipei (TPE)'],
        ['Tableland', 'TBL', ''],
        ['Sheetland', 'SHL', 'Upper; Lower ;'],
      ]),
    );
    expect(res.body).toMatchObject({ created: 3, refused: [] });
    const all = await t.request('GET', `/api/v1${REF_PATHS.all('countries')}`, { token: manager });
    const taiwan = all.body.find((c: { code: string }) => c.code === 'TW');
    expect(taiwan.states.map((s: { name: string; code: string | null }) => [s.name, s.code])).toEqual([
      ['Chiayi', 'CYI2'],
      ['Chiayi', 'CYQ'],
      ['Chiayi County', 'CYI'],
      ['Taipei', 'TPE'],
    ]);
    const sheetland = all.body.find((c: { code: string }) => c.code === 'SHL');
    expect(sheetland.states).toEqual([
      { id: expect.any(Number), name: 'Lower', code: null },
      { id: expect.any(Number), name: 'Upper', code: null },
    ]);
  });

  it('skips a country already there and refuses one that clashes with another', async () => {
    const res = await upload(
      'countries',
      await workbook([
        ['name', 'code'],
        ['TAIWAN', 'TW'],
        ['Sheetland', 'ZZZ'],
        ['Newland', 'TBL'],
      ]),
    );
    const taiwan = await t.app.db.prisma.country.findFirstOrThrow({ where: { code: 'TW' } });
    expect(res.body.skipped).toEqual([
      { row: 2, id: taiwan.id, reason: `Country 'Taiwan' already exists (#${taiwan.id}).` },
    ]);
    expect(res.body.refused).toEqual([
      { row: 3, column: 'code', reason: "Country 'Sheetland' already exists with the code 'SHL'." },
      { row: 4, column: 'code', reason: "Country code 'TBL' is already Tableland's." },
    ]);
  });

  it('imports cities by country code or name, their state by code or a name no other state has', async () => {
    const file = await workbook([
      ['Country', 'State', 'Name'],
      ['TW', 'CYQ', 'Chiayi City'],
      ['taiwan', 'Taipei', 'Taipei'],
      ['TW', '', 'Keelung'],
      ['TW', 'Chiayi', 'Minxiong'], // row 5: two states are called Chiayi
      ['TW', 'Kaohsiung', 'Fengshan'], // row 6: no such state
      ['Atlantis', '', 'Poseidonia'], // row 7: no such country
      ['SHL', 'Upper', 'Upton'],
      ['SHL', 'upper', 'UPTON'], // row 9: Upton again
    ]);
    const res = await upload('cities', file);
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(3);
    expect(res.body.refused).toEqual([
      {
        row: 5,
        column: 'state',
        reason: "state 'Chiayi' names 2 states of Taiwan; give its code (CYI2 or CYQ).",
      },
      { row: 6, column: 'state', reason: "state 'Kaohsiung' is not a state of Taiwan." },
      {
        row: 7,
        column: 'country',
        reason: "country 'Atlantis' is neither a country's ISO code nor its name.",
      },
      { row: 8, column: 'name', reason: "City 'Upton' of Sheetland is listed twice, rows 8 and 9." },
      { row: 9, column: 'name', reason: "City 'Upton' of Sheetland is listed twice, rows 8 and 9." },
    ]);
    const cities = await t.request('GET', `/api/v1${REF_PATHS.all('cities')}`, { token: employee });
    expect(
      cities.body.map((c: { name: string; stateName: string | null; countryName: string }) => [
        c.name,
        c.stateName,
        c.countryName,
      ]),
    ).toEqual([
      ['Chiayi City', 'Chiayi', 'Taiwan'],
      ['Keelung', null, 'Taiwan'],
      ['Taipei', 'Taipei', 'Taiwan'],
    ]);
    const again = await upload('cities', file);
    expect(again.body.created).toBe(0);
    expect(again.body.skipped.map((s: { row: number }) => s.row)).toEqual([2, 3, 4]);
    expect(again.body.skipped[0].reason).toMatch(/^City 'Chiayi City' of Taiwan already exists \(#\d+\)\.$/);
  });

  it('imports disciplines of existing industries and refuses unknown ones', async () => {
    await t.app.db.prisma.industry.create({ data: { name: 'Mining' } });
    const res = await upload(
      'industry_discipline',
      await workbook([
        ['industry', 'name'],
        ['mining', 'Geology'],
        ['Fishing', 'Nets'],
      ]),
    );
    expect(res.body.created).toBe(1);
    expect(res.body.refused).toEqual([
      { row: 3, column: 'industry', reason: "Industry 'Fishing' does not exist." },
    ]);
    const again = await upload(
      'industry_discipline',
      await workbook([
        ['industry', 'name'],
        ['Mining', 'geology'],
        ['Mining', 'Drilling'],
      ]),
    );
    expect(again.body.created).toBe(1);
    expect(again.body.skipped).toEqual([
      {
        row: 2,
        id: expect.any(Number),
        reason: expect.stringMatching(/^Discipline 'Geology' of industry 'Mining' already exists/),
      },
    ]);
  });

  it('refuses a file that is empty, is not a spreadsheet, or lacks the columns', async () => {
    const empty = await upload('industry', new Uint8Array());
    expect(empty).toEqual({ status: 400, body: { message: FILE_MESSAGES.empty, code: 'FILE_EMPTY' } });
    const text = await upload('industry', 'name\nNot really a spreadsheet\n', { name: 'renamed.xlsx' });
    expect(text).toEqual({
      status: 400,
      body: { message: REF_MESSAGES.notASpreadsheet, code: 'NOT_A_SPREADSHEET' },
    });
    // A zip that is not a workbook.
    const zip = await upload('industry', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]));
    expect(zip.body.code).toBe('NOT_A_SPREADSHEET');
    const columns = await upload('cities', await workbook([['title'], ['Something']]));
    expect(columns.status).toBe(400);
    expect(columns.body.code).toBe('MISSING_COLUMNS');
    expect(columns.body.message).toContain('Missing: country, name.');
  });

  it('asks for a file when the request has none', async () => {
    const res = await t.request('POST', `/api/v1${REF_PATHS.upload('industry')}`, {
      token: manager,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REF_MESSAGES.noFile);
  });

  it('needs JOB_POSTING (403) and a token (401)', async () => {
    const file = await workbook([['name'], ['Forbidden industry']]);
    expect((await upload('industry', file, { token: employee })).status).toBe(403);
    expect((await upload('industry', file, { token: '' })).status).toBe(401);
    expect(await t.app.db.prisma.industry.count({ where: { name: 'Forbidden industry' } })).toBe(0);
  });
});

describe('spreadsheet templates', () => {
  it.each([
    ['countries', ['name', 'code', 'states']],
    ['cities', ['country', 'state', 'name']],
    ['industry', ['name']],
    ['industry_discipline', ['industry', 'name']],
  ] as const)('%s: an .xlsx with the header row and an example row', async (kind, headers) => {
    const response = await fetch(`${t.baseUrl}/api/v1${REF_PATHS.template(kind)}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${kind}-template.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.actualRowCount).toBe(2);
  });

  it('needs JOB_POSTING', async () => {
    const path = `/api/v1${REF_PATHS.template('industry')}`;
    expect((await t.request('GET', path, { token: employee })).status).toBe(403);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});
