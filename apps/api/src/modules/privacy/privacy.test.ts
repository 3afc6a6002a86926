// Personal data rights through the real server: the export's content and files, erasure (personal
// fields and files gone, statistics kept, hired applicants refused), the retention setting and job,
// and who may call.
import { mkdtempSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_BASES, FILE_PATHS, PRIVACY_MESSAGES, PRIVACY_PATHS, ROLES } from '@hr/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'privacy-test-'));
const t = useTestApp({ DATA_DIR: dataDir });
const f = factories(t);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.7\nresume of a person\n%%EOF\n');
const main = (p: string) => `${API_BASES.main}${p}`;

let manager: TestUser;
let officer: TestUser;
let applicantUser: TestUser;
let requisition: number;

beforeAll(async () => {
  manager = await f.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  applicantUser = await t.createUser({ roles: [ROLES.APPLICANT] });
  requisition = await f.requisition({ complete: true, status: 'RVA' });
});

/** An applicant with a resume file uploaded through the API; answers the ids and the file's path on disk. */
async function applicantWithResume(status: string, options: { email?: string; userId?: number } = {}) {
  const { applicationId, applicantId } = await f.application(requisition, { status, ...options });
  const prisma = t.app.db.prisma;
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'my resume.pdf');
  const uploaded = await fetch(`${t.baseUrl}${main(FILE_PATHS.upload)}?purpose=RESUME`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager.token}` },
    body: form,
  });
  const fileId = ((await uploaded.json()) as { data: { id: number } }).data.id;
  const resume = await prisma.resume.create({
    data: { applicantId, fileId, profileText: 'Ten years of rocks' },
  });
  await prisma.application.update({ where: { id: applicationId }, data: { resumeId: resume.id } });
  await prisma.applicant.update({
    where: { id: applicantId },
    data: {
      mobile: '0412 345 678',
      cvNotes: 'Met at the fair',
      ...(options.userId ? { userId: options.userId } : {}),
    },
  });
  const file = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: fileId } });
  const [year, month, name] = file.storageKey.split('/');
  return {
    applicationId,
    applicantId,
    fileId,
    diskPath: path.join(dataDir, 'uploads', year!, month!, name!),
  };
}

async function download(p: string, token?: string) {
  const response = await fetch(`${t.baseUrl}${main(p)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('export', () => {
  it('is a ZIP of data.json and the applicant’s files, with the employee record’s sensitive parts masked', async () => {
    const who = await applicantWithResume('HIRED', { email: 'export.me@test.local' });
    const prisma = t.app.db.prisma;
    await prisma.employee.create({
      data: {
        applicationId: who.applicationId,
        personalDetails: { create: { firstName: 'Ann', lastName: 'Export', personalPhone: '0400 000 111' } },
        taxDetail: { create: { taxFileNumberEnc: t.app.crypto.encrypt('123456782') } },
      },
    });
    const answer = await download(PRIVACY_PATHS.export(who.applicantId), manager.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toContain(`applicant-${who.applicantId}-data.zip`);
    const zip = await JSZip.loadAsync(answer.bytes);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.applicant).toMatchObject({
      id: who.applicantId,
      email: 'export.me@test.local',
      cvNotes: 'Met at the fair',
    });
    expect(data.applications[0]).toMatchObject({ id: who.applicationId, status: 'HIRED' });
    expect(data.resumes[0].profileText).toBe('Ten years of rocks');
    expect(data.employees[0].personalDetails).toMatchObject({
      lastName: 'Export',
      personalPhone: '0400 000 111',
    });
    expect(data.employees[0].taxDetail.taxFileNumber).toMatch(/^•+782$/);
    expect(JSON.stringify(data)).not.toContain('123456782');
    const filePath = data.files[0].path as string;
    expect(filePath).toBe(`files/${who.fileId}-my resume.pdf`);
    expect(await zip.file(filePath)!.async('nodebuffer')).toEqual(PDF);
    const audit = await prisma.auditEvent.findFirst({
      where: { entity: 'Applicant', entityId: String(who.applicantId), action: 'EXPORT' },
    });
    expect(audit?.userId).toBe(manager.id);
  });

  it('needs a sign-in and ONBOARDING; an unknown applicant is 404, a bad id 400', async () => {
    const { applicantId } = await f.application(requisition);
    expect((await download(PRIVACY_PATHS.export(applicantId))).status).toBe(401);
    expect((await download(PRIVACY_PATHS.export(applicantId), officer.token)).status).toBe(403);
    expect((await download(PRIVACY_PATHS.export(applicantId), applicantUser.token)).status).toBe(403);
    expect((await download(PRIVACY_PATHS.export(999999), manager.token)).status).toBe(404);
    expect((await download(PRIVACY_PATHS.export('x1'), manager.token)).status).toBe(400);
  });
});

describe('erase', () => {
  it('removes the personal fields, the files on disk and the account; keeps the application’s status, dates and requisition', async () => {
    const account = await t.createUser({ roles: [ROLES.APPLICANT], email: 'erase.me@test.local' });
    const who = await applicantWithResume('REJECTED', { email: 'erase.me@test.local', userId: account.id });
    const prisma = t.app.db.prisma;
    await prisma.outboundEmail.create({
      data: { toAddress: 'erase.me@test.local', subject: 'Hello', textBody: 'Dear Ann', status: 'CAPTURED' },
    });
    await stat(who.diskPath);
    const before = await prisma.application.findUniqueOrThrow({ where: { id: who.applicationId } });
    const wrong = await t.request('POST', main(PRIVACY_PATHS.erase(who.applicantId)), {
      token: manager.token,
      body: { confirmEmail: 'someone@else.local' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('confirmEmail');
    const erased = await t.request('POST', main(PRIVACY_PATHS.erase(who.applicantId)), {
      token: manager.token,
      body: { confirmEmail: 'Erase.Me@test.local' },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toEqual({ message: PRIVACY_MESSAGES.erased, filesRemoved: 1 });

    const applicant = await prisma.applicant.findUniqueOrThrow({ where: { id: who.applicantId } });
    expect(applicant).toMatchObject({ firstName: 'Erased', mobile: null, cvNotes: null, userId: null });
    expect(applicant.email).not.toContain('erase.me');
    expect(applicant.erasedAt).not.toBeNull();
    expect(await prisma.resume.count({ where: { applicantId: who.applicantId } })).toBe(0);
    expect(await prisma.uploadedFile.findUnique({ where: { id: who.fileId } })).toBeNull();
    await expect(stat(who.diskPath)).rejects.toThrow();
    expect(await prisma.outboundEmail.count({ where: { toAddress: 'erase.me@test.local' } })).toBe(0);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(user).toMatchObject({ active: false, passwordHash: null });
    expect(user.email).not.toContain('erase.me');
    // The account's old token no longer works.
    expect((await t.request('GET', main(FILE_PATHS.download(1)), { token: account.token })).status).toBe(401);

    const after = await prisma.application.findUniqueOrThrow({ where: { id: who.applicationId } });
    expect(after).toMatchObject({
      status: 'REJECTED',
      jobPositionId: requisition,
      createdAt: before.createdAt,
    });
    expect(await prisma.applicationStatusHistory.count({ where: { applicationId: who.applicationId } })).toBe(
      1,
    );
    const audit = await prisma.auditEvent.findFirst({
      where: { entity: 'Applicant', entityId: String(who.applicantId), action: 'ERASE' },
    });
    expect(audit?.userId).toBe(manager.id);
    expect(JSON.stringify(audit?.details)).not.toContain('erase.me');

    const again = await t.request('POST', main(PRIVACY_PATHS.erase(who.applicantId)), {
      token: manager.token,
      body: { confirmEmail: applicant.email },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a hired applicant (409), and needs the body, a sign-in and ONBOARDING', async () => {
    const hired = await applicantWithResume('HIRED', { email: 'hired.person@test.local' });
    const refused = await t.request('POST', main(PRIVACY_PATHS.erase(hired.applicantId)), {
      token: manager.token,
      body: { confirmEmail: 'hired.person@test.local' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PRIVACY_MESSAGES.hired);
    await stat(hired.diskPath);
    const p = main(PRIVACY_PATHS.erase(hired.applicantId));
    const noBody = await t.request('POST', p, { token: manager.token, body: {} });
    expect(noBody.status).toBe(400);
    expect(noBody.body.fields).toHaveProperty('confirmEmail');
    expect((await t.request('POST', p, { body: { confirmEmail: 'x' } })).status).toBe(401);
    expect((await t.request('POST', p, { token: officer.token, body: { confirmEmail: 'x' } })).status).toBe(
      403,
    );
    expect(
      (
        await t.request('POST', main(PRIVACY_PATHS.erase(999999)), {
          token: manager.token,
          body: { confirmEmail: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('retention', () => {
  it('is a setting: read, saved, audited, checked', async () => {
    const p = main(PRIVACY_PATHS.settings);
    expect((await t.request('GET', p, { token: manager.token })).body).toEqual({ retentionMonths: 24 });
    const saved = await t.request('PUT', p, { token: manager.token, body: { retentionMonths: 12 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: PRIVACY_MESSAGES.settingsSaved, data: { retentionMonths: 12 } });
    expect((await t.request('GET', p, { token: manager.token })).body).toEqual({ retentionMonths: 12 });
    const bad = await t.request('PUT', p, { token: manager.token, body: { retentionMonths: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('retentionMonths');
    expect((await t.request('GET', p)).status).toBe(401);
    expect((await t.request('GET', p, { token: officer.token })).status).toBe(403);
    expect((await t.request('PUT', p, { token: officer.token, body: { retentionMonths: 1 } })).status).toBe(
      403,
    );
    expect(
      await t.app.db.prisma.auditEvent.count({ where: { entity: 'OrgSetting', action: 'UPDATE' } }),
    ).toBe(1);
  });

  it('the scheduled job erases only unsuccessful applicants whose last activity is older than the retention', async () => {
    await t.request('PUT', main(PRIVACY_PATHS.settings), {
      token: manager.token,
      body: { retentionMonths: 12 },
    });
    const old = async (status: string) => {
      const who = await applicantWithResume(status);
      const pool = t.app.db.pool;
      await pool.query(`UPDATE applicant SET updated_at = now() - interval '13 months' WHERE id = $1`, [
        who.applicantId,
      ]);
      await pool.query(`UPDATE application SET updated_at = now() - interval '13 months' WHERE id = $1`, [
        who.applicationId,
      ]);
      await pool.query(
        `UPDATE application_status_history SET created_at = now() - interval '13 months' WHERE application_id = $1`,
        [who.applicationId],
      );
      return who;
    };
    const oldRejected = await old('REJECTED');
    const oldDeclined = await old('OFFER_DECLINED');
    const oldInProgress = await old('INTERVIEW');
    const recentRejected = await applicantWithResume('WITHDRAWN');
    const ran = await t.app.scheduler.tick();
    expect(ran).toContain('applicant-retention');
    const prisma = t.app.db.prisma;
    const erasedAt = async (id: number) =>
      (await prisma.applicant.findUniqueOrThrow({ where: { id } })).erasedAt;
    expect(await erasedAt(oldRejected.applicantId)).not.toBeNull();
    expect(await erasedAt(oldDeclined.applicantId)).not.toBeNull();
    expect(await erasedAt(oldInProgress.applicantId)).toBeNull();
    expect(await erasedAt(recentRejected.applicantId)).toBeNull();
    await expect(stat(oldRejected.diskPath)).rejects.toThrow();
    await stat(recentRejected.diskPath);
    const audit = await prisma.auditEvent.findFirst({
      where: { entity: 'Applicant', entityId: String(oldRejected.applicantId), action: 'RETENTION_ERASE' },
    });
    expect(audit).not.toBeNull();
    expect(audit?.userId).toBeNull();
  });
});
