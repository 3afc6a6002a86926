import { MESSAGES, ROLES } from '@hr/contracts';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: TestUser;
let reviewer: TestUser;
let officer: TestUser;
let employee: TestUser;
let applicantUser: TestUser;
let req: number;
let otherReq: number;
let resumePdf: Buffer;
let french: number;
let excel: number;

/** A text PDF, as a word processor would export it. */
function pdf(text: string, padding = 0): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat([...chunks, Buffer.alloc(padding, 0x20)])));
    doc.text(text);
    doc.end();
  });
}
/** A minimal Word document holding the text. */
async function docx(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function upload(content: Buffer, name: string, user: TestUser = manager): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(`${t.baseUrl}/api/v1/file/upload?purpose=RESUME`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await res.json()) as { data: { id: number } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}

const api = (method: string, path: string, body?: unknown, user: TestUser | null = manager) =>
  t.request(method, `/api/v1${path}`, { ...(user ? { token: user.token } : {}), body });

let counter = 0;
const person = (over: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    title: 'Ms',
    firstName: 'Jane',
    surName: `Doe${counter}`,
    email: `jane.doe${counter}@record.test`,
    mobile: `0411 000 ${String(100 + counter)}`,
    ...over,
  };
};

async function create(jobPositionId: number, over: Record<string, unknown> = {}, resumeId?: number) {
  const res = await api('POST', '/application', {
    jobPositionId,
    ...(resumeId ? { resumeId } : {}),
    applicant: person(over),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { applicationId: number; applicantId: number; linkedExisting: boolean };
}

beforeAll(async () => {
  manager = await make.manager();
  reviewer = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  applicantUser = await t.createUser({ roles: [ROLES.APPLICANT] });
  req = await make.requisition({ complete: true, status: 'IN' });
  otherReq = await make.requisition({ complete: true, status: 'IN' });
  french = (await t.app.db.prisma.language.create({ data: { name: 'French' } })).id;
  excel = (await t.app.db.prisma.computerSkill.create({ data: { name: 'Excel' } })).id;
  resumePdf = await pdf(
    'Jane Doe. BEng (Hons). PMP certified. Australian Citizen. 7 years in Mining. ' +
      'Skills: AutoCAD, Excel. Languages: English, French.',
  );
});

describe('POST /api/v1/application and GET /api/v1/application/{id}', () => {
  it('creates the applicant and the application with its resume, and reads every part of the record', async () => {
    const fileId = await upload(resumePdf, 'jane.pdf');
    const res = await api('POST', '/application', {
      jobPositionId: req,
      resumeId: fileId,
      applicant: person({ middleName: 'Q', totalExperience: 1, cvNotes: 'Strong', source: 'Referral' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ linkedExisting: false, message: MESSAGES.successfullyCreated });

    const record = await api('GET', `/application/${res.body.applicationId}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      id: res.body.applicationId,
      requisitionId: req,
      status: 'NEW',
      allowedStatuses: ['SCREENING', 'SHORTLISTED', 'REJECTED', 'WITHDRAWN'],
      lock: { interviewExists: false, statusIsNewApplication: true },
      resume: { fileId, originalName: 'jane.pdf' },
      applicant: { middleName: 'Q', cvNotes: 'Strong', source: 'Referral', totalExperience: 1 },
      otherApplications: [],
    });
    // The resume names the certification and the work authorisation (the profile has no field for
    // them); qualification, skill and experience come from the profile, still empty: 2 of 5 rows.
    expect(record.body.scores).toHaveLength(5);
    expect(record.body.profileScore).toBe(40);
    expect(
      record.body.scores.filter((s: { met: boolean }) => s.met).map((s: { name: string }) => s.name),
    ).toEqual(expect.arrayContaining(['PMP', 'Citizen']));
    expect(record.body.history).toMatchObject([
      { fromStatus: null, toStatus: 'NEW', userName: 'Test User 1' },
    ]);
    expect(record.body.audit.map((a: { action: string }) => a.action).sort()).toEqual([
      'CREATED',
      'RESUME_ADDED',
    ]);
  });

  it("refuses the same person on the same requisition with the server's message", async () => {
    const first = person();
    expect((await api('POST', '/application', { jobPositionId: req, applicant: first })).status).toBe(200);
    const again = await api('POST', '/application', {
      jobPositionId: req,
      applicant: { ...first, email: first.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Sorry, an application for this/);
  });

  it('links the same email on another requisition to the existing applicant, never the same phone', async () => {
    const first = await create(req);
    const byEmail = await api('POST', '/application', {
      jobPositionId: otherReq,
      applicant: { ...person(), email: `jane.doe${counter - 1}@record.test` },
    });
    expect(byEmail.body).toMatchObject({ applicantId: first.applicantId, linkedExisting: true });

    const second = await create(req, { mobile: '+61 499 123 456' });
    const third = await makeRequisition();
    const byPhone = await api('POST', '/application', {
      jobPositionId: third,
      applicant: person({ phone: '61499123456' }),
    });
    // People share phones: the same number under another email is another applicant.
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.linkedExisting).toBe(false);
    expect(byPhone.body.applicantId).not.toBe(second.applicantId);

    const record = await api('GET', `/application/${first.applicationId}`);
    expect(record.body.otherApplications).toEqual([
      {
        id: byEmail.body.applicationId,
        requisitionId: otherReq,
        positionTitle: expect.any(String),
        status: 'NEW',
      },
    ]);
    expect(await t.app.db.prisma.applicant.count({ where: { id: first.applicantId } })).toBe(1);
  });

  it('answers 400 naming the field, 404 for what does not exist, 401 and 403', async () => {
    const noName = await api('POST', '/application', {
      jobPositionId: req,
      applicant: person({ firstName: '' }),
    });
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.body.fields)).toContain('applicant.firstName');
    const badId = await api('POST', '/application', { jobPositionId: 'x', applicant: person() });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.fields)).toContain('jobPositionId');
    expect((await api('GET', '/application/abc')).status).toBe(400);

    expect((await api('POST', '/application', { jobPositionId: 999999, applicant: person() })).status).toBe(
      404,
    );
    expect((await api('GET', '/application/999999')).status).toBe(404);

    const { applicationId } = await create(req);
    expect((await api('GET', `/application/${applicationId}`, undefined, null)).status).toBe(401);
    expect(
      (await api('POST', '/application', { jobPositionId: req, applicant: person() }, null)).status,
    ).toBe(401);
    for (const user of [employee, applicantUser]) {
      expect((await api('GET', `/application/${applicationId}`, undefined, user)).status).toBe(403);
      expect(
        (await api('POST', '/application', { jobPositionId: req, applicant: person() }, user)).status,
      ).toBe(403);
    }
    // The officer reads (CANDIDATE_ACCESS) but the record's writes are the onboarding screen's.
    expect((await api('GET', `/application/${applicationId}`, undefined, officer)).status).toBe(200);
    expect(
      (await api('POST', `/application/update/${applicationId}`, { applicant: person() }, officer)).status,
    ).toBe(403);
  });
});

async function makeRequisition() {
  return make.requisition({ complete: true, status: 'IN' });
}

describe('POST /api/v1/application/update/{applicationId}', () => {
  it('saves every field, audits the changed field names and rescores', async () => {
    const { applicationId } = await create(req);
    const ref = await make.reference();
    const before = await api('GET', `/application/${applicationId}`);
    const res = await api('POST', `/application/update/${applicationId}`, {
      applicant: {
        ...before.body.applicant,
        phone: '02 9999 0000',
        totalExperience: 4,
        industryId: ref.industry,
        qualificationIds: [ref.qualification],
        skillIds: [ref.skill],
        languageIds: [french],
        computerSkillIds: [excel],
        dateReceived: '2026-11-20',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.successfullyUpdated);
    const record = await api('GET', `/application/${applicationId}`);
    expect(record.body.applicant).toMatchObject({
      phone: '02 9999 0000',
      dateReceived: '2026-11-20',
      languageIds: [french],
      computerSkillIds: [excel],
    });
    // Qualification, experience (4 >= 2 years, Mining) and skill: 3 of 5 rows of weight 20.
    expect(record.body.profileScore).toBe(60);
    const updated = record.body.audit.find((a: { action: string }) => a.action === 'UPDATED');
    expect(updated.fields).toEqual(
      expect.arrayContaining(['phone', 'totalExperience', 'qualificationIds', 'skillIds', 'dateReceived']),
    );
    expect(updated.fields).not.toContain('firstName');
  });

  it('is locked once the application left NEW, and refuses bad input and unknown ids', async () => {
    const { applicationId } = await create(req);
    const bad = await api('POST', `/application/update/${applicationId}`, {
      applicant: person({ email: 'nope' }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('applicant.email');
    const unknownRef = await api('POST', `/application/update/${applicationId}`, {
      applicant: person({ skillIds: [999999] }),
    });
    expect(unknownRef.status).toBe(400);
    expect((await api('POST', '/application/update/999999', { applicant: person() })).status).toBe(404);

    const moved = await api('POST', '/application/change-status', { applicationId, status: 'SCREENING' });
    expect(moved.status).toBe(200);
    const locked = await api('POST', `/application/update/${applicationId}`, { applicant: person() });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('APPLICATION_LOCKED');
    const record = await api('GET', `/application/${applicationId}`);
    expect(record.body.lock).toEqual({ interviewExists: false, statusIsNewApplication: false });
  });
});

describe('resume: update-resume, resume-report and create-profile', () => {
  it('replaces the resume with a log entry and checks type, size and owner', async () => {
    const { applicationId } = await create(req);
    const first = await api(
      'POST',
      `/application/update-resume/${applicationId}/${await upload(resumePdf, 'a.pdf')}`,
    );
    expect(first.body).toMatchObject({ replaced: false, message: MESSAGES.successfullyUploaded });
    const second = await api(
      'POST',
      `/application/update-resume/${applicationId}/${await upload(resumePdf, 'b.pdf')}`,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      replaced: true,
      originalName: 'b.pdf',
      message: MESSAGES.successfullyReplaced,
    });
    const record = await api('GET', `/application/${applicationId}`);
    expect(record.body.resume.originalName).toBe('b.pdf');
    expect(record.body.audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['RESUME_ADDED', 'RESUME_REPLACED']),
    );

    const png = await upload(PNG, 'photo.png');
    expect((await api('POST', `/application/update-resume/${applicationId}/${png}`)).status).toBe(415);
    const big = await upload(await pdf('Big', 6 * 1024 * 1024), 'big.pdf');
    expect((await api('POST', `/application/update-resume/${applicationId}/${big}`)).status).toBe(413);
    const theirs = await upload(resumePdf, 'theirs.pdf', reviewer);
    expect((await api('POST', `/application/update-resume/${applicationId}/${theirs}`)).status).toBe(404);
    expect((await api('POST', `/application/update-resume/999999/${theirs}`)).status).toBe(404);
    expect((await api('POST', `/application/update-resume/${applicationId}/x`)).status).toBe(400);
    expect(
      (await api('POST', `/application/update-resume/${applicationId}/${png}`, undefined, null)).status,
    ).toBe(401);
    expect(
      (await api('POST', `/application/update-resume/${applicationId}/${png}`, undefined, employee)).status,
    ).toBe(403);
    // Nothing saved before is lost.
    expect((await api('GET', `/application/${applicationId}`)).body.resume.originalName).toBe('b.pdf');
  });

  it('reports the rows the resume meets and fills the profile from them', async () => {
    const { applicationId } = await create(req, {}, await upload(resumePdf, 'cv.pdf'));
    const report = await api('GET', `/resume-report?applicationId=${applicationId}`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ hasResume: true, met: 5, missing: 0 });
    expect(report.body.wordCount).toBeGreaterThan(10);
    expect(report.body.languages).toEqual([{ id: french, name: 'French' }]);
    expect(report.body.computerSkills).toEqual([{ id: excel, name: 'Excel' }]);

    const profile = await api('POST', `/resume-report/create-profile/${applicationId}`);
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const ref = await make.reference();
    expect(profile.body.added).toEqual({
      qualifications: [{ id: ref.qualification, name: 'BEng' }],
      skills: [{ id: ref.skill, name: 'AutoCAD' }],
      languages: [{ id: french, name: 'French' }],
      computerSkills: [{ id: excel, name: 'Excel' }],
    });
    expect(profile.body.applicant).toMatchObject({
      qualificationIds: [ref.qualification],
      skillIds: [ref.skill],
    });
    const record = await api('GET', `/application/${applicationId}`);
    // Certification and work authorisation (resume), qualification and skill (profile); experience needs years.
    expect(record.body.profileScore).toBe(80);

    // A Word resume is read the same way.
    const word = await create(
      req,
      {},
      await upload(await docx('Holds a BEng and PMP; 9 years in Mining'), 'cv.docx'),
    );
    const wordReport = await api('GET', `/resume-report?applicationId=${word.applicationId}`);
    expect(
      wordReport.body.items
        .filter((i: { met: boolean }) => i.met)
        .map((i: { criterion: string }) => i.criterion),
    ).toEqual(expect.arrayContaining(['QUALIFICATION', 'CERTIFICATION', 'EXPERIENCE']));
    expect(wordReport.body.met).toBe(3);

    const noResume = await create(req);
    const empty = await api('GET', `/resume-report?applicationId=${noResume.applicationId}`);
    expect(empty.body).toMatchObject({ hasResume: false, met: 0, missing: 5 });
    const bad = await api('GET', '/resume-report?applicationId=abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('applicationId');
    expect((await api('GET', '/resume-report?applicationId=999999')).status).toBe(404);
    expect((await api('POST', '/resume-report/create-profile/999999')).status).toBe(404);
    expect((await api('GET', `/resume-report?applicationId=${applicationId}`, undefined, null)).status).toBe(
      401,
    );
    expect(
      (await api('POST', `/resume-report/create-profile/${applicationId}`, undefined, applicantUser)).status,
    ).toBe(403);
  });
});

describe('reviews and review score', () => {
  it('keeps one review per reviewer and scores their mean', async () => {
    const { applicationId } = await create(req);
    const liked = await api('POST', '/application/change-review-value', {
      applicationId,
      reviewTypeEnum: 'LIKE',
    });
    expect(liked.status).toBe(200);
    expect(liked.body.reviewScore).toBe(100);
    await api(
      'POST',
      '/application/change-review-value',
      { applicationId, reviewTypeEnum: 'DISLIKE' },
      reviewer,
    );
    const changed = await api('POST', '/application/change-review-value', {
      applicationId,
      reviewTypeEnum: 'MAYBE',
    });
    expect(changed.body.reviewScore).toBe(25);
    const list = await api('GET', `/application/reviews/${applicationId}`);
    expect(list.body.reviews).toHaveLength(2);
    expect(list.body.reviews.map((r: { reviewType: string }) => r.reviewType).sort()).toEqual([
      'DISLIKE',
      'MAYBE',
    ]);
    expect((await api('GET', `/application/${applicationId}`)).body.reviewScore).toBe(25);

    const bad = await api('POST', '/application/change-review-value', {
      applicationId,
      reviewTypeEnum: 'LOVE',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('reviewTypeEnum');
    expect(
      (
        await api('POST', '/application/change-review-value', {
          applicationId: 999999,
          reviewTypeEnum: 'LIKE',
        })
      ).status,
    ).toBe(404);
    expect((await api('GET', '/application/reviews/999999')).status).toBe(404);
    expect((await api('GET', `/application/reviews/${applicationId}`, undefined, null)).status).toBe(401);
    expect(
      (
        await api(
          'POST',
          '/application/change-review-value',
          { applicationId, reviewTypeEnum: 'LIKE' },
          employee,
        )
      ).status,
    ).toBe(403);
  });
});

describe('compliance application', () => {
  it('opens, reads and decides the compliance review', async () => {
    const { applicationId } = await create(req);
    expect((await api('GET', `/compliance-application/${applicationId}`)).body).toBeNull();
    const saved = await api('POST', `/compliance-application/${applicationId}`, { note: 'Police check due' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ applicationId, status: 'PENDING', note: 'Police check due' });

    const hr = (body: unknown, user: TestUser | null = manager) =>
      t.request('POST', '/api/hr/v1/compliance-application/change-status', {
        ...(user ? { token: user.token } : {}),
        body,
      });
    const approved = await hr({ id: saved.body.id, status: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id: saved.body.id, status: 'APPROVED' });
    const read = await api('GET', `/compliance-application/${applicationId}`);
    expect(read.body).toMatchObject({ status: 'APPROVED', reviewedBy: 'Test User 1' });

    const bad = await hr({ id: saved.body.id, status: 'MAYBE' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('status');
    expect((await hr({ id: 999999, status: 'APPROVED' })).status).toBe(404);
    expect((await hr({ id: saved.body.id, status: 'APPROVED' }, null)).status).toBe(401);
    expect((await hr({ id: saved.body.id, status: 'APPROVED' }, officer)).status).toBe(403);
    expect((await api('GET', '/compliance-application/999999')).status).toBe(404);
    expect(
      (await api('POST', `/compliance-application/${applicationId}`, { note: 'x' }, applicantUser)).status,
    ).toBe(403);
  });
});

describe('contact details after an interview (issue 31)', () => {
  it('corrects the name and phones whatever the lock, audits the changed field names, keeps the email', async () => {
    const interviewer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    // A requisition of its own: the other tests set their steps on the shared one.
    const own = await make.requisition({ complete: true, status: 'IN' });
    const [step] = await make.selectionSteps(own, ['Contact screen'], [interviewer.id]);
    const { applicationId, applicantId } = await create(own, { firstName: 'Zoë', surName: 'Ðặng' });
    await make.interview(applicationId, { stepId: step!, interviewerIds: [interviewer.id] });
    // The details are locked now...
    const locked = await api('POST', `/application/update/${applicationId}`, { applicant: person() });
    expect(locked.status).toBe(409);
    // ...but how to reach the applicant is not.
    const path = `/application/update-contact/${applicationId}`;
    const contact = {
      title: 'Ms',
      firstName: 'Zoë',
      middleName: 'Thị',
      surName: 'Ðặng',
      mobile: '0412 345 678',
      phone: null,
    };
    const saved = await api('POST', path, contact);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(MESSAGES.successfullyUpdated);
    const row = await t.app.db.prisma.applicant.findUniqueOrThrow({ where: { id: applicantId } });
    expect(row).toMatchObject({ middleName: 'Thị', mobile: '0412 345 678', firstName: 'Zoë' });
    const record = await api('GET', `/application/${applicationId}`);
    const entry = record.body.audit.find((a: { action: string }) => a.action === 'CONTACT_UPDATED');
    expect(entry?.fields.sort()).toEqual(['middleName', 'mobile']);
    // The email is the applicant's identity: not part of this call (ignored, never changed).
    await api('POST', path, { ...contact, email: 'someone.else@record.test' });
    expect((await t.app.db.prisma.applicant.findUniqueOrThrow({ where: { id: applicantId } })).email).toBe(
      row.email,
    );
    // Refusals: a name left empty (400 with its sentence on the field), an unknown id, a reader's role.
    const empty = await api('POST', path, { ...contact, firstName: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.firstName).toBe('First name is required');
    expect((await api('POST', '/application/update-contact/999999', contact)).status).toBe(404);
    expect((await api('POST', path, contact, employee)).status).toBe(403);
  });
});

describe('interviews on the record', () => {
  it('shows the steps, schedules, emails .ics invites in the organisation zone, records feedback and decides', async () => {
    const interviewer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const [phone, panel] = await make.selectionSteps(req, ['Phone screen', 'Panel'], [interviewer.id]);
    const { applicationId } = await create(req);
    const steps = await api('GET', `/application/interview-steps/${applicationId}`);
    expect(steps.body.map((s: { name: string; state: string }) => [s.name, s.state])).toEqual([
      ['Phone screen', 'NOT_SCHEDULED'],
      ['Panel', 'NOT_SCHEDULED'],
    ]);
    const interviewId = await make.interview(applicationId, {
      stepId: phone,
      interviewerIds: [interviewer.id],
    });
    expect((await api('GET', `/application/interview-steps/${applicationId}`)).body[0]).toMatchObject({
      state: 'SCHEDULED',
      interviewId,
    });
    expect((await api('GET', `/application/${applicationId}`)).body.lock.interviewExists).toBe(true);

    // Scheduling emailed both sides; "Send again" past the double-click window sends anew.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await t.app.db.prisma.interview.update({
      where: { id: interviewId },
      data: { applicantEmailedAt: aMinuteAgo, interviewersEmailedAt: aMinuteAgo },
    });
    const toApplicant = await api('GET', `/interview/send-email-applicant/${interviewId}`);
    expect(toApplicant.body).toMatchObject({ sent: 1, message: MESSAGES.messageSent });
    expect((await api('GET', `/interview/send-email-interviewers/${interviewId}`)).body.sent).toBe(1);
    const emails = await t.app.db.prisma.outboundEmail.findMany({
      where: { entity: 'interview', entityId: String(interviewId) },
      orderBy: { id: 'desc' },
      take: 2,
    });
    expect(emails.map((e) => e.toAddress)).toContain(interviewer.email);
    for (const email of emails) {
      const [ics] = email.attachments as { filename: string; content: string }[];
      expect(ics!.filename).toBe('interview.ics');
      expect(ics!.content).toMatch(/DTSTART;TZID=Australia\/Sydney:\d{8}T\d{6}/);
      // 10:00 UTC is 20:00 or 21:00 in Sydney, never the UTC time.
      expect(ics!.content).toMatch(/DTSTART;TZID=Australia\/Sydney:\d{8}T2[01]0000/);
      expect(email.textBody).toContain('(Australia/Sydney)');
    }

    const feedback = await api('POST', `/interview/add-feedback/${interviewId}`, {
      rating: 4,
      recommendation: 'HIRE',
      meetsRequirement: true,
      comments: 'Clear thinker',
      scorecard: [
        { criterion: 'Technical skills', rating: 5 },
        { criterion: 'Communication', rating: 3 },
      ],
    });
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
    const atStep = await api('GET', `/interview/${phone}/${applicationId}`);
    expect(atStep.status).toBe(200);
    expect(atStep.body).toHaveLength(1);
    expect(atStep.body[0].feedback[0]).toMatchObject({
      rating: 4,
      userName: 'Test User 1',
      scorecard: [
        { criterion: 'Technical skills', rating: 5 },
        { criterion: 'Communication', rating: 3 },
      ],
    });

    const decided = await api('POST', '/interview/meetsRequirement', { interviewId, meetsRequirement: true });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ applicationId, status: 'INTERVIEW' });
    const record = await api('GET', `/application/${applicationId}`);
    // Scheduling brought it to Interview (newest first); the pass found it there.
    expect(record.body.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['INTERVIEW', 'NEW']);
    expect(
      (await api('GET', `/application/interview-steps/${applicationId}`)).body.map(
        (s: { state: string }) => s.state,
      ),
    ).toEqual(['PASSED', 'NOT_SCHEDULED']);
    const again = await api('POST', '/interview/meetsRequirement', { interviewId, meetsRequirement: false });
    expect(again.status).toBe(409);
    expect((await api('DELETE', `/interview/${interviewId}`)).status).toBe(409);

    // A failed step rejects; a scheduled interview can be deleted.
    const other = await create(req);
    const failedId = await make.interview(other.applicationId, { stepId: panel });
    const failed = await api('POST', '/interview/meetsRequirement', {
      interviewId: failedId,
      meetsRequirement: false,
    });
    expect(failed.body.status).toBe('REJECTED');
    const third = await create(req);
    const doomed = await make.interview(third.applicationId, { stepId: panel });
    expect((await api('DELETE', `/interview/${doomed}`)).body).toEqual({ message: MESSAGES.deleted });
    expect((await api('DELETE', `/interview/${doomed}`)).status).toBe(404);
  });

  it('refuses bad input, unknown ids, strangers and the unsigned', async () => {
    const { applicationId } = await create(req);
    const [step] = await make.selectionSteps(otherReq, ['Other step']);
    expect((await api('GET', `/interview/${step}/${applicationId}`)).status).toBe(404);
    expect((await api('GET', `/application/interview-steps/999999`)).status).toBe(404);
    expect((await api('GET', '/interview/send-email-applicant/999999')).status).toBe(404);
    expect((await api('GET', '/interview/send-email-interviewers/999999')).status).toBe(404);
    expect((await api('DELETE', '/interview/999999')).status).toBe(404);
    const bad = await api('POST', '/interview/meetsRequirement', { interviewId: 1, meetsRequirement: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('meetsRequirement');
    expect(
      (await api('POST', '/interview/meetsRequirement', { interviewId: 999999, meetsRequirement: true }))
        .status,
    ).toBe(404);
    const interviewId = await make.interview(applicationId);
    for (const user of [employee, applicantUser]) {
      expect(
        (await api('GET', `/interview/send-email-applicant/${interviewId}`, undefined, user)).status,
      ).toBe(403);
      expect(
        (await api('POST', '/interview/meetsRequirement', { interviewId, meetsRequirement: true }, user))
          .status,
      ).toBe(403);
      expect((await api('DELETE', `/interview/${interviewId}`, undefined, user)).status).toBe(403);
      expect(
        (await api('GET', `/application/interview-steps/${applicationId}`, undefined, user)).status,
      ).toBe(403);
    }
    expect(
      (await api('GET', `/interview/send-email-interviewers/${interviewId}`, undefined, null)).status,
    ).toBe(401);
  });
});

describe('opening a record', () => {
  it('runs the same number of queries whatever the number of reviews, interviews and history rows', async () => {
    const queriesFor = async (applicationId: number) => {
      const original = pg.Client.prototype.query;
      let count = 0;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        count += 1;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      try {
        expect((await api('GET', `/application/${applicationId}`)).status).toBe(200);
      } finally {
        pg.Client.prototype.query = original;
      }
      return count;
    };
    const small = await create(req);
    const busy = await create(req);
    for (const user of [manager, reviewer]) {
      await api(
        'POST',
        '/application/change-review-value',
        { applicationId: busy.applicationId, reviewTypeEnum: 'LIKE' },
        user,
      );
    }
    for (const days of [10, 11, 12]) await make.interview(busy.applicationId, { days });
    for (const status of ['SCREENING', 'SHORTLISTED', 'INTERVIEW']) {
      await api('POST', '/application/change-status', { applicationId: busy.applicationId, status });
    }
    const few = await queriesFor(small.applicationId);
    // 18 statements today (Prisma reads the includes one by one); more would mean a query per row.
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThanOrEqual(20);
    expect(await queriesFor(busy.applicationId)).toBe(few);
  });
});

describe('scores follow the requisition', () => {
  it("rescores a requisition's applications when a requirement row is added or deleted", async () => {
    const draft = await make.requisition({ complete: true, status: 'DR' });
    const { applicationId } = await create(draft, {}, await upload(resumePdf, 'rescore.pdf'));
    const before = (await api('GET', `/application/${applicationId}`)).body;
    const skill = (await t.app.db.prisma.skill.create({ data: { name: `Rescore ${counter}` } })).id;

    const added = await api('POST', '/job_skill', { jobPositionId: draft, skillTypeId: skill, weight: 50 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = (await api('GET', `/application/${applicationId}`)).body;
    expect(after.scores).toHaveLength(before.scores.length + 1);
    expect(after.profileScore).toBeLessThan(before.profileScore);

    expect((await api('DELETE', `/job_skill/${added.body.id}`)).status).toBe(200);
    const restored = (await api('GET', `/application/${applicationId}`)).body;
    expect(restored.scores).toHaveLength(before.scores.length);
    expect(restored.profileScore).toBe(before.profileScore);
  });
});
