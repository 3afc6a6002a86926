// The audit screen's statements walk indexes, not the tables (issue 29 item 2): with enough events
// that a table scan costs more than an index walk (here 60,000; `npm run bench` measures 10 million),
// PostgreSQL's plans for the first page, a filter by record, a filter by person and the rows' fetch
// by key read no audit table from end to end.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { seedAuditEvents } from '../../db/seed/audit-events.js';
import { buildListSql, type ListFilter } from '../../lib/list-query.js';
import { AUDIT_LIST } from './audit-list.js';

const t = useTestApp();
// The events table is the one that grows (every sign-in, reveal, move and save writes a row).
const AUDIT_TABLES = ['audit_event'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** The plan of the list's page statement for page 1 of 20, newest first, with these filters. */
async function pagePlan(filters: ListFilter[] = []) {
  const sql = buildListSql(AUDIT_LIST, { page: 1, size: 20, sort: 'createdAt', direction: 'desc' }, filters);
  const { rows } = await t.app.db.pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON) ${sql.pageSql}`,
    sql.pageParams,
  );
  const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
  if (process.env.SHOW_PLANS) {
    const text = await t.app.db.pool.query(`EXPLAIN ${sql.pageSql}`, sql.pageParams);
    console.info(text.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  const scans = nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && AUDIT_TABLES.includes(node['Relation Name'] ?? ''))
    .map((node) => node['Relation Name']);
  const indexes = nodes(plan)
    .filter((node) => node['Relation Name'] && AUDIT_TABLES.includes(node['Relation Name']))
    .map((node) => node['Node Type']);
  return { scans, indexes, plan };
}

let someone: { id: number; name: string };
let record: string;

beforeAll(async () => {
  const user = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  await t.app.db.prisma.user.update({
    where: { id: user.id },
    data: { firstName: 'Łukasz', lastName: 'Żółć' },
  });
  someone = { id: user.id, name: 'Żółć' };
  const seeded = await seedAuditEvents(t.app.db.pool, 60_000);
  expect(seeded.events).toBe(60_000);
  // A person's own events among them, and requisition changes in the other table.
  await t.app.db.pool.query(
    `UPDATE audit_event SET user_id = $1 WHERE id IN (SELECT id FROM audit_event ORDER BY id DESC LIMIT 300)`,
    [someone.id],
  );
  record = (
    await t.app.db.pool.query<{ id: string }>('SELECT entity_id AS id FROM audit_event ORDER BY id LIMIT 1')
  ).rows[0]!.id;
  await t.app.db.pool.query('ANALYZE audit_event, requisition_audit_log, app_user');
});

describe('the audit list at many events', () => {
  it("reads the first page from the tables' indexes, not the tables", async () => {
    const { scans, indexes, plan } = await pagePlan();
    expect(scans, JSON.stringify(plan)).toEqual([]);
    expect(indexes.length).toBeGreaterThan(0);
  });

  it('filters by record through an index', async () => {
    const { scans, plan } = await pagePlan([{ column: 'entityId', operator: 'STR_EQUAL', value: record }]);
    expect(scans, JSON.stringify(plan)).toEqual([]);
  });

  it('filters by person without reading the tables end to end', async () => {
    const { scans, plan } = await pagePlan([
      { column: 'actor', operator: 'STR_CONTAIN', value: someone.name },
    ]);
    expect(scans, JSON.stringify(plan)).toEqual([]);
  });

  it("answers the same rows through the API: the person's newest events, a record's events", async () => {
    const manager = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const byPerson = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: { page: 1, size: 20, columns: ['actor'], operators: ['STR_CONTAIN'], values: [someone.name] },
    });
    expect(byPerson.status).toBe(200);
    const rows = (byPerson.body as { responseDataList: { userId: number | null }[] }).responseDataList;
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.userId === someone.id)).toBe(true);
    const byRecord = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: { page: 1, size: 20, columns: ['entityId'], operators: ['STR_EQUAL'], values: [record] },
    });
    expect(byRecord.status).toBe(200);
    const recordRows = (byRecord.body as { responseDataList: { entityId: string }[] }).responseDataList;
    expect(recordRows.length).toBeGreaterThan(0);
    expect(recordRows.every((row) => row.entityId === record)).toBe(true);
    // A bad column is refused with its sentence, not a 500.
    const bad = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: { page: 1, size: 20, columns: ['password'], operators: ['STR_EQUAL'], values: ['x'] },
    });
    expect(bad.status).toBe(400);
  });
});
