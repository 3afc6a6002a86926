// Resumes that can be read (issue 24 item 10), with real files: a text PDF, a blank one, an
// image-only one (a scan), a password-protected one, and Word documents.
import { crc32, deflateSync } from 'node:zlib';
import { MESSAGES, RESUME_MESSAGES } from '@hr/contracts';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: TestUser;
let req: number;

function render(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) {
  return new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    draw(doc);
    doc.end();
  });
}
/** A resume as a word processor exports it: a text layer, one line per line. */
const writeLines = (lines: string[]) => (doc: PDFKit.PDFDocument) => {
  for (const line of lines) doc.text(line);
};
const textPdf = (lines: string[]) => render(writeLines(lines));
/** A page with nothing on it. */
const blankPdf = () => render(() => undefined);
/** A scanned page: an image and no text layer. */
const scannedPdf = () => render((doc) => doc.image(png(200, 120), 50, 50, { width: 400 }));
/** A protected PDF: its text is encrypted and needs the password to read. */
const protectedPdf = (lines: string[]) =>
  render(writeLines(lines), { userPassword: 'secret', ownerPassword: 'owner' });

/** A grey RGB PNG of the given size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Word document, one paragraph per line. */
async function docx(lines: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

const upload = (content: Buffer, name: string) => make.upload(content, name);

const api = (method: string, path: string, body?: unknown) =>
  t.request(method, `/api/v1${path}`, { token: manager.token, body });

let counter = 0;
async function apply(over: Record<string, unknown> = {}, resumeId?: number) {
  counter += 1;
  const res = await api('POST', '/application', {
    jobPositionId: req,
    ...(resumeId ? { resumeId } : {}),
    applicant: {
      firstName: 'Priya',
      surName: `Raman${counter}`,
      email: `priya${counter}@resume.test`,
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { applicationId: number; applicantId: number; warning: string | null };
}
const replace = (applicationId: number, fileId: number, query = '') =>
  api('POST', `/application/update-resume/${applicationId}/${fileId}${query}`);

const READABLE = [
  'Priya Lakshmi Raman',
  'Mining Engineer · priya.raman@example.com · Mobile: +61 412 345 678',
  'linkedin.com/in/priya-raman · https://priya.dev',
  'WORK EXPERIENCE',
  'Senior Mining Engineer, BHP — Jan 2019 – Dec 2022',
  'Mining Engineer, Rio Tinto — Mar 2015 – Feb 2019',
  'EDUCATION',
  'BEng (Hons) Mining, Curtin University, 2010 – 2014',
];

beforeAll(async () => {
  manager = await make.manager();
  req = await make.requisition({ complete: true, status: 'IN' });
});

describe('a resume with no text to read', () => {
  it('is kept but flagged on a new application: the answer, the record and the report say so', async () => {
    for (const [content, name] of [
      [await blankPdf(), 'blank.pdf'],
      [await scannedPdf(), 'scan.pdf'],
      [await protectedPdf(READABLE), 'locked.pdf'],
    ] as const) {
      const created = await apply({}, await upload(content, name));
      expect(created.warning, name).toBe(RESUME_MESSAGES.unreadable);
      const record = await api('GET', `/application/${created.applicationId}`);
      expect(record.body.resume, name).toMatchObject({ originalName: name, readable: false });
      const report = await api('GET', `/resume-report?applicationId=${created.applicationId}`);
      expect(report.body, name).toMatchObject({ hasResume: true, readable: false, wordCount: 0, met: 0 });
    }
    // A readable one has no warning.
    const fine = await apply({}, await upload(await textPdf(READABLE), 'cv.pdf'));
    expect(fine.warning).toBeNull();
  });

  it('does not replace a readable resume unless the user confirms', async () => {
    const readable = await upload(await textPdf(READABLE), 'priya.pdf');
    const { applicationId } = await apply({}, readable);
    for (const [content, name] of [
      [await blankPdf(), 'blank.pdf'],
      [await scannedPdf(), 'scan.pdf'],
      [await protectedPdf(READABLE), 'locked.pdf'],
    ] as const) {
      const refused = await replace(applicationId, await upload(content, name));
      expect(refused.status, name).toBe(409);
      expect(refused.body).toMatchObject({ code: 'RESUME_UNREADABLE', message: RESUME_MESSAGES.unreadable });
    }
    const record = await api('GET', `/application/${applicationId}`);
    expect(record.body.resume).toMatchObject({ fileId: readable, readable: true });
    expect(record.body.audit.map((a: { action: string }) => a.action)).not.toContain('RESUME_REPLACED');

    // Confirmed: it replaces, flagged.
    const scan = await upload(await scannedPdf(), 'scan.pdf');
    const confirmed = await replace(applicationId, scan, '?confirm=true');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      replaced: true,
      readable: false,
      warning: RESUME_MESSAGES.unreadable,
      message: MESSAGES.successfullyReplaced,
    });
    expect((await api('GET', `/application/${applicationId}`)).body.resume).toMatchObject({
      fileId: scan,
      readable: false,
    });
    // Nothing readable is lost by replacing an unreadable one: no question.
    const blank = await replace(applicationId, await upload(await blankPdf(), 'blank.pdf'));
    expect(blank.status).toBe(200);
    // A readable Word document replaces it without a warning.
    const word = await replace(applicationId, await upload(await docx(READABLE), 'priya.docx'));
    expect(word.body).toMatchObject({ readable: true, warning: null });
    const bad = await replace(applicationId, scan, '?confirm=maybe');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('confirm');
  });

  it('fills nothing from an unreadable resume: create-profile answers 409', async () => {
    const { applicationId } = await apply({}, await upload(await scannedPdf(), 'scan.pdf'));
    const res = await api('POST', `/resume-report/create-profile/${applicationId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(RESUME_MESSAGES.unreadable);
  });
});

describe('years of experience and the profile from a resume', () => {
  it("reads the work history's dates (PDF), leaving education out, and meets the experience row", async () => {
    const { applicationId } = await apply({}, await upload(await textPdf(READABLE), 'cv.pdf'));
    const report = await api('GET', `/resume-report?applicationId=${applicationId}`);
    // Mar 2015 - Dec 2022 without a gap: 7 years 10 months; the degree's years do not count.
    expect(report.body.yearsOfExperience).toBe(7.8);
    const experience = report.body.items.find((i: { criterion: string }) => i.criterion === 'EXPERIENCE');
    expect(experience.met).toBe(true);
  });

  it('reads years in words and overlapping jobs once (Word document)', async () => {
    const words = await apply(
      {},
      await upload(await docx(['Wang Xiuying', 'Mining surveyor with eight years in the field.']), 'w.docx'),
    );
    expect(
      (await api('GET', `/resume-report?applicationId=${words.applicationId}`)).body.yearsOfExperience,
    ).toBe(8);
    const overlap = await apply(
      {},
      await upload(
        await docx([
          'Employment History',
          'Surveyor, Fortescue, 2016-2020',
          'Consultant (part time), 2018-2021',
          'Skills',
          'Mining surveys, 2010 – 2012 courses',
        ]),
        'o.docx',
      ),
    );
    // 2016 to 2021, overlap counted once; the skills section's dates are not work.
    expect(
      (await api('GET', `/resume-report?applicationId=${overlap.applicationId}`)).body.yearsOfExperience,
    ).toBe(5);
  });

  it('fills the empty name, phone and experience fields and never overwrites one with a value', async () => {
    const empty = await apply(
      { firstName: 'Priya', surName: 'Raman' },
      await upload(await textPdf(READABLE), 'a.pdf'),
    );
    // `apply` gave a numbered surname: use one matching the resume's heading.
    await t.app.db.prisma.applicant.update({ where: { id: empty.applicantId }, data: { surName: 'Raman' } });
    const res = await api('POST', `/resume-report/create-profile/${empty.applicationId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.filled.sort()).toEqual(['middleName', 'mobile', 'totalExperience']);
    expect(res.body.applicant).toMatchObject({
      firstName: 'Priya',
      middleName: 'Lakshmi',
      surName: 'Raman',
      mobile: '+61 412 345 678',
      phone: null,
      totalExperience: 7.8,
    });
    expect(res.body.links).toEqual({
      linkedin: 'https://linkedin.com/in/priya-raman',
      github: null,
      website: 'https://priya.dev',
    });
    const record = await api('GET', `/application/${empty.applicationId}`);
    const audit = record.body.audit.find((a: { action: string }) => a.action === 'PROFILE_FROM_RESUME');
    expect(audit.fields).toEqual(expect.arrayContaining(['middleName', 'mobile', 'totalExperience']));

    // An applicant whose fields have values keeps them; a second number goes to the empty phone.
    const full = await apply(
      { firstName: 'Priya', surName: 'Raman', middleName: 'K', mobile: '0400 000 001', totalExperience: 3 },
      await upload(await textPdf(READABLE), 'b.pdf'),
    );
    await t.app.db.prisma.applicant.update({ where: { id: full.applicantId }, data: { surName: 'Raman' } });
    const kept = await api('POST', `/resume-report/create-profile/${full.applicationId}`);
    expect(kept.status).toBe(200);
    expect(kept.body.filled).toEqual(['phone']);
    expect(kept.body.applicant).toMatchObject({
      middleName: 'K',
      mobile: '0400 000 001',
      phone: '+61 412 345 678',
      totalExperience: 3,
      email: expect.stringMatching(/@resume\.test$/),
    });
    // Again: everything is filled, nothing changes.
    const again = await api('POST', `/resume-report/create-profile/${full.applicationId}`);
    expect(again.body.filled).toEqual([]);
  });
});
