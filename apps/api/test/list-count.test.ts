// The total of every list (lib/list-query.ts): exact up to COUNT_EXACT_UP_TO rows, past that the
// planner's estimate, labelled, so a page never counts a million rows.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_EXACT_UP_TO } from '../src/lib/list-query.js';
import { useTestApp } from './test-app.js';

const t = useTestApp();
const ROWS = COUNT_EXACT_UP_TO + 500;
let manager: string;

beforeAll(async () => {
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  await t.app.db.pool.query(
    `INSERT INTO outbound_email (to_address, subject, text_body, status)
     SELECT 'bulk' || g || '@count.test', CASE WHEN g <= 3 THEN 'Rare subject' ELSE 'Bulk' END, 'x', 'CAPTURED'
       FROM generate_series(1, $1::int) AS g`,
    [ROWS],
  );
  await t.app.db.pool.query('ANALYZE outbound_email');
});

describe('list totals', () => {
  it('estimates the total of a list past the exact count, and says so', async () => {
    const res = await t.request('GET', '/api/v1/outbox?size=20', { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.responseDataList).toHaveLength(20);
    const { paging } = res.body;
    expect(paging.estimated).toBe(true);
    // Never below what was counted; the planner's figure is close after ANALYZE.
    expect(paging.totalElements).toBeGreaterThan(COUNT_EXACT_UP_TO);
    expect(Math.abs(paging.totalElements - ROWS)).toBeLessThan(ROWS * 0.1);
    expect(paging.totalPages).toBe(Math.ceil(paging.totalElements / 20));
  });

  it('counts exactly, without the label, when the filtered list is short', async () => {
    const res = await t.request('POST', '/api/v1/outbox/criteria', {
      token: manager,
      body: { page: 1, size: 20, columns: ['subject'], operators: ['STR_CONTAIN'], values: ['Rare subject'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.paging).toEqual({ page: 1, size: 20, totalElements: 3, totalPages: 1 });
  });
});
