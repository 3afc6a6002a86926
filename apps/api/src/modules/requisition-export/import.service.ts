// Job positions from a spreadsheet (POST /job_position/excel_upload). Each row is keyed (its
// external reference, else a hash of its content): a row imported before is skipped. The others are
// read, their names resolved (case-insensitively; the country by ISO code or name) and checked with
// the requisition form's own rules, so an imported requisition can always be saved again; a row
// that fails is refused with the row, the column and the reason. The good rows become draft
// requisitions with their location, financial step, import key and CREATE audit rows, all in one
// transaction (docs/decisions.md "Imports create the good rows and report the rest").
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  addDays,
  COMPENSATION_MAX,
  dayOfDate,
  EXTERNAL_REFERENCE_MAX,
  IMPORT_MESSAGES,
  IMPORT_PROGRESS_MESSAGES,
  JOB_POSITION_IMPORT_COLUMNS,
  JOB_POSITION_LIMITS,
  PRIORITY_CODES,
  type Priority,
  SALARY_OPTIONS,
  type TImportProgress,
  type TImportSummary,
  type TJobPositionImportColumn,
  type TSalaryOption,
  ZFinancialInput,
  ZJobPositionInput,
} from '@hr/contracts';
import type { PoolClient } from 'pg';
import { AppError } from '../../lib/app-error.js';
import { isCurrencyCode, orgCurrency, orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  columnKey,
  ImportTally,
  importSummary,
  readSheet,
  requireRows,
  type SheetRow,
} from '../../lib/spreadsheet.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// How exceljs writes a real date cell as text (Date.prototype.toString).
const JS_DATE = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT/;

/** YYYY-MM-DD from the text of a date cell, or undefined when it is not a date. */
export function sheetDate(text: string): string | undefined {
  if (DAY.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || dayOfDate(date) !== text ? undefined : text;
  }
  if (JS_DATE.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : dayOfDate(date);
  }
  return undefined;
}

/** An amount as a sheet writes it: `85000`, `85,000`, `85 000.50`, `$85,000`. */
const AMOUNT = /^[$€£¥]?\s*\d{1,3}(?:[,\s]?\d{3})*(?:\.\d{1,2})?$/;

/** The words a pay period may be given in (any case), by the financial step's option. */
const PAY_PERIOD_WORDS: Record<TSalaryOption, readonly string[]> = {
  ANNUAL: ['annual', 'annually', 'yearly', 'year', 'per year', 'per annum'],
  MONTHLY: ['monthly', 'month', 'per month'],
  WEEKLY: ['weekly', 'week', 'per week'],
  DAILY: ['daily', 'day', 'per day'],
  HOURLY: ['hourly', 'hour', 'per hour'],
};
const PAY_PERIODS = new Map(
  SALARY_OPTIONS.flatMap((option) =>
    [option, ...PAY_PERIOD_WORDS[option]].map((w) => [w.toLowerCase(), option]),
  ),
);

const PRIORITY_WORDS: Record<string, Priority> = { low: 'L', normal: 'N', high: 'H' };

const COLUMNS = JOB_POSITION_IMPORT_COLUMNS;
type Column = TJobPositionImportColumn;
const REQUIRED: readonly Column[] = ['positionTitle', 'startDate', 'endDate', 'country', 'city'];
const OPTIONAL = COLUMNS.filter((column) => !REQUIRED.includes(column));

/** A row's cells by the template's column names. */
type Cells = Record<Column, string>;
const cellsOf = (row: SheetRow): Cells =>
  Object.fromEntries(COLUMNS.map((column) => [column, row.values[columnKey(column)] ?? ''])) as Cells;

/** A row's key: its external reference, else a hash of what it says (dates as days, names in any case). */
export function rowKey(cells: Cells): string {
  const reference = cells.externalReference.trim();
  if (reference) return `ref:${reference}`;
  const content = COLUMNS.filter((column) => column !== 'externalReference').map((column) => {
    const text = cells[column].replace(/\s+/g, ' ').trim();
    return column.endsWith('Date') ? (sheetDate(text) ?? text) : text.toLowerCase();
  });
  return `sha256:${createHash('sha256').update(JSON.stringify(content)).digest('hex')}`;
}

/** One example row for the template, naming demo reference data, dated from `today` (the organisation's day). */
export function templateExample(today: string): (string | number)[] {
  const day = (offset: number) => addDays(today, offset);
  const example: Cells = {
    positionTitle: 'Senior Accountant',
    jobDescription: 'Leads month-end close and reporting.',
    positionType: 'Full time',
    department: 'Finance',
    industry: 'Finance',
    discipline: 'Accounting',
    contractType: 'Permanent',
    priority: 'N',
    requestDate: day(0),
    startDate: day(30),
    endDate: day(180),
    numberOfPositions: '1',
    country: 'AU',
    city: 'Sydney',
    salaryMin: '95000',
    salaryMax: '115000',
    currency: 'AUD',
    payPeriod: 'annual',
    externalReference: 'FIN-2026-001',
  };
  return COLUMNS.map((column) => {
    const value = example[column];
    return /^\d+$/.test(value) && column !== 'externalReference' ? Number(value) : value;
  });
}

/** A row read and checked, ready to be resolved against reference data. */
interface ReadRow {
  row: number;
  key: string;
  reference: string | null;
  title: string;
  description: string | null;
  names: {
    positionType: string;
    department: string;
    industry: string | null;
    discipline: string | null;
    contractType: string | null;
    country: string;
    city: string;
  };
  priority: Priority;
  requestDate: string | null;
  startDate: string;
  endDate: string;
  numberOfPositions: number;
  salary: { from: number; to: number; currency: string; period: TSalaryOption } | null;
}

/**
 * The row's cells as typed values, or its refusals (each naming its column and the value): the
 * form's required fields and limits, dates, numbers, the pay period and the ISO currency code.
 */
function readRow(row: number, cells: Cells, currency: string, tally: ImportTally): ReadRow | null {
  const refuse = (column: Column, reason: string) => tally.refuse(row, column, reason);
  const required = (column: Column) => {
    if (!cells[column]) refuse(column, `${column} is required.`);
    return cells[column];
  };
  const longer = (column: Column, max: number) => {
    if (cells[column].length > max)
      refuse(column, `${column} is longer than ${max} characters (${cells[column].length}).`);
  };
  const date = (column: Column, needed: boolean): string | null => {
    const text = needed ? required(column) : cells[column];
    if (!text) return null;
    const day = sheetDate(text);
    if (!day) refuse(column, `${column} '${text}' is not a date (YYYY-MM-DD).`);
    return day ?? null;
  };
  const amount = (column: Column): number | null => {
    const text = cells[column];
    if (!text) return null;
    if (!AMOUNT.test(text)) {
      refuse(column, `${column} '${text}' is not an amount.`);
      return null;
    }
    const value = Number(text.replace(/[^\d.]/g, ''));
    if (value > COMPENSATION_MAX)
      refuse(column, `${column} ${text} is more than ${COMPENSATION_MAX.toLocaleString('en')}.`);
    return value;
  };

  const title = required('positionTitle');
  longer('positionTitle', JOB_POSITION_LIMITS.positionTitle);
  longer('jobDescription', JOB_POSITION_LIMITS.jobDescription);
  // The form requires both.
  const positionType = required('positionType');
  const department = required('department');
  const country = required('country');
  const city = required('city');
  if (cells.discipline && !cells.industry)
    refuse('discipline', `discipline '${cells.discipline}' needs its industry.`);

  const priorityText = cells.priority.toLowerCase();
  const priority = priorityText
    ? (PRIORITY_WORDS[priorityText] ??
      (PRIORITY_CODES as readonly string[]).find((code) => code === priorityText.toUpperCase()))
    : 'N';
  if (!priority) refuse('priority', `priority '${cells.priority}' must be L, N or H (low, normal or high).`);

  const requestDate = date('requestDate', false);
  const startDate = date('startDate', true);
  const endDate = date('endDate', true);
  if (startDate && endDate && endDate < startDate)
    refuse('endDate', `endDate ${endDate} is before startDate ${startDate}.`);

  let numberOfPositions = 1;
  if (cells.numberOfPositions) {
    numberOfPositions = /^\d{1,5}$/.test(cells.numberOfPositions) ? Number(cells.numberOfPositions) : 0;
    if (numberOfPositions < 1 || numberOfPositions > JOB_POSITION_LIMITS.numberOfPositions)
      refuse(
        'numberOfPositions',
        `numberOfPositions '${cells.numberOfPositions}' must be a whole number from 1 to ${JOB_POSITION_LIMITS.numberOfPositions}.`,
      );
  }

  // The salary columns fill the financial step: both amounts or neither.
  const from = amount('salaryMin');
  const to = amount('salaryMax');
  const code = cells.currency.toUpperCase();
  if (code && !isCurrencyCode(code))
    refuse('currency', `currency '${cells.currency}' is not an ISO 4217 currency code.`);
  const period = cells.payPeriod
    ? PAY_PERIODS.get(cells.payPeriod.toLowerCase().replace(/\s+/g, ' '))
    : 'ANNUAL';
  if (!period)
    refuse('payPeriod', `payPeriod '${cells.payPeriod}' must be annual, monthly, weekly, daily or hourly.`);
  const salaryGiven = [cells.salaryMin, cells.salaryMax, cells.currency, cells.payPeriod].some(Boolean);
  if (salaryGiven && !cells.salaryMin)
    refuse(
      'salaryMin',
      'salaryMin is required when the row gives a salary (salaryMax, currency or payPeriod).',
    );
  if (salaryGiven && !cells.salaryMax)
    refuse(
      'salaryMax',
      'salaryMax is required when the row gives a salary (salaryMin, currency or payPeriod).',
    );
  if (from !== null && to !== null && to < from)
    refuse('salaryMax', `salaryMax ${cells.salaryMax} is less than salaryMin ${cells.salaryMin}.`);

  const reference = cells.externalReference || null;
  longer('externalReference', EXTERNAL_REFERENCE_MAX);

  if (tally.isRefused(row)) return null;
  return {
    row,
    key: rowKey(cells),
    reference,
    title,
    description: cells.jobDescription || null,
    names: {
      positionType,
      department,
      industry: cells.industry || null,
      discipline: cells.discipline || null,
      contractType: cells.contractType || null,
      country,
      city,
    },
    priority: priority as Priority,
    requestDate,
    startDate: startDate as string,
    endDate: endDate as string,
    numberOfPositions,
    salary:
      from !== null && to !== null
        ? { from, to, currency: code || currency, period: period as TSalaryOption }
        : null,
  };
}

/** The form's field each sheet column fills, to name the column of a refusal the form's rules give. */
const FORM_COLUMNS: Record<string, Column> = {
  positionTitle: 'positionTitle',
  jobDescription: 'jobDescription',
  numberOfPositions: 'numberOfPositions',
  requestDate: 'requestDate',
  startDate: 'startDate',
  endDate: 'endDate',
  positionTypeId: 'positionType',
  departmentId: 'department',
  industryId: 'industry',
  disciplineId: 'discipline',
  applicationTypeId: 'contractType',
  priority: 'priority',
  compensationFrom: 'salaryMin',
  compensationTo: 'salaryMax',
  currency: 'currency',
  salaryOption: 'payPeriod',
};
const formColumn = (path: readonly PropertyKey[]) => FORM_COLUMNS[String(path[0])] ?? null;

const lower = (value: string) => value.toLowerCase();

/** How often an upload's progress row is written at most (the browser polls it about twice a second). */
const PROGRESS_WRITE_MS = 250;

/** How long the import's work runs before it gives the event loop a turn (other requests wait meanwhile). */
const SLICE_MS = 20;

/** An import's progress reports and its pauses. */
interface Progress {
  step(step: TImportProgress['step'], done: number, total: number): void;
  /** Gives the event loop a turn when the work has run SLICE_MS since the last; answers whether it did. */
  breathe(): Promise<boolean>;
}

function createProgress(report?: (step: TImportProgress) => void): Progress {
  let since = performance.now();
  return {
    step: (step, done, total) => report?.({ step, done, total }),
    async breathe() {
      if (performance.now() - since < SLICE_MS) return false;
      await nextTurn();
      since = performance.now();
      return true;
    },
  };
}

/** A pool or one of its clients (inside the transaction). */
type Queryable = Pick<PoolClient, 'query'>;

export function createJobPositionImportService({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>) {
  const { pool, prisma } = db;

  /** id by lower-case name, of the rows of `table` whose name is among `names`. */
  async function byName(table: string, names: (string | null)[]): Promise<Map<string, number>> {
    const wanted = [...new Set(names.filter((n): n is string => !!n).map(lower))];
    if (wanted.length === 0) return new Map();
    const result = await pool.query<{ id: number; key: string }>(
      `SELECT id, lower(name) AS key FROM ${table} WHERE lower(name) = ANY($1::text[])`,
      [wanted],
    );
    return new Map(result.rows.map((row) => [row.key, row.id]));
  }

  /** id by `parentId:lower(name)` for child tables (disciplines of an industry, cities of a country). */
  async function byParentAndName(table: string, parent: string, names: (string | null)[]) {
    const wanted = [...new Set(names.filter((n): n is string => !!n).map(lower))];
    if (wanted.length === 0) return new Map<string, number>();
    const result = await pool.query<{ id: number; key: string }>(
      `SELECT id, ${parent} || ':' || lower(name) AS key FROM ${table} WHERE lower(name) = ANY($1::text[])`,
      [wanted],
    );
    return new Map(result.rows.map((row) => [row.key, row.id]));
  }

  /** Countries by upper-case ISO code and by lower-case name, with their names for messages. */
  async function countries(given: string[]) {
    const wanted = [...new Set(given.map(lower))];
    const result = await pool.query<{ id: number; name: string; code: string }>(
      `SELECT id, name, code FROM ref_country WHERE lower(name) = ANY($1::text[]) OR lower(code) = ANY($1::text[])`,
      [wanted],
    );
    const byKey = new Map<string, { id: number; name: string }>();
    // A code wins over a name that happens to be another country's code.
    for (const c of result.rows) byKey.set(lower(c.name), c);
    for (const c of result.rows) byKey.set(lower(c.code), c);
    return byKey;
  }

  /** The requisitions that rows with these keys were imported as, by key (one array parameter). */
  async function importedAs(client: Queryable, keys: string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const result = await client.query<{ key: string; id: number }>(
      'SELECT key, job_position_id AS id FROM requisition_import WHERE key = ANY($1::text[])',
      [keys],
    );
    return new Map(result.rows.map((row) => [row.key, row.id]));
  }

  return {
    /**
     * Imports a sheet. With a `progressId` (made up by the browser), each step (reading, checking,
     * creating) and its rows done are kept where `progressOf` finds them until the import ends.
     * Between chunks of rows the work gives the event loop a turn, so other requests are served.
     */
    async importSheet(
      buffer: Buffer,
      userId: number | null,
      progressId?: string,
      report?: (step: TImportProgress) => void,
    ): Promise<TImportSummary> {
      const kept = progressId ? await keepProgress(progressId, userId) : null;
      try {
        return await importRows(buffer, userId, (step) => {
          kept?.report(step);
          report?.(step);
        });
      } finally {
        await kept?.end();
      }
    },

    /** How far the caller's upload named `id` has got; 404 when it is not running (or not theirs). */
    async progressOf(id: string, userId: number | null): Promise<TImportProgress> {
      const result = await pool.query<TImportProgress>(
        `SELECT step, done, total FROM requisition_import_progress
          WHERE id = $1::uuid AND user_id IS NOT DISTINCT FROM $2::int`,
        [id, userId],
      );
      const found = result.rows[0];
      if (!found) throw new AppError('NOT_FOUND', IMPORT_PROGRESS_MESSAGES.notRunning);
      return found;
    },
  };

  /**
   * An upload's progress row: written at most every PROGRESS_WRITE_MS (and at each new step), one
   * write at a time, outside the import's transaction so another request (another instance) sees it.
   */
  async function keepProgress(id: string, userId: number | null) {
    // Rows of uploads that never ended (a stopped process) go after an hour.
    await pool.query(`DELETE FROM requisition_import_progress WHERE updated_at < now() - interval '1 hour'`);
    let latest: TImportProgress | null = null;
    let shown: TImportProgress['step'] | null = null;
    let written = 0;
    let writing: Promise<void> | null = null;
    const write = async () => {
      while (latest) {
        const { step, done, total } = latest;
        latest = null;
        // Another user's id stays theirs: the upsert changes only the caller's row.
        await pool
          .query(
            `INSERT INTO requisition_import_progress (id, user_id, step, done, total)
             VALUES ($1::uuid, $2::int, $3, $4, $5)
             ON CONFLICT (id) DO UPDATE SET step = $3, done = $4, total = $5, updated_at = now()
              WHERE requisition_import_progress.user_id IS NOT DISTINCT FROM $2::int`,
            [id, userId, step, done, total],
          )
          // Progress is for show: a failed write never fails the import.
          .catch(() => {});
      }
      writing = null;
    };
    return {
      report(step: TImportProgress) {
        latest = step;
        if (writing || (step.step === shown && performance.now() - written < PROGRESS_WRITE_MS)) return;
        shown = step.step;
        written = performance.now();
        writing = write();
      },
      async end() {
        latest = null;
        await writing;
        await pool
          .query(
            'DELETE FROM requisition_import_progress WHERE id = $1::uuid AND user_id IS NOT DISTINCT FROM $2::int',
            [id, userId],
          )
          .catch(() => {});
      },
    };
  }

  async function importRows(
    buffer: Buffer,
    userId: number | null,
    report: (step: TImportProgress) => void,
  ): Promise<TImportSummary> {
    const progress = createProgress(report);
    progress.step('reading', 0, 0);
    const sheet = requireRows(await readSheet(buffer, COLUMNS, OPTIONAL));
    const tally = new ImportTally();
    const rows: { row: number; cells: Cells }[] = [];
    const keys = new Map<number, string>();
    for (const { row, values } of sheet) {
      const cells = cellsOf({ row, values });
      rows.push({ row, cells });
      keys.set(row, rowKey(cells));
      await progress.breathe();
    }
    progress.step('checking', 0, rows.length);

    // Rows imported before are skipped whatever they say now; repeats within the sheet are refused.
    const before = await importedAs(pool, [...new Set(keys.values())]);
    const fresh = rows.filter(({ row }) => {
      const id = before.get(keys.get(row) as string);
      if (id !== undefined) tally.skip(row, IMPORT_MESSAGES.alreadyImportedRequisition(id), id);
      return id === undefined;
    });
    tally.refuseRepeats(
      fresh.map(({ row, cells }) => ({
        row,
        keys: [
          cells.externalReference
            ? {
                key: keys.get(row) as string,
                what: `externalReference '${cells.externalReference}'`,
                column: 'externalReference',
              }
            : { key: keys.get(row) as string, what: `Requisition '${cells.positionTitle}'`, column: null },
        ],
      })),
    );

    const currency = await orgCurrency(prisma);
    const read: ReadRow[] = [];
    for (const { row, cells } of fresh) {
      const r = tally.isRefused(row) ? null : readRow(row, cells, currency, tally);
      if (r) read.push(r);
      await progress.breathe();
    }

    const names = (pick: (r: ReadRow) => string | null) => read.map(pick);
    const [positionTypes, departments, industries, contractTypes, countryIds, disciplines, cities] =
      await Promise.all([
        byName(
          'ref_position_type',
          names((r) => r.names.positionType),
        ),
        byName(
          'ref_department',
          names((r) => r.names.department),
        ),
        byName(
          'ref_industry',
          names((r) => r.names.industry),
        ),
        byName(
          'ref_application_type',
          names((r) => r.names.contractType),
        ),
        countries(read.map((r) => r.names.country)),
        byParentAndName(
          'ref_industry_discipline',
          'industry_id',
          names((r) => r.names.discipline),
        ),
        byParentAndName(
          'ref_city',
          'country_id',
          names((r) => r.names.city),
        ),
      ]);

    const ready: { row: ReadRow; ids: Resolved }[] = [];
    for (const [i, r] of read.entries()) {
      if (await progress.breathe()) progress.step('checking', i, read.length);
      const refuse = (column: Column, reason: string) => tally.refuse(r.row, column, reason);
      const find = (map: Map<string, number>, column: Column, value: string | null) => {
        if (!value) return null;
        const id = map.get(lower(value));
        if (id === undefined) refuse(column, `${column} '${value}' does not exist.`);
        return id ?? null;
      };
      const industryId = find(industries, 'industry', r.names.industry);
      let disciplineId: number | null = null;
      if (r.names.discipline && industryId !== null) {
        disciplineId = disciplines.get(`${industryId}:${lower(r.names.discipline)}`) ?? null;
        if (disciplineId === null)
          refuse(
            'discipline',
            `discipline '${r.names.discipline}' is not a discipline of industry '${r.names.industry}'.`,
          );
      }
      const country = countryIds.get(lower(r.names.country));
      if (!country)
        refuse('country', `country '${r.names.country}' is neither a country's ISO code nor its name.`);
      let cityId: number | null = null;
      if (country) {
        cityId = cities.get(`${country.id}:${lower(r.names.city)}`) ?? null;
        if (cityId === null) refuse('city', `city '${r.names.city}' is not a city of ${country.name}.`);
      }
      const ids: Resolved = {
        positionTypeId: find(positionTypes, 'positionType', r.names.positionType),
        departmentId: find(departments, 'department', r.names.department),
        applicationTypeId: find(contractTypes, 'contractType', r.names.contractType),
        industryId,
        disciplineId,
        countryId: country?.id ?? null,
        cityId,
      };
      if (tally.isRefused(r.row)) continue;
      // The form's own rules, last: whatever is imported can be saved through the form again.
      const form = ZJobPositionInput.safeParse(formBody(r, ids));
      if (!form.success) tally.refuseIssues(r.row, form.error.issues, formColumn);
      if (r.salary) {
        const financial = ZFinancialInput.safeParse(financialBody(r.salary));
        if (!financial.success) tally.refuseIssues(r.row, financial.error.issues, formColumn);
      }
      if (!tally.isRefused(r.row)) ready.push({ row: r, ids });
    }

    if (ready.length > 0) tally.created = await create(ready, userId, tally, progress);
    return importSummary(tally, COLUMNS, sheet);
  }

  /**
   * Creates the requisitions in one transaction (all or none of the good rows), one INSERT per table
   * and batch from arrays (`unnest`): Prisma's createMany compiled 10,000 rows' values on the event
   * loop for seconds, blocking every other request, and its transaction timed out (P2028). Imports
   * queue up on one lock, so of two uploads of one sheet at once, the second finds the keys of the
   * first and skips those rows.
   */
  async function create(
    ready: { row: ReadRow; ids: Resolved }[],
    userId: number | null,
    tally: ImportTally,
    progress: Progress,
  ) {
    // A row without a request date is requested today: the organisation's day, not UTC's.
    const today = await orgToday(prisma, clock());
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('hr:requisition-import'))`);
      const taken = await importedAs(
        client,
        ready.map((r) => r.row.key),
      );
      const entries = ready.filter(({ row }) => {
        const id = taken.get(row.key);
        if (id !== undefined) tally.skip(row.row, IMPORT_MESSAGES.alreadyImportedRequisition(id), id);
        return id === undefined;
      });
      if (entries.length === 0) {
        await client.query('ROLLBACK');
        return 0;
      }
      // Ids taken up front from the sequence, so each table's rows go in by array, whatever the rows.
      const ids = (
        await client.query<{ id: number }>(
          `SELECT nextval(pg_get_serial_sequence('job_position', 'id'))::int AS id
             FROM generate_series(1, $1::int)`,
          [entries.length],
        )
      ).rows;
      const rows = entries.map((entry, i) => ({ id: (ids[i] as { id: number }).id, ...entry }));
      for (let from = 0; from < rows.length; from += INSERT_BATCH) {
        await insertBatch(client, rows.slice(from, from + INSERT_BATCH), userId, today);
        progress.step('creating', Math.min(from + INSERT_BATCH, rows.length), rows.length);
        await progress.breathe();
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}

/** Rows per INSERT: bounds a statement's arrays (and the time between two yields) whatever the sheet. */
const INSERT_BATCH = 2_000;

type Entry = { id: number; row: ReadRow; ids: Resolved };

/** One batch's requisitions with their location, financial step, import key and CREATE audit rows. */
async function insertBatch(client: PoolClient, rows: Entry[], userId: number | null, today: string) {
  const column = <T>(pick: (entry: Entry) => T) => rows.map(pick);
  await client.query(
    `INSERT INTO job_position (id, position_title, job_description, number_of_positions, request_date,
       start_date, end_date, position_type_id, department_id, industry_id, discipline_id,
       application_type_id, priority, status, progress, created_by_id, created_at, updated_at)
     SELECT t.id, t.title, t.description, t.positions, t.request_date, t.start_date, t.end_date,
       t.position_type_id, t.department_id, t.industry_id, t.discipline_id, t.application_type_id,
       t.priority, 'DR', 'IN_PROGRESS', $14::int, now(), now()
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::date[], $6::date[], $7::date[],
         $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::text[])
         AS t(id, title, description, positions, request_date, start_date, end_date, position_type_id,
           department_id, industry_id, discipline_id, application_type_id, priority)`,
    [
      column((e) => e.id),
      column((e) => e.row.title),
      column((e) => e.row.description),
      column((e) => e.row.numberOfPositions),
      column((e) => e.row.requestDate ?? today),
      column((e) => e.row.startDate),
      column((e) => e.row.endDate),
      column((e) => e.ids.positionTypeId),
      column((e) => e.ids.departmentId),
      column((e) => e.ids.industryId),
      column((e) => e.ids.disciplineId),
      column((e) => e.ids.applicationTypeId),
      column((e) => e.row.priority),
      userId,
    ],
  );
  await client.query(
    `INSERT INTO job_location (job_position_id, country_id, city_id)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`,
    [column((e) => e.id), column((e) => e.ids.countryId), column((e) => e.ids.cityId)],
  );
  const paid = rows.filter((e) => e.row.salary);
  const salary = (e: Entry) => e.row.salary as NonNullable<ReadRow['salary']>;
  if (paid.length > 0) {
    await client.query(
      `INSERT INTO job_financial (job_position_id, compensation_from, compensation_to, currency, salary_option)
       SELECT * FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::text[], $5::text[])`,
      [
        paid.map((e) => e.id),
        paid.map((e) => salary(e).from),
        paid.map((e) => salary(e).to),
        paid.map((e) => salary(e).currency),
        paid.map((e) => salary(e).period),
      ],
    );
  }
  await client.query(
    `INSERT INTO requisition_import (key, job_position_id, external_reference)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[])`,
    [column((e) => e.row.key), column((e) => e.id), column((e) => e.row.reference)],
  );
  const audit = rows.flatMap((e) => [
    { id: e.id, entity: 'JobPosition', value: e.row.title },
    { id: e.id, entity: 'JobLocation', value: `countryId ${e.ids.countryId}, cityId ${e.ids.cityId}` },
    ...(e.row.salary
      ? [
          {
            id: e.id,
            entity: 'JobFinancial',
            value: `${salary(e).currency} ${salary(e).from}–${salary(e).to} (${salary(e).period.toLowerCase()})`,
          },
        ]
      : []),
  ]);
  await client.query(
    `INSERT INTO requisition_audit_log (job_position_id, user_id, action, entity, entity_id, new_value)
     SELECT t.id, $4::int, 'CREATE', t.entity, t.id::text, t.value
       FROM unnest($1::int[], $2::text[], $3::text[]) AS t(id, entity, value)`,
    [audit.map((a) => a.id), audit.map((a) => a.entity), audit.map((a) => a.value), userId],
  );
}

interface Resolved {
  positionTypeId: number | null;
  departmentId: number | null;
  applicationTypeId: number | null;
  industryId: number | null;
  disciplineId: number | null;
  countryId: number | null;
  cityId: number | null;
}

/** The position form's body for a row, as the form would send it. */
function formBody(r: ReadRow, ids: Resolved) {
  return {
    positionTitle: r.title,
    jobDescription: r.description,
    numberOfPositions: r.numberOfPositions,
    requestDate: r.requestDate,
    startDate: r.startDate,
    endDate: r.endDate,
    positionTypeId: ids.positionTypeId,
    departmentId: ids.departmentId,
    industryId: ids.industryId,
    disciplineId: ids.disciplineId,
    applicationTypeId: ids.applicationTypeId,
    priority: r.priority,
  };
}

/** The financial step's body for a row's salary (the position id is not known yet: any valid one). */
function financialBody(salary: NonNullable<ReadRow['salary']>) {
  return {
    jobPositionId: 1,
    compensationFrom: salary.from,
    compensationTo: salary.to,
    currency: salary.currency,
    salaryOption: salary.period,
  };
}
