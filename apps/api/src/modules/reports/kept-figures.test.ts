// The figures the reports read from (application_stage, application_stage_time,
// application_status_count, kept by triggers) equal a full recount from the applications and their
// history after random moves through the API, bulk moves, a backdated import and deletions; and the
// repair (`npm run stats:repair`) puts corrupted figures right.
import { CANDIDATE_PATHS, FUNNEL_STAGES, manualMoves, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { recountKeptFigures } from './kept-figures.js';

const t = useTestApp();
const make = factories(t);
const V1 = '/api/v1';

/** A small seeded generator: a failure names its seed, and the same seed replays the same moves. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const SEED = Math.floor(Math.random() * 2 ** 31);
const rand = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const PEOPLE = [
  ['Zoë', 'Ðặng'],
  ['Łukasz', 'Żółć'],
  ['محمد', 'الأحمد'],
  ['秀英', '王'],
  ['Siobhán', "O'Brien"],
] as const;
/** Where the factory starts applications: every stage, and the final statuses. */
const STARTS = [...FUNNEL_STAGES, 'REJECTED', 'WITHDRAWN', 'OFFER_DECLINED'] as const;

let manager: string;
const ids: number[] = [];

const query = async <Row>(sql: string, params: unknown[] = []) =>
  (await t.app.db.pool.query(sql, params)).rows as Row[];

/**
 * The kept rows and a full recount of them, as sorted JSON: the recount is the reports' SQL from
 * before the figures were kept (the furthest stage from the history and status, each stay by lead()).
 */
async function keptAndRecount() {
  const [kept, recount] = await Promise.all([
    query(
      `SELECT (SELECT coalesce(json_agg(json_build_array(application_id, job_position_id, created_at, furthest_rank, hired_at)
                                  ORDER BY application_id), '[]') FROM application_stage) AS stage,
              (SELECT coalesce(json_agg(json_build_array(history_id, application_id, stage, left_at, round(days::numeric, 6))
                                  ORDER BY history_id), '[]') FROM application_stage_time) AS stays,
              (SELECT coalesce(json_agg(json_build_array(status, n) ORDER BY status), '[]')
                 FROM application_status_count WHERE n <> 0) AS counts`,
    ),
    query(
      `SELECT (SELECT coalesce(json_agg(json_build_array(a.id, a.job_position_id, a.created_at,
                        greatest(1, array_position($1::text[], a.status::text),
                                 (SELECT max(array_position($1::text[], h.to_status::text))
                                    FROM application_status_history h WHERE h.application_id = a.id)),
                        (SELECT min(h.created_at) FROM application_status_history h
                          WHERE h.application_id = a.id AND h.to_status = 'HIRED')) ORDER BY a.id), '[]')
                 FROM application a) AS stage,
              (SELECT coalesce(json_agg(json_build_array(id, application_id, to_status, left_at,
                        round((extract(epoch FROM (left_at - created_at)) / 86400)::numeric, 6)) ORDER BY id), '[]')
                 FROM (SELECT h.*, lead(h.created_at) OVER (PARTITION BY h.application_id ORDER BY h.created_at, h.id) AS left_at
                         FROM application_status_history h) m WHERE left_at IS NOT NULL) AS stays,
              (SELECT coalesce(json_agg(json_build_array(status, n) ORDER BY status), '[]')
                 FROM (SELECT status, count(*)::int AS n FROM application GROUP BY status) c) AS counts`,
      [FUNNEL_STAGES],
    ),
  ]);
  return { kept: kept[0], recount: recount[0] };
}

async function expectKeptEqualsRecount() {
  const { kept, recount } = await keptAndRecount();
  expect(kept, `seed ${SEED}`).toEqual(recount);
}

const statusOf = async (id: number) =>
  (await query<{ status: string }>('SELECT status FROM application WHERE id = $1', [id]))[0]!.status;

beforeAll(async () => {
  manager = (await make.manager()).token;
  const requisitions = [await make.requisition({ status: 'IN' }), await make.requisition({ status: 'IN' })];
  for (let i = 0; i < 40; i++) {
    const [firstName, surName] = PEOPLE[i % PEOPLE.length]!;
    const made = await make.application(pick(requisitions), {
      status: pick(STARTS),
      firstName,
      surName: `${surName} ${i}`,
    });
    ids.push(made.applicationId);
  }
});

describe('kept report figures', () => {
  it('are there for every application the moment it is made', async () => {
    const { kept } = await keptAndRecount();
    expect((kept as { stage: unknown[] }).stage).toHaveLength(ids.length);
    await expectKeptEqualsRecount();
  });

  it('equal a full recount after random moves through the API, one by one and in bulk', async () => {
    let moved = 0;
    for (let round = 0; round < 60; round++) {
      const id = pick(ids);
      const choices = manualMoves(await statusOf(id));
      if (choices.length === 0) continue;
      const status = pick(choices);
      const res = await t.request('POST', `${V1}${CANDIDATE_PATHS.changeStatus}`, {
        token: manager,
        body: { applicationId: id, status },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      moved += 1;
    }
    const bulk = await t.request('POST', `${V1}${CANDIDATE_PATHS.changeStatusBulk}`, {
      token: manager,
      body: { applicationIds: ids.slice(0, 20), status: 'WITHDRAWN' },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(moved + (bulk.body as { moved: unknown[] }).moved.length).toBeGreaterThan(0);
    await expectKeptEqualsRecount();
  });

  it('equal a full recount after writes that bypass the API: a backdated import, edits, deletions', async () => {
    // An import that writes a whole journey at once, its moves in the past and out of order.
    const [importId, editedId, deletedId] = ids.slice(20, 23) as [number, number, number];
    await query(
      `INSERT INTO application_status_history (application_id, from_status, to_status, created_at)
       VALUES ($1, 'INTERVIEW', 'OFFERED', now() - interval '3 days'),
              ($1, 'NEW', 'SHORTLISTED', now() - interval '9 days'),
              ($1, 'OFFERED', 'HIRED', now() - interval '1 day')`,
      [importId],
    );
    await query(
      `UPDATE application SET status = 'HIRED', created_at = now() - interval '20 days' WHERE id = $1`,
      [importId],
    );
    await query(
      `UPDATE application_status_history SET created_at = created_at - interval '2 days' WHERE application_id = $1`,
      [editedId],
    );
    await query(
      'DELETE FROM application_status_history WHERE application_id = $1 AND from_status IS NOT NULL',
      [ids[24]],
    );
    await query('DELETE FROM application WHERE id = $1', [deletedId]);
    await expectKeptEqualsRecount();
    const [row] = await query<{ furthest_rank: number; hired_at: Date | null }>(
      'SELECT furthest_rank, hired_at FROM application_stage WHERE application_id = $1',
      [importId],
    );
    expect(row?.furthest_rank).toBe(FUNNEL_STAGES.length);
    expect(row?.hired_at).not.toBeNull();
  });

  it("answer the funnel and the manager's pipeline as the recount does", async () => {
    const [funnel, pipeline] = await Promise.all([
      t.request('GET', `${V1}/reports/hr`, { token: manager }),
      t.request('GET', `${V1}/dashboard/manager`, { token: manager }),
    ]);
    expect(funnel.status).toBe(200);
    const recount = await query<{ rank: number; n: number }>(
      `SELECT greatest(1, array_position($1::text[], a.status::text),
                      (SELECT max(array_position($1::text[], h.to_status::text))
                         FROM application_status_history h WHERE h.application_id = a.id)) AS rank, count(*)::int AS n
         FROM application a GROUP BY 1`,
      [FUNNEL_STAGES],
    );
    const reached = FUNNEL_STAGES.map((_, i) =>
      recount.filter((row) => row.rank >= i + 1).reduce((sum, row) => sum + row.n, 0),
    );
    expect((funnel.body as { funnel: { reached: number }[] }).funnel.map((s) => s.reached)).toEqual(reached);
    const counts = await query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM application GROUP BY status',
    );
    for (const { status, count } of (pipeline.body as { pipeline: { status: string; count: number }[] })
      .pipeline) {
      expect(count, status).toBe(counts.find((row) => row.status === status)?.n ?? 0);
    }
  });

  it('are put right by the repair after something bypassed the triggers', async () => {
    const client = await t.app.db.pool.connect();
    try {
      // A bulk load with the triggers off, and hand edits of the kept rows.
      await client.query('BEGIN');
      await client.query("SET LOCAL session_replication_role = 'replica'");
      await client.query(
        `INSERT INTO application_status_history (application_id, from_status, to_status)
         SELECT id, status, 'HIRED' FROM application WHERE id = ANY($1)`,
        [ids.slice(25, 30)],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await query('UPDATE application_stage SET furthest_rank = 1 WHERE application_id = $1', [ids[31]]);
    await query('DELETE FROM application_stage_time WHERE application_id = $1', [ids[32]]);
    await query("UPDATE application_status_count SET n = n + 5 WHERE status = 'NEW'");
    const { kept, recount } = await keptAndRecount();
    expect(kept).not.toEqual(recount);

    const result = await recountKeptFigures(t.app.db.pool);
    expect(result.differed).toBeGreaterThan(0);
    expect(result.applications).toBe(ids.length - 1);
    await expectKeptEqualsRecount();
    // A second run finds nothing to correct.
    expect((await recountKeptFigures(t.app.db.pool)).differed).toBe(0);
  });

  it('are read by HR only: the report stays refused to an employee (403)', async () => {
    const employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
    expect((await t.request('GET', `${V1}/reports/hr`, { token: employee })).status).toBe(403);
  });
});
