// The requisition upload with real sheets (issue 25 item 5): salary columns, countries by ISO code,
// rows keyed so an upload twice creates nothing twice, the form's rules, the summary and its sheet
// of refused rows. Sheets are built here with exceljs, as a person's spreadsheet program would.
import {
  EXPORT_PATHS,
  FILE_MESSAGES,
  IMPORT_MESSAGES,
  JOB_POSITION_IMPORT_COLUMNS,
  ROLES,
  type TImportSummary,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = (path: string) => `/api/v1${path}`;

let manager: string;
let otherManager: string;
let officer: string;

type Cell = string | number | Date;
type Row = Partial<Record<(typeof JOB_POSITION_IMPORT_COLUMNS)[number], Cell>>;

/** Places: country (ISO code, English name) and its cities, several scripts among them. */
const PLACES = [
  { code: 'US', name: 'United States', cities: ['New York', 'San Francisco', 'Austin'] },
  { code: 'GB', name: 'United Kingdom', cities: ['London', 'Manchester'] },
  { code: 'AU', name: 'Australia', cities: ['Sydney', 'Melbourne'] },
  { code: 'IN', name: 'India', cities: ['Bengaluru'] },
  { code: 'DE', name: 'Germany', cities: ['Berlin', 'München'] },
  { code: 'VN', name: 'Viet Nam', cities: ['Hà Nội'] },
] as const;

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  otherManager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER], authorities: ['CANDIDATE_ACCESS'] }))
    .token;
  const prisma = t.app.db.prisma;
  for (const place of PLACES) {
    const country = await prisma.country.create({ data: { name: place.name, code: place.code } });
    await prisma.city.createMany({ data: place.cities.map((name) => ({ name, countryId: country.id })) });
  }
  await prisma.department.createMany({
    data: ['Engineering', 'Finance', 'Nursing', 'Sales', 'Operations'].map((name) => ({ name })),
  });
  await prisma.positionType.createMany({
    data: ['Full time', 'Part time', 'Contract'].map((name) => ({ name })),
  });
  await prisma.applicationType.createMany({ data: [{ name: 'Permanent' }, { name: 'Fixed term' }] });
  const industry = await prisma.industry.create({ data: { name: 'Information Technology' } });
  await prisma.industryDiscipline.create({ data: { name: 'Data', industryId: industry.id } });
});

/** A sheet with `headers` (any spelling the import takes) and rows given by column. */
async function sheet(rows: Row[], headers: Record<string, string> = {}): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Job postings');
  ws.addRow(JOB_POSITION_IMPORT_COLUMNS.map((column) => headers[column] ?? column));
  for (const row of rows) ws.addRow(JOB_POSITION_IMPORT_COLUMNS.map((column) => row[column] ?? null));
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function upload(
  content: Uint8Array | string,
  { token = manager, name = 'postings.xlsx' }: { token?: string; name?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${t.baseUrl}${api(EXPORT_PATHS.excelUpload)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** The refused rows' sheet of a summary, as rows of cell texts (header first). */
async function refusedSheet(summary: TImportSummary): Promise<string[][]> {
  expect(summary.refusedSheet).not.toBeNull();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(summary.refusedSheet as string, 'base64') as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

const basic = (title: string, over: Row = {}): Row => ({
  positionTitle: title,
  positionType: 'Full time',
  department: 'Engineering',
  startDate: '2026-03-02',
  endDate: '2026-09-30',
  country: 'AU',
  city: 'Sydney',
  ...over,
});

const TITLES = [
  'Data Analyst',
  'Registered Nurse',
  'Senior Software Engineer',
  'Account Executive',
  'Warehouse Associate',
  'Financial Controller',
  'Customer Success Manager',
  'Mechanical Engineer',
  'Payroll Officer',
  'Site Reliability Engineer',
];

/** Pay as job boards give it, by country: currency, period and a range. */
const PAY = {
  US: [
    ['USD', 'YEARLY', 85_000, 120_000],
    ['USD', 'HOURLY', 25.5, 32],
  ],
  GB: [['GBP', 'yearly', 42_000, 55_000]],
  AU: [['AUD', 'annual', 95_000, 115_000]],
  IN: [['INR', 'MONTHLY', 150_000, 220_000]],
  DE: [['EUR', 'Yearly', 60_000, 75_000]],
  VN: [['VND', 'monthly', 25_000_000, 40_000_000]],
} as const;

/** Row i of a job-postings data set: a reference, salary columns, the country by ISO code. */
function posting(i: number): Row {
  const place = PLACES[i % PLACES.length] as (typeof PLACES)[number];
  // Each country's cities and pay kinds in turn.
  const turn = Math.floor(i / PLACES.length);
  const pays = PAY[place.code];
  const [currency, period, min, max] = pays[turn % pays.length] as readonly [string, string, number, number];
  const start = new Date(Date.UTC(2026, 2, 1 + (i % 28)));
  return {
    positionTitle: `${TITLES[i % TITLES.length]} (posting ${i + 1})`,
    jobDescription: `We are hiring a ${TITLES[i % TITLES.length]} in ${place.cities[0]}. You will work with a friendly team.\nBenefits: health, 401(k) or super, hybrid work.`,
    positionType: ['Full time', 'Part time', 'Contract'][i % 3] as string,
    department: ['Engineering', 'Finance', 'Nursing', 'Sales', 'Operations'][i % 5] as string,
    industry: i % 4 === 0 ? 'Information Technology' : '',
    discipline: i % 4 === 0 ? 'Data' : '',
    contractType: i % 2 ? 'Permanent' : 'Fixed term',
    priority: ['L', 'N', 'H'][i % 3] as string,
    // Real date cells on odd rows, typed text on even ones.
    startDate: i % 2 ? start : start.toISOString().slice(0, 10),
    endDate: '2026-12-31',
    numberOfPositions: 1 + (i % 3),
    // Mostly ISO codes, some countries by name in any case.
    country: i % 10 === 3 ? place.name.toUpperCase() : place.code,
    city: place.cities[turn % place.cities.length] as string,
    // Amounts as numbers, and now and then as text with thousands separators.
    salaryMin: i % 7 === 0 ? min.toLocaleString('en-US') : min,
    salaryMax: max,
    currency,
    payPeriod: period,
    externalReference: String(3_757_940_100 + i),
  };
}

describe('a 200-row job postings sheet', () => {
  // Rows (0-based) a real sheet gets wrong, each with what the import must say.
  const BAD: Record<number, { over: Row; column: string; reason: string }> = {
    5: { over: { department: '' }, column: 'department', reason: 'department is required.' },
    17: {
      over: { jobDescription: 'x'.repeat(20_001) },
      column: 'jobDescription',
      reason: 'jobDescription is longer than 20000 characters (20001).',
    },
    30: {
      over: { country: 'AU', city: 'Springfield' },
      column: 'city',
      reason: "city 'Springfield' is not a city of Australia.",
    },
    44: {
      over: { salaryMin: 90_000, salaryMax: 80_000 },
      column: 'salaryMax',
      reason: 'salaryMax 80000 is less than salaryMin 90000.',
    },
    61: {
      over: { currency: 'USX' },
      column: 'currency',
      reason: "currency 'USX' is not an ISO 4217 currency code.",
    },
    88: {
      over: { payPeriod: 'BIWEEKLY' },
      column: 'payPeriod',
      reason: "payPeriod 'BIWEEKLY' must be annual, monthly, weekly, daily or hourly.",
    },
    123: {
      over: { country: 'Atlantis' },
      column: 'country',
      reason: "country 'Atlantis' is neither a country's ISO code nor its name.",
    },
    150: {
      over: { startDate: '2026-05-01', endDate: '2026-04-01' },
      column: 'endDate',
      reason: 'endDate 2026-04-01 is before startDate 2026-05-01.',
    },
    199: {
      over: { positionType: 'Casual' },
      column: 'positionType',
      reason: "positionType 'Casual' does not exist.",
    },
  };
  const rows = Array.from({ length: 200 }, (_, i) => ({ ...posting(i), ...(BAD[i]?.over ?? {}) }));
  // Headers as a data set spells them: spaces, underscores, any case.
  const headers = {
    positionTitle: 'Position Title',
    jobDescription: 'job_description',
    salaryMin: 'Salary min',
    salaryMax: 'SALARY_MAX',
    payPeriod: 'pay period',
    externalReference: 'External reference',
  };
  let file: Uint8Array;
  let first: TImportSummary;

  beforeAll(async () => {
    file = await sheet(rows, headers);
  });

  it('creates the good rows with their salary, currency and pay period, and refuses the rest by row and column', async () => {
    const res = await upload(file);
    expect(res.status).toBe(200);
    first = res.body;
    const bad = Object.keys(BAD).map(Number);
    expect(first.created).toBe(200 - bad.length);
    expect(first.message).toBe(IMPORT_MESSAGES.summary(200 - bad.length, 0, bad.length));
    expect(first.skipped).toEqual([]);
    expect(first.refused).toEqual(
      bad.map((i) => ({ row: i + 2, column: BAD[i]?.column, reason: BAD[i]?.reason })),
    );

    const prisma = t.app.db.prisma;
    const created = await prisma.jobPosition.findMany({
      where: { positionTitle: { contains: '(posting ' } },
      include: { location: { include: { country: true, city: true } }, financial: true, imports: true },
      orderBy: { id: 'asc' },
    });
    expect(created).toHaveLength(200 - bad.length);
    const byRef = new Map(created.map((p) => [p.imports[0]?.externalReference, p]));
    // Row 2 of the sheet: New York, yearly USD, a real text date.
    const newYork = byRef.get('3757940100');
    expect(newYork).toMatchObject({ status: 'DR', departmentId: expect.any(Number) });
    expect(newYork?.location?.country.code).toBe('US');
    expect(newYork?.location?.city.name).toBe('New York');
    expect(newYork?.financial).toMatchObject({ currency: 'USD', salaryOption: 'ANNUAL' });
    expect(Number(newYork?.financial?.compensationFrom)).toBe(85_000);
    expect(Number(newYork?.financial?.compensationTo)).toBe(120_000);
    // Hourly pay in cents; a country given by its name; a city in its own spelling.
    const hourly = byRef.get('3757940106');
    expect(hourly?.financial).toMatchObject({ salaryOption: 'HOURLY', currency: 'USD' });
    expect(Number(hourly?.financial?.compensationFrom)).toBe(25.5);
    expect(byRef.get('3757940103')?.location?.country.code).toBe('IN');
    expect(byRef.get('3757940110')?.location?.city.name).toBe('München');
    expect(byRef.get('3757940105')).toBeUndefined();
    const hanoi = byRef.get('3757940111');
    expect(hanoi?.location?.city.name).toBe('Hà Nội');
    expect(hanoi?.financial).toMatchObject({ currency: 'VND', salaryOption: 'MONTHLY' });
    // Every created requisition can be saved through the form as it is (the form's own rules).
    const check = await t.request('GET', api(`/job_position/${newYork?.id}`), { token: manager });
    expect(check.status).toBe(200);
    const save = await t.request('POST', api(`/job_position?positionId=${newYork?.id}`), {
      token: manager,
      body: {
        positionTitle: check.body.positionTitle,
        jobDescription: check.body.jobDescription,
        startDate: check.body.startDate,
        endDate: check.body.endDate,
        positionTypeId: check.body.positionTypeId,
        departmentId: check.body.departmentId,
      },
    });
    expect(save.status).toBe(200);
    // Each created requisition's audit names the financial step too.
    const audit = await prisma.requisitionAuditLog.findMany({
      where: { jobPositionId: newYork?.id, action: 'CREATE' },
    });
    expect(audit.map((a) => a.entity).sort()).toEqual(['JobFinancial', 'JobLocation', 'JobPosition']);
  });

  it('offers the refused rows as a sheet with their reasons, which imports once fixed', async () => {
    const refused = await refusedSheet(first);
    expect(refused[0]).toEqual([
      ...JOB_POSITION_IMPORT_COLUMNS,
      IMPORT_MESSAGES.refusedColumn,
      IMPORT_MESSAGES.rowColumn,
    ]);
    expect(refused).toHaveLength(1 + Object.keys(BAD).length);
    const atlantis = refused.find((row) => row.includes('Atlantis'));
    expect(atlantis?.at(-2)).toBe(
      "country: country 'Atlantis' is neither a country's ISO code nor its name.",
    );
    expect(atlantis?.at(-1)).toBe('125');

    // Fix two of them in the downloaded sheet and upload it as it is (its extra columns are ignored).
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(first.refusedSheet as string, 'base64') as unknown as ExcelJS.Buffer);
    const ws = book.worksheets[0] as ExcelJS.Worksheet;
    const column = (name: string) => JOB_POSITION_IMPORT_COLUMNS.indexOf(name as never) + 1;
    ws.eachRow((row, n) => {
      if (n === 1) return;
      if (row.getCell(column('country')).text === 'Atlantis') row.getCell(column('country')).value = 'in';
      if (row.getCell(column('department')).text === '') row.getCell(column('department')).value = 'Finance';
    });
    const fixed = await upload(new Uint8Array(await book.xlsx.writeBuffer()), {
      name: 'postings-refused.xlsx',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.created).toBe(2);
    expect(fixed.body.refused.map((r: { row: number }) => r.row)).toHaveLength(Object.keys(BAD).length - 2);
  });

  it('skips every row imported before when the same sheet is uploaded again, naming the requisition', async () => {
    const again = await upload(file);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(0);
    // The two rows fixed and imported from the refused sheet are skipped now too (same references).
    expect(again.body.skipped).toHaveLength(200 - Object.keys(BAD).length + 2);
    const imports = await t.app.db.prisma.requisitionImport.findMany();
    const idOf = new Map(imports.map((i) => [i.externalReference, i.jobPositionId]));
    for (const skip of again.body.skipped as TImportSummary['skipped']) {
      const id = idOf.get(String(3_757_940_100 + skip.row - 2));
      expect(skip).toEqual({
        row: skip.row,
        id,
        reason: IMPORT_MESSAGES.alreadyImportedRequisition(id as number),
      });
      expect(skip.reason).toBe(`already imported as requisition #${id}`);
    }
    expect(again.body.refused).toHaveLength(Object.keys(BAD).length - 2);
    expect(
      await t.app.db.prisma.jobPosition.count({ where: { positionTitle: { contains: '(posting ' } } }),
    ).toBe(200 - Object.keys(BAD).length + 2);
  });
});

describe('rows keyed by their content', () => {
  it('skips a row without a reference when the same content comes again, however its cells are typed', async () => {
    const row = basic('Content keyed nurse', { department: 'Nursing', salaryMin: 70000, salaryMax: 80000 });
    const once = await upload(await sheet([row]));
    expect(once.body).toMatchObject({ created: 1, skipped: [], refused: [] });
    const id = (
      await t.app.db.prisma.jobPosition.findFirstOrThrow({ where: { positionTitle: 'Content keyed nurse' } })
    ).id;
    // The same row with the date as a date cell, names in other case, amounts as text.
    const retyped = {
      ...row,
      positionTitle: 'CONTENT KEYED NURSE',
      department: 'nursing',
      startDate: new Date(Date.UTC(2026, 2, 2)),
      salaryMin: '70000',
    };
    const twice = await upload(await sheet([retyped, basic('Content keyed nurse 2')]));
    expect(twice.body.created).toBe(1);
    expect(twice.body.skipped).toEqual([
      { row: 2, id, reason: IMPORT_MESSAGES.alreadyImportedRequisition(id) },
    ]);
  });

  it('refuses rows repeated within the sheet, naming every row, and creates the others', async () => {
    const res = await upload(
      await sheet([
        basic('Twin posting'),
        basic('Single posting'),
        basic('Twin posting'),
        basic('Referenced A', { externalReference: 'JOB-7' }),
        basic('Referenced B', { externalReference: 'JOB-7' }),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(1);
    expect(res.body.refused).toEqual([
      { row: 2, column: null, reason: "Requisition 'Twin posting' is listed twice, rows 2 and 4." },
      { row: 4, column: null, reason: "Requisition 'Twin posting' is listed twice, rows 2 and 4." },
      {
        row: 5,
        column: 'externalReference',
        reason: "externalReference 'JOB-7' is listed twice, rows 5 and 6.",
      },
      {
        row: 6,
        column: 'externalReference',
        reason: "externalReference 'JOB-7' is listed twice, rows 5 and 6.",
      },
    ]);
    expect(res.body.message).toBe('1 created, 0 skipped, 4 refused.');
  });

  it('creates each row once when the same sheet is uploaded twice at the same moment', async () => {
    const file = await sheet([basic('Raced posting 1'), basic('Raced posting 2')]);
    const [a, b] = await Promise.all([upload(file), upload(file)]);
    expect(a.body.created + b.body.created).toBe(2);
    expect(a.body.skipped.length + b.body.skipped.length).toBe(2);
    expect(
      await t.app.db.prisma.jobPosition.count({ where: { positionTitle: { startsWith: 'Raced posting' } } }),
    ).toBe(2);
  });
});

describe("the form's rules", () => {
  it('requires department and position type as the form does, and says which column', async () => {
    const res = await upload(
      await sheet([
        basic('No department', { department: '' }),
        basic('No type', { positionType: '' }),
        basic('Unknown department', { department: 'Astrology' }),
      ]),
    );
    expect(res.body.created).toBe(0);
    expect(res.body.refused).toEqual([
      { row: 2, column: 'department', reason: 'department is required.' },
      { row: 3, column: 'positionType', reason: 'positionType is required.' },
      { row: 4, column: 'department', reason: "department 'Astrology' does not exist." },
    ]);
  });

  it("applies the form's length limits, and takes a description at the limit", async () => {
    const res = await upload(
      await sheet([
        basic('Longest description', { jobDescription: 'd'.repeat(20_000) }),
        basic('t'.repeat(201)),
        basic('Too many positions', { numberOfPositions: 10_001 }),
      ]),
    );
    expect(res.body.created).toBe(1);
    expect(res.body.refused).toEqual([
      { row: 3, column: 'positionTitle', reason: 'positionTitle is longer than 200 characters (201).' },
      {
        row: 4,
        column: 'numberOfPositions',
        reason: "numberOfPositions '10001' must be a whole number from 1 to 10000.",
      },
    ]);
  });

  it('needs both salary amounts once any salary column is given', async () => {
    const res = await upload(
      await sheet([
        basic('Only a minimum', { salaryMin: 50000 }),
        basic('Only a currency', { currency: 'NZD' }),
        basic('An amount in words', { salaryMin: 'eighty thousand', salaryMax: 90000 }),
      ]),
    );
    expect(res.body.created).toBe(0);
    expect(res.body.refused).toEqual([
      {
        row: 2,
        column: 'salaryMax',
        reason: 'salaryMax is required when the row gives a salary (salaryMin, currency or payPeriod).',
      },
      {
        row: 3,
        column: 'salaryMin',
        reason: 'salaryMin is required when the row gives a salary (salaryMax, currency or payPeriod).',
      },
      {
        row: 3,
        column: 'salaryMax',
        reason: 'salaryMax is required when the row gives a salary (salaryMin, currency or payPeriod).',
      },
      { row: 4, column: 'salaryMin', reason: "salaryMin 'eighty thousand' is not an amount." },
    ]);
  });

  it("gives a salary without a currency the organisation's currency, else AUD, and an annual period", async () => {
    const prisma = t.app.db.prisma;
    await upload(await sheet([basic('Default currency AUD', { salaryMin: 1, salaryMax: 2 })]));
    await prisma.orgSetting.upsert({
      where: { key: 'currency' },
      create: { key: 'currency', value: 'NZD' },
      update: { value: 'NZD' },
    });
    try {
      await upload(
        await sheet([basic('Default currency NZD', { salaryMin: 1, salaryMax: 2, payPeriod: 'Weekly' })]),
      );
    } finally {
      await prisma.orgSetting.delete({ where: { key: 'currency' } });
    }
    const financial = async (title: string) =>
      (
        await prisma.jobPosition.findFirstOrThrow({
          where: { positionTitle: title },
          include: { financial: true },
        })
      ).financial;
    expect(await financial('Default currency AUD')).toMatchObject({
      currency: 'AUD',
      salaryOption: 'ANNUAL',
    });
    expect(await financial('Default currency NZD')).toMatchObject({
      currency: 'NZD',
      salaryOption: 'WEEKLY',
    });
  });
});

describe('files that are not a sheet to import', () => {
  it('answers "The file is empty" for zero bytes, whatever the file is called', async () => {
    for (const name of ['postings.xlsx', 'resume.pdf']) {
      const res = await upload(new Uint8Array(), { name });
      expect(res).toEqual({ status: 400, body: { code: 'FILE_EMPTY', message: FILE_MESSAGES.empty } });
    }
    // The file upload says the same of a zero-byte PDF, before looking at its type.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array()], { type: 'application/pdf' }), 'empty.pdf');
    const response = await fetch(`${t.baseUrl}/api/v1/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'FILE_EMPTY', message: 'The file is empty.' });
  });

  it('says a workbook with nothing in it is empty, and one with only its header has no rows', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Nothing');
    const empty = await upload(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(empty.body).toEqual({ code: 'FILE_EMPTY', message: FILE_MESSAGES.empty });
    const headerOnly = await upload(await sheet([]));
    expect(headerOnly).toEqual({
      status: 400,
      body: { code: 'FILE_EMPTY', message: IMPORT_MESSAGES.noRows },
    });
  });

  it('still refuses what is not a spreadsheet, and needs JOB_POSTING', async () => {
    const text = await upload('positionTitle\nNot a spreadsheet\n', { name: 'fake.xlsx' });
    expect(text.body.code).toBe('NOT_A_SPREADSHEET');
    const file = await sheet([basic('Forbidden')]);
    expect((await upload(file, { token: '' })).status).toBe(401);
    expect((await upload(file, { token: officer })).status).toBe(403);
  });
});

describe('GET /api/v1/job_position/excel-template', () => {
  it('has the salary, currency, pay period and reference columns, and its example row imports', async () => {
    const response = await fetch(`${t.baseUrl}${api(EXPORT_PATHS.excelTemplate)}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('job-positions-template.xlsx');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const headers: string[] = [];
    book.worksheets[0]?.getRow(1).eachCell((cell) => {
      headers.push(cell.text);
    });
    expect(headers).toEqual([...JOB_POSITION_IMPORT_COLUMNS]);
    expect(headers).toEqual(
      expect.arrayContaining(['salaryMin', 'salaryMax', 'currency', 'payPeriod', 'externalReference']),
    );
    // With the reference data its example names, the template itself imports.
    const prisma = t.app.db.prisma;
    const industry = await prisma.industry.create({ data: { name: 'Finance' } });
    await prisma.industryDiscipline.create({ data: { name: 'Accounting', industryId: industry.id } });
    const res = await upload(bytes, { name: 'job-positions-template.xlsx' });
    expect(res.body).toMatchObject({ created: 1, refused: [] });
    const example = await prisma.jobPosition.findFirstOrThrow({
      where: { positionTitle: 'Senior Accountant' },
      include: { financial: true, location: { include: { country: true } } },
    });
    expect(example.financial).toMatchObject({ currency: 'AUD', salaryOption: 'ANNUAL' });
    expect(example.location?.country.code).toBe('AU');
  });

  it('needs JOB_POSTING', async () => {
    expect((await t.request('GET', api(EXPORT_PATHS.excelTemplate))).status).toBe(401);
    expect((await t.request('GET', api(EXPORT_PATHS.excelTemplate), { token: officer })).status).toBe(403);
  });
});

// Issue 29 item 5: a long sheet is inserted set-based in bounded batches (a 10,000-row sheet
// timed out in one transaction of per-table createMany calls), and its progress can be polled.
describe('long sheets', () => {
  // More rows than one insert batch (2,000), so the batching and its boundary are exercised.
  const ROWS = 2_100;
  const NAMES = ['Zoë Ðặng', 'Łukasz Żółć', 'محمد', '王秀英', 'Oluwaseun Adébáyọ̀'];
  const longRows = (run: string) =>
    Array.from({ length: ROWS }, (_, i) =>
      basic(`Recruiter for ${NAMES[i % NAMES.length]} (${run} ${i + 1})`, {
        externalReference: `long-${run}-${i + 1}`,
        ...(i % 2 === 0
          ? { salaryMin: 60_000 + i, salaryMax: 90_000 + i, currency: 'EUR', payPeriod: 'annual' }
          : {}),
      }),
    );

  /** Counts the INSERT statements per table sent on the app's pool while `work` runs. */
  async function insertsDuring<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; inserts: Map<string, number> }> {
    const inserts = new Map<string, number>();
    const pool = t.app.db.pool;
    const count = (text: unknown) => {
      const table = /^\s*INSERT\s+INTO\s+"?(\w+)"?/i.exec(String(text))?.[1];
      if (table) inserts.set(table, (inserts.get(table) ?? 0) + 1);
    };
    const watch = (client: { query: (...args: unknown[]) => unknown }) => {
      const query = client.query;
      client.query = function (this: unknown, ...args: unknown[]) {
        const first = args[0];
        count(typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text);
        return query.apply(this, args);
      };
      return () => {
        client.query = query;
      };
    };
    const unwatch: (() => void)[] = [];
    // A client is acquired again and again: wrapped once.
    const watched = new WeakSet<object>();
    const onAcquire = (client: unknown) => {
      if (watched.has(client as object)) return;
      watched.add(client as object);
      unwatch.push(watch(client as { query: (...args: unknown[]) => unknown }));
    };
    pool.on('acquire', onAcquire);
    try {
      return { result: await work(), inserts };
    } finally {
      pool.off('acquire', onAcquire);
      for (const undo of unwatch.reverse()) undo();
    }
  }

  it('creates 2,100 rows with a few statements per table (no per-row work), all of them with their location, pay and audit', async () => {
    const file = await sheet(longRows('bound'));
    const { result: res, inserts } = await insertsDuring(() => upload(file));
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(ROWS);
    expect(res.body.refused).toEqual([]);
    // Two batches: one statement per table and batch, whatever the rows.
    for (const table of [
      'job_position',
      'job_location',
      'job_financial',
      'requisition_import',
      'requisition_audit_log',
    ])
      expect(inserts.get(table), table).toBe(2);

    const prisma = t.app.db.prisma;
    const made = await prisma.jobPosition.findMany({
      where: { positionTitle: { contains: '(bound ' } },
      include: { location: true, financial: true, imports: true, auditLogs: true },
    });
    expect(made).toHaveLength(ROWS);
    expect(made.every((p) => p.location && p.imports.length === 1 && p.status === 'DR')).toBe(true);
    expect(made.filter((p) => p.financial)).toHaveLength(ROWS / 2);
    expect(made.reduce((sum, p) => sum + p.auditLogs.length, 0)).toBe(ROWS * 2 + ROWS / 2);
    const last = made.find((p) => p.positionTitle.endsWith(`(bound ${ROWS})`));
    expect(last?.imports[0]?.externalReference).toBe(`long-bound-${ROWS}`);
  }, 60_000);

  it('answers how far an upload has got while it runs, to its uploader only, and forgets it when done', async () => {
    const file = await sheet(longRows('progress'));
    const id = crypto.randomUUID();
    const progressUrl = api(EXPORT_PATHS.excelUploadProgress(id));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'long.xlsx');
    let done = false;
    const running = fetch(`${t.baseUrl}${api(EXPORT_PATHS.excelUpload)}?progress=${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}` },
      body: form,
    }).finally(() => {
      done = true;
    });
    const seen: { step: string; done: number; total: number }[] = [];
    let othersSaw = 0;
    while (!done) {
      const res = await t.request('GET', progressUrl, { token: manager });
      if (res.status === 200) {
        seen.push(res.body);
        // Another user with the right is not told about this upload.
        const other = await t.request('GET', progressUrl, { token: otherManager });
        if (other.status !== 404) othersSaw += 1;
      } else expect(res.status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const answer = await running;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as TImportSummary).created).toBe(ROWS);
    expect(seen.length).toBeGreaterThan(0);
    expect(othersSaw).toBe(0);
    for (const step of seen) {
      expect(['reading', 'checking', 'creating']).toContain(step.step);
      expect(step.done).toBeLessThanOrEqual(step.total);
      expect(step.total).toBeLessThanOrEqual(ROWS);
    }
    // Gone once the upload answered.
    expect((await t.request('GET', progressUrl, { token: manager })).status).toBe(404);
  }, 60_000);

  it('refuses a progress id that is not a UUID, and needs JOB_POSTING', async () => {
    const bad = await t.request('GET', api(EXPORT_PATHS.excelUploadProgress('not-an-id')), {
      token: manager,
    });
    expect(bad.status).toBe(400);
    const badUpload = await fetch(`${t.baseUrl}${api(EXPORT_PATHS.excelUpload)}?progress=12`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}` },
      body: new FormData(),
    });
    expect(badUpload.status).toBe(400);
    const url = api(EXPORT_PATHS.excelUploadProgress(crypto.randomUUID()));
    expect((await t.request('GET', url)).status).toBe(401);
    expect((await t.request('GET', url, { token: officer })).status).toBe(403);
    expect((await t.request('GET', url, { token: manager })).status).toBe(404);
  });
});
