// Human Resource Reports against rows this file creates: every number is computed here from the
// rows' own description (journeys, offers, approvals, employees), never from the service's output.
import { FUNNEL_STAGES, ROLES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);
const DAY = 86_400_000;
const HIRE_PATH: string[] = [
  'NEW',
  'SCREENING',
  'SHORTLISTED',
  'INTERVIEW',
  'OFFERED',
  'OFFER_ACCEPTED',
  'CONTRACTED',
  'HIRED',
];

let manager: string;
let employee: string;
let applicant: string;
const dept: Record<'d1' | 'd2', number> = { d1: 0, d2: 0 };
const type: Record<'p1' | 'p2', number> = { p1: 0, p2: 0 };

/** Requisitions: department, position type, status. */
const REQS = {
  r1: { dept: 'd1', type: 'p1', status: 'IN' },
  r2: { dept: 'd2', type: 'p2', status: 'IN' },
  r3: { dept: 'd1', type: 'p2', status: 'RV' },
} as const;
type ReqKey = keyof typeof REQS;
const req: Record<string, number> = {};

/** Applications: requisition, source, days ago created, days between moves, statuses in order. */
const APPS = [
  { req: 'r1', source: 'LinkedIn', ago: 60, step: 2, path: HIRE_PATH },
  { req: 'r1', source: 'LinkedIn', ago: 30, step: 3, path: ['NEW', 'SHORTLISTED', 'INTERVIEW', 'REJECTED'] },
  { req: 'r1', source: 'Referral', ago: 20, step: 1, path: ['NEW', 'SCREENING', 'REJECTED'] },
  { req: 'r2', source: 'Referral', ago: 40, step: 4, path: HIRE_PATH.slice(0, 5).concat('OFFER_DECLINED') },
  { req: 'r2', source: null, ago: 5, step: 1, path: ['NEW'] },
  { req: 'r2', source: 'LinkedIn', ago: 400, step: 5, path: HIRE_PATH },
  { req: 'r3', source: 'Job board', ago: 50, step: 6, path: HIRE_PATH.slice(0, 5) },
] as const;
type App = (typeof APPS)[number];
const appIds: number[] = [];

/** Offer letters: application index, status, comment. */
const OFFERS = [
  { app: 0, status: 'ACCEPTED', comment: null },
  { app: 3, status: 'DECLINED', comment: 'Salary too low' },
  { app: 1, status: 'DECLINED', comment: '  Salary too low ' },
  { app: 2, status: 'DECLINED', comment: null },
  { app: 4, status: 'SENT', comment: null },
  { app: 6, status: 'WITHDRAWN', comment: null },
] as const;

/** Approvals of r3 answered: days from the email to the answer. */
const APPROVAL_DAYS = [2, 4, 9];

const now = new Date();
/** The 10th of the month `months` from this one, as YYYY-MM-DD (UTC). */
const monthDay = (months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 10)).toISOString().slice(0, 10);
/** Employees: department, start month (from now), month they left (null: still employed). */
const EMPLOYEES = [
  { dept: 'd1', start: -2, left: null },
  { dept: 'd2', start: 0, left: null },
  { dept: 'd1', start: -14, left: -1 },
  { dept: 'd2', start: -5, left: -3 },
] as const;

const isoDaysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
const get = (query: Record<string, string | number>, token = manager) =>
  t.request('GET', `/api/v1/reports/hr?${new URLSearchParams(query as Record<string, string>)}`, { token });
const rank = (status: string) => FUNNEL_STAGES.indexOf(status as (typeof FUNNEL_STAGES)[number]);
const indexIn = (a: App, status: string) => (a.path as readonly string[]).indexOf(status);
const furthest = (a: App) => Math.max(...a.path.map(rank));
/** percentile_cont: linear interpolation between the sorted values, rounded to one decimal. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  const value = sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
  return Math.round(value * 10) / 10;
}
const duration = (values: number[]) => ({
  medianDays: percentile(values, 0.5),
  p90Days: percentile(values, 0.9),
  count: values.length,
});
const createdInRange = (a: App, fromDaysAgo?: number) => fromDaysAgo === undefined || a.ago <= fromDaysAgo;

beforeAll(async () => {
  const prisma = t.app.db.prisma;
  manager = (await make.manager()).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  for (const key of ['d1', 'd2'] as const) {
    dept[key] = (await prisma.department.create({ data: { name: `Reports dept ${key}` } })).id;
  }
  for (const key of ['p1', 'p2'] as const) {
    type[key] = (await prisma.positionType.create({ data: { name: `Reports type ${key}` } })).id;
  }
  for (const [key, r] of Object.entries(REQS)) {
    req[key] = await make.requisition({ status: r.status });
    await prisma.jobPosition.update({
      where: { id: req[key]! },
      data: { departmentId: dept[r.dept], positionTypeId: type[r.type] },
    });
  }
  for (const a of APPS) {
    const created = new Date(now.getTime() - a.ago * DAY);
    const { applicationId } = await make.application(req[a.req]!, { status: a.path.at(-1) });
    appIds.push(applicationId);
    await prisma.application.update({
      where: { id: applicationId },
      data: { createdAt: created, applicantSource: a.source },
    });
    await prisma.applicationStatusHistory.deleteMany({ where: { applicationId } });
    await prisma.applicationStatusHistory.createMany({
      data: a.path.map((toStatus, i) => ({
        applicationId,
        fromStatus: a.path[i - 1] ?? null,
        toStatus,
        createdAt: new Date(created.getTime() + i * a.step * DAY),
      })),
    });
  }
  for (const o of OFFERS) {
    await prisma.offerLetter.create({
      data: {
        applicationId: appIds[o.app]!,
        jobTitle: 'Role',
        body: 'Offer',
        status: o.status,
        sentAt: new Date(now.getTime() - DAY),
        responseComment: o.comment,
      },
    });
  }
  const approvers = await Promise.all(
    [...APPROVAL_DAYS, null].map((_, i) =>
      prisma.approver.create({ data: { name: `Approver ${i}`, email: `approver${i}@reports.test` } }),
    ),
  );
  await prisma.approval.createMany({
    data: [
      ...APPROVAL_DAYS.map((days, i) => ({
        jobPositionId: req.r3!,
        approverId: approvers[i]!.id,
        response: 'APPROVED',
        emailSentAt: new Date(now.getTime() - 10 * DAY),
        respondedAt: new Date(now.getTime() - (10 - days) * DAY),
      })),
      { jobPositionId: req.r3!, approverId: approvers[APPROVAL_DAYS.length]!.id, response: 'PENDING' },
    ],
  });
  for (const e of EMPLOYEES) {
    const person = await prisma.employee.create({
      data: {
        departmentId: dept[e.dept],
        employmentStartDate: new Date(monthDay(e.start)),
        status: e.left === null ? 'ACTIVE' : 'TERMINATED',
      },
    });
    if (e.left !== null) {
      await prisma.employeeStatusHistory.create({
        data: {
          employeeId: person.id,
          fromStatus: 'ACTIVE',
          toStatus: 'TERMINATED',
          createdAt: new Date(monthDay(e.left)),
        },
      });
    }
  }
});

describe('access', () => {
  it('answers 401 without a session and 403 for employees and applicants', async () => {
    for (const path of ['/api/v1/reports/hr', '/api/v1/reports/hr/export?report=funnel&format=csv']) {
      expect((await t.request('GET', path)).status).toBe(401);
      for (const token of [employee, applicant])
        expect((await t.request('GET', path, { token })).status).toBe(403);
    }
  });

  it('refuses a range that ends before it starts', async () => {
    expect((await get({ from: isoDaysAgo(1), to: isoDaysAgo(5) })).status).toBe(400);
  });
});

describe('GET /api/v1/reports/hr', () => {
  const funnelOf = (apps: readonly App[]) =>
    FUNNEL_STAGES.map((stage, i) => {
      const reached = apps.filter((a) => furthest(a) >= i).length;
      const before = i === 0 ? 0 : apps.filter((a) => furthest(a) >= i - 1).length;
      return { stage, reached, conversion: before ? Math.round((reached / before) * 1000) / 10 : null };
    });

  it('counts the funnel, and the filters narrow it', async () => {
    expect((await get({})).body.funnel).toEqual(funnelOf(APPS));
    const d1 = APPS.filter((a) => REQS[a.req as ReqKey].dept === 'd1');
    expect((await get({ departmentId: dept.d1 })).body.funnel).toEqual(funnelOf(d1));
    const p2 = APPS.filter((a) => REQS[a.req as ReqKey].type === 'p2');
    expect((await get({ positionTypeId: type.p2 })).body.funnel).toEqual(funnelOf(p2));
    const r2 = APPS.filter((a) => a.req === 'r2');
    expect((await get({ requisitionId: req.r2! })).body.funnel).toEqual(funnelOf(r2));
    const recent = APPS.filter((a) => createdInRange(a, 100));
    expect((await get({ from: isoDaysAgo(100), to: isoDaysAgo(0) })).body.funnel).toEqual(funnelOf(recent));
  });

  it('measures time to hire and time in each stage', async () => {
    const hired = APPS.filter((a) => a.path.at(-1) === 'HIRED');
    const body = (await get({})).body;
    expect(body.timeToHire).toEqual(duration(hired.map((a) => (a.path.length - 1) * a.step)));
    for (const stage of FUNNEL_STAGES.filter((s) => s !== 'HIRED')) {
      // One move out of the stage per application that entered it and moved on.
      const times = APPS.filter((a) => indexIn(a, stage) >= 0 && indexIn(a, stage) < a.path.length - 1).map(
        (a) => a.step,
      );
      expect(body.stageTimes, stage).toContainEqual({ stage, ...duration(times) });
    }
    // The range keeps the hires made in it: the one of 400 days ago finished long before.
    const recent = hired.filter((a) => a.ago - (a.path.length - 1) * a.step <= 100);
    expect((await get({ from: isoDaysAgo(100) })).body.timeToHire).toEqual(
      duration(recent.map((a) => (a.path.length - 1) * a.step)),
    );
  });

  it('counts the funnel by source: applications, reached interview and offer, hires', async () => {
    const names = [...new Set(APPS.map((a) => a.source ?? 'Not given'))];
    const reachedIn = (mine: App[], status: string) =>
      mine.filter((a) => a.path.some((s) => rank(s) >= rank(status))).length;
    const expected = names.map((source) => {
      const mine = APPS.filter((a) => (a.source ?? 'Not given') === source);
      return {
        source,
        applications: mine.length,
        interviewed: reachedIn(mine, 'INTERVIEW'),
        offered: reachedIn(mine, 'OFFERED'),
        hired: mine.filter((a) => a.path.at(-1) === 'HIRED').length,
      };
    });
    // The rows above are not all alike: the counts tell the stages apart.
    expect(expected.find((r) => r.source === 'Referral')).toMatchObject({
      interviewed: 1,
      offered: 1,
      hired: 0,
    });
    const body = (await get({})).body;
    expect(body.sources).toHaveLength(expected.length);
    for (const row of expected) expect(body.sources).toContainEqual(row);
    const d2 = (await get({ departmentId: dept.d2 })).body.sources;
    expect(d2.reduce((n: number, r: { applications: number }) => n + r.applications, 0)).toBe(
      APPS.filter((a) => REQS[a.req as ReqKey].dept === 'd2').length,
    );
  });

  it('counts offers, the acceptance rate and the reasons for declines', async () => {
    const of = (status: string) => OFFERS.filter((o) => o.status === status).length;
    const body = (await get({})).body;
    expect(body.offers).toEqual({
      sent: OFFERS.length,
      accepted: of('ACCEPTED'),
      declined: of('DECLINED'),
      withdrawn: of('WITHDRAWN'),
      awaiting: of('SENT'),
      acceptanceRate: Math.round((of('ACCEPTED') / (of('ACCEPTED') + of('DECLINED'))) * 1000) / 10,
    });
    const reasons = new Map<string, number>();
    for (const o of OFFERS.filter((x) => x.status === 'DECLINED')) {
      const reason = o.comment?.trim() || 'No reason given';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    expect(body.declineReasons).toHaveLength(reasons.size);
    for (const [reason, count] of reasons) expect(body.declineReasons).toContainEqual({ reason, count });
    const r2 = (await get({ requisitionId: req.r2! })).body.offers;
    expect(r2.sent).toBe(OFFERS.filter((o) => APPS[o.app]!.req === 'r2').length);
  });

  it('counts requisitions by department and status, and the approval times', async () => {
    const body = (await get({})).body;
    const reqs = Object.values(REQS);
    for (const d of ['d1', 'd2'] as const) {
      for (const status of new Set(reqs.map((r) => r.status))) {
        const count = reqs.filter((r) => r.dept === d && r.status === status).length;
        if (count)
          expect(body.requisitions).toContainEqual({ department: `Reports dept ${d}`, status, count });
      }
    }
    expect(body.requisitions.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(reqs.length);
    expect(body.approvalTimes).toEqual(duration(APPROVAL_DAYS));
    expect((await get({ departmentId: dept.d2 })).body.approvalTimes.count).toBe(0);
  });

  it('counts headcount, starters and leavers by month', async () => {
    const check = async (
      query: Record<string, string | number>,
      people: readonly (typeof EMPLOYEES)[number][],
    ) => {
      const body = (await get(query)).body;
      expect(body.headcount).toHaveLength(12);
      for (const [i, row] of body.headcount.entries()) {
        const m = i - 11;
        expect(row, row.month).toEqual({
          month: monthDay(m).slice(0, 7),
          starters: people.filter((e) => e.start === m).length,
          leavers: people.filter((e) => e.left === m).length,
          headcount: people.filter((e) => e.start <= m && (e.left === null || e.left > m)).length,
        });
      }
    };
    await check({}, EMPLOYEES);
    await check(
      { departmentId: dept.d1 },
      EMPLOYEES.filter((e) => e.dept === 'd1'),
    );
  });
});

describe('GET /api/v1/reports/hr/export', () => {
  const download = (query: Record<string, string | number>, token = manager) =>
    fetch(`${t.baseUrl}/api/v1/reports/hr/export?${new URLSearchParams(query as Record<string, string>)}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('exports a report as CSV with the filters applied', async () => {
    const res = await download({ report: 'sources', format: 'csv', departmentId: dept.d1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('hr-report-sources.csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Source,Applications,Reached interview,Reached offer,Hired');
    const d1 = APPS.filter((a) => REQS[a.req as ReqKey].dept === 'd1');
    const reached = (mine: App[], status: string) =>
      mine.filter((a) => a.path.some((s) => rank(s) >= rank(status))).length;
    const expected = [...new Set(d1.map((a) => a.source))].map((source) => {
      const mine = d1.filter((a) => a.source === source);
      const hired = mine.filter((a) => a.path.at(-1) === 'HIRED').length;
      return `${source},${mine.length},${reached(mine, 'INTERVIEW')},${reached(mine, 'OFFERED')},${hired}`;
    });
    expect(lines.slice(1).sort()).toEqual(expected.sort());
  });

  it('exports the funnel as XLSX with the same numbers', async () => {
    const res = await download({ report: 'funnel', format: 'xlsx' });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Stage', 'Applications reaching it', 'Conversion from previous stage %']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(
      FUNNEL_STAGES.map((_, i) => APPS.filter((a) => furthest(a) >= i).length),
    );
    expect(rows[1]?.[0]).toBe('New');
  });

  it('keeps a declined offer reason from running as a formula', async () => {
    await t.app.db.prisma.offerLetter.update({
      where: { applicationId: appIds[2]! },
      data: { responseComment: '=HYPERLINK("x")' },
    });
    const text = await (await download({ report: 'declineReasons', format: 'csv' })).text();
    expect(text).toContain(`"'=HYPERLINK(""x"")",1`);
  });
});
