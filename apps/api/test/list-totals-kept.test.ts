// A list's total is kept per query (lib/list-bookmarks.ts): later calls skip the bounded count (and,
// past it, the EXPLAIN) until a write to a table the query reads drops it: an operator's UPDATE in
// SQL by the table's notification, a write through this instance before its answer leaves.
import { ROLES } from '@hr/contracts';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedLarge } from '../src/db/seed/large.js';
import { LIST_CHANGES_CHANNEL } from '../src/lib/list-bookmarks.js';
import { COUNT_EXACT_UP_TO } from '../src/lib/list-query.js';
import { statementText, useTestApp } from './test-app.js';

const t = useTestApp();
const ROWS = COUNT_EXACT_UP_TO + 500;
let manager: string;

beforeAll(async () => {
  await seedLarge(t.app.db.pool, { requisitions: ROWS, applicants: 0, applications: 0, employees: 0 });
  // Every requisition one status, so a status filter is long; ANALYZE for the planner's estimate.
  await t.app.db.pool.query(`UPDATE job_position SET status = 'IN'`);
  await t.app.db.pool.query('ANALYZE job_position');
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  while (!t.app.notifications.listening) await new Promise((resolve) => setTimeout(resolve, 20));
  // The notifications of the writes above arrive on their own connection, and could come after a
  // test kept a total: one sent now comes after them (commit order), so once it is heard, all are.
  const heard = new Promise<void>((resolve) =>
    t.app.notifications.subscribe(LIST_CHANGES_CHANNEL, {
      message: (payload) => payload === 'settled' && resolve(),
      reset: () => {},
    }),
  );
  await t.app.db.pool.query('SELECT pg_notify($1, $2)', [LIST_CHANGES_CHANNEL, 'settled']);
  await heard;
});

const byStatus = (status: string) => ({
  page: 1,
  size: 20,
  columns: ['status'],
  operators: ['SEL_EQUAL'],
  values: [status],
});

/** The paging of the criteria call, and how many statements counted rows for it. */
async function inStatusPaging(status = 'IN') {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const res = await t.request('POST', '/api/v1/requisitions/criteria', {
      token: manager,
      body: byStatus(status),
    });
    expect(res.status).toBe(200);
    const counts = query.mock.calls.filter(([sql]) => /count\(\*\)|^EXPLAIN/.test(statementText(sql))).length;
    return { paging: res.body.paging, counts };
  } finally {
    query.mockRestore();
  }
}

describe('kept totals', () => {
  it('counts a long list once, keeps its estimate, and counts again after a write to its table', async () => {
    const first = await inStatusPaging();
    expect(first.paging.estimated).toBe(true);
    expect(first.paging.totalElements).toBeGreaterThan(COUNT_EXACT_UP_TO);
    // The bounded count and the EXPLAIN.
    expect(first.counts).toBe(2);

    const again = await inStatusPaging();
    expect(again.paging).toEqual(first.paging);
    expect(again.counts).toBe(0);

    // An operator closes 1,000 of them in SQL: the filter's list is now short, and counted exactly.
    await t.app.db.pool.query(
      `UPDATE job_position SET status = 'CL' WHERE id IN (SELECT id FROM job_position ORDER BY id LIMIT 1000)`,
    );
    await expect
      .poll(async () => (await inStatusPaging()).paging, { timeout: 5_000 })
      .toEqual({ page: 1, size: 20, totalElements: ROWS - 1000, totalPages: Math.ceil((ROWS - 1000) / 20) });
    // Counted once, kept too.
    expect((await inStatusPaging()).counts).toBe(0);
  });

  it("drops them when a user writes through the API, before that user's next call", async () => {
    // The notification usually comes first too: the spy shows the write's own drop.
    const spy = vi.spyOn(t.app.db.lists.bookmarks!, 'dropWritten');
    const drops = () => spy.mock.calls.filter(([tables]) => tables === 'all' || tables.has('job_position'));
    const before = await inStatusPaging('CN');
    expect((await inStatusPaging('CN')).counts).toBe(0);
    // Criteria calls are POSTs that only read.
    expect(drops()).toHaveLength(0);
    const { rows } = await t.app.db.pool.query<{ id: number }>(
      `SELECT id FROM job_position WHERE status = 'IN' ORDER BY id LIMIT 1`,
    );
    const cancel = await t.request('POST', `/api/v1/job_position/${rows[0]!.id}/status`, {
      token: manager,
      body: { status: 'CN', reason: 'Budget withdrawn' },
    });
    expect(cancel.status).toBe(200);
    expect(drops().length).toBeGreaterThan(0);
    spy.mockRestore();
    // No waiting for the notification: the write's own request dropped what was kept.
    const after = await inStatusPaging('CN');
    expect(after.counts).toBe(1);
    expect(after.paging.totalElements).toBe(before.paging.totalElements + 1);
  });
});
