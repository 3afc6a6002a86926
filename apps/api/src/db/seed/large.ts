// A large data set for trying the product at scale (`npm run seed:large`): requisitions with their
// locations, applicants and applications (with their status history), and employees (from the new
// hired applications with a signed contract first, the rest on file without one), added to whatever
// the database holds. Employees get no sensitive section: the seed holds no encryption key. Set-based SQL (INSERT ... SELECT FROM generate_series) with deterministic
// pseudo-random values from hashint4, in one transaction: 10,000 requisitions and 100,000
// applicants and applications take well under a minute.
import type pg from 'pg';
import { APPLICATION_STATUSES_BY_REQUISITION, REQUISITIONS } from './demo-requisitions.js';
import * as ref from './reference-data.js';

export interface LargeSeedOptions {
  requisitions: number;
  applicants: number;
  /** Defaults to one per applicant. */
  applications?: number;
  /** Defaults to none. */
  employees?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface LargeSeedResult {
  requisitions: number;
  locations: number;
  applicants: number;
  applications: number;
  statusHistory: number;
  employees: number;
  seconds: number;
  databaseSize: string;
}

const SEED = 7_919;

/** A deterministic pseudo-random non-negative bigint from an integer SQL expression and a salt. */
const hash = (expression: string, salt: number) => `abs(hashint4((${expression})::int + ${salt})::bigint)`;

/** Element of a 1-based SQL array parameter, chosen by a hash. */
const pickFrom = (param: string, hashed: string) =>
  `(${param})[1 + (${hashed} % array_length(${param}, 1))::int]`;

/** Requisition statuses by share in percent (they add up to 100). */
const STATUS_SHARES: [string, number][] = [
  ['DR', 6],
  ['SB', 4],
  ['RV', 4],
  ['RVA', 10],
  ['RVD', 3],
  ['IN', 25],
  ['RCK', 8],
  ['CCK', 8],
  ['CA', 7],
  ['CD', 10],
  ['CN', 5],
  ['CO', 10],
];

function statusCase(hashed: string): string {
  let upTo = 0;
  const branches = STATUS_SHARES.map(([status, share]) => {
    upTo += share;
    return `WHEN ${hashed} % 100 < ${upTo} THEN '${status}'`;
  });
  return `CASE ${branches.join(' ')} END`;
}

async function ensureReferenceData(client: pg.PoolClient): Promise<void> {
  const countries = ref.COUNTRIES;
  await client.query(
    `INSERT INTO ref_country (name, code) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
    [countries.map((c) => c.name), countries.map((c) => c.code)],
  );
  const states = countries.flatMap((c) => c.states.map((s) => ({ country: c.code, ...s })));
  await client.query(
    `INSERT INTO ref_state (country_id, name, code)
     SELECT c.id, s.name, s.code FROM unnest($1::text[], $2::text[], $3::text[]) AS s(country, name, code)
       JOIN ref_country c ON c.code = s.country
     ON CONFLICT DO NOTHING`,
    [states.map((s) => s.country), states.map((s) => s.name), states.map((s) => s.code)],
  );
  const cities = states.flatMap((s) => s.cities.map((name) => ({ country: s.country, state: s.name, name })));
  await client.query(
    `INSERT INTO ref_city (name, country_id, state_id)
     SELECT x.name, c.id, s.id FROM unnest($1::text[], $2::text[], $3::text[]) AS x(country, state, name)
       JOIN ref_country c ON c.code = x.country
       LEFT JOIN ref_state s ON s.country_id = c.id AND s.name = x.state
     ON CONFLICT DO NOTHING`,
    [cities.map((c) => c.country), cities.map((c) => c.state), cities.map((c) => c.name)],
  );
  await client.query(`INSERT INTO ref_industry (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
    ref.INDUSTRIES.map((i) => i.name),
  ]);
  const disciplines = ref.INDUSTRIES.flatMap((i) =>
    i.disciplines.map((name) => ({ industry: i.name, name })),
  );
  await client.query(
    `INSERT INTO ref_industry_discipline (industry_id, name)
     SELECT i.id, d.name FROM unnest($1::text[], $2::text[]) AS d(industry, name)
       JOIN ref_industry i ON i.name = d.industry
     ON CONFLICT DO NOTHING`,
    [disciplines.map((d) => d.industry), disciplines.map((d) => d.name)],
  );
  for (const [table, names] of [
    ['ref_department', ref.DEPARTMENTS],
    ['ref_position_type', ref.POSITION_TYPES],
    ['ref_application_type', ref.APPLICATION_TYPES],
  ] as const) {
    await client.query(`INSERT INTO ${table} (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [
      names,
    ]);
  }
}

async function ids(client: pg.PoolClient, sql: string): Promise<number[]> {
  return (await client.query<{ ids: number[] | null }>(sql)).rows[0]?.ids ?? [];
}

export async function seedLarge(pool: pg.Pool, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const requisitionCount = Math.max(0, Math.floor(options.requisitions));
  const applicantCount = Math.max(0, Math.floor(options.applicants));
  const applicationCount = Math.max(0, Math.floor(options.applications ?? applicantCount));
  const employeeCount = Math.max(0, Math.floor(options.employees ?? 0));
  const client = await pool.connect();
  const result: LargeSeedResult = {
    requisitions: 0,
    locations: 0,
    applicants: 0,
    applications: 0,
    statusHistory: 0,
    employees: 0,
    seconds: 0,
    databaseSize: '',
  };
  try {
    await client.query('BEGIN');
    // Losing this transaction in a crash only loses generated data.
    await client.query('SET LOCAL synchronous_commit = off');
    await ensureReferenceData(client);

    const cities = (
      await client.query<{ ids: number[]; countries: number[] }>(
        'SELECT array_agg(id ORDER BY id) AS ids, array_agg(country_id ORDER BY id) AS countries FROM ref_city',
      )
    ).rows[0]!;
    const disciplines = (
      await client.query<{ ids: number[]; industries: number[] }>(
        `SELECT array_agg(id ORDER BY id) AS ids, array_agg(industry_id ORDER BY id) AS industries
           FROM ref_industry_discipline`,
      )
    ).rows[0]!;
    const departments = await ids(client, 'SELECT array_agg(id ORDER BY id) AS ids FROM ref_department');
    const positionTypes = await ids(client, 'SELECT array_agg(id ORDER BY id) AS ids FROM ref_position_type');
    const applicationTypes = await ids(
      client,
      'SELECT array_agg(id ORDER BY id) AS ids FROM ref_application_type',
    );
    const staff = await ids(
      client,
      `SELECT array_agg(u.id ORDER BY u.id) AS ids FROM app_user u
        WHERE NOT EXISTS (SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id
                           WHERE ur.user_id = u.id AND r.name = 'Applicant')`,
    );
    const last = async (table: string) =>
      Number((await client.query(`SELECT coalesce(max(id), 0) AS id FROM ${table}`)).rows[0].id);
    const requisitionsBefore = await last('job_position');
    const applicantsBefore = await last('applicant');
    const applicationsBefore = await last('application');

    // ------------------------------------------------------------ requisitions and locations
    const titles = [...new Set(REQUISITIONS.map((r) => r.title))];
    const inserted = await client.query(
      `WITH src AS (
         SELECT g, ${hash('g', SEED)} AS h1, ${hash('g * 31', SEED + 1)} AS h2, ${hash('g * 57', SEED + 2)} AS h3
           FROM generate_series(1, $1::int) AS g
       ), st AS (
         SELECT src.*, ${statusCase('h2')} AS status FROM src
       ), dated AS (
         SELECT st.*,
                CASE WHEN status IN ('CD', 'CN', 'CO') THEN current_date - (60 + h3 % 600)::int
                     ELSE current_date - (5 + h3 % 60)::int END AS request_date
           FROM st
       )
       INSERT INTO job_position (position_title, job_description, number_of_positions, request_date, start_date,
         end_date, position_type_id, department_id, industry_id, discipline_id, application_type_id, priority,
         status, progress, created_by_id, created_at, updated_at)
       SELECT ${pickFrom('$2::text[]', 'h1')},
              'Generated requisition ' || g || ' for load testing.',
              1 + (h3 % 3)::int,
              request_date,
              request_date + (7 + h1 % 14)::int,
              CASE WHEN status IN ('CD', 'CN', 'CO') THEN request_date + (40 + h2 % 60)::int
                   -- One open requisition in two hundred is past its end date.
                   WHEN h1 % 200 = 0 THEN current_date - (1 + h3 % 20)::int
                   ELSE current_date + (7 + h3 % 90)::int END,
              ${pickFrom('$3::int[]', 'h2')},
              ${pickFrom('$4::int[]', 'h3')},
              ($6::int[])[1 + (h1 % array_length($5::int[], 1))::int],
              ($5::int[])[1 + (h1 % array_length($5::int[], 1))::int],
              ${pickFrom('$7::int[]', 'h3')},
              (ARRAY['L', 'N', 'N', 'H'])[1 + (h3 % 4)::int],
              status,
              CASE WHEN status = 'DR' AND h1 % 2 = 0 THEN 'IN_PROGRESS' ELSE 'COMPLETED' END,
              ${pickFrom('$8::int[]', 'h2')},
              request_date + make_interval(hours => 8 + (h1 % 10)::int),
              now()
         FROM dated`,
      [
        requisitionCount,
        titles,
        positionTypes,
        departments,
        disciplines.ids,
        disciplines.industries,
        applicationTypes,
        staff,
      ],
    );
    result.requisitions = inserted.rowCount ?? 0;
    const locations = await client.query(
      `INSERT INTO job_location (job_position_id, country_id, city_id, address, remote, distance, mandatory, weight)
       SELECT x.id, ($3::int[])[x.i], ($2::int[])[x.i], (x.h % 400 + 1) || ' ' || ${pickFrom('$4::text[]', 'x.h')},
              x.h % 10 = 0, (ARRAY[10, 20, 20, 30, 50])[1 + (x.h % 5)::int], x.h % 3 = 0, 20
         FROM (SELECT jp.id, h, 1 + (h % array_length($2::int[], 1))::int AS i
                 FROM job_position jp, LATERAL (SELECT ${hash('jp.id', SEED + 3)} AS h) AS hh
                WHERE jp.id > $1) AS x
       ON CONFLICT (job_position_id) DO NOTHING`,
      [requisitionsBefore, cities.ids, cities.countries, ref.STREETS],
    );
    result.locations = locations.rowCount ?? 0;
    log(`requisitions: ${result.requisitions}, locations: ${result.locations}`);

    // ------------------------------------------------------------ applicants
    const applicants = await client.query(
      `WITH src AS (
         SELECT g, ${hash('g', SEED + 4)} AS h1, ${hash('g * 31', SEED + 5)} AS h2, ${hash('g * 57', SEED + 6)} AS h3
           FROM generate_series(1, $1::int) AS g
       ), named AS (
         SELECT src.*, 1 + (h1 % array_length($3::text[], 1))::int AS fi,
                ${pickFrom('$4::text[]', 'h2')} AS sur,
                1 + (h3 % array_length($5::int[], 1))::int AS di,
                round((0.5 + (h2 % 220) / 10.0)::numeric, 1) AS experience,
                (45 + h3 % 140) * 1000 AS salary
           FROM src
       )
       INSERT INTO applicant (title, first_name, middle_name, sur_name, email, mobile, phone, total_experience,
         current_salary, expected_salary, min_experience, max_experience, current_sal_option, expected_sal_option,
         industry_id, discipline_id, date_received, cv_reference, cv_notes, reference, source, created_at, updated_at)
       SELECT CASE WHEN fi % 2 = 1 THEN (ARRAY['Ms', 'Mrs', 'Dr'])[1 + (h2 % 3)::int]
                   ELSE (ARRAY['Mr', 'Mr', 'Dr'])[1 + (h2 % 3)::int] END,
              ($3::text[])[fi],
              CASE WHEN h3 % 5 < 2 THEN ${pickFrom('$3::text[]', 'h3')} END,
              sur,
              lower('large.' || $2::text || '.' || g || '.' || regexp_replace(sur, '[^A-Za-z]', '', 'g')) || '@example.com',
              '04' || lpad((h1 % 100000000)::text, 8, '0'),
              CASE WHEN h2 % 3 = 0 THEN '(02) ' || lpad((h3 % 100000000)::text, 8, '0') END,
              experience,
              salary,
              round(salary * (1.05 + (h1 % 15) / 100.0), -3),
              floor(experience),
              floor(experience) + 3,
              'ANNUAL',
              'ANNUAL',
              ($6::int[])[di],
              ($5::int[])[di],
              current_date - (h3 % 365)::int,
              'CV-L' || $2::text || '-' || g,
              (ARRAY['Strong communicator.', 'Relevant industry experience.', 'Career changer.',
                     'Open to relocation.', 'Available immediately.'])[1 + (h2 % 5)::int],
              CASE WHEN h1 % 4 = 0 THEN 'Previous manager available on request' END,
              ${pickFrom('$7::text[]', 'h3')},
              now() - make_interval(days => (h3 % 365)::int),
              now()
         FROM named
       ON CONFLICT (email) DO NOTHING`,
      [
        applicantCount,
        String(applicantsBefore),
        ref.FIRST_NAMES,
        ref.SURNAMES,
        disciplines.ids,
        disciplines.industries,
        ref.APPLICANT_SOURCES,
      ],
    );
    result.applicants = applicants.rowCount ?? 0;
    log(`applicants: ${result.applicants}`);

    // ------------------------------------------------------------ applications and their history
    // Only the new requisitions that take applications (approved and later), numbered 1..n.
    const accepting = Object.keys(APPLICATION_STATUSES_BY_REQUISITION);
    await client.query(
      `CREATE TEMP TABLE large_requisition ON COMMIT DROP AS
         SELECT id, status, row_number() OVER (ORDER BY id)::int AS rn
           FROM job_position WHERE id > $1 AND status = ANY($2::text[])`,
      [requisitionsBefore, accepting],
    );
    await client.query(
      `CREATE TEMP TABLE large_applicant ON COMMIT DROP AS
         SELECT id, source, row_number() OVER (ORDER BY id)::int AS rn FROM applicant WHERE id > $1`,
      [applicantsBefore],
    );
    const statusRows = Object.entries(APPLICATION_STATUSES_BY_REQUISITION).flatMap(([requisition, list]) =>
      list!.map((status, i) => ({ requisition, n: list!.length, i, status })),
    );
    await client.query(
      `CREATE TEMP TABLE large_status ON COMMIT DROP AS
         SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[]) AS s(requisition, n, i, status)`,
      [
        statusRows.map((s) => s.requisition),
        statusRows.map((s) => s.n),
        statusRows.map((s) => s.i),
        statusRows.map((s) => s.status),
      ],
    );
    await client.query('CREATE UNIQUE INDEX ON large_requisition (rn)');
    await client.query('CREATE UNIQUE INDEX ON large_applicant (rn)');
    await client.query('ANALYZE large_requisition, large_applicant, large_status');
    const counts = (
      await client.query(
        'SELECT (SELECT count(*) FROM large_requisition)::int AS r, (SELECT count(*) FROM large_applicant)::int AS a',
      )
    ).rows[0] as { r: number; a: number };

    if (counts.r > 0 && counts.a > 0 && applicationCount > 0) {
      // Application g goes to applicant ((g-1) mod A) + 1; an applicant's k-th application goes to the
      // requisition after their first one, so no pair repeats while k < number of requisitions.
      const applications = await client.query(
        `INSERT INTO application (job_position_id, applicant_id, status, profile_score, review_score,
           missing_mandatory_items, applicant_source, created_at, updated_at)
         SELECT r.id, a.id, s.status,
                20 + (x.h % 80)::int,
                CASE WHEN s.status <> 'NEW' THEN 30 + ((x.h / 7) % 70)::int END,
                CASE WHEN s.status IN ('NEW', 'SCREENING') THEN ((x.h / 11) % 3)::int ELSE 0 END,
                a.source,
                now() - make_interval(days => (1 + x.h % 90)::int, mins => (x.h % 1440)::int),
                now()
           FROM (SELECT g, ((g - 1) % $2) + 1 AS arn, (g - 1) / $2 AS round, ${hash('g', SEED + 7)} AS h
                   FROM generate_series(1, $1::int) AS g) AS x
           JOIN large_applicant a ON a.rn = x.arn
           JOIN large_requisition r ON r.rn = ((${hash('x.arn', SEED + 8)} + x.round) % $3) + 1
           JOIN large_status s ON s.requisition = r.status AND s.i = (x.h / 13) % s.n
         ON CONFLICT (job_position_id, applicant_id) DO NOTHING`,
        [applicationCount, counts.a, counts.r],
      );
      result.applications = applications.rowCount ?? 0;
      // The history: created as NEW, then (for the others) moved to the current status a day later.
      const history = await client.query(
        `INSERT INTO application_status_history (application_id, from_status, to_status, created_at)
         SELECT id, NULL, 'NEW', created_at FROM application WHERE id > $1
         UNION ALL
         SELECT id, 'NEW', status, created_at + interval '1 day' FROM application WHERE id > $1 AND status <> 'NEW'`,
        [applicationsBefore],
      );
      result.statusHistory = history.rowCount ?? 0;
      // The list's derived columns: resumes for about two in three applications (the rows only: the
      // files are not written), and letters from the offer on; triggers copy the letter states onto
      // the applications, and PostgreSQL derives resume, action and contractAction from the row.
      await client.query(
        `WITH picked AS (
           SELECT id, applicant_id, created_at FROM application
            WHERE id > $1 AND ${hash('id', SEED + 9)} % 3 <> 0),
         files AS (
           INSERT INTO uploaded_file (original_name, storage_key, mime_type, size, sha256, purpose, created_at)
           SELECT 'resume-' || id || '.pdf', 'large-seed/resume-' || id, 'application/pdf',
                  40000 + (${hash('id', SEED + 10)} % 200000)::int, md5(id::text) || md5(id::text), 'RESUME', created_at
             FROM picked
           RETURNING id, storage_key),
         resumes AS (
           INSERT INTO resume (applicant_id, file_id, created_at)
           SELECT p.applicant_id, f.id, p.created_at
             FROM picked p JOIN files f ON f.storage_key = 'large-seed/resume-' || p.id
           RETURNING id, file_id)
         UPDATE application a SET resume_id = r.id
           FROM resumes r JOIN files f ON f.id = r.file_id
          WHERE f.storage_key = 'large-seed/resume-' || a.id`,
        [applicationsBefore],
      );
      await client.query(
        `INSERT INTO offer_letter (application_id, job_title, salary, start_date, expiry_date, body, status, sent_at, created_at, updated_at)
         SELECT a.id, jp.position_title, ap.expected_salary, current_date + 30, current_date + 14, 'Offer of employment.',
                CASE a.status WHEN 'OFFERED' THEN (ARRAY['DRAFT', 'SENT', 'SENT'])[1 + (a.id % 3)]
                              WHEN 'OFFER_DECLINED' THEN 'DECLINED' ELSE 'ACCEPTED' END,
                CASE WHEN a.status <> 'OFFERED' OR a.id % 3 <> 0 THEN a.created_at + interval '2 days' END,
                a.created_at + interval '2 days', now()
           FROM application a JOIN job_position jp ON jp.id = a.job_position_id
           JOIN applicant ap ON ap.id = a.applicant_id
          WHERE a.id > $1 AND a.status IN ('OFFERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'CONTRACTED', 'HIRED')`,
        [applicationsBefore],
      );
      await client.query(
        `INSERT INTO contract_letter (application_id, offer_letter_id, contract_type, job_title, salary, start_date, expiry_date, body, status, sent_at, created_at, updated_at)
         SELECT a.id, o.id, 'Permanent full-time', o.job_title, o.salary, o.start_date, current_date + 14, 'Contract of employment.',
                CASE a.status WHEN 'HIRED' THEN 'SIGNED' WHEN 'CONTRACTED' THEN 'SENT' ELSE 'DRAFT' END,
                CASE WHEN a.status IN ('HIRED', 'CONTRACTED') THEN a.created_at + interval '5 days' END,
                a.created_at + interval '4 days', now()
           FROM application a JOIN offer_letter o ON o.application_id = a.id
          WHERE a.id > $1 AND (a.status IN ('CONTRACTED', 'HIRED') OR (a.status = 'OFFER_ACCEPTED' AND a.id % 2 = 0))`,
        [applicationsBefore],
      );
    }
    log(`applications: ${result.applications}, status history: ${result.statusHistory}`);

    if (employeeCount > 0) {
      result.employees = await seedEmployees(client, employeeCount, applicationsBefore, {
        departments,
        positionTypes,
        disciplines,
        staff,
      });
      log(`employees: ${result.employees}`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  // Fresh statistics, so the lists plan well right away.
  await pool.query(
    `ANALYZE job_position, job_location, applicant, application, application_status_history, resume, offer_letter,
       contract_letter, employee, employee_personal_details, employee_address, employee_contact,
       employee_superannuation, employee_status_history`,
  );
  result.databaseSize = (
    await pool.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')
  ).rows[0]!.size;
  result.seconds = Math.round((performance.now() - started) / 100) / 10;
  return result;
}

/** Employee statuses by share in percent (they add up to 100). */
const EMPLOYEE_STATUS_SHARES: [string, number][] = [
  ['ONBOARDING', 10],
  ['ACTIVE', 70],
  ['ON_LEAVE', 7],
  ['SUSPENDED', 3],
  ['TERMINATED', 10],
];

function employeeStatusCase(hashed: string): string {
  let upTo = 0;
  const branches = EMPLOYEE_STATUS_SHARES.map(([status, share]) => {
    upTo += share;
    return `WHEN ${hashed} % 100 < ${upTo} THEN '${status}'`;
  });
  return `CASE ${branches.join(' ')} END`;
}

/**
 * `count` employees: the new HIRED applications with a SIGNED contract and no employee yet become
 * employees first (their applicant's name, email and mobile), the rest are on file without an
 * application. Personal details, the physical address (and a postal one for one in four), a first
 * emergency contact for nine in ten, superannuation for four in five, and the status history.
 * The rows carry a temporary code (`LARGE-<tag>-<g>`) so the sections find their employee, then
 * get the service's `EMP-000123`.
 */
async function seedEmployees(
  client: pg.PoolClient,
  count: number,
  applicationsBefore: number,
  refs: {
    departments: number[];
    positionTypes: number[];
    disciplines: { ids: number[]; industries: number[] };
    staff: number[];
  },
): Promise<number> {
  const tag = String(
    Number((await client.query('SELECT coalesce(max(id), 0) AS id FROM employee')).rows[0].id),
  );
  await client.query(
    `CREATE TEMP TABLE large_hired ON COMMIT DROP AS
       SELECT a.id AS application_id, c.id AS contract_id, jp.department_id, jp.position_type_id,
              jp.industry_id, jp.discipline_id, jp.hiring_manager_id, c.start_date,
              row_number() OVER (ORDER BY a.id)::int AS rn
         FROM application a
         JOIN contract_letter c ON c.application_id = a.id AND c.status = 'SIGNED'
         JOIN job_position jp ON jp.id = a.job_position_id
        WHERE a.id > $1 AND a.status = 'HIRED'
          AND NOT EXISTS (SELECT 1 FROM employee e WHERE e.application_id = a.id)`,
    [applicationsBefore],
  );
  await client.query('CREATE UNIQUE INDEX ON large_hired (rn)');
  const inserted = await client.query(
    `WITH src AS (
       SELECT g, ${hash('g', SEED + 20)} AS h1, ${hash('g * 31', SEED + 21)} AS h2, ${hash('g * 57', SEED + 22)} AS h3
         FROM generate_series(1, $1::int) AS g
     ), st AS (SELECT src.*, ${employeeStatusCase('h2')} AS status FROM src)
     INSERT INTO employee (employee_code, application_id, contract_letter_id, department_id, position_type_id,
       industry_id, discipline_id, manager_id, employment_start_date, status, approved, created_at, updated_at)
     SELECT 'LARGE-' || $2::text || '-' || st.g, h.application_id, h.contract_id,
            coalesce(h.department_id, ${pickFrom('$3::int[]', 'st.h1')}),
            coalesce(h.position_type_id, ${pickFrom('$4::int[]', 'st.h3')}),
            coalesce(h.industry_id, ($6::int[])[1 + (st.h2 % array_length($5::int[], 1))::int]),
            coalesce(h.discipline_id, ($5::int[])[1 + (st.h2 % array_length($5::int[], 1))::int]),
            coalesce(h.hiring_manager_id, ${pickFrom('$7::int[]', 'st.h3')}),
            CASE WHEN st.status = 'ONBOARDING' THEN current_date + (st.h3 % 45)::int
                 ELSE coalesce(h.start_date, current_date - (30 + st.h3 % 2500)::int) END,
            st.status, st.status <> 'ONBOARDING',
            now() - make_interval(days => (st.h1 % 900)::int), now()
       FROM st LEFT JOIN large_hired h ON h.rn = st.g`,
    [
      count,
      tag,
      refs.departments,
      refs.positionTypes,
      refs.disciplines.ids,
      refs.disciplines.industries,
      refs.staff.length > 0 ? refs.staff : [null],
    ],
  );
  // The new employees with their number g and three hashes, for the sections below.
  await client.query(
    `CREATE TEMP TABLE large_employee ON COMMIT DROP AS
       SELECT e.id, e.application_id, e.status, e.employment_start_date, x.g,
              ${hash('x.g', SEED + 23)} AS h1, ${hash('x.g * 31', SEED + 24)} AS h2, ${hash('x.g * 57', SEED + 25)} AS h3
         FROM employee e, LATERAL (SELECT split_part(e.employee_code, '-', 3)::int AS g) AS x
        WHERE e.employee_code LIKE 'LARGE-' || $1::text || '-%'`,
    [tag],
  );
  await client.query(
    `INSERT INTO employee_personal_details (employee_id, title, first_name, middle_name, last_name, date_of_birth,
       gender, personal_email, personal_phone, work_phone, different_address)
     SELECT le.id, coalesce(ap.title, (ARRAY['Mr', 'Ms', 'Mrs', 'Dr'])[1 + (le.h1 % 4)::int]),
            coalesce(ap.first_name, ${pickFrom('$2::text[]', 'le.h1')}),
            CASE WHEN ap.id IS NOT NULL THEN ap.middle_name WHEN le.h3 % 5 < 2 THEN ${pickFrom('$2::text[]', 'le.h3')} END,
            coalesce(ap.sur_name, ${pickFrom('$3::text[]', 'le.h2')}),
            date '1960-01-01' + (le.h2 % 15000)::int,
            (ARRAY['Female', 'Male', 'Female', 'Male', 'Non-binary'])[1 + (le.h3 % 5)::int],
            coalesce(ap.email, 'large.employee.' || $1::text || '.' || le.g || '@example.com'),
            coalesce(ap.mobile, '04' || lpad((le.h1 % 100000000)::text, 8, '0')),
            '(02) 9' || lpad((le.h3 % 10000000)::text, 7, '0'),
            le.h1 % 4 = 0
       FROM large_employee le
       LEFT JOIN application a ON a.id = le.application_id
       LEFT JOIN applicant ap ON ap.id = a.applicant_id`,
    [tag, ref.FIRST_NAMES, ref.SURNAMES],
  );
  await client.query(
    `INSERT INTO employee_address (employee_id, kind, line1, suburb, state, postcode, country)
     SELECT le.id, k.kind,
            CASE k.kind WHEN 'PHYSICAL' THEN (le.h2 % 300 + 1) || ' ' || ${pickFrom('$1::text[]', 'le.h2')}
                        ELSE 'PO Box ' || (le.h3 % 9000 + 100) END,
            (ARRAY['Parramatta', 'Chatswood', 'Newcastle', 'Wollongong', 'Penrith'])[1 + (le.h3 % 5)::int],
            'NSW', (2000 + le.h1 % 800)::text, 'Australia'
       FROM large_employee le
       JOIN employee_personal_details pd ON pd.employee_id = le.id
       CROSS JOIN (VALUES ('PHYSICAL'), ('POSTAL')) AS k(kind)
      WHERE k.kind = 'PHYSICAL' OR pd.different_address`,
    [ref.STREETS],
  );
  await client.query(
    `INSERT INTO employee_contact (employee_id, position, name, relationship, phone)
     SELECT le.id, 1, ${pickFrom('$1::text[]', 'le.h3')} || ' ' || ${pickFrom('$2::text[]', 'le.h1')},
            (ARRAY['Partner', 'Parent', 'Sibling', 'Friend'])[1 + (le.h2 % 4)::int],
            '04' || lpad((le.h3 % 100000000)::text, 8, '0')
       FROM large_employee le WHERE le.h2 % 10 <> 0`,
    [ref.FIRST_NAMES, ref.SURNAMES],
  );
  await client.query(
    `INSERT INTO employee_superannuation (employee_id, fund_name, fund_abn, usi, member_number)
     SELECT le.id, (f.funds)[1 + (le.h1 % array_length(f.funds, 1))::int],
            replace((f.abns)[1 + (le.h1 % array_length(f.funds, 1))::int], ' ', ''),
            (f.usis)[1 + (le.h1 % array_length(f.funds, 1))::int], (10000000 + le.h3 % 89999999)::text
       FROM large_employee le, (SELECT $1::text[] AS funds, $2::text[] AS abns, $3::text[] AS usis) AS f
      WHERE le.h3 % 5 <> 0`,
    [
      ref.SUPER_FUNDS.map((f) => f.name),
      ref.SUPER_FUNDS.map((f) => f.abn),
      ref.SUPER_FUNDS.map((f) => f.usi),
    ],
  );
  await client.query(
    `INSERT INTO employee_status_history (employee_id, from_status, to_status, effective_date, reason, created_at)
     SELECT id, NULL, 'ONBOARDING', employment_start_date, 'Employee record created', now() - interval '1 day'
       FROM large_employee
     UNION ALL
     SELECT id, 'ONBOARDING', 'ACTIVE', employment_start_date, 'Started work', now() - interval '12 hours'
       FROM large_employee WHERE status <> 'ONBOARDING'
     UNION ALL
     SELECT id, 'ACTIVE', status, current_date - (h3 % 30)::int, 'Generated change', now()
       FROM large_employee WHERE status NOT IN ('ONBOARDING', 'ACTIVE')`,
  );
  await client.query(
    `UPDATE employee SET employee_code = 'EMP-' || lpad(id::text, 6, '0')
      WHERE employee_code LIKE 'LARGE-' || $1::text || '-%'`,
    [tag],
  );
  return inserted.rowCount ?? 0;
}
