// The audit screen's statements walk indexes, not the tables (issue 29 item 2): with enough events
// that a table scan costs more than an index walk (here 60,000; `npm run bench` measures 10 million),
// PostgreSQL's plans for the first page, a filter by record, a filter by person and the rows' fetch
// by key read no audit table from end to end.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { seedAuditEvents } from '../../db/seed/audit-events.js';
import { buildListSql, type ListFilter } from '../../lib/list-query.js';
import { auditListFor } from './audit-list.js';

const t = useTestApp();
const make = factories(t);
// The events table is the one that grows (every sign-in, reveal, move and save writes a row).
const AUDIT_TABLES = ['audit_event'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/**
 * The plan of the list's page statement (or its bounded count) for page 1 of 20, newest first, with
 * these filters, as the criteria call builds them (a person resolved to user ids first).
 */
async function pagePlan(filters: ListFilter[] = [], statement: 'page' | 'count' = 'page') {
  const narrowed = await auditListFor(t.app.db.pool, filters);
  const sql = buildListSql(
    narrowed.list,
    { page: 1, size: 20, sort: 'createdAt', direction: 'desc' },
    narrowed.filters,
  );
  const [text, params] =
    statement === 'page' ? [sql.pageSql, sql.pageParams] : [sql.countSql, sql.countParams];
  const { rows } = await t.app.db.pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON) ${text}`,
    params,
  );
  const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
  if (process.env.SHOW_PLANS) {
    const shown = await t.app.db.pool.query(`EXPLAIN ${text}`, params);
    console.info(shown.rows.map((row) => row['QUERY PLAN']).join('\n'));
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

  it('filters by person without reading the tables end to end: the page and its count', async () => {
    const byPerson: ListFilter[] = [{ column: 'actor', operator: 'STR_CONTAIN', value: someone.name }];
    for (const statement of ['page', 'count'] as const) {
      const { scans, plan } = await pagePlan(byPerson, statement);
      expect(scans, JSON.stringify(plan)).toEqual([]);
      // The person is resolved to the user ids of that name (the seed's users share it) first.
      const ids = /user_id = ANY \('\{([\d,]+)\}'/.exec(JSON.stringify(plan))?.[1]?.split(',');
      expect(ids, JSON.stringify(plan)).toContain(String(someone.id));
    }
  });

  it('counts a person with no events without walking the events', async () => {
    const nobody = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    await t.app.db.prisma.user.update({
      where: { id: nobody.id },
      data: { firstName: '秀英', lastName: 'Ðặng-Nobody' },
    });
    const { scans, plan } = await pagePlan(
      [{ column: 'actor', operator: 'STR_CONTAIN', value: 'Ðặng-Nobody' }],
      'count',
    );
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
    // A requisition change made without a user account is found by the name kept with it; a user's
    // own name wins over a kept name (the list shows that user's name).
    const requisition = await make.requisition({ positionTitle: 'Audit person filter role' });
    await t.app.db.pool.query(
      `INSERT INTO requisition_audit_log (job_position_id, user_id, actor_name, action, entity, created_at)
       VALUES ($1, NULL, 'محمد Approver-by-link', 'STATUS', 'JobPosition', now() + interval '1 day'),
              ($1, $2, 'Someone Else Kept', 'UPDATE', 'JobPosition', now() + interval '1 day')`,
      [requisition, someone.id],
    );
    const byKeptName = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: {
        page: 1,
        size: 20,
        columns: ['actor'],
        operators: ['STR_CONTAIN'],
        values: ['approver-by-LINK'],
      },
    });
    expect(byKeptName.status).toBe(200);
    const kept = byKeptName.body as {
      responseDataList: { actor: string; source: string }[];
      paging: unknown;
    };
    expect(kept.responseDataList.map((row) => [row.source, row.actor])).toEqual([
      ['REQUISITION', 'محمد Approver-by-link'],
    ]);
    const byShadowedName = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: {
        page: 1,
        size: 20,
        columns: ['actor'],
        operators: ['STR_CONTAIN'],
        values: ['Someone Else Kept'],
      },
    });
    expect((byShadowedName.body as { responseDataList: unknown[] }).responseDataList).toEqual([]);
    const newest = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: { page: 1, size: 20, columns: ['actor'], operators: ['STR_CONTAIN'], values: [someone.name] },
    });
    const newestRows = (newest.body as { responseDataList: { source: string; userId: number }[] })
      .responseDataList;
    expect(newestRows[0]).toMatchObject({ source: 'REQUISITION', userId: someone.id });
    // A bad column is refused with its sentence, not a 500.
    const bad = await t.request('POST', '/api/v1/audit/criteria', {
      token: manager.token,
      body: { page: 1, size: 20, columns: ['password'], operators: ['STR_EQUAL'], values: ['x'] },
    });
    expect(bad.status).toBe(400);
  });
});
