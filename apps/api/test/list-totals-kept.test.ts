// A long list's estimated total is kept per query (lib/list-bookmarks.ts): later calls skip the
// bounded count and the EXPLAIN, until a write to a table the query reads (here an operator's UPDATE
// in SQL, which the table's trigger notifies) drops it; a short list's exact total is never kept.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedLarge } from '../src/db/seed/large.js';
import { COUNT_EXACT_UP_TO } from '../src/lib/list-query.js';
import { useTestApp } from './test-app.js';

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
});

const IN_STATUS = { page: 1, size: 20, columns: ['status'], operators: ['SEL_EQUAL'], values: ['IN'] };

/** The paging of the criteria call, and how many statements counted rows for it. */
async function inStatusPaging() {
  const query = vi.spyOn(t.app.db.pool, 'query');
  try {
    const res = await t.request('POST', '/api/v1/requisitions/criteria', { token: manager, body: IN_STATUS });
    expect(res.status).toBe(200);
    const counts = query.mock.calls.filter(([sql]) => /count\(\*\)|^EXPLAIN/.test(String(sql))).length;
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
    // Exact totals are counted on every call.
    expect((await inStatusPaging()).counts).toBe(1);
    expect((await inStatusPaging()).counts).toBe(1);
  });
});
