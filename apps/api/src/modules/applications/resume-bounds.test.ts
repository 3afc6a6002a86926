// The resume reader's bounds (issue 27 item 1), with hostile files built here: a 1 MB .docx that
// inflates to 1,000 MB, a 200 KB PDF with a 200 MB content stream, a PDF with too many pages. Each
// is refused with 400 and a sentence, the stored resume stays as it was, and /health keeps
// answering meanwhile (the parse is off the event loop).
import { Readable } from 'node:stream';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { RESUME_MESSAGES } from '@hr/contracts';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { RESUME_LIMITS, resumeText } from './resume-text.js';

const t = useTestApp();
const make = factories(t);
const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let manager: TestUser;
let req: number;

/**
 * `megabytes` MB of spaces as raw deflate, built without ever holding them: one megabyte
 * compressed and fully flushed (a block that needs no earlier data), repeated, then a final empty
 * block. About 1 KB per megabyte.
 */
function deflatedSpaces(megabytes: number): { data: Buffer; crc: number; adler: number } {
  const chunk = Buffer.alloc(MB, 0x20);
  const block = deflateRawSync(chunk, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  let crc = 0;
  // Adler-32 of the spaces, a megabyte at a time (sums taken mod 65521 often enough not to overflow).
  let a = 1;
  let b = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(chunk, crc);
    for (let j = 0; j < MB; j += 4096) {
      for (let k = 0; k < 4096; k++) {
        a += 0x20;
        b += a;
      }
      a %= 65521;
      b %= 65521;
    }
  }
  return {
    data: Buffer.concat([...Array<Buffer>(megabytes).fill(block), deflateRawSync(Buffer.alloc(0))]),
    crc: crc >>> 0,
    adler: ((b << 16) | a) >>> 0,
  };
}

/** A .docx whose document part inflates to `megabytes` MB; its headers claim 1 KB, as a hostile one would. */
function docxBomb(megabytes: number): Buffer {
  const parts: { name: string; data: Buffer; method: number; crc: number }[] = [];
  const stored = (name: string, text: string) => {
    const data = Buffer.from(text);
    parts.push({ name, data, method: 0, crc: crc32(data) >>> 0 });
  };
  stored(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  );
  stored('_rels/.rels', '<?xml version="1.0"?><Relationships/>');
  const bomb = deflatedSpaces(megabytes);
  parts.push({ name: 'word/document.xml', data: bomb.data, method: 8, crc: bomb.crc });

  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.method === 0 ? part.data.length : 1024, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.method === 0 ? part.data.length : 1024, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    directory.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A one-page PDF whose content stream inflates to `megabytes` MB, with a correct cross-reference table. */
function pdfBomb(megabytes: number): Buffer {
  const bomb = deflatedSpaces(megabytes);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(bomb.adler);
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), bomb.data, adler]);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n');
  return Buffer.concat([...chunks, Buffer.from(xref)]);
}

function textPdf(pages: number, text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 0; i < pages; i++) {
      if (i > 0) doc.addPage();
      doc.text(`${text} Page ${i + 1}.`);
    }
    doc.end();
  });
}

const upload = (content: Buffer, name: string) => make.upload(content, name);

const api = (method: string, path: string, body?: unknown) =>
  t.request(method, `/api/v1${path}`, { token: manager.token, body });

/** Runs `call` while asking /health every 25 ms; answers its result and /health's longest answer. */
async function withHealthWatch<T>(call: () => Promise<T>): Promise<{ result: T; longestHealthMs: number }> {
  let longest = 0;
  let done = false;
  const watch = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${t.baseUrl}/health`);
      await res.arrayBuffer();
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    return { result: await call(), longestHealthMs: longest };
  } finally {
    done = true;
    await watch;
  }
}

const RESUME = 'Amara Okafor, Senior Accountant. Experience: Deloitte, September 2016 to August 2019.';

beforeAll(async () => {
  manager = await make.manager();
  req = await make.requisition({ complete: true, status: 'IN' });
});

describe('hostile resumes', () => {
  it('refuses a 1 MB .docx that inflates to 1,000 MB, keeps the stored resume, and /health answers meanwhile', async () => {
    const bomb = docxBomb(1000);
    expect(bomb.length).toBeLessThan(1.2 * MB);
    const readable = await upload(await textPdf(1, RESUME), 'amara.pdf');
    const created = await api('POST', '/application', {
      jobPositionId: req,
      resumeId: readable,
      applicant: { firstName: 'Amara', surName: 'Okafor', email: 'amara.okafor@bounds.test' },
    });
    expect(created.status).toBe(200);
    const { applicationId } = created.body;
    const bombId = await upload(bomb, 'cv.docx');

    const { result, longestHealthMs } = await withHealthWatch(() =>
      api('POST', `/application/update-resume/${applicationId}/${bombId}?confirm=true`),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'RESUME_REFUSED',
      message: RESUME_MESSAGES.unpacksTooLarge('Word file', RESUME_LIMITS.docxUnpackedBytes / MB),
    });
    expect(longestHealthMs).toBeLessThan(2_000);
    const record = await api('GET', `/application/${applicationId}`);
    expect(record.body.resume).toMatchObject({ fileId: readable, readable: true });
    expect(await t.app.db.prisma.resume.count({ where: { fileId: bombId } })).toBe(0);

    // A new application with it is refused the same way, and nothing is made.
    const refused = await api('POST', '/application', {
      jobPositionId: req,
      resumeId: bombId,
      applicant: { firstName: 'Ngozi', surName: 'Okafor', email: 'ngozi.okafor@bounds.test' },
    });
    expect(refused.status).toBe(400);
    expect(await t.app.db.prisma.applicant.count({ where: { email: 'ngozi.okafor@bounds.test' } })).toBe(0);
  });

  it('refuses a PDF with a 200 MB content stream, keeps the stored resume, and /health answers meanwhile', async () => {
    const bomb = pdfBomb(200);
    expect(bomb.length).toBeLessThan(250 * 1024);
    const readable = await upload(await textPdf(1, RESUME), 'amara.pdf');
    const created = await api('POST', '/application', {
      jobPositionId: req,
      resumeId: readable,
      applicant: { firstName: 'Amara', surName: 'Okafor', email: 'amara2.okafor@bounds.test' },
    });
    const { applicationId } = created.body;
    const bombId = await upload(bomb, 'cv.pdf');

    const { result, longestHealthMs } = await withHealthWatch(() =>
      api('POST', `/application/update-resume/${applicationId}/${bombId}?confirm=true`),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'RESUME_REFUSED',
      message: RESUME_MESSAGES.unpacksTooLarge('PDF', RESUME_LIMITS.pdfUnpackedBytes / MB),
    });
    expect(longestHealthMs).toBeLessThan(2_000);
    expect((await api('GET', `/application/${applicationId}`)).body.resume.fileId).toBe(readable);
  });

  it('refuses a PDF with more pages than a resume has', async () => {
    const long = await upload(await textPdf(RESUME_LIMITS.pages + 1, RESUME), 'thesis.pdf');
    const refused = await api('POST', '/application', {
      jobPositionId: req,
      resumeId: long,
      applicant: { firstName: 'Amara', surName: 'Okafor', email: 'amara3.okafor@bounds.test' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(RESUME_MESSAGES.tooManyPages(RESUME_LIMITS.pages));
    // At the limit it is read.
    const atLimit = await resumeText(
      Readable.from([await textPdf(RESUME_LIMITS.pages, RESUME)]),
      'application/pdf',
    );
    expect(atLimit).toContain('Page 40.');
  });

  it('stops a parse past its time or its memory, and reads a fair file within both', async () => {
    const pdf = await textPdf(2, RESUME);
    const read = (limits: Partial<typeof RESUME_LIMITS>, bytes = pdf, type = 'application/pdf') =>
      resumeText(Readable.from([bytes]), type, { ...RESUME_LIMITS, ...limits });
    await expect(read({ timeMs: 1 })).rejects.toMatchObject({ message: RESUME_MESSAGES.tooSlow });
    // 6 MB: enough for the worker's isolate to start (on Node 26 a 2 MB heap fails while it is made,
    // a fatal error that ends the whole process), too little for the parse (which needs about 10).
    await expect(read({ memoryMb: 6 })).rejects.toMatchObject({ message: RESUME_MESSAGES.tooMuchMemory });
    expect(await read({})).toMatch(/Amara Okafor[\s\S]*Page 2\./);
    // The unpacked bound holds for a .docx under it too: a 30 MB one against a 20 MB bound.
    await expect(read({}, docxBomb(30), DOCX)).rejects.toMatchObject({
      message: RESUME_MESSAGES.unpacksTooLarge('Word file', 20),
    });
    // Several at once wait their turn and all finish.
    const texts = await Promise.all(Array.from({ length: 5 }, () => read({})));
    expect(texts.every((text) => text.includes('Amara Okafor'))).toBe(true);
  });
});
