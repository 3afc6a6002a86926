// Settings > Audit against rows this file creates: a requisition deleted through the API, sign-ins,
// and requisition changes, found by search, filters and pages of the one list.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: { id: number; token: string };
let officer: string;
let employee: string;
let applicant: string;
let deleted: number;
let kept: number;
/** Requisition changes this file writes on `kept`. */
const CHANGES = 7;

const criteria = (body: Record<string, unknown>, token = manager.token) =>
  t.request('POST', '/api/v1/audit/criteria', { token, body: { page: 1, size: 50, ...body } });
const filter = (column: string, operator: string, value: string, more: Record<string, unknown> = {}) =>
  criteria({ columns: [column], operators: [operator], values: [value], ...more });

beforeAll(async () => {
  const made = await make.manager();
  manager = made;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  deleted = await make.requisition({ positionTitle: 'Audit doomed role' });
  const res = await t.request('DELETE', `/api/v1/job_position/delete/${deleted}`, { token: manager.token });
  expect(res.status).toBe(200);
  kept = await make.requisition({ positionTitle: 'Audit kept role' });
  await t.app.db.prisma.requisitionAuditLog.createMany({
    data: Array.from({ length: CHANGES }, (_, i) => ({
      jobPositionId: kept,
      userId: manager.id,
      action: 'UPDATE',
      entity: 'JobPosition',
      entityId: String(kept),
      field: 'auditProbe',
      oldValue: String(i),
      newValue: String(i + 1),
      createdAt: new Date(Date.now() - (CHANGES - i) * 60_000),
    })),
  });
});

describe('access', () => {
  it("is the Recruitment Manager's: 401 signed out, 403 for officers, employees and applicants", async () => {
    expect((await t.request('GET', '/api/v1/audit')).status).toBe(401);
    for (const token of [officer, employee, applicant]) {
      expect((await t.request('GET', '/api/v1/audit', { token })).status).toBe(403);
      expect((await criteria({}, token)).status).toBe(403);
    }
  });
});

describe('the audit list', () => {
  it('shows the deletion: who, when, what and which record', async () => {
    const res = await filter('entityId', 'STR_EQUAL', String(deleted), {
      columns: ['entityId', 'action'],
      operators: ['STR_EQUAL', 'STR_EQUAL'],
      values: [String(deleted), 'DELETE'],
    });
    expect(res.status).toBe(200);
    expect(res.body.responseDataList).toHaveLength(1);
    const row = res.body.responseDataList[0];
    expect(row).toMatchObject({
      source: 'EVENT',
      action: 'DELETE',
      entity: 'JobPosition',
      entityId: String(deleted),
      userId: manager.id,
    });
    expect(row.actor).toBeTruthy();
    expect(row.detail).toContain('Audit doomed role');
    // The search finds it by the deleted requisition's title.
    const found = await t.request('GET', '/api/v1/audit?search=doomed', { token: manager.token });
    expect(found.body.responseDataList.map((r: { key: number }) => r.key)).toEqual([row.key]);
  });

  it('lists requisition changes with the events, filtered by source and paged', async () => {
    const changes = await filter('source', 'SEL_EQUAL', 'REQUISITION', { size: 3 });
    // The factory's requisitions write their own change rows too: count them from the table.
    const total = await t.app.db.prisma.requisitionAuditLog.count();
    expect(changes.body.paging.totalElements).toBe(total);
    expect(changes.body.responseDataList).toHaveLength(3);
    const page2 = await filter('source', 'SEL_EQUAL', 'REQUISITION', { size: 3, page: 2 });
    const keys = [...changes.body.responseDataList, ...page2.body.responseDataList].map(
      (r: { key: number }) => r.key,
    );
    expect(new Set(keys).size).toBe(6);
    const events = await filter('source', 'SEL_EQUAL', 'EVENT', { size: 100 });
    expect(events.body.paging.totalElements).toBe(await t.app.db.prisma.auditEvent.count());
    const all = await criteria({ size: 1 });
    expect(all.body.paging.totalElements).toBe(total + (await t.app.db.prisma.auditEvent.count()));
  });

  it('shows a change as field: old → new, newest first', async () => {
    const res = await criteria({ search: 'auditProbe', size: 100 });
    const mine = res.body.responseDataList.filter((r: { entityId: string }) => r.entityId === String(kept));
    expect(mine).toHaveLength(CHANGES);
    expect(mine[0].detail).toBe(`auditProbe: ${CHANGES - 1} → ${CHANGES}`);
    const times = mine.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a filter the list does not offer', async () => {
    expect((await filter('detail', 'STR_CONTAIN', 'x')).status).toBe(400);
  });
});
