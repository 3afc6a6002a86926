// Screening for the officer (issue 24 item 8): SHORTLISTING holders read the application record
// (/appsch/{id}) and add their review; letters, compliance, employee creation and erasure stay
// with ONBOARDING; an Employee reads none of it.
import { REVIEW_TYPES, ROLES } from '@hr/contracts';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: TestUser;
let officer: TestUser;
/** SHORTLISTING alone: the /appsch route's grant, without CANDIDATE_ACCESS. */
let screener: TestUser;
let employee: TestUser;
let req: number;
let applicationId: number;
let applicantId: number;
let resumeFileId: number;
let stepId: number;

function textPdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

const call = (method: string, path: string, user: TestUser, body?: unknown) =>
  t.request(method, path, { token: user.token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  screener = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER], authorities: ['SHORTLISTING'] });
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  req = await make.requisition({ complete: true, status: 'IN' });
  [stepId] = (await make.selectionSteps(req, ['Phone screen'], [manager.id])) as [number];

  const form = new FormData();
  const pdf = await textPdf('Hoàng Thị Lan. Site engineer, 7 years in Mining. PMP certified.');
  form.append('file', new Blob([new Uint8Array(pdf)]), 'lan-cv.pdf');
  const uploaded = await fetch(`${t.baseUrl}/api/v1/file/upload?purpose=RESUME`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager.token}` },
    body: form,
  });
  resumeFileId = ((await uploaded.json()) as { data: { id: number } }).data.id;
  const created = await call('POST', '/api/v1/application', manager, {
    jobPositionId: req,
    resumeId: resumeFileId,
    applicant: { firstName: 'Hoàng', middleName: 'Thị', surName: 'Lan', email: 'lan.hoang@screening.test' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  ({ applicationId, applicantId } = created.body);
  await make.interview(applicationId, { stepId });
});

/** The calls the read-only record makes, with what each answers. */
const reads = () => [
  `/api/v1/application/${applicationId}`,
  `/api/v1/application/reviews/${applicationId}`,
  `/api/v1/resume-report?applicationId=${applicationId}`,
  `/api/v1/application/interview-steps/${applicationId}`,
  `/api/v1/interview/${stepId}/${applicationId}`,
];

describe('the officer screens at /appsch/{id}', () => {
  it('reads the details, resume and its report, reviews, interviews and history', async () => {
    for (const user of [officer, screener]) {
      for (const path of reads()) {
        const res = await call('GET', path, user);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      }
      const record = await call('GET', `/api/v1/application/${applicationId}`, user);
      expect(record.body).toMatchObject({
        applicant: { firstName: 'Hoàng', surName: 'Lan' },
        resume: { fileId: resumeFileId, originalName: 'lan-cv.pdf' },
      });
      // Its history, newest first: scheduling the interview moved it on from New.
      expect(record.body.history.at(-1)).toMatchObject({ fromStatus: null, toStatus: 'NEW' });
      const report = await call('GET', `/api/v1/resume-report?applicationId=${applicationId}`, user);
      expect(report.body.wordCount).toBeGreaterThan(5);
      const steps = await call('GET', `/api/v1/application/interview-steps/${applicationId}`, user);
      expect(steps.body).toMatchObject([{ stepId, name: 'Phone screen', state: 'SCHEDULED' }]);
      // The resume itself downloads for both.
      const file = await fetch(`${t.baseUrl}/api/v1/file/${resumeFileId}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('adds and changes their own review, which moves the review score', async () => {
    const liked = await call('POST', '/api/v1/application/change-review-value', officer, {
      applicationId,
      reviewTypeEnum: 'LIKE',
    });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    const maybe = await call('POST', '/api/v1/application/change-review-value', screener, {
      applicationId,
      reviewTypeEnum: 'MAYBE',
    });
    expect(maybe.status).toBe(200);
    expect(maybe.body.reviewScore).toBe(75);
    expect(maybe.body.reviews.map((r: { userId: number }) => r.userId).sort()).toEqual(
      [officer.id, screener.id].sort(),
    );
    const bad = await call('POST', '/api/v1/application/change-review-value', officer, {
      applicationId,
      reviewTypeEnum: 'LOVE',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('reviewTypeEnum');
    expect(REVIEW_TYPES).not.toContain('LOVE');
  });

  it("refuses the officer every ONBOARDING call: the record's writes, letters' contract, compliance, employee, erasure", async () => {
    const onboarding: [string, string, unknown?][] = [
      [
        'POST',
        '/api/v1/application',
        { jobPositionId: req, applicant: { firstName: 'A', surName: 'B', email: 'a@b.test' } },
      ],
      [
        'POST',
        `/api/v1/application/update/${applicationId}`,
        { applicant: { firstName: 'A', surName: 'B', email: 'a@b.test' } },
      ],
      ['POST', `/api/v1/application/update-resume/${applicationId}/${resumeFileId}`],
      ['POST', `/api/v1/resume-report/create-profile/${applicationId}`],
      ['POST', `/api/v1/compliance-application/${applicationId}`, { note: 'x' }],
      ['POST', '/api/hr/v1/compliance-application/change-status', { id: 1, status: 'APPROVED' }],
      ['GET', `/api/hr/v1/contract-letter/application-details/${applicationId}`],
      ['POST', '/api/hr/v1/contract-letter/save', {}],
      ['POST', '/api/v1/employee/save/1', {}],
      ['GET', `/api/v1/applicant/${applicantId}/export`],
      ['POST', `/api/v1/applicant/${applicantId}/erase`, { confirmEmail: 'lan.hoang@screening.test' }],
    ];
    for (const user of [officer, screener]) {
      for (const [method, path, body] of onboarding) {
        const res = await call(method, path, user, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    // Compliance stays a read of CANDIDATE_ACCESS: the officer has it, SHORTLISTING alone does not.
    expect((await call('GET', `/api/v1/compliance-application/${applicationId}`, officer)).status).toBe(200);
    expect((await call('GET', `/api/v1/compliance-application/${applicationId}`, screener)).status).toBe(403);
    // Nothing changed: the applicant is still on file and the resume is the same.
    const record = await call('GET', `/api/v1/application/${applicationId}`, manager);
    expect(record.body.resume.fileId).toBe(resumeFileId);
    expect(record.body.applicant.email).toBe('lan.hoang@screening.test');
  });

  it('refuses an Employee every call of the record, the review and the resume', async () => {
    for (const path of reads()) expect((await call('GET', path, employee)).status, path).toBe(403);
    expect(
      (
        await call('POST', '/api/v1/application/change-review-value', employee, {
          applicationId,
          reviewTypeEnum: 'LIKE',
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/api/v1/compliance-application/${applicationId}`, employee)).status).toBe(403);
    // A file the reader may not see answers as a missing one.
    const file = await fetch(`${t.baseUrl}/api/v1/file/${resumeFileId}`, {
      headers: { authorization: `Bearer ${employee.token}` },
    });
    expect(file.status).toBe(404);
  });
});

describe("the officer's Applications to review (GET /api/v1/application/to-review)", () => {
  it('lists the New and Screening applications of the open requisitions they work on, as the dashboard counts', async () => {
    const reviewer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const mine = await make.requisition({ complete: true, status: 'IN' });
    const closed = await make.requisition({ complete: true, status: 'IN' });
    const theirs = await make.requisition({ complete: true, status: 'IN' });
    for (const id of [mine, closed]) {
      await t.app.db.prisma.jobPosition.update({ where: { id }, data: { hiringManagerId: reviewer.id } });
    }
    const expected: number[] = [];
    for (const status of ['NEW', 'SCREENING', 'SHORTLISTED', 'REJECTED']) {
      const { applicationId: id } = await make.application(mine, { status, firstName: 'Siddharth' });
      if (status === 'NEW' || status === 'SCREENING') expected.push(id);
      await make.application(closed, { status });
      await make.application(theirs, { status });
    }
    await t.app.db.prisma.jobPosition.update({ where: { id: closed }, data: { status: 'CD' } });

    const list = await call('GET', '/api/v1/application/to-review?page=1&size=20', reviewer);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.responseDataList.map((r: { id: number }) => r.id).sort()).toEqual(expected.sort());
    const dashboard = await call('GET', '/api/v1/dashboard/officer', reviewer);
    expect(dashboard.body.toReview.count).toBe(list.body.paging.totalElements);
    // The column filters and the export work on the same rows.
    const filtered = await call('POST', '/api/v1/application/to-review/criteria', reviewer, {
      page: 1,
      size: 20,
      columns: ['status'],
      operators: ['SEL_EQUAL'],
      values: ['SCREENING'],
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.responseDataList).toHaveLength(1);
    expect(filtered.body.responseDataList[0].status).toBe('SCREENING');
    const exported = await fetch(`${t.baseUrl}/api/v1/application/to-review/criteria/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reviewer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, size: 20 }),
    });
    expect(exported.status).toBe(200);
    // Read to its end: an export holds its database connection until the file is sent.
    expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // Another officer works on none of them.
    const other = await call('GET', '/api/v1/application/to-review', officer);
    expect(other.body.paging.totalElements).toBe(0);
    // A filter the list does not offer is refused on its field.
    const bad = await call('POST', '/api/v1/application/to-review/criteria', reviewer, {
      columns: ['salary'],
      operators: ['NUM_EQUAL'],
      values: ['1'],
    });
    expect(bad.status).toBe(400);
  });

  it('is refused to callers without SHORTLISTING', async () => {
    const readOnly = await t.createUser({
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: ['JOB_POSTING', 'CANDIDATE_ACCESS'],
    });
    for (const user of [readOnly, employee]) {
      expect((await call('GET', '/api/v1/application/to-review', user)).status).toBe(403);
      expect((await call('POST', '/api/v1/application/to-review/criteria', user, {})).status).toBe(403);
    }
  });
});
