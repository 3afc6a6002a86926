// The position page's script and what it asks: the script itself (same origin, deferred, cached for
// good under its hash), the resume's fields for the form's empty ones (a real PDF with a name in
// its own letters; refusals of type, size, stamp and the address's limit), and an application
// refused after its resume was stored leaving no file behind.
import { CAREERS_FORM, CAREERS_MESSAGES, RESUME_MAX_BYTES } from '@hr/contracts';
import { describe, expect, it, vi } from 'vitest';
import { publishedPosition, useCareersTestApp } from '../../../test/careers-site.js';
import { resumePdf } from '../../../test/resume-pdf.js';

const { t, make, skew } = useCareersTestApp({
  CAREERS_MAX_PER_ADDRESS: '3',
  CAREERS_MAX_PER_EMAIL: '1000',
  CAREERS_MIN_FILL_SECONDS: '5',
  // The address of each request is its X-Forwarded-For: each test is a visitor of its own.
  TRUST_PROXY: 'true',
});
const M = CAREERS_FORM.messages;

const pdf = (lines: string[]) => resumePdf(lines, { font: 'noto' });

let visitors = 0;
/** A visitor of their own (their own address, so their own limit). */
const visitor = () => `10.9.${Math.floor(visitors / 200)}.${(visitors++ % 200) + 1}`;

async function page(path: string, address: string) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'x-forwarded-for': address } });
  const text = await response.text();
  const token = /name="formToken" value="([^"]+)"/.exec(text)?.[1];
  expect(token).toBeTruthy();
  return { text, token: token! };
}

async function resumeFields(
  path: string,
  address: string,
  sent: { token?: string; resume?: { bytes: Buffer; name: string } | null },
) {
  const form = new FormData();
  if (sent.token !== undefined) form.append('formToken', sent.token);
  if (sent.resume) form.append('resume', new Blob([new Uint8Array(sent.resume.bytes)]), sent.resume.name);
  const response = await fetch(`${t.baseUrl}${path}/resume-fields`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { fields?: Record<string, string> },
  };
}

describe('the page script', () => {
  it('is a same-origin deferred file, cached for good under its hash; the CSP allows it', async () => {
    const { path } = await publishedPosition(t, make);
    const { text } = await page(path, visitor());
    const src = /<script src="([^"]+)" defer><\/script>/.exec(text)?.[1];
    expect(src).toMatch(/^\/careers\/assets\/apply-[\w-]{12}\.js$/);
    // No script of the page runs inline (the JSON-LD is data, not run).
    expect(text.match(/<script(?![^>]*(?:src=|type="application\/ld\+json"))/g)).toBeNull();
    expect(text).toContain(`data-resume-fields="${path}/resume-fields"`);

    const script = await fetch(`${t.baseUrl}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
    const body = await script.text();
    expect(body).toContain('resume-fields');
    expect(body.length).toBeLessThan(4000);
    // Another name (an older build's, a guess) is not there.
    expect((await fetch(`${t.baseUrl}/careers/assets/apply-000000000000.js`)).status).toBe(404);
  });
});

describe('the resume fields', () => {
  it('reads the name, email and phone of a PDF resume, and stores nothing', async () => {
    const { path } = await publishedPosition(t, make);
    const address = visitor();
    const { token } = await page(path, address);
    const files = await t.app.db.prisma.uploadedFile.count();
    const attempts = await t.app.db.prisma.careersAttempt.count({ where: { ip: address } });
    const res = await resumeFields(path, address, {
      token,
      resume: {
        bytes: await pdf([
          'Łukasz Żółć',
          'Site engineer, Kraków',
          'lukasz.zolc@example.pl · Mobile: +48 12 345 67 89',
        ]),
        name: 'cv.pdf',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      firstName: 'Łukasz',
      lastName: 'Żółć',
      email: 'lukasz.zolc@example.pl',
      phone: '+48 12 345 67 89',
    });
    expect(await t.app.db.prisma.uploadedFile.count()).toBe(files);
    // It counts toward the address's limit as a form sent does.
    expect(await t.app.db.prisma.careersAttempt.count({ where: { ip: address } })).toBe(attempts + 1);
  });

  it('gives null for what the resume does not say', async () => {
    const { path } = await publishedPosition(t, make);
    const address = visitor();
    const { token } = await page(path, address);
    const res = await resumeFields(path, address, {
      token,
      resume: { bytes: await pdf(['Curriculum vitae', 'Zoë Ðặng', 'Welder since 2015']), name: 'zoe.pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ firstName: 'Zoë', lastName: 'Ðặng', email: null, phone: null });
  });

  it('refuses a file that is not a PDF or .docx by its content, whatever its name (415 on the field)', async () => {
    const { path } = await publishedPosition(t, make);
    const address = visitor();
    const { token } = await page(path, address);
    const res = await resumeFields(path, address, {
      token,
      resume: { bytes: Buffer.from('Zoë Ðặng\nzoe@example.com\n'), name: 'cv.pdf' },
    });
    expect(res.status).toBe(415);
    expect(res.body.fields).toEqual({ resume: M.resumeType });
  });

  it('refuses a resume over the size (413 on the field) and a form without one (400)', async () => {
    const { path } = await publishedPosition(t, make);
    const address = visitor();
    const { token } = await page(path, address);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20)]);
    const large = await resumeFields(path, address, { token, resume: { bytes: big, name: 'big.pdf' } });
    expect(large.status).toBe(413);
    expect(large.body.fields).toEqual({ resume: M.resumeSize });
    const none = await resumeFields(path, visitor(), { token, resume: null });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ resume: M.resume });
  });

  it('refuses a missing or forged stamp, and a position that is not open', async () => {
    const { path, id } = await publishedPosition(t, make);
    const resume = { bytes: await pdf(['Zoë Ðặng']), name: 'cv.pdf' };
    const missing = await resumeFields(path, visitor(), { resume });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(M.formExpired);
    const forged = await resumeFields(path, visitor(), { token: `${Date.now()}.${'x'.repeat(43)}`, resume });
    expect(forged.status).toBe(400);
    const { token } = await page(path, visitor());
    const manager = await make.manager();
    await t.request('DELETE', `/api/v1/job_position/${id}/publication`, { token: manager.token, body: {} });
    const gone = await resumeFields(path, visitor(), { token, resume });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(CAREERS_MESSAGES.gone);
    const unknown = await resumeFields('/careers/2147483000-nothing', visitor(), { token, resume });
    expect(unknown.status).toBe(404);
  });

  it("stops at the address's limit (shared with the forms) with its sentence", async () => {
    const { path } = await publishedPosition(t, make);
    const address = visitor();
    const { token } = await page(path, address);
    const resume = { bytes: await pdf(['Zoë Ðặng']), name: 'cv.pdf' };
    for (let i = 0; i < 3; i += 1)
      expect((await resumeFields(path, address, { token, resume })).status).toBe(200);
    const fourth = await resumeFields(path, address, { token, resume });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(M.tooManyFromAddress(60));
    // Another visitor is still heard.
    expect((await resumeFields(path, visitor(), { token, resume })).status).toBe(200);
  });
});

describe('an application refused after its resume was stored', () => {
  it('leaves no file and no file record behind', async () => {
    const { path, id } = await publishedPosition(t, make);
    const address = visitor();
    const email = `zoe.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const send = async (firstName: string) => {
      const { token } = await page(path, address);
      skew.ms += 10_000;
      const form = new FormData();
      for (const [name, value] of Object.entries({
        formToken: token,
        website: '',
        firstName,
        lastName: 'Ðặng',
        email,
        phone: '+61 2 9000 1234',
        consent: 'yes',
      }))
        form.append(name, value);
      form.append('resume', new Blob([new Uint8Array(await pdf([`${firstName} Ðặng`]))]), 'cv.pdf');
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': address },
      });
      return { status: response.status, text: await response.text() };
    };
    expect((await send('Zoë')).status).toBe(200);

    // The race: the other application commits between this one's check and its creation. The
    // check is made to miss it, so the creation is what refuses, after the file is stored.
    const prisma = t.app.db.prisma;
    const queryRaw = prisma.$queryRaw.bind(prisma);
    const spy = vi
      .spyOn(prisma, '$queryRaw')
      .mockImplementation(((query: TemplateStringsArray, ...values: unknown[]) =>
        query.join('?').includes('JOIN application p ON p.applicant_id')
          ? Promise.resolve([])
          : queryRaw(query, ...values)) as typeof prisma.$queryRaw);
    const storedKeys = async () => {
      const keys: string[] = [];
      for await (const object of t.app.storage.list()) keys.push(object.key);
      return keys;
    };
    const keysBefore = new Set(await storedKeys());
    const filesBefore = await prisma.uploadedFile.findMany({ select: { id: true, storageKey: true } });
    const uploadsBefore = await prisma.auditEvent.count({
      where: { entity: 'UploadedFile', action: 'UPLOAD' },
    });
    let second: { status: number; text: string };
    try {
      second = await send('Zoé');
    } finally {
      spy.mockRestore();
    }
    expect(second.status).toBe(409);
    expect(second.text).toContain('Sorry, an application for this position already exists');
    // It was stored (its upload is in the audit), and then removed: its row and its bytes.
    expect(await prisma.auditEvent.count({ where: { entity: 'UploadedFile', action: 'UPLOAD' } })).toBe(
      uploadsBefore + 1,
    );
    const filesAfter = await prisma.uploadedFile.findMany({ select: { id: true, storageKey: true } });
    expect(filesAfter).toEqual(filesBefore);
    expect((await storedKeys()).filter((key) => !keysBefore.has(key))).toEqual([]);
    expect(await prisma.application.count({ where: { jobPositionId: id } })).toBe(1);
  });
});
