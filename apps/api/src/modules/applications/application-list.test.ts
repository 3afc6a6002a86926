import { APPLICATION_FILTERS, ROLES, SELECTED_APPLICATION_STATUSES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: string;
let officer: string;
let employee: string;
let applicant: string;
/** CANDIDATE_ACCESS without SHORTLISTING. */
let reader: string;
let reqA: number;
let reqB: number;
const ids: Record<string, number> = {};

type Row = Record<string, unknown> & { id: number };
const post = (path: string, body: Record<string, unknown> = {}, token = officer) =>
  t.request('POST', `/api/v1${path}`, { token, body: { page: 1, size: 50, ...body } });
const get = (path: string, token = officer) => t.request('GET', `/api/v1${path}`, { token });
const filter = (column: string, value: string, path = '/application/criteria', token = officer) =>
  post(
    path,
    {
      columns: [column],
      operators: [APPLICATION_FILTERS[column as keyof typeof APPLICATION_FILTERS].operator],
      values: [value],
    },
    token,
  );
const idsOf = (res: { body: { responseDataList: Row[] } }) => res.body.responseDataList.map((r) => r.id);

beforeAll(async () => {
  const prisma = t.app.db.prisma;
  manager = (await make.manager()).token;
  officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
  reader = (
    await t.createUser({
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: ['JOB_POSTING', 'CANDIDATE_ACCESS'],
    })
  ).token;
  reqA = await make.requisition({ complete: true, status: 'IN' });
  reqB = await make.requisition({ complete: true, status: 'IN' });
  const one = async (key: string, req: number, options: Parameters<typeof make.application>[1]) => {
    ids[key] = (await make.application(req, options)).applicationId;
  };
  await one('fresh', reqA, { status: 'NEW', firstName: 'Fern', surName: 'Fresh', profileScore: 41 });
  await one('short', reqA, { status: 'SHORTLISTED', firstName: 'Sam', surName: 'Short', profileScore: 77 });
  await one('offered', reqA, { status: 'OFFERED', firstName: 'Olive', surName: 'Offer', profileScore: 88 });
  await one('rejected', reqB, { status: 'REJECTED', firstName: 'Rex', surName: 'Reject', profileScore: 77 });
  await one('contracted', reqB, { status: 'CONTRACTED', firstName: 'Cora', surName: 'Contract' });
  // What app-record's scorer and the letters module write: the list reads their stored state.
  await prisma.application.update({
    where: { id: ids.short! },
    data: { reviewScore: 64, missingMandatoryItems: 2, applicantSource: 'Referral' },
  });
  await prisma.applicant.update({
    where: { id: (await prisma.application.findUniqueOrThrow({ where: { id: ids.short! } })).applicantId },
    data: { middleName: 'J', mobile: '0400 111 222', currentSalary: 95000.5 },
  });
  await prisma.offerLetter.create({
    data: { applicationId: ids.offered!, jobTitle: 'Engineer', body: 'Offer', status: 'SENT' },
  });
  const contractOffer = await prisma.offerLetter.create({
    data: { applicationId: ids.contracted!, jobTitle: 'Engineer', body: 'Offer', status: 'ACCEPTED' },
  });
  await prisma.contractLetter.create({
    data: {
      applicationId: ids.contracted!,
      offerLetterId: contractOffer.id,
      body: 'Contract',
      status: 'SIGNED',
    },
  });
});

describe('GET /api/v1/application', () => {
  it('lists every application with every column of the spec, newest first, with paging', async () => {
    const res = await get('/application?page=1&size=2');
    expect(res.status).toBe(200);
    expect(res.body.paging).toMatchObject({
      page: 1,
      size: 2,
      totalElements: await t.app.db.prisma.application.count(),
    });
    expect(res.body.responseDataList).toHaveLength(2);
    const all = await get('/application?size=200');
    const listed = idsOf(all);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    const short = all.body.responseDataList.find((r: Row) => r.id === ids.short);
    expect(short).toMatchObject({
      requisitionId: reqA,
      applicantName: 'Sam J Short',
      applicantCell: '0400 111 222',
      status: 'SHORTLISTED',
      profileScore: 77,
      reviewScore: 64,
      missingMandatoryItems: 2,
      currentSalary: 95000.5,
      applicantSource: 'Referral',
      resume: 'NO',
      jobOffer: 'NONE',
      contractOffer: 'NONE',
      action: 'INTERVIEW',
      contractAction: 'NONE',
      positionTitle: expect.any(String),
    });
  });

  it('derives the letter state and the next step from the letters', async () => {
    const all = await get('/application?size=200');
    const row = (key: string) => all.body.responseDataList.find((r: Row) => r.id === ids[key]);
    expect(row('offered')).toMatchObject({
      jobOffer: 'SENT',
      action: 'AWAIT_RESPONSE',
      contractAction: 'NONE',
    });
    expect(row('contracted')).toMatchObject({
      jobOffer: 'ACCEPTED',
      contractOffer: 'SIGNED',
      action: 'NONE',
      contractAction: 'ONBOARD',
    });
    expect(row('fresh')).toMatchObject({ action: 'SCREEN' });
    // A deleted letter puts the state back to NONE.
    await t.app.db.prisma.offerLetter.delete({ where: { applicationId: ids.offered! } });
    expect((await filter('jobOffer', 'NONE')).body.responseDataList.map((r: Row) => r.id)).toContain(
      ids.offered,
    );
    expect(idsOf(await filter('action', 'PREPARE_OFFER'))).toContain(ids.offered);
  });

  it('searches by name, email or position and sorts by any column', async () => {
    expect(idsOf(await get('/application?search=olive'))).toEqual([ids.offered]);
    const byScore = await get('/application?size=200&sort=profileScore&direction=asc');
    const scores = byScore.body.responseDataList
      .map((r: Row) => r.profileScore)
      .filter((s: unknown) => s !== null);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => a - b));
  });

  it('answers 400 naming the field, 401, and 403 for applicants, employees and readers without SHORTLISTING', async () => {
    const bad = await get('/application?sort=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('sort');
    expect((await t.request('GET', '/api/v1/application')).status).toBe(401);
    expect((await get('/application', applicant)).status).toBe(403);
    expect((await get('/application', employee)).status).toBe(403);
    expect((await get('/application', reader)).status).toBe(403);
    expect((await get('/application', manager)).status).toBe(200);
  });
});

describe('POST /api/v1/application/criteria', () => {
  it('filters by a NUM, a STR and a SEL column, derived columns included', async () => {
    expect(idsOf(await filter('profileScore', '77')).sort()).toEqual([ids.short, ids.rejected].sort());
    expect(idsOf(await filter('applicantName', 'sam j short'))).toEqual([ids.short]);
    expect(idsOf(await filter('status', 'REJECTED'))).toContain(ids.rejected);
    expect(idsOf(await filter('reviewScore', '64'))).toEqual([ids.short]);
    expect(idsOf(await filter('missingMandatoryItems', '2'))).toEqual([ids.short]);
    expect(idsOf(await filter('applicantCell', '0400111222'))).toEqual([ids.short]);
    expect(idsOf(await filter('currentSalary', '95000.5'))).toEqual([ids.short]);
    expect(idsOf(await filter('applicantSource', 'Referral'))).toContain(ids.short);
    expect(idsOf(await filter('contractOffer', 'SIGNED'))).toEqual([ids.contracted]);
    expect(idsOf(await filter('contractAction', 'ONBOARD'))).toEqual([ids.contracted]);
    expect(idsOf(await filter('requisitionId', String(reqB))).sort()).toEqual(
      [ids.rejected, ids.contracted].sort(),
    );
    expect(idsOf(await filter('resume', 'YES'))).not.toContain(ids.short);
  });

  it('answers 400 naming the field for an unknown column, operator or value', async () => {
    const column = await post('/application/criteria', {
      columns: ['salary'],
      operators: ['NUM_EQUAL'],
      values: ['1'],
    });
    expect(column.status).toBe(400);
    expect(column.body.fields).toHaveProperty('columns.0');
    const operator = await post('/application/criteria', {
      columns: ['applicantName'],
      operators: ['NUM_EQUAL'],
      values: ['x'],
    });
    expect(operator.status).toBe(400);
    expect(operator.body.fields).toHaveProperty('operators');
    const value = await post('/application/criteria', {
      columns: ['action'],
      operators: ['SEL_EQUAL'],
      values: ['FLY'],
    });
    expect(value.status).toBe(400);
    expect(value.body.fields).toHaveProperty('values');
  });

  it('refuses without a token (401) and for applicants and employees (403)', async () => {
    expect((await t.request('POST', '/api/v1/application/criteria', { body: {} })).status).toBe(401);
    expect((await post('/application/criteria', {}, applicant)).status).toBe(403);
    expect((await post('/application/criteria', {}, employee)).status).toBe(403);
  });
});

describe('GET /api/v1/application/selected and POST .../selected/criteria', () => {
  it('lists only the selected statuses (shortlisted and later, not rejected)', async () => {
    const res = await get('/application/selected?size=200', reader);
    expect(res.status).toBe(200);
    const statuses = new Set(res.body.responseDataList.map((r: Row) => r.status));
    for (const status of statuses) expect(SELECTED_APPLICATION_STATUSES).toContain(status);
    expect(idsOf(res)).toEqual(expect.arrayContaining([ids.short, ids.offered, ids.contracted]));
    expect(idsOf(res)).not.toContain(ids.fresh);
    expect(idsOf(res)).not.toContain(ids.rejected);
    const narrowed = await filter('profileScore', '77', '/application/selected/criteria', reader);
    expect(idsOf(narrowed)).toEqual([ids.short]);
  });

  it('answers 400 naming the field, 401, and 403 for applicants and employees', async () => {
    const bad = await post('/application/selected/criteria', {
      columns: ['status'],
      operators: ['SEL_EQUAL'],
      values: ['X'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('values');
    expect((await t.request('GET', '/api/v1/application/selected')).status).toBe(401);
    expect((await get('/application/selected', applicant)).status).toBe(403);
    expect((await post('/application/selected/criteria', {}, employee)).status).toBe(403);
  });
});

describe('POST /api/v1/applicant/criteria/{reqId}: the same list narrowed to a requisition', () => {
  it('answers the same rows as the application list, only the requisition’s', async () => {
    const res = await post(`/applicant/criteria/${reqA}`, {}, reader);
    expect(res.status).toBe(200);
    expect(idsOf(res).sort()).toEqual([ids.fresh, ids.short, ids.offered].sort());
    const same = (await get('/application?size=200')).body.responseDataList.find(
      (r: Row) => r.id === ids.short,
    );
    expect(res.body.responseDataList.find((r: Row) => r.id === ids.short)).toEqual(same);
    expect((await post('/applicant/criteria/99999999')).status).toBe(404);
  });
});

describe('POST /api/v1/application/criteria/export and .../selected/criteria/export', () => {
  const exportOf = (path: string, body: Record<string, unknown>, token = officer) =>
    fetch(`${t.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('exports the filtered list as XLSX with the derived columns', async () => {
    const res = await exportOf('/application/criteria/export', {
      columns: ['contractAction'],
      operators: ['SEL_EQUAL'],
      values: ['ONBOARD'],
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toContain('Contract action');
    expect(rows.slice(1).map((row) => row[0])).toEqual([ids.contracted]);
  });

  it('keeps the guards of the lists', async () => {
    expect((await exportOf('/application/criteria/export', {}, reader)).status).toBe(403);
    expect((await exportOf('/application/selected/criteria/export', {}, reader)).status).toBe(200);
    expect((await exportOf('/application/selected/criteria/export', {}, employee)).status).toBe(403);
  });
});

describe('GET /api/v1/application/board/{reqId}', () => {
  it('answers the cards with the time each entered its status', async () => {
    const res = await get(`/application/board/${reqA}`, reader);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requisitionId: reqA, total: 3 });
    const card = res.body.cards.find((c: Row) => c.id === ids.short);
    expect(card).toMatchObject({ applicantName: 'Sam J Short', status: 'SHORTLISTED', profileScore: 77 });
    expect(Date.parse(card.enteredAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404, 400 naming the field, 401 and 403', async () => {
    expect((await get('/application/board/99999999')).status).toBe(404);
    const bad = await get('/application/board/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('reqId');
    expect((await t.request('GET', `/api/v1/application/board/${reqA}`)).status).toBe(401);
    expect((await get(`/application/board/${reqA}`, applicant)).status).toBe(403);
    expect((await get(`/application/board/${reqA}`, employee)).status).toBe(403);
  });
});

describe('POST /api/v1/application/change-status-bulk at size', () => {
  it('moves 1,000 applications in one transaction and reports the refused row', async () => {
    const prisma = t.app.db.prisma;
    const req = await make.requisition({ complete: true, status: 'IN' });
    const people = await prisma.applicant.createManyAndReturn({
      data: Array.from({ length: 1000 }, (_, i) => ({
        firstName: 'Bulk',
        surName: `Person ${i}`,
        email: `bulk-${i}@size.test`,
      })),
      select: { id: true },
    });
    const apps = await prisma.application.createManyAndReturn({
      data: people.map((p, i) => ({
        jobPositionId: req,
        applicantId: p.id,
        status: i === 0 ? 'HIRED' : 'NEW',
      })),
      select: { id: true },
    });
    const res = await t.request('POST', '/api/v1/application/change-status-bulk', {
      token: officer,
      body: { applicationIds: apps.map((a) => a.id), status: 'SCREENING' },
    });
    expect(res.status).toBe(200);
    expect(res.body.moved).toHaveLength(999);
    expect(res.body.notMoved).toEqual([
      { id: apps[0]!.id, status: 'HIRED', reason: 'An application cannot move from Hired to Screening.' },
    ]);
    expect(await prisma.application.count({ where: { jobPositionId: req, status: 'SCREENING' } })).toBe(999);
    expect(
      await prisma.applicationStatusHistory.count({
        where: { application: { jobPositionId: req }, toStatus: 'SCREENING' },
      }),
    ).toBe(999);
    // The board reads the new column at once.
    const board = await get(`/application/board/${req}`);
    expect(board.body.total).toBe(1000);
    expect(board.body.cards).toHaveLength(500);
    expect(board.body.cards.every((c: Row) => c.status === 'SCREENING')).toBe(true);
  });

  it('answers 400 naming the field above 1,000 rows, and 403 for applicants and employees', async () => {
    const tooMany = await t.request('POST', '/api/v1/application/change-status-bulk', {
      token: officer,
      body: { applicationIds: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'SCREENING' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toHaveProperty('applicationIds');
    const body = { applicationIds: [ids.fresh], status: 'SCREENING' };
    for (const token of [applicant, employee]) {
      expect(
        (await t.request('POST', '/api/v1/application/change-status-bulk', { token, body })).status,
      ).toBe(403);
      expect(
        (
          await t.request('POST', '/api/v1/application/change-status', {
            token,
            body: { applicationId: ids.fresh, status: 'SCREENING' },
          })
        ).status,
      ).toBe(403);
    }
  });
});
