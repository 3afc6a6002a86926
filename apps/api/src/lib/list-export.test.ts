// The shared list export: every list's `POST .../export` streams the rows its criteria body selects
// (all pages, in the list's order) as XLSX, with the list's guard and the same 400 for a bad filter.
import { APPROVAL_PATHS, CANDIDATE_PATHS, INTERVIEW_PATHS, MAIN_PATHS, ROLES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { EXPORT_BATCH_SIZE } from './list-export.js';

const t = useTestApp();
const main = (path: string) => `/api/v1${path}`;
let manager: string;
let officer: string;
let employee: string;
let applicant: string;
let positionId: number;

/** The export's answer and its first sheet as rows of cell values. */
async function exportRows(path: string, body: Record<string, unknown>, token = manager) {
  const response = await fetch(`${t.baseUrl}${main(path)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { response, rows: [], json: JSON.parse(buffer.toString()) };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { response, rows, json: null };
}

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  // More rows than one cursor batch, every third one FAILED.
  await t.app.db.pool.query(
    `INSERT INTO outbound_email (to_address, subject, text_body, status, template_key, created_at)
     SELECT 'person' || n || '@example.test', 'Subject ' || n, 'Body', 
            CASE WHEN n % 3 = 0 THEN 'FAILED' ELSE 'CAPTURED' END, 'APPROVAL_REQUEST',
            timestamptz '2030-01-01' + n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n`,
    [EXPORT_BATCH_SIZE * 3 + 7],
  );
  const position = await t.app.db.prisma.jobPosition.create({
    data: { positionTitle: 'Export Analyst', status: 'DR', priority: 'H', progress: 'IN_PROGRESS' },
  });
  positionId = position.id;
  await t.app.db.prisma.jobPosition.create({
    data: { positionTitle: 'Export Clerk', status: 'IN', priority: 'L', progress: 'COMPLETED' },
  });
});

describe('list export', () => {
  it('streams exactly the filtered rows of every page, in order, with headers', async () => {
    const { response, rows } = await exportRows(MAIN_PATHS.outboxExport, {
      page: 3,
      size: 5,
      sort: 'id',
      direction: 'asc',
      columns: ['status'],
      operators: ['SEL_EQUAL'],
      values: ['FAILED'],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Outbox.xlsx"');
    expect(rows[0]).toEqual(['Id', 'To', 'Subject', 'Template', 'Status', 'Created (UTC)', 'Sent (UTC)']);
    const data = rows.slice(1);
    const expected = await t.app.db.pool.query<{ id: number; to_address: string }>(
      `SELECT id, to_address FROM outbound_email WHERE status = 'FAILED' ORDER BY id`,
    );
    // Page and size are ignored: every matching row, across more than one batch.
    expect(expected.rows.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
    expect(data.map((row) => row[0])).toEqual(expected.rows.map((row) => row.id));
    expect(data.map((row) => row[1])).toEqual(expected.rows.map((row) => row.to_address));
    expect(new Set(data.map((row) => row[4]))).toEqual(new Set(['FAILED']));
  });

  it('pages the same criteria on the list call (the Outbox criteria)', async () => {
    const page = await t.request('POST', main(MAIN_PATHS.outboxCriteria), {
      token: manager,
      body: {
        page: 2,
        size: 4,
        sort: 'id',
        direction: 'asc',
        columns: ['status'],
        operators: ['SEL_EQUAL'],
        values: ['FAILED'],
      },
    });
    expect(page.status).toBe(200);
    expect(page.body.paging).toMatchObject({ page: 2, size: 4, totalElements: EXPORT_BATCH_SIZE + 2 });
    expect(page.body.responseDataList.map((row: { status: string }) => row.status)).toEqual(
      Array(4).fill('FAILED'),
    );
  });

  it('follows the sort and the search of the body', async () => {
    const { rows } = await exportRows(MAIN_PATHS.outboxExport, {
      sort: 'createdAt',
      direction: 'desc',
      search: 'person12@',
    });
    expect(rows.slice(1).map((row) => row[1])).toEqual(['person12@example.test']);
  });

  it('exports the requisition list with its filter', async () => {
    const { response, rows } = await exportRows(
      MAIN_PATHS.requisitionsExport,
      { columns: ['priority'], operators: ['SEL_EQUAL'], values: ['H'] },
      employee,
    );
    expect(response.status).toBe(200);
    expect(rows[0]?.slice(0, 2)).toEqual(['Id', 'Position']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Export Analyst']);
  });

  it('gives the per-requisition lists an export, 404 for an unknown requisition', async () => {
    for (const path of [
      CANDIDATE_PATHS.export(positionId),
      INTERVIEW_PATHS.export(positionId),
      APPROVAL_PATHS.export(positionId),
    ]) {
      const { response, rows } = await exportRows(path, {});
      expect(response.status, path).toBe(200);
      expect(rows).toHaveLength(1);
    }
    const missing = await exportRows(CANDIDATE_PATHS.export(999_999), {});
    expect(missing.response.status).toBe(404);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const bad = await exportRows(MAIN_PATHS.outboxExport, {
      columns: ['status'],
      operators: ['SEL_EQUAL'],
      values: ['LOST'],
    });
    expect(bad.response.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['values']);
    const unknown = await exportRows(MAIN_PATHS.requisitionsExport, {
      columns: ['password_hash'],
      operators: ['STR_EQUAL'],
      values: ['x'],
    });
    expect(unknown.response.status).toBe(400);
    expect(Object.keys(unknown.json.fields)).toEqual(['columns.0']);
  });

  it('keeps the guard of the list: 401 without a token, 403 without the right', async () => {
    const anonymous = await t.request('POST', main(MAIN_PATHS.requisitionsExport), { body: {} });
    expect(anonymous.status).toBe(401);
    expect((await exportRows(MAIN_PATHS.requisitionsExport, {}, applicant)).response.status).toBe(403);
    // The Outbox is the Recruitment Manager's.
    expect((await exportRows(MAIN_PATHS.outboxExport, {}, officer)).response.status).toBe(403);
    expect((await exportRows(CANDIDATE_PATHS.export(positionId), {}, employee)).response.status).toBe(403);
  });
});
