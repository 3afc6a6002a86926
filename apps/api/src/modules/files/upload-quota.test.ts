// Uploads with a quota and a clean-up (issue 27 item 5): files and bytes a day per user (429 with
// Retry-After, 413 naming what is left), uploads no record links removed a day later by the hourly
// job, bytes no row names removed, and the personal-data export holding only linked files.
import { mkdtempSync } from 'node:fs';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_BASES, FILE_MESSAGES, FILE_PATHS, PRIVACY_PATHS, ROLES } from '@hr/contracts';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { newStorageKey } from '../../plugins/storage.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upload-quota-test-'));
const t = useTestApp({ DATA_DIR: dataDir, UPLOAD_DAILY_FILES: '3', UPLOAD_DAILY_MB: '1' });
const f = factories(t);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const KB = 1024;
const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 32)]);

async function upload(user: TestUser, bytes: Buffer, purpose = 'COMPLIANCE') {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
    'Zoë Ðặng certificate.pdf',
  );
  const response = await fetch(`${t.baseUrl}${API_BASES.main}${FILE_PATHS.upload}?purpose=${purpose}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  const body: any = await response.json();
  return { status: response.status, headers: response.headers, body };
}

const pathOf = (storageKey: string) => path.join(dataDir, 'uploads', ...storageKey.split('/'));
const exists = (file: string) =>
  readdir(path.dirname(file)).then(
    (names) => names.includes(path.basename(file)),
    () => false,
  );

describe('the daily upload quota', () => {
  it('refuses the file past the count with 429 and Retry-After; other users are not affected', async () => {
    const applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
    for (let i = 0; i < 3; i += 1) expect((await upload(applicant, pdf(2 * KB))).status).toBe(200);
    const refused = await upload(applicant, pdf(2 * KB));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'UPLOAD_QUOTA_REACHED',
      message: FILE_MESSAGES.quotaFiles(3),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await t.app.db.prisma.uploadedFile.count({ where: { uploadedById: applicant.id } })).toBe(3);
    const other = await t.createUser({ roles: [ROLES.APPLICANT] });
    expect((await upload(other, pdf(2 * KB))).status).toBe(200);
  });

  it('refuses a file that would pass the bytes with 413 naming what is left, then 429 once they are used', async () => {
    const officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    expect((await upload(officer, pdf(700 * KB), 'RESUME')).status).toBe(200);
    const tooBig = await upload(officer, pdf(400 * KB), 'RESUME');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      code: 'UPLOAD_QUOTA_BYTES',
      message: FILE_MESSAGES.quotaBytesLeft('0.3', 1),
    });
    expect((await upload(officer, pdf(324 * KB), 'RESUME')).status).toBe(200);
    const full = await upload(officer, pdf(1 * KB), 'RESUME');
    expect(full.status).toBe(429);
    expect(full.body.message).toBe(FILE_MESSAGES.quotaBytes(1));
  });

  it('counts uploads sent at once one after the other', async () => {
    const applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(applicant, pdf(KB))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect(await t.app.db.prisma.uploadedFile.count({ where: { uploadedById: applicant.id } })).toBe(3);
    // Refused uploads leave no bytes behind.
    const keys = new Set(
      (await t.app.db.prisma.uploadedFile.findMany({ select: { storageKey: true } })).map(
        (row) => row.storageKey,
      ),
    );
    for await (const object of t.app.storage.list()) expect(keys.has(object.key)).toBe(true);
  });
});

describe('the hourly clean-up', () => {
  it('removes uploads no record links after a day and bytes no row names; keeps linked, young and foreign files', async () => {
    const prisma = t.app.db.prisma;
    const manager = await f.manager();
    const requisition = await f.requisition({ complete: true, status: 'RVA' });
    const { applicantId } = await f.application(requisition, { firstName: 'محمد', surName: 'Haddad' });
    const uploader = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
    const stale = (await upload(uploader, pdf(KB))).body.data.id as number;
    const linked = (await upload(uploader, pdf(KB), 'RESUME')).body.data.id as number;
    const young = (await upload(manager, pdf(KB))).body.data.id as number;
    await prisma.resume.create({ data: { applicantId, fileId: linked, profileText: 'Linked' } });
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await prisma.uploadedFile.updateMany({
      where: { id: { in: [stale, linked] } },
      data: { createdAt: dayAgo },
    });
    const rows = await prisma.uploadedFile.findMany({ where: { id: { in: [stale, linked, young] } } });
    const keyOf = (id: number) => rows.find((row) => row.id === id)!.storageKey;

    // Bytes without a row: one from two hours ago (a crash), one just written (an upload in flight),
    // and what a cut-off write left beside.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const orphan = newStorageKey();
    const inFlight = newStorageKey();
    await t.app.storage.put(orphan, pdf(KB), { contentType: 'application/pdf' });
    await t.app.storage.put(inFlight, pdf(KB), { contentType: 'application/pdf' });
    await utimes(pathOf(orphan), twoHoursAgo, twoHoursAgo);
    const partial = `${pathOf(orphan)}.4f1e2d3c-5b6a-4798-8a9b-0c1d2e3f4a5b.partial`;
    await writeFile(partial, 'half');
    await utimes(partial, twoHoursAgo, twoHoursAgo);

    expect(await t.app.scheduler.tick()).toContain('file-cleanup');

    expect(await prisma.uploadedFile.findUnique({ where: { id: stale } })).toBeNull();
    expect(await exists(pathOf(keyOf(stale)))).toBe(false);
    for (const id of [linked, young]) {
      expect(await prisma.uploadedFile.findUnique({ where: { id } })).not.toBeNull();
      expect(await exists(pathOf(keyOf(id)))).toBe(true);
    }
    expect(await exists(pathOf(orphan))).toBe(false);
    expect(await exists(partial)).toBe(false);
    expect(await exists(pathOf(inFlight))).toBe(true);
    const audit = await prisma.auditEvent.findFirstOrThrow({ where: { action: 'UNATTACHED_REMOVED' } });
    expect(audit.details).toMatchObject({ files: 1, ids: [stale] });
    // A second run finds nothing more to do.
    await t.app.scheduler.tick();
    expect(await prisma.uploadedFile.findUnique({ where: { id: linked } })).not.toBeNull();
    expect(await prisma.auditEvent.count({ where: { action: 'UNATTACHED_REMOVED' } })).toBe(1);
  });
});

describe('the personal-data export', () => {
  it('holds only the files linked to the applicant’s records, not their account’s other uploads', async () => {
    const prisma = t.app.db.prisma;
    const manager = await f.manager();
    const requisition = await f.requisition({ complete: true, status: 'RVA' });
    const account = await t.createUser({ roles: [ROLES.APPLICANT] });
    const { applicantId } = await f.application(requisition, { firstName: 'Łukasz', surName: 'Żółć' });
    await prisma.applicant.update({ where: { id: applicantId }, data: { userId: account.id } });
    const resume = (await upload(account, pdf(KB), 'RESUME')).body.data.id as number;
    const loose = (await upload(account, pdf(KB))).body.data.id as number;
    await prisma.resume.create({ data: { applicantId, fileId: resume, profileText: 'Mine' } });

    const response = await fetch(`${t.baseUrl}${API_BASES.main}${PRIVACY_PATHS.export(applicantId)}`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const files = Object.keys(zip.files).filter((name) => name.startsWith('files/') && !zip.files[name]!.dir);
    expect(files).toEqual([`files/${resume}-Zoë Ðặng certificate.pdf`]);
    expect(files.join()).not.toContain(`${loose}-`);
  });
});
