// Upload and download through the real server: type by content, size limit, names that try to be
// paths, who may see a file, and the answer's headers.
import { mkdtempSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_BASES, FILE_MESSAGES, FILE_PATHS, ROLES, uploadProblem } from '@hr/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { attachmentDisposition, MAX_NAME_LENGTH, sanitizeFileName } from './file-name.js';
import { sniffFileType } from './file-types.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
const uploadsRoot = path.join(dataDir, 'uploads');
const t = useTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' });

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
/** A zip whose directory names Word's main part (enough for the sniffer; not a full document). */
const DOCX = await new JSZip()
  .file('word/document.xml', '<w:document/>')
  .generateAsync({ type: 'nodebuffer' });
/** A zip that only holds the bytes `word/document.xml`: in a stored file's contents and its comment. */
const NOT_DOCX = await new JSZip()
  .file('notes.txt', 'see word/document.xml and xl/workbook.xml', { compression: 'STORE' })
  .generateAsync({ type: 'nodebuffer', comment: 'word/document.xml' });
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(64),
  Buffer.from('WordDocument', 'utf16le'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

let officer: TestUser;
let otherOfficer: TestUser;
let employee: TestUser;
let applicant: TestUser;
let otherApplicant: TestUser;

beforeAll(async () => {
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  otherOfficer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
  otherApplicant = await t.createUser({ roles: [ROLES.APPLICANT] });
});

const uploadUrl = (query = '') => `${t.baseUrl}${API_BASES.main}${FILE_PATHS.upload}${query}`;

async function answer(response: Response) {
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

/** Uploads one file as multipart form data, the way the browser does. */
async function upload(
  content: Uint8Array,
  name: string,
  options: { token?: string | null; query?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), name);
  const token = options.token === undefined ? officer.token : options.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return answer(await fetch(uploadUrl(options.query), { method: 'POST', headers, body: form }));
}

/** A multipart body written byte by byte, for file names no browser would send. */
async function rawUpload(
  nameBytes: Buffer,
  content: Buffer,
  contentType = 'multipart/form-data; boundary=XyZ',
) {
  const body = Buffer.concat([
    Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="'),
    nameBytes,
    Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
    content,
    Buffer.from('\r\n--XyZ--\r\n'),
  ]);
  return answer(
    await fetch(uploadUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${officer.token}`, 'content-type': contentType },
      body,
    }),
  );
}

const download = (id: number | string, token?: string) =>
  fetch(`${t.baseUrl}${API_BASES.main}${FILE_PATHS.download(id)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const row = (id: number) => t.app.db.prisma.uploadedFile.findUniqueOrThrow({ where: { id } });

describe('what a file is, from its bytes', () => {
  it('recognises the accepted types and nothing else', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1').addRow(['a']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(sniffFileType(PDF)).toBe('application/pdf');
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
    expect(sniffFileType(DOCX)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffFileType(xlsx)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sniffFileType(DOC)).toBe('application/msword');
    expect(sniffFileType(EXE)).toBeNull();
    expect(sniffFileType(Buffer.from('just some text, named cv.pdf'))).toBeNull();
    // A zip that is not an Office document, and an OLE2 file that is not Word (an old .xls, .msi...).
    expect(sniffFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBeNull();
    // The entry names decide, not the bytes `word/document.xml` anywhere in the archive.
    expect(NOT_DOCX.includes('word/document.xml')).toBe(true);
    expect(sniffFileType(NOT_DOCX)).toBeNull();
    expect(sniffFileType(DOC.subarray(0, 40))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('file names', () => {
  it('keeps only the last segment, without control or unpaired surrogate characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\x.pdf')).toBe('x.pdf');
    expect(sanitizeFileName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(sanitizeFileName('a\u0000b\u0007c.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('cv\ud800.pdf')).toBe('cv.pdf');
    expect(sanitizeFileName('cv\udc00x.pdf')).toBe('cvx.pdf');
    expect(sanitizeFileName('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(sanitizeFileName('Lebenslauf Müller 😀.pdf')).toBe('Lebenslauf Müller 😀.pdf');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName(undefined)).toBe('file');
  });

  it('caps the length, keeping the extension and whole characters', () => {
    const long = sanitizeFileName(`${'😀'.repeat(300)}.pdf`);
    expect(long.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(long.endsWith('😀.pdf')).toBe(true);
    expect(sanitizeFileName(`${'a'.repeat(400)}`)).toHaveLength(MAX_NAME_LENGTH);
  });

  it('names the download in ASCII and, exactly, as RFC 5987 filename*', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(attachmentDisposition('Müller "CV" (1).pdf')).toBe(
      `attachment; filename="M_ller _CV_ (1).pdf"; filename*=UTF-8''M%C3%BCller%20%22CV%22%20%281%29.pdf`,
    );
  });
});

describe('POST /api/v1/file/upload', () => {
  it('stores the file under a generated key, typed by its bytes, and answers id and name', async () => {
    const res = await upload(PNG, 'photo.pdf', { query: '?purpose=RESUME' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: expect.any(Number), originalName: 'photo.pdf' } });
    const file = await row(res.body.data.id);
    expect(file).toMatchObject({
      mimeType: 'image/png',
      size: PNG.length,
      purpose: 'RESUME',
      uploadedById: officer.id,
    });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect((await stat(path.join(uploadsRoot, file.storageKey))).size).toBe(PNG.length);
    // Audited: who and when, never the name.
    const audit = await t.app.db.prisma.auditEvent.findFirstOrThrow({
      where: { entity: 'UploadedFile', entityId: String(file.id), action: 'UPLOAD' },
    });
    expect(audit.userId).toBe(officer.id);
    expect(JSON.stringify(audit.details)).not.toContain('photo');
  });

  it('accepts each product type and labels compliance uploads by default', async () => {
    for (const [bytes, type] of [
      [PDF, 'application/pdf'],
      [JPEG, 'image/jpeg'],
      [DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [DOC, 'application/msword'],
    ] as const) {
      const res = await upload(bytes, 'document', { token: applicant.token });
      expect(res.status).toBe(200);
      expect(await row(res.body.data.id)).toMatchObject({ mimeType: type, purpose: 'COMPLIANCE' });
    }
  });

  it('refuses a type the product does not accept, whatever its name, with 415', async () => {
    const count = await t.app.db.prisma.uploadedFile.count();
    for (const [bytes, name] of [
      [EXE, 'cv.pdf'],
      [Buffer.from('plain text pretending'), 'cv.pdf'],
      [EXE, 'setup.exe'],
    ] as const) {
      const res = await upload(bytes, name);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        message: FILE_MESSAGES.unsupportedType,
        code: 'UNSUPPORTED_FILE_TYPE',
      });
    }
    expect(await t.app.db.prisma.uploadedFile.count()).toBe(count);
  });

  it('refuses a file over the size limit with 413, and keeps nothing of it', async () => {
    const before = await t.app.db.prisma.uploadedFile.count();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
    const res = await upload(big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: FILE_MESSAGES.tooLarge(1), code: 'FILE_TOO_LARGE' });
    expect(await t.app.db.prisma.uploadedFile.count()).toBe(before);
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length, 0x20)]);
    expect((await upload(atLimit, 'limit.pdf')).status).toBe(200);
  });

  it('serves the configured limit and types to any signed-in user, and the browser check says what the upload says', async () => {
    const limitsUrl = `${t.baseUrl}${API_BASES.main}${FILE_PATHS.limits}`;
    expect((await answer(await fetch(limitsUrl))).status).toBe(401);
    const res = await answer(
      await fetch(limitsUrl, { headers: { authorization: `Bearer ${applicant.token}` } }),
    );
    expect(res.status).toBe(200);
    // UPLOAD_MAX_MB=1 in this file: the setting, not a constant.
    expect(res.body.maxBytes).toBe(1024 * 1024);
    expect(res.body.acceptedExtensions).toEqual(expect.arrayContaining(['.pdf', '.docx', '.xlsx', '.jpg']));
    const limits = { maxBytes: res.body.maxBytes, extensions: res.body.acceptedExtensions };
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
    const refused = await upload(big, 'big.pdf');
    expect(uploadProblem({ name: 'big.pdf', size: big.length }, limits)).toBe(refused.body.message);
    const exe = await upload(EXE, 'setup.exe');
    expect(uploadProblem({ name: 'setup.exe', size: EXE.length }, limits)).toBe(exe.body.message);
    expect(uploadProblem({ name: 'cv.PDF', size: PDF.length }, limits)).toBeNull();
  });

  it('stores names that try to be paths safely, inside the storage root under a generated key', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('../../etc/passwd'), 'passwd'],
      [Buffer.from('..\\x.pdf'), 'x.pdf'],
      [Buffer.from('a\u0000b.pdf'), 'ab.pdf'],
      // A lone surrogate written as UTF-8 bytes (invalid): never a 500, never the raw bytes.
      [Buffer.from([0x63, 0x76, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x64, 0x66]), 'cv\ufffd\ufffd\ufffd.pdf'],
    ];
    for (const [nameBytes, expected] of cases) {
      const res = await rawUpload(nameBytes, PDF);
      expect(res.status).toBe(200);
      expect(res.body.data.originalName).toBe(expected);
      const file = await row(res.body.data.id);
      expect(file.originalName).toBe(expected);
      const stored = path.resolve(uploadsRoot, file.storageKey);
      expect(stored.startsWith(`${uploadsRoot}${path.sep}`)).toBe(true);
      expect((await stat(stored)).isFile()).toBe(true);
    }
    // Nothing but date folders in the storage root, and nothing written beside it.
    for (const entry of await readdir(uploadsRoot)) expect(entry).toMatch(/^\d{4}$/);
    expect((await readdir(dataDir)).sort()).toEqual(['uploads']);
  });

  it('answers a malformed or missing multipart body with 400, never 500', async () => {
    const noBoundary = await rawUpload(Buffer.from('cv.pdf'), PDF, 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.code).toBe('MALFORMED_UPLOAD');

    const cutOff = await answer(
      await fetch(uploadUrl(), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${officer.token}`,
          'content-type': 'multipart/form-data; boundary=XyZ',
        },
        body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4 and then noth',
      }),
    );
    expect(cutOff.status).toBe(400);

    const form = new FormData();
    form.append('note', 'no file here');
    const noFile = await answer(
      await fetch(uploadUrl(), {
        method: 'POST',
        headers: { authorization: `Bearer ${officer.token}` },
        body: form,
      }),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body).toMatchObject({ message: FILE_MESSAGES.noFile, code: 'NO_FILE' });

    const json = await t.request('POST', `${API_BASES.main}${FILE_PATHS.upload}`, {
      token: officer.token,
      body: { file: 'cv.pdf' },
    });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('NO_FILE');

    const badPurpose = await upload(PDF, 'cv.pdf', { query: '?purpose=../../x' });
    expect(badPurpose.status).toBe(400);
    expect(badPurpose.body.fields).toHaveProperty('purpose');
  });

  it('needs a signed-in caller', async () => {
    const res = await upload(PDF, 'cv.pdf', { token: null });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/v1/file/{id}', () => {
  it('gives the uploader the bytes as an attachment with the stored type and name', async () => {
    const name = 'Lebenslauf Müller.pdf';
    const { body } = await upload(PNG, name);
    const res = await download(body.data.id, officer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(PNG.length));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const audit = await t.app.db.prisma.auditEvent.findMany({
      where: { entity: 'UploadedFile', entityId: String(body.data.id), action: 'DOWNLOAD' },
    });
    expect(audit.map((event) => event.userId)).toEqual([officer.id]);
  });

  it("answers 404 for another user's file, as for a file that does not exist", async () => {
    const { body } = await upload(PDF, 'private.pdf');
    const missing = await download(2_000_000_000, officer.token);
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    for (const user of [otherOfficer, employee, applicant]) {
      const res = await download(body.data.id, user.token);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(missingBody);
    }
    // An applicant's upload is theirs alone until it is linked to their application.
    const own = await upload(PDF, 'mine.pdf', { token: applicant.token });
    expect((await download(own.body.data.id, applicant.token)).status).toBe(200);
    expect((await download(own.body.data.id, otherApplicant.token)).status).toBe(404);
    expect((await download(own.body.data.id, officer.token)).status).toBe(404);
  });

  it("lets candidate-access staff and the applicant read an applicant's resume, nobody else", async () => {
    const { body } = await upload(PDF, 'resume.pdf', { token: applicant.token, query: '?purpose=RESUME' });
    const record = await t.app.db.prisma.applicant.create({
      data: {
        userId: applicant.id,
        firstName: 'Ada',
        surName: 'Lovelace',
        email: `ada-${applicant.id}@test.local`,
      },
    });
    await t.app.db.prisma.resume.create({ data: { applicantId: record.id, fileId: body.data.id } });
    expect((await download(body.data.id, applicant.token)).status).toBe(200);
    expect((await download(body.data.id, otherOfficer.token)).status).toBe(200);
    expect((await download(body.data.id, employee.token)).status).toBe(404);
    expect((await download(body.data.id, otherApplicant.token)).status).toBe(404);
  });

  it('needs a token, and a numeric id in range', async () => {
    const { body } = await upload(PDF, 'cv.pdf');
    expect((await download(body.data.id)).status).toBe(401);
    for (const id of ['abc', '99999999999', '0', '-1']) {
      const res = await download(id, officer.token);
      expect(res.status).toBe(400);
      expect((await answer(res)).body.fields).toHaveProperty('id');
    }
  });
});
