import { REF_MESSAGES, REF_PATHS, ROLES, type TRefKind } from '@hr/contracts';
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
  it('imports 1,000 industries in one go, matching the header whatever its case', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [`Bulk industry ${String(i).padStart(4, '0')}`]);
    const res = await upload('industry', await workbook([['Name'], ...rows]));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 1000 });
    const count = await t.app.db.prisma.industry.count({ where: { name: { startsWith: 'Bulk industry ' } } });
    expect(count).toBe(1000);
    const list = await t.request('GET', `/api/v1${REF_PATHS.all('industry')}`, { token: employee });
    expect(list.body.filter((r: { name: string }) => r.name.startsWith('Bulk industry '))).toHaveLength(1000);
  });

  it('imports nothing when rows are bad, and names exactly those rows', async () => {
    const res = await upload(
      'countries',
      await workbook([
        ['code', 'NAME', 'states'],
        ['RAA', 'Good One', 'North; South'],
        ['RAB', '', ''], // row 3: empty name
        ['RAC', 'Good Two', ''],
        ['RAD', 'good one', ''], // row 5: repeats row 2's name
        ['RAE', 'x'.repeat(101), ''], // row 6: longer than the column
        ['RAF', 'Good Three', 'East'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('3 rows were rejected; nothing was imported.');
    expect(res.body.code).toBe('IMPORT_REJECTED');
    expect(res.body.rows.map((r: { row: number }) => r.row)).toEqual([3, 5, 6]);
    expect(res.body.rows[0].reason).toBe('Name is required.');
    expect(res.body.rows[1].reason).toBe("Country 'good one' is repeated (first on row 2).");
    expect(res.body.rows[2].reason).toBe('Name must be at most 100 characters.');
    expect(await t.app.db.prisma.country.count()).toBe(0);
  });

  it('imports countries with their states', async () => {
    const res = await upload(
      'countries',
      await workbook([
        ['name', 'code', 'states'],
        ['Sheetland', 'shl', 'Upper; Lower ;'],
        ['Tableland', 'TBL', ''],
      ]),
    );
    expect(res).toEqual({ status: 201, body: { imported: 2 } });
    const all = await t.request('GET', `/api/v1${REF_PATHS.all('countries')}`, { token: manager });
    expect(all.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Sheetland',
        code: 'SHL',
        states: [
          { id: expect.any(Number), name: 'Lower' },
          { id: expect.any(Number), name: 'Upper' },
        ],
      },
      { id: expect.any(Number), name: 'Tableland', code: 'TBL', states: [] },
    ]);
  });

  it('rejects rows that clash with the database', async () => {
    const res = await upload(
      'countries',
      await workbook([
        ['name', 'code'],
        ['SHEETLAND', 'ZZZ'],
        ['Newland', 'TBL'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.rows).toEqual([
      { row: 2, reason: "Country 'SHEETLAND' already exists." },
      { row: 3, reason: "Country code 'TBL' already exists." },
    ]);
  });

  it('imports disciplines of existing industries and rejects unknown ones', async () => {
    await t.app.db.prisma.industry.create({ data: { name: 'Mining' } });
    const bad = await upload(
      'industry_discipline',
      await workbook([
        ['industry', 'name'],
        ['mining', 'Geology'],
        ['Fishing', 'Nets'],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.rows).toEqual([{ row: 3, reason: "Industry 'Fishing' does not exist." }]);
    const good = await upload(
      'industry_discipline',
      await workbook([
        ['industry', 'name'],
        ['mining', 'Geology'],
        ['Mining', 'Drilling'],
      ]),
    );
    expect(good).toEqual({ status: 201, body: { imported: 2 } });
    const again = await upload(
      'industry_discipline',
      await workbook([
        ['industry', 'name'],
        ['Mining', 'geology'],
      ]),
    );
    expect(again.body.rows).toEqual([
      { row: 2, reason: "Discipline 'geology' of industry 'Mining' already exists." },
    ]);
  });

  it('refuses a file that is not a spreadsheet, and one without the columns', async () => {
    const text = await upload('industry', 'name\nNot really a spreadsheet\n', { name: 'renamed.xlsx' });
    expect(text).toEqual({
      status: 400,
      body: { message: REF_MESSAGES.notASpreadsheet, code: 'NOT_A_SPREADSHEET' },
    });
    // A zip that is not a workbook.
    const zip = await upload('industry', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]));
    expect(zip.body.code).toBe('NOT_A_SPREADSHEET');
    const columns = await upload('industry', await workbook([['title'], ['Something']]));
    expect(columns.status).toBe(400);
    expect(columns.body.code).toBe('MISSING_COLUMNS');
    expect(columns.body.message).toContain('Missing: name.');
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
