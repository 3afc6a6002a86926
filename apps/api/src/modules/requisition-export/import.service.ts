// Job positions from a spreadsheet: every row validated and its reference names resolved
// (case-insensitively); all rows become draft requisitions with their location and CREATE audit
// rows in one transaction, or none do.
import {
  JOB_POSITION_IMPORT_COLUMNS,
  PRIORITY_CODES,
  type Priority,
  type TImportRowRejection,
} from '@hr/contracts';
import { z } from 'zod';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { type ParsedRow, readSheet, validateRows } from '../../lib/spreadsheet.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// How exceljs writes a real date cell as text (Date.prototype.toString).
const JS_DATE = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT/;

/** YYYY-MM-DD from the text of a date cell, or undefined when it is not a date. */
export function sheetDate(text: string): string | undefined {
  if (DAY.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? undefined : text;
  }
  if (JS_DATE.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
  }
  return undefined;
}

const name = (label: string) =>
  z
    .string()
    .max(150, `${label} is too long.`)
    .transform((value) => value || null);

const date = (label: string, required: boolean) =>
  z.string().transform((value, ctx) => {
    if (!value) {
      if (required) ctx.addIssue({ code: 'custom', message: `${label} is required.` });
      return null;
    }
    const day = sheetDate(value);
    if (!day) ctx.addIssue({ code: 'custom', message: `${label} '${value}' is not a date (YYYY-MM-DD).` });
    return day ?? null;
  });

const ZJobPositionRow = z
  .object({
    positiontitle: z
      .string()
      .min(1, 'positionTitle is required.')
      .max(200, 'positionTitle is longer than 200 characters.'),
    jobdescription: z.string().transform((value) => value || null),
    positiontype: name('positionType'),
    department: name('department'),
    industry: name('industry'),
    discipline: name('discipline'),
    contracttype: name('contractType'),
    priority: z
      .string()
      .transform((value) => value.toUpperCase() || 'N')
      .pipe(z.enum(PRIORITY_CODES as [Priority, ...Priority[]], { message: 'priority must be L, N or H.' })),
    requestdate: date('requestDate', false),
    startdate: date('startDate', true),
    enddate: date('endDate', true),
    numberofpositions: z
      .string()
      .transform((value) => value || '1')
      .pipe(
        z
          .string()
          .regex(/^\d{1,5}$/, 'numberOfPositions must be a whole number from 1.')
          .transform(Number)
          .pipe(z.number().int().min(1, 'numberOfPositions must be a whole number from 1.')),
      ),
    country: z.string().min(1, 'country is required.'),
    city: z.string().min(1, 'city is required.'),
  })
  .superRefine((row, ctx) => {
    if (row.startdate && row.enddate && row.enddate < row.startdate) {
      ctx.addIssue({ code: 'custom', message: 'endDate is before startDate.', path: ['enddate'] });
    }
  });
type JobPositionRow = z.infer<typeof ZJobPositionRow>;

const COLUMNS = JOB_POSITION_IMPORT_COLUMNS.map((column) => column.toLowerCase());
const OPTIONAL = [
  'jobdescription',
  'positiontype',
  'department',
  'industry',
  'discipline',
  'contracttype',
  'priority',
  'requestdate',
  'numberofpositions',
];

/** One example row for the template, naming demo reference data, dated from `today`. */
export function templateExample(today = new Date()): (string | number)[] {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    'Senior Accountant',
    'Leads month-end close and reporting.',
    'Full time',
    'Finance',
    'Finance',
    'Accounting',
    'Permanent',
    'N',
    day(0),
    day(30),
    day(180),
    1,
    'Australia',
    'Sydney',
  ];
}

const lower = (value: string) => value.toLowerCase();

export function createJobPositionImportService({ db }: Pick<ServiceDeps, 'db'>) {
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

  return {
    async importSheet(
      buffer: Buffer,
      userId: number | null,
    ): Promise<{ imported: number } | { rejected: TImportRowRejection[] }> {
      const rows = await readSheet(buffer, COLUMNS, OPTIONAL);
      const { valid, rejected } = validateRows(rows, { schema: ZJobPositionRow });
      const data = valid.map((r) => r.data);
      const [positionTypes, departments, industries, contractTypes, countries, disciplines, cities] =
        await Promise.all([
          byName(
            'ref_position_type',
            data.map((d) => d.positiontype),
          ),
          byName(
            'ref_department',
            data.map((d) => d.department),
          ),
          byName(
            'ref_industry',
            data.map((d) => d.industry),
          ),
          byName(
            'ref_application_type',
            data.map((d) => d.contracttype),
          ),
          byName(
            'ref_country',
            data.map((d) => d.country),
          ),
          byParentAndName(
            'ref_industry_discipline',
            'industry_id',
            data.map((d) => d.discipline),
          ),
          byParentAndName(
            'ref_city',
            'country_id',
            data.map((d) => d.city),
          ),
        ]);

      const resolved: ParsedRow<ReturnType<typeof resolveRow>>[] = [];
      for (const { row, data: d } of valid) {
        const reasons: string[] = [];
        const find = (map: Map<string, number>, label: string, value: string | null) => {
          if (!value) return null;
          const id = map.get(lower(value));
          if (id === undefined) reasons.push(`Unknown ${label} '${value}'.`);
          return id ?? null;
        };
        const industryId = find(industries, 'industry', d.industry);
        let disciplineId: number | null = null;
        if (d.discipline) {
          if (!d.industry) reasons.push('discipline needs its industry.');
          else if (industryId !== null) {
            disciplineId = disciplines.get(`${industryId}:${lower(d.discipline)}`) ?? null;
            if (disciplineId === null)
              reasons.push(`Unknown discipline '${d.discipline}' of industry '${d.industry}'.`);
          }
        }
        const countryId = find(countries, 'country', d.country);
        let cityId: number | null = null;
        if (countryId !== null) {
          cityId = cities.get(`${countryId}:${lower(d.city)}`) ?? null;
          if (cityId === null) reasons.push(`Unknown city '${d.city}' of country '${d.country}'.`);
        }
        const ids = {
          positionTypeId: find(positionTypes, 'positionType', d.positiontype),
          departmentId: find(departments, 'department', d.department),
          applicationTypeId: find(contractTypes, 'contractType', d.contracttype),
          industryId,
          disciplineId,
          countryId,
          cityId,
        };
        if (reasons.length > 0) rejected.push({ row, reason: reasons.join(' ') });
        else resolved.push({ row, data: resolveRow(d, ids) });
      }
      if (rejected.length > 0) return { rejected };

      if (resolved.length === 0) return { imported: 0 };

      // Ids taken up front from the sequence, so the positions, locations and audit rows go in
      // as three bulk inserts whatever the number of rows.
      return prisma.$transaction(
        async (tx) => {
          const taken = await tx.$queryRaw<{ id: number }[]>`
            SELECT nextval(pg_get_serial_sequence('job_position', 'id'))::int AS id
              FROM generate_series(1, ${resolved.length}::int)`;
          const entries = resolved.map(({ data: d }, i) => ({ id: (taken[i] as { id: number }).id, d }));
          await tx.jobPosition.createMany({
            data: entries.map(({ id, d }) => ({ id, ...d.position, createdById: userId })),
          });
          await tx.jobLocation.createMany({
            data: entries.map(({ id, d }) => ({
              jobPositionId: id,
              countryId: d.countryId,
              cityId: d.cityId,
            })),
          });
          await tx.requisitionAuditLog.createMany({
            data: entries.flatMap(({ id, d }) => [
              {
                jobPositionId: id,
                userId,
                action: 'CREATE',
                entity: 'JobPosition',
                entityId: String(id),
                field: null,
                oldValue: null,
                newValue: d.position.positionTitle,
              },
              {
                jobPositionId: id,
                userId,
                action: 'CREATE',
                entity: 'JobLocation',
                entityId: String(id),
                field: null,
                oldValue: null,
                newValue: `countryId ${d.countryId}, cityId ${d.cityId}`,
              },
            ]),
          });
          return { imported: entries.length };
        },
        { timeout: 120_000 },
      );
    },
  };
}

function resolveRow(
  d: JobPositionRow,
  ids: {
    positionTypeId: number | null;
    departmentId: number | null;
    applicationTypeId: number | null;
    industryId: number | null;
    disciplineId: number | null;
    countryId: number | null;
    cityId: number | null;
  },
) {
  const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);
  return {
    position: {
      positionTitle: d.positiontitle,
      jobDescription: d.jobdescription,
      numberOfPositions: d.numberofpositions,
      requestDate: day(d.requestdate) ?? day(new Date().toISOString().slice(0, 10)),
      startDate: day(d.startdate),
      endDate: day(d.enddate),
      positionTypeId: ids.positionTypeId,
      departmentId: ids.departmentId,
      industryId: ids.industryId,
      disciplineId: ids.disciplineId,
      applicationTypeId: ids.applicationTypeId,
      priority: d.priority,
      status: 'DR',
      progress: 'IN_PROGRESS',
    },
    countryId: ids.countryId as number,
    cityId: ids.cityId as number,
  };
}
