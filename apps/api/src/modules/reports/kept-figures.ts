// The figures the reports and the manager's dashboard read instead of counting every application:
// application_stage, application_stage_time and application_status_count, kept by triggers
// (migration 20261129150000). recountKeptFigures rebuilds them from the applications and their
// history (`npm run stats:repair`), and says how many rows it found different.
import type pg from 'pg';

export interface RecountResult {
  applications: number;
  stays: number;
  /** Kept rows that differed from the recount (missing, extra or with other values). */
  differed: number;
}

const KEPT = ['application_stage', 'application_stage_time', 'application_status_count'] as const;

export async function recountKeptFigures(pool: pg.Pool): Promise<RecountResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Writers wait until the recount commits (readers do not): a move made meanwhile would otherwise
    // be overwritten with the recount's older view of it.
    await client.query('LOCK TABLE application, application_status_history IN SHARE MODE');
    for (const table of KEPT) {
      await client.query(`CREATE TEMP TABLE "before_${table}" ON COMMIT DROP AS SELECT * FROM ${table}`);
    }
    await client.query('SELECT refresh_application_stage(ARRAY(SELECT id FROM application))');
    await client.query('DELETE FROM application_status_count');
    await client.query(
      'INSERT INTO application_status_count (status, n) SELECT status, count(*) FROM application GROUP BY status',
    );
    let differed = 0;
    for (const table of KEPT) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ((TABLE "before_${table}" EXCEPT ALL TABLE ${table})
                                  UNION ALL (TABLE ${table} EXCEPT ALL TABLE "before_${table}")) d`,
      );
      differed += rows[0]?.n ?? 0;
    }
    const { rows } = await client.query<{ applications: number; stays: number }>(
      `SELECT (SELECT count(*)::int FROM application_stage) AS applications,
              (SELECT count(*)::int FROM application_stage_time) AS stays`,
    );
    await client.query('COMMIT');
    return { applications: rows[0]?.applications ?? 0, stays: rows[0]?.stays ?? 0, differed };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
