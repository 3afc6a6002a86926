// Deep list pages seek from bookmarks (lib/list-bookmarks.ts): every page equals the plain OFFSET
// page, also right after an operator's INSERT or DELETE in SQL (the tables' triggers notify every
// instance), and while the notification channel is down the lists page with OFFSET.
import { ROLES } from '@hr/contracts';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedLarge } from '../src/db/seed/large.js';
import { type ListBookmarks, NOTIFYING_TABLES } from '../src/lib/list-bookmarks.js';
import { statementText, useTestApp } from './test-app.js';

const SIZE = 20;
// Shallow pages are plain OFFSET below this; lowered from the default so a few hundred rows reach it.
const MIN_OFFSET = 40;
const t = useTestApp({}, { listBookmarks: { minOffset: MIN_OFFSET } });
let manager: string;
let bookmarks: ListBookmarks;

beforeAll(async () => {
  await seedLarge(t.app.db.pool, { requisitions: 250, applicants: 150, applications: 200, employees: 150 });
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  bookmarks = t.app.db.lists.bookmarks!;
  expect(bookmarks.minOffset).toBe(MIN_OFFSET);
  // Nothing is kept until the channel listens.
  while (!t.app.notifications.listening) await new Promise((resolve) => setTimeout(resolve, 20));
});

type Direction = 'asc' | 'desc';

/** The ids of a page of the requisition list, through the API; `seeks` counts pages found from a bookmark. */
async function requisitionPage(page: number, direction: Direction, seeks = { count: 0 }): Promise<number[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const res = await t.request(
      'GET',
      `/api/v1/requisitions?page=${page}&size=${SIZE}&direction=${direction}`,
      {
        token: manager,
      },
    );
    expect(res.status).toBe(200);
    const seek = direction === 'asc' ? 'jp.id >=' : 'jp.id <=';
    if (query.mock.calls.some(([sql]) => statementText(sql).includes(seek))) seeks.count += 1;
    return res.body.responseDataList.map((row: { id: number }) => row.id);
  } finally {
    query.mockRestore();
  }
}

/** The same page by plain OFFSET, straight from the table. */
async function offsetPage(table: string, page: number, direction: Direction): Promise<number[]> {
  const { rows } = await t.app.db.pool.query<{ id: number }>(
    `SELECT id FROM ${table} ORDER BY id ${direction} LIMIT ${SIZE} OFFSET ${(page - 1) * SIZE}`,
  );
  return rows.map((row) => row.id);
}

const lastPage = async () =>
  Math.ceil(Number((await t.app.db.pool.query('SELECT count(*) AS n FROM job_position')).rows[0].n) / SIZE);

/** A notification has reached this instance's bookmarks (they dropped what they held). */
async function notified(write: () => Promise<unknown>) {
  const before = bookmarks.generation;
  await write();
  await expect.poll(() => bookmarks.generation).toBeGreaterThan(before);
}

describe('deep list pages from bookmarks', () => {
  it('has the statement trigger on every table the bookmarks trust', async () => {
    // tgtype: bit 0 row-level, 1 before, 2 insert, 3 delete, 4 update, 5 truncate.
    const { rows } = await t.app.db.pool.query<{ table: string; tgtype: number }>(
      `SELECT c.relname AS table, tg.tgtype FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
        WHERE tg.tgfoid = 'notify_list_changed'::regproc`,
    );
    expect(rows.map((row) => row.table).sort()).toEqual([...NOTIFYING_TABLES].sort());
    for (const row of rows) expect(row.tgtype & 0b111111, row.table).toBe(0b111100);
  });

  it('answers every deep page as OFFSET does, in both directions, seeking from bookmarks', async () => {
    const last = await lastPage();
    for (const direction of ['desc', 'asc'] as const) {
      const seeks = { count: 0 };
      // Forward (each page from the one before), then back over pages already bookmarked.
      const order = [...Array.from({ length: last }, (_, i) => i + 1), 9, 5, 4, 3, last, 7];
      for (const page of order)
        expect(await requisitionPage(page, direction, seeks), `${direction} page ${page}`).toEqual(
          await offsetPage('job_position', page, direction),
        );
      // Pages 3 and 4 start below every bookmark but their own; page 4 on seeks from page 3's.
      expect(seeks.count).toBeGreaterThanOrEqual(order.length - 3 - 1);
    }
  });

  it('pages the applications the same way', async () => {
    for (const page of [3, 4, 6, 10, 5, 9])
      expect(
        (
          await t.request('GET', `/api/v1/application?page=${page}&size=${SIZE}`, { token: manager })
        ).body.responseDataList.map((row: { id: number }) => row.id),
      ).toEqual(await offsetPage('application', page, 'desc'));
  });

  it('pages the employees the same way, the personal details bounded from the bookmark too', async () => {
    for (const page of [3, 4, 6, 8, 5, 7]) {
      const query = vi.spyOn(pg.Client.prototype, 'query');
      const res = await t.request('GET', `/api/v1/employee?page=${page}&size=${SIZE}`, { token: manager });
      const seeks = query.mock.calls.some(([sql]) =>
        /e\.id <= \$\d+ AND pd\.employee_id <= \$\d+/.test(statementText(sql)),
      );
      query.mockRestore();
      expect(res.body.responseDataList.map((row: { id: number }) => row.id)).toEqual(
        await offsetPage('employee', page, 'desc'),
      );
      // Page 3 is the first past the bookmarks' threshold; 4 on seeks from 3's, 5 and 7 from 4's and 6's.
      expect(seeks, `page ${page}`).toBe(page !== 3);
    }
  });

  it('drops them when an operator inserts or deletes rows in SQL', async () => {
    const last = await lastPage();
    for (let page = 3; page <= last; page += 1) await requisitionPage(page, 'desc');
    // A new requisition on top moves every row one place down the list.
    await notified(() =>
      t.app.db.pool.query(`INSERT INTO job_position (position_title, status, updated_at)
        SELECT position_title, status, now() FROM job_position ORDER BY id LIMIT 1`),
    );
    for (const page of [5, 8, 4, last])
      expect(await requisitionPage(page, 'desc'), `page ${page} after the insert`).toEqual(
        await offsetPage('job_position', page, 'desc'),
      );
    // One in the middle (one without applications) moves the rows after it one place up.
    await notified(() =>
      t.app.db.pool.query(`DELETE FROM job_position WHERE id = (SELECT jp.id FROM job_position jp
        WHERE NOT EXISTS (SELECT 1 FROM application a WHERE a.job_position_id = jp.id) ORDER BY jp.id LIMIT 1 OFFSET 60)`),
    );
    for (const page of [6, 8, 4, last])
      expect(await requisitionPage(page, 'desc'), `page ${page} after the delete`).toEqual(
        await offsetPage('job_position', page, 'desc'),
      );
  });

  it('pages with OFFSET while the notifications are down, and seeks again once they are back', async () => {
    for (const page of [4, 5]) await requisitionPage(page, 'desc');
    await t.app.db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    await expect.poll(() => t.app.notifications.listening).toBe(false);
    const seeks = { count: 0 };
    for (const page of [4, 5, 6])
      expect(await requisitionPage(page, 'desc', seeks)).toEqual(
        await offsetPage('job_position', page, 'desc'),
      );
    expect(seeks.count).toBe(0);
    // The listener reconnects on its own (after a pause).
    await expect.poll(() => t.app.notifications.listening, { timeout: 15_000 }).toBe(true);
    for (const page of [4, 5]) await requisitionPage(page, 'desc', seeks);
    expect(seeks.count).toBe(1);
  }, 20_000);
});
