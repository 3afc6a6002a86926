// Audit events at scale for the audit screen (`npm run seed:large -- --audit-events N`, issue 29
// item 2): sign-ins, reveals, status moves and saves by the staff users, on records of the usual
// kinds, spread over the last two years, newest with the highest ids as the app writes them.
// Set-based, a million rows per transaction, so ten million need not fit in one.
import type pg from 'pg';

const BATCH = 1_000_000;
/** Days the seeded events go back. */
const SPAN_DAYS = 730;
const ACTIONS = ['SIGN_IN', 'REVEAL', 'STATUS', 'UPDATE', 'UPDATE', 'CREATE', 'DOWNLOAD', 'EXPORT', 'DELETE'];
const ENTITIES = [
  'Application',
  'JobPosition',
  'Employee',
  'User',
  'Applicant',
  'OfferLetter',
  'UploadedFile',
];
const FIELDS = ['status', 'salary', 'startDate', 'positionTitle', 'email', 'bankAccount'];

export interface AuditSeedResult {
  events: number;
  seconds: number;
}

export async function seedAuditEvents(
  pool: pg.Pool,
  count: number,
  log: (line: string) => void = () => {},
): Promise<AuditSeedResult> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(count));
  // A database seeded without users (the bench's) gets a few staff to act, named in several scripts.
  await pool.query(
    `INSERT INTO app_user (email, first_name, last_name, updated_at)
     SELECT 'audit.person' || i || '@seed.local', (ARRAY['Zoë', 'Łukasz', 'محمد', '秀英', 'Siobhán'])[1 + i % 5],
            (ARRAY['Ðặng', 'Żółć', 'الأحمد', '王', 'O''Brien'])[1 + (i / 5) % 5] || ' ' || i, now()
       FROM generate_series(1, 25) i
      WHERE (SELECT count(*) FROM app_user) < 5
     ON CONFLICT (email) DO NOTHING`,
  );
  const staff = (
    await pool.query<{ ids: number[] | null }>(
      `SELECT array_agg(u.id ORDER BY u.id) AS ids FROM app_user u
        WHERE NOT EXISTS (SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id
                           WHERE ur.user_id = u.id AND r.name = 'Applicant')`,
    )
  ).rows[0]?.ids ?? [null];
  let done = 0;
  while (done < total) {
    const size = Math.min(BATCH, total - done);
    // Event g of `total` (1 the oldest) happens at an even step over the span, so ids and times rise
    // together; one in twenty has no user (a failed sign-in by an unknown address).
    await pool.query(
      `INSERT INTO audit_event (user_id, entity, entity_id, action, fields, details, created_at)
       SELECT CASE WHEN h % 20 = 0 THEN NULL ELSE ($4::int[])[1 + (h % cardinality($4::int[]))::int] END,
              ($5::text[])[1 + ((h / 7) % cardinality($5::text[]))::int],
              (1 + (h / 11) % 200000)::text,
              ($6::text[])[1 + ((h / 13) % cardinality($6::text[]))::int],
              CASE WHEN (h / 13) % cardinality($6::text[]) IN (3, 4)
                   THEN ARRAY[($7::text[])[1 + ((h / 17) % cardinality($7::text[]))::int]] ELSE '{}' END,
              CASE WHEN h % 9 = 0 THEN jsonb_build_object('ip', '10.0.' || (h % 250) || '.' || (h / 250 % 250)) END,
              now() - make_interval(secs => ($3::bigint - g) * (${SPAN_DAYS} * 86400.0 / $3::bigint))
         FROM (SELECT g, abs(hashint8(g))::bigint AS h FROM generate_series($1::bigint, $2::bigint) g) x`,
      [done + 1, done + size, total, staff, ENTITIES, ACTIONS, FIELDS],
    );
    done += size;
    log(`audit events: ${done} of ${total}`);
  }
  await pool.query('ANALYZE audit_event');
  return { events: done, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
