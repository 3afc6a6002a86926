// The dashboards and Recruitment Tracking against rows this file creates: every figure is compared
// with a count computed here from the rows' own description, never with the service's output.
import {
  APPLICATION_FILTERS,
  APPLICATION_STATUS_CODES,
  dateOfDay,
  REQUISITION_STATUS_CODES,
  ROLES,
  TRACKING_FILTERS,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { orgDay, useTestApp } from '../../../test/test-app.js';
import { ORG_TODAY_SQL } from '../../lib/org-settings.js';

const t = useTestApp();
const make = factories(t);
const DAY = 86_400_000;
const FINAL = ['CD', 'CN', 'CO'];

let manager: { id: number; token: string };
let officer: { id: number; token: string };
let employee: string;
let applicant: string;

/** The requisitions: status, end date in days from today, and how the officer works on it. */
const REQS = {
  rv1: { status: 'RV', end: 5, officer: null },
  rv2: { status: 'RV', end: 30, officer: null },
  in1: { status: 'IN', end: 14, officer: 'manages' },
  in2: { status: 'IN', end: -3, officer: null },
  rva: { status: 'RVA', end: 15, officer: 'interviews' },
  dr: { status: 'DR', end: -1, officer: 'created' },
  cd: { status: 'CD', end: -10, officer: 'manages' },
} as const;
type ReqKey = keyof typeof REQS;
const req: Record<string, number> = {};

/** The applications: requisition and status. */
const APPS = {
  a1: { req: 'in1', status: 'NEW' },
  a2: { req: 'in1', status: 'INTERVIEW' },
  a3: { req: 'in1', status: 'OFFERED' },
  a4: { req: 'rva', status: 'SCREENING' },
  a5: { req: 'in2', status: 'NEW' },
  a6: { req: 'in2', status: 'OFFER_ACCEPTED' },
  a7: { req: 'in2', status: 'REJECTED' },
  a8: { req: 'in2', status: 'OFFERED' },
  h1: { req: 'in1', status: 'HIRED' },
  h2: { req: 'in2', status: 'HIRED' },
  h3: { req: 'cd', status: 'HIRED' },
  h4: { req: 'cd', status: 'HIRED' },
} as const;
type AppKey = keyof typeof APPS;
const app: Record<string, number> = {};

/** Hires: days from application to HIRED, and how long ago the hire was. */
const HIRES: Partial<Record<AppKey, { took: number; ago: number }>> = {
  h1: { took: 10, ago: 5 },
  h2: { took: 40, ago: 30 },
  h3: { took: 20, ago: 89 },
  h4: { took: 3, ago: 200 },
};

/** Offer letters; `expires`: days from today to the expiry date (past when negative). */
const OFFERS: Partial<Record<AppKey, { status: string; sent: boolean; expires?: number }>> = {
  a3: { status: 'SENT', sent: true, expires: 0 },
  a8: { status: 'SENT', sent: true, expires: -1 },
  a6: { status: 'ACCEPTED', sent: true },
  a2: { status: 'DRAFT', sent: false },
  h1: { status: 'ACCEPTED', sent: true },
};
const CONTRACTS: Partial<Record<AppKey, string>> = { a6: 'SENT', h1: 'SIGNED' };
const COMPLIANCE: [AppKey, string][] = [
  ['a6', 'PENDING'],
  ['h1', 'PENDING'],
  ['h2', 'APPROVED'],
];

/** Interviews: application, days ahead, status, officer among the interviewers, step, decision. */
const INTERVIEWS: {
  app: AppKey;
  days: number;
  status: string;
  mine: boolean;
  step?: 0 | 1;
  meets?: boolean;
}[] = [
  { app: 'a2', days: -4, status: 'COMPLETED', mine: true, step: 0, meets: true },
  { app: 'a2', days: 2, status: 'SCHEDULED', mine: true, step: 1 },
  { app: 'a3', days: 3, status: 'RESCHEDULED', mine: false },
  { app: 'a5', days: 1, status: 'CANCELLED', mine: true },
  { app: 'a5', days: 10, status: 'SCHEDULED', mine: true },
  { app: 'a6', days: 6, status: 'SCHEDULED', mine: false },
  { app: 'a1', days: -1, status: 'COMPLETED', mine: false, step: 0 },
];
let steps: number[] = [];

const get = (path: string, token: string) => t.request('GET', `/api/v1${path}`, { token });
const post = (path: string, body: Record<string, unknown>, token: string) =>
  t.request('POST', `/api/v1${path}`, { token, body });
const tracking = (body: Record<string, unknown> = {}) =>
  post('/tracking/criteria', { page: 1, size: 50, ...body }, officer.token);
const trackingFilter = (column: keyof typeof TRACKING_FILTERS, value: string) =>
  tracking({ columns: [column], operators: [TRACKING_FILTERS[column].operator], values: [value] });
const countOf = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
const reqKeys = Object.keys(REQS) as ReqKey[];
const appKeys = Object.keys(APPS) as AppKey[];
const isOpen = (key: ReqKey) => !FINAL.includes(REQS[key].status);

beforeAll(async () => {
  const prisma = t.app.db.prisma;
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;

  for (const key of reqKeys) {
    const { status, end, officer: role } = REQS[key];
    const id = await make.requisition({ status });
    req[key] = id;
    await t.app.db.pool.query(
      `UPDATE job_position SET end_date = ${ORG_TODAY_SQL} + $2::int, position_title = $3,
              hiring_manager_id = $4, created_by_id = $5 WHERE id = $1`,
      [
        id,
        end,
        `Tracked ${key} role`,
        role === 'manages' ? officer.id : null,
        role === 'created' ? officer.id : manager.id,
      ],
    );
  }
  await make.selectionSteps(req.rva!, ['Phone screen'], [officer.id]);
  steps = await make.selectionSteps(req.in1!, ['First interview', 'Panel'], [manager.id]);

  for (const key of appKeys) {
    const { req: reqKey, status } = APPS[key];
    app[key] = (
      await make.application(req[reqKey]!, { status, firstName: 'Cand', surName: key })
    ).applicationId;
  }
  for (const [key, hire] of Object.entries(HIRES)) {
    const hiredAt = new Date(Date.now() - hire.ago * DAY);
    await prisma.application.update({
      where: { id: app[key]! },
      data: { createdAt: new Date(hiredAt.getTime() - hire.took * DAY) },
    });
    await prisma.applicationStatusHistory.deleteMany({ where: { applicationId: app[key]! } });
    await prisma.applicationStatusHistory.create({
      data: { applicationId: app[key]!, fromStatus: 'CONTRACTED', toStatus: 'HIRED', createdAt: hiredAt },
    });
  }
  const offerIds: Record<string, number> = {};
  for (const [key, offer] of Object.entries(OFFERS)) {
    offerIds[key] = (
      await prisma.offerLetter.create({
        data: {
          applicationId: app[key]!,
          jobTitle: 'Role',
          body: 'Offer',
          status: offer.status,
          sentAt: offer.sent ? new Date() : null,
          ...(offer.expires === undefined ? {} : { expiryDate: dateOfDay(orgDay(offer.expires)) }),
        },
      })
    ).id;
  }
  for (const [key, status] of Object.entries(CONTRACTS)) {
    await prisma.contractLetter.create({
      data: { applicationId: app[key]!, offerLetterId: offerIds[key] ?? null, body: 'Contract', status },
    });
  }
  for (const [key, status] of COMPLIANCE) {
    await prisma.complianceApplication.create({ data: { applicationId: app[key]!, status } });
  }
  for (const interview of INTERVIEWS) {
    await prisma.interview.create({
      data: {
        applicationId: app[interview.app]!,
        scheduledAt: new Date(Date.now() + interview.days * DAY + 3_600_000),
        status: interview.status,
        stepId: interview.step === undefined ? null : steps[interview.step]!,
        meetsRequirement: interview.meets ?? null,
        interviewers: { create: interview.mine ? [{ userId: officer.id }] : [{ userId: manager.id }] },
      },
    });
  }

  // Approvals: the manager waits on rv1 only (rv2 answered; in1 is not in review any more).
  const approverOf = async (name: string, userId: number | null) =>
    (
      await prisma.approver.create({
        data: { name, email: `${name.toLowerCase().replace(/ /g, '.')}@approvers.test`, userId },
      })
    ).id;
  const mine = await approverOf('Manager Approver', manager.id);
  const other = await approverOf('Other Approver', null);
  await prisma.approval.createMany({
    data: [
      { jobPositionId: req.rv1!, approverId: mine, response: 'PENDING' },
      { jobPositionId: req.rv1!, approverId: other, response: 'APPROVED', approvalOrder: 2 },
      { jobPositionId: req.rv2!, approverId: mine, response: 'APPROVED' },
      { jobPositionId: req.rv2!, approverId: other, response: 'PENDING', approvalOrder: 2 },
      { jobPositionId: req.in1!, approverId: mine, response: 'PENDING' },
      { jobPositionId: req.rva!, approverId: other, response: 'APPROVED' },
      { jobPositionId: req.dr!, approverId: other, response: 'DECLINED' },
    ],
  });
});

const ROUTES: [string, string, Record<string, unknown>?][] = [
  ['GET', '/dashboard/manager'],
  ['GET', '/dashboard/manager/approvals'],
  ['GET', '/dashboard/officer'],
  ['POST', '/tracking/criteria', {}],
  ['GET', '/tracking/1'],
];

describe('access', () => {
  it('answers 401 without a session and 403 for employees and applicants', async () => {
    for (const [method, path, body] of ROUTES) {
      expect((await t.request(method, `/api/v1${path}`, { body })).status, path).toBe(401);
      for (const token of [employee, applicant]) {
        expect((await t.request(method, `/api/v1${path}`, { token, body })).status, path).toBe(403);
      }
    }
  });
});

describe('GET /api/v1/dashboard/manager', () => {
  it('counts requisitions by status, expiring and expired ones', async () => {
    const res = await get('/dashboard/manager', manager.token);
    expect(res.status).toBe(200);
    for (const status of REQUISITION_STATUS_CODES) {
      expect(res.body.requisitionsByStatus).toContainEqual({
        status,
        count: countOf(reqKeys, (k) => REQS[k].status === status),
      });
    }
    const expiring = reqKeys.filter((k) => isOpen(k) && REQS[k].end >= 0 && REQS[k].end <= 14);
    const expired = reqKeys.filter((k) => isOpen(k) && REQS[k].end < 0);
    expect(res.body.expiringSoon.count).toBe(expiring.length);
    expect(res.body.expiringSoon.rows.map((r: { id: number }) => r.id).sort()).toEqual(
      expiring.map((k) => req[k]).sort(),
    );
    expect(res.body.expired.count).toBe(expired.length);
    expect(res.body.expired.rows.map((r: { id: number }) => r.id).sort()).toEqual(
      expired.map((k) => req[k]).sort(),
    );
    // The bell's expired list counts the same requisitions.
    const bell = await get('/job_position/expired', manager.token);
    expect(bell.body).toHaveLength(expired.length);
  });

  it('counts the pipeline, offers awaiting an answer and the median time to hire', async () => {
    const res = await get('/dashboard/manager', manager.token);
    for (const status of APPLICATION_STATUS_CODES) {
      expect(res.body.pipeline).toContainEqual({
        status,
        count: countOf(appKeys, (k) => APPS[k].status === status),
      });
    }
    expect(res.body.offersAwaiting).toBe(countOf(Object.values(OFFERS), (o) => o.status === 'SENT'));
    // Expiring today still waits; expired yesterday is counted apart (it can no longer be answered).
    expect(res.body.offersPastExpiry).toBe(
      countOf(Object.values(OFFERS), (o) => o.status === 'SENT' && (o.expires ?? 0) < 0),
    );
    expect(res.body.offersPastExpiry).toBe(1);
    const recent = Object.values(HIRES)
      .filter((h) => h.ago <= 90)
      .map((h) => h.took)
      .sort((a, b) => a - b);
    expect(recent).toHaveLength(3);
    expect(res.body.timeToHire).toEqual({ medianDays: recent[1], hires: recent.length });
  });

  it('counts only the approvals waiting for the signed-in approver on requisitions in review', async () => {
    const res = await get('/dashboard/manager', manager.token);
    expect(res.body.approvalsWaiting).toBe(1);
    const list = await get('/dashboard/manager/approvals', manager.token);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ requisitionId: req.rv1, positionTitle: 'Tracked rv1 role' });
    // The officer is no approver: nothing waits for them.
    expect((await get('/dashboard/manager/approvals', officer.token)).body).toEqual([]);
    expect((await get('/dashboard/manager', officer.token)).body.approvalsWaiting).toBe(0);
  });

  it('links figures to lists that show the same count', async () => {
    const res = await get('/dashboard/manager', manager.token);
    const listCount = async (path: string, column: string, value: string, operator: string) =>
      (
        await post(
          path,
          { page: 1, size: 1, columns: [column], operators: [operator], values: [value] },
          manager.token,
        )
      ).body.paging.totalElements;
    for (const { status, count } of res.body.pipeline) {
      expect(
        await listCount('/application/criteria', 'status', status, APPLICATION_FILTERS.status.operator),
      ).toBe(count);
    }
    for (const { status, count } of res.body.requisitionsByStatus) {
      expect(await listCount('/requisitions/criteria', 'status', status, 'SEL_EQUAL')).toBe(count);
    }
    expect(await listCount('/application/criteria', 'jobOffer', 'SENT', 'SEL_EQUAL')).toBe(
      res.body.offersAwaiting,
    );
  });
});

describe('GET /api/v1/dashboard/officer', () => {
  it('lists the open requisitions the officer works on and their applications to review', async () => {
    const res = await get('/dashboard/officer', officer.token);
    expect(res.status).toBe(200);
    const mine = reqKeys.filter((k) => isOpen(k) && REQS[k].officer !== null);
    expect(res.body.requisitions.count).toBe(mine.length);
    expect(res.body.requisitions.rows.map((r: { id: number }) => r.id).sort()).toEqual(
      mine.map((k) => req[k]).sort(),
    );
    const review = appKeys.filter(
      (k) => mine.includes(APPS[k].req as ReqKey) && ['NEW', 'SCREENING'].includes(APPS[k].status),
    );
    expect(res.body.toReview.count).toBe(review.length);
    expect(res.body.toReview.rows.map((r: { applicationId: number }) => r.applicationId).sort()).toEqual(
      review.map((k) => app[k]).sort(),
    );
    // Another officer works on none of them.
    const other = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const theirs = await get('/dashboard/officer', other.token);
    expect(theirs.body.requisitions.count).toBe(0);
    expect(theirs.body.toReview.count).toBe(0);
  });

  it("counts the next week's interviews with the officer's own first, letters and compliance", async () => {
    const res = await get('/dashboard/officer', officer.token);
    const upcoming = INTERVIEWS.filter(
      (i) => ['SCHEDULED', 'RESCHEDULED'].includes(i.status) && i.days >= 0 && i.days < 7,
    );
    expect(res.body.interviews.count).toBe(upcoming.length);
    expect(res.body.interviews.mine).toBe(countOf(upcoming, (i) => i.mine));
    const flags = res.body.interviews.rows.map((r: { mine: boolean }) => r.mine);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(res.body.interviews.rows[0]).toMatchObject({ applicationId: app.a2, mine: true });
    expect(res.body.lettersAwaiting).toEqual({
      offers: countOf(Object.values(OFFERS), (o) => o.status === 'SENT'),
      contracts: countOf(Object.values(CONTRACTS), (s) => s === 'SENT'),
    });
    expect(res.body.complianceWaiting).toBe(countOf(COMPLIANCE, ([, s]) => s === 'PENDING'));
  });
});

describe('POST /api/v1/tracking/criteria', () => {
  type TrackingRow = { id: number } & Record<string, unknown>;
  const rowsOf = (res: { body: { responseDataList: TrackingRow[] } }) => res.body.responseDataList;

  it('lists every open requisition with its approval state, stages, interviews and offers', async () => {
    const res = await tracking();
    expect(res.status).toBe(200);
    const open = reqKeys.filter(isOpen);
    expect(res.body.paging.totalElements).toBe(open.length);
    expect(rowsOf(res).map((r) => r.id)).toEqual(open.map((k) => req[k]!).sort((a, b) => b - a));
    const row = rowsOf(res).find((r) => r.id === req.in2)!;
    const ofIn2 = appKeys.filter((k) => APPS[k].req === 'in2');
    const interviewsOf = INTERVIEWS.filter((i) => ofIn2.includes(i.app));
    expect(row).toMatchObject({
      positionTitle: 'Tracked in2 role',
      status: 'IN',
      approvalState: 'NONE',
      applications: ofIn2.length,
      stages: {
        screening: countOf(ofIn2, (k) => APPS[k].status === 'NEW'),
        accepted: countOf(ofIn2, (k) => APPS[k].status === 'OFFER_ACCEPTED'),
        hired: countOf(ofIn2, (k) => APPS[k].status === 'HIRED'),
        out: countOf(ofIn2, (k) => APPS[k].status === 'REJECTED'),
        interview: 0,
      },
      interviewsScheduled: countOf(interviewsOf, (i) => ['SCHEDULED', 'RESCHEDULED'].includes(i.status)),
      interviewsDone: countOf(interviewsOf, (i) => i.status === 'COMPLETED'),
      offersSent: countOf(ofIn2, (k) => OFFERS[k]?.sent === true),
      offersAccepted: countOf(ofIn2, (k) => OFFERS[k]?.status === 'ACCEPTED'),
      daysLeft: REQS.in2.end,
    });
    expect(row.daysOpen).toBeGreaterThanOrEqual(0);
    const states = Object.fromEntries(rowsOf(res).map((r) => [r.id, r.approvalState]));
    expect(states).toMatchObject({
      [req.rv1!]: 'PENDING',
      [req.rv2!]: 'PENDING',
      [req.in1!]: 'PENDING',
      [req.rva!]: 'APPROVED',
      [req.dr!]: 'DECLINED',
    });
  });

  it('filters, sorts and pages in SQL', async () => {
    const byStatus = await trackingFilter('status', 'IN');
    expect(
      rowsOf(byStatus)
        .map((r) => r.id)
        .sort(),
    ).toEqual([req.in1, req.in2].sort());
    const pending = await trackingFilter('approvalState', 'PENDING');
    expect(pending.body.paging.totalElements).toBe(3);
    // "Yours": what the officer's dashboard counts as the requisitions they work on.
    const yours = await trackingFilter('mine', 'YES');
    const mine = reqKeys.filter((k) => isOpen(k) && REQS[k].officer !== null);
    expect(
      rowsOf(yours)
        .map((r) => r.id)
        .sort(),
    ).toEqual(mine.map((k) => req[k]).sort());
    expect(rowsOf(yours).every((r) => r.mine === true)).toBe(true);
    expect((await trackingFilter('mine', 'NO')).body.paging.totalElements).toBe(
      reqKeys.filter(isOpen).length - mine.length,
    );
    expect((await get('/dashboard/officer', officer.token)).body.requisitions.count).toBe(
      yours.body.paging.totalElements,
    );
    const byTitle = await trackingFilter('positionTitle', 'tracked rva');
    expect(rowsOf(byTitle).map((r) => r.id)).toEqual([req.rva]);
    // Closed requisitions are not tracked, even when asked for by id.
    expect((await trackingFilter('id', String(req.cd))).body.paging.totalElements).toBe(0);

    const sorted = await tracking({ sort: 'applications', direction: 'desc' });
    const counts = rowsOf(sorted).map((r) => r.applications as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byDaysLeft = await tracking({ sort: 'daysLeft', direction: 'asc' });
    expect(rowsOf(byDaysLeft)[0]!.id).toBe(req.in2);

    const page2 = await tracking({ page: 2, size: 2 });
    expect(page2.body.paging).toMatchObject({
      page: 2,
      size: 2,
      totalElements: reqKeys.filter(isOpen).length,
    });
    expect(rowsOf(page2)).toHaveLength(2);
    const bad = await post(
      '/tracking/criteria',
      { columns: ['status'], operators: ['SEL_EQUAL'], values: ['XX'] },
      officer.token,
    );
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/v1/tracking/{id}', () => {
  it("shows the selection steps, each candidate's state per step and what waits on whom", async () => {
    const res = await get(`/tracking/${req.in1}`, officer.token);
    expect(res.status).toBe(200);
    expect(res.body.requisition).toMatchObject({ id: req.in1, hiringManager: expect.any(String) });
    expect(res.body.steps.map((s: { name: string }) => s.name)).toEqual(['First interview', 'Panel']);
    const ofIn1 = appKeys.filter((k) => APPS[k].req === 'in1');
    expect(res.body.totalCandidates).toBe(ofIn1.length);
    expect(res.body.candidates).toHaveLength(ofIn1.length);
    const candidate = (key: AppKey) =>
      res.body.candidates.find((c: { applicationId: number }) => c.applicationId === app[key]);
    expect(candidate('a2').steps.map((s: { state: string }) => s.state)).toEqual(['PASSED', 'SCHEDULED']);
    expect(candidate('a2').waitingOn).toMatch(/^Panel on \d{4}-\d{2}-\d{2}, with /);
    expect(candidate('a1').steps.map((s: { state: string }) => s.state)).toEqual([
      'AWAITING_DECISION',
      'NOT_SCHEDULED',
    ]);
    expect(candidate('a1').waitingOn).toBe('Screening, by the recruiters');
    expect(candidate('a3').waitingOn).toBe('An answer to the offer, by Cand a3');
    expect(candidate('h1').waitingOn).toBeNull();
  });

  it('names the approvers a requisition in review waits on; 404 for an unknown one', async () => {
    const res = await get(`/tracking/${req.rv2}`, officer.token);
    expect(res.body.waiting).toEqual(['Approval, by Other Approver']);
    expect(res.body.approvals).toHaveLength(2);
    // A closed requisition still opens.
    expect((await get(`/tracking/${req.cd}`, officer.token)).status).toBe(200);
    expect((await get('/tracking/999999', officer.token)).status).toBe(404);
  });
});
