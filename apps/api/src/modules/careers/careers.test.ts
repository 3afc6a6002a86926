// The careers site over a real server and database: publishing (who, when refused), the public
// pages' answers (200, 301, 404, 410), the JobPosting JSON-LD, sitemap, feed and robots.txt, and
// applying with every refusal (fields kept, the honeypot, too fast, a forged stamp, a duplicate).
import { gzipSync } from 'node:zlib';
import {
  applicationExistsMessage,
  CAREERS_FORM,
  CAREERS_MESSAGES,
  CAREERS_SOURCE,
  ROLES,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedPosition, useCareersTestApp } from '../../../test/careers-site.js';
import { resumePdf } from '../../../test/resume-pdf.js';
import { orgDay, type TestUser } from '../../../test/test-app.js';

const { t, make, skew } = useCareersTestApp({
  CAREERS_MAX_PER_ADDRESS: '1000',
  CAREERS_MAX_PER_EMAIL: '1000',
  CAREERS_MIN_FILL_SECONDS: '5',
});
const M = CAREERS_FORM.messages;

let manager: TestUser;

const pdf = (lines: string[]) => resumePdf(lines);

const publicationPath = (id: number) => `/api/v1/job_position/${id}/publication`;

const published = (over: Record<string, unknown> = {}, body: Record<string, unknown> = {}) =>
  publishedPosition(t, make, over, body);

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.baseUrl}${path}`, { redirect: 'manual', headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The page's form stamp, then the clock moved past the minimum fill time. */
async function formToken(path: string): Promise<string> {
  const page = await get(path);
  expect(page.status).toBe(200);
  const token = /name="formToken" value="([^"]+)"/.exec(page.text)?.[1];
  expect(token).toBeTruthy();
  skew.ms += 10_000;
  return token!;
}

interface Sent {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  coverNote?: string;
  consent?: string | null;
  website?: string;
  formToken?: string;
  resume?: { bytes: Buffer; name: string } | null;
}

async function apply(path: string, sent: Sent) {
  const form = new FormData();
  const fields = {
    firstName: 'Zoë',
    lastName: 'Ðặng',
    email: `zoe.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+61 2 9000 1234',
    coverNote: 'I would love to build things with you.',
    website: '',
    ...sent,
  };
  for (const name of [
    'formToken',
    'website',
    'firstName',
    'lastName',
    'email',
    'phone',
    'coverNote',
  ] as const) {
    const value = fields[name];
    if (value !== undefined) form.append(name, value);
  }
  if (sent.consent !== null) form.append('consent', sent.consent ?? 'yes');
  const resume =
    sent.resume === undefined
      ? { bytes: await pdf(['Zoë Ðặng', 'Site engineer, AutoCAD']), name: 'cv.pdf' }
      : sent.resume;
  if (resume) form.append('resume', new Blob([new Uint8Array(resume.bytes)]), resume.name);
  const response = await fetch(`${t.baseUrl}${path}`, { method: 'POST', body: form, redirect: 'manual' });
  return { status: response.status, text: await response.text(), email: fields.email };
}

const applicationsOf = (jobPositionId: number) =>
  t.app.db.prisma.application.findMany({
    where: { jobPositionId },
    include: { applicant: true },
    orderBy: { id: 'asc' },
  });

/** The text of the field's error paragraph, or undefined. */
const fieldError = (html: string, name: string) =>
  new RegExp(`<p class="error" id="${name}-error">([^<]*)</p>`).exec(html)?.[1];
const inputValue = (html: string, name: string) =>
  new RegExp(`<input id="${name}" name="${name}"[^>]* value="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

beforeAll(async () => {
  manager = await make.manager();
});

describe('publishing', () => {
  it('publishes an approved requisition with a closing date and public text, and unpublishes it', async () => {
    const id = await make.requisition({ complete: true, status: 'IN' });
    const before = await t.request('GET', publicationPath(id), { token: manager.token });
    expect(before.body).toMatchObject({ published: false, publishable: true, reason: null, url: null });

    const closing = orgDay(30);
    const res = await t.request('PUT', publicationPath(id), {
      token: manager.token,
      body: { closingDate: closing, publicDescription: 'Join our crew in Sydney.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CAREERS_MESSAGES.published);
    expect(res.body.data).toMatchObject({
      published: true,
      closingDate: closing,
      publicDescription: 'Join our crew in Sydney.',
    });
    expect(res.body.data.url).toMatch(new RegExp(`^/careers/${id}-site-engineer-\\d+$`));
    const audit = await t.app.db.prisma.requisitionAuditLog.findMany({
      where: { jobPositionId: id, entity: 'Careers site' },
    });
    expect(audit.map((a) => a.field).sort()).toEqual(['closingDate', 'publicDescription', 'published']);

    const off = await t.request('DELETE', publicationPath(id), { token: manager.token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: CAREERS_MESSAGES.unpublished, data: { published: false } });
    // Unpublished: its page is gone (410), not unknown.
    expect((await get(res.body.data.url)).status).toBe(410);
  });

  it.each([
    ['DR', CAREERS_MESSAGES.notApproved],
    ['SB', CAREERS_MESSAGES.notApproved],
    ['RV', CAREERS_MESSAGES.notApproved],
    ['CD', CAREERS_MESSAGES.closed],
    ['CN', CAREERS_MESSAGES.cancelled],
    ['CO', CAREERS_MESSAGES.completed],
  ])('refuses a requisition in %s with a sentence', async (status, why) => {
    const id = await make.requisition({ complete: true, status });
    const res = await t.request('PUT', publicationPath(id), { token: manager.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'REQUISITION_NOT_PUBLISHABLE',
      message: CAREERS_MESSAGES.notPublishable(why),
    });
    const read = await t.request('GET', publicationPath(id), { token: manager.token });
    expect(read.body).toMatchObject({ publishable: false, reason: CAREERS_MESSAGES.notPublishable(why) });
  });

  it('refuses a requisition past its end date, and a closing date before today', async () => {
    const expired = await make.requisition({ complete: true, status: 'IN' });
    await t.app.db.prisma.jobPosition.update({
      where: { id: expired },
      data: { endDate: new Date(`${orgDay(-1)}T00:00:00Z`) },
    });
    const res = await t.request('PUT', publicationPath(expired), { token: manager.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CAREERS_MESSAGES.notPublishable(CAREERS_MESSAGES.expired));

    const open = await make.requisition({ complete: true, status: 'RVA' });
    const past = await t.request('PUT', publicationPath(open), {
      token: manager.token,
      body: { closingDate: orgDay(-1) },
    });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ closingDate: CAREERS_MESSAGES.closingDatePast });
  });

  it('is for JOB_POSTING holders: 403 without it, 401 signed out', async () => {
    const id = await make.requisition({ complete: true, status: 'RVA' });
    const officer = await t.createUser({
      roles: [ROLES.RECRUITMENT_OFFICER],
      authorities: ['CANDIDATE_ACCESS', 'SHORTLISTING'],
    });
    expect((await t.request('PUT', publicationPath(id), { token: officer.token, body: {} })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', publicationPath(id), { token: officer.token })).status).toBe(403);
    expect((await t.request('PUT', publicationPath(id), { body: {} })).status).toBe(401);
    const unknown = await t.request('PUT', publicationPath(999_999), { token: manager.token, body: {} });
    expect(unknown.status).toBe(404);
  });
});

describe('the pages', () => {
  it('lists open positions newest first, found by words and filters, and not the closed ones', async () => {
    const older = await published({ positionTitle: 'Geotechnical Drafter' });
    skew.ms += 1000;
    const newer = await published({ positionTitle: 'Tunnel Geotechnical Engineer' });
    const closed = await published({ positionTitle: 'Geotechnical Surveyor' });
    await t.app.db.prisma.jobPosition.update({ where: { id: closed.id }, data: { status: 'CD' } });

    const page = await get('/careers?q=geotechnical');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<main id="main">');
    expect(page.text.indexOf(newer.path)).toBeGreaterThan(-1);
    expect(page.text.indexOf(newer.path)).toBeLessThan(page.text.indexOf(older.path));
    expect(page.text).not.toContain(closed.path);
    expect(page.text).toContain('2 open positions');

    const two = await get('/careers?q=tunnel+geotechnical');
    expect(two.text).toContain(newer.path);
    expect(two.text).not.toContain(older.path);

    const ref = await make.reference();
    const byDepartment = await get(
      `/careers?q=geotechnical&department=${ref.department}&positionType=${ref.positionType}`,
    );
    expect(byDepartment.text).toContain(newer.path);
    const other = await get(`/careers?q=geotechnical&department=${ref.department + 1000}`);
    expect(other.text).toContain('No open positions match your search.');
    // Values it cannot read are ignored, not a 400 or a 500.
    expect((await get('/careers?page=abc&location=x&workType=moon')).status).toBe(200);
  });

  it('pages by 20 with links that keep the search', async () => {
    await published({ positionTitle: 'Paged Welder 0' });
    // The other twenty as bare rows: the list needs only a title and the publication.
    await t.app.db.prisma.jobPosition.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        positionTitle: `Paged Welder ${i + 1}`,
        status: 'IN',
        published: true,
        publishedAt: new Date(Date.now() + skew.ms + i * 1000),
      })),
    });
    const first = await get('/careers?q=paged+welder');
    expect(first.text).toContain('21 open positions, page 1 of 2');
    expect(first.text).toContain('href="/careers?q=paged+welder&amp;page=2"');
    const second = await get('/careers?q=paged+welder&page=2');
    expect((second.text.match(/<li><a href="\/careers\//g) ?? []).length).toBe(1);
  });

  it('answers a position 200, a wrong name 301 to its own, an unknown one 404 and a closed one 410', async () => {
    const position = await published({ positionTitle: 'Crane Operator' }, { closingDate: orgDay(10) });
    const page = await get(position.path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1 id="title">Crane Operator</h1>');
    expect(page.text).toContain(`<link rel="canonical" href="http://localhost:3000${position.path}">`);

    const wrong = await get(`/careers/${position.id}-old-name?ref=board`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`${position.path}?ref=board`);
    expect((await get(`/careers/${position.id}`)).status).toBe(301);

    const unknown = await get('/careers/999999-nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(CAREERS_MESSAGES.notFound);
    expect((await get('/careers/not-a-number')).status).toBe(404);
    // A page name, not an API id (ids.test skips it): past int32, signs and hex are unknown pages.
    for (const name of ['99999999999-x', '2147483648', '0', '-1', '1e3', '0x7FFFFFF0'])
      expect((await get(`/careers/${name}`)).status, name).toBe(404);
    // Never published: unknown to the public (a draft's title stays private).
    const draft = await make.requisition({ complete: true, status: 'RVA' });
    expect((await get(`/careers/${draft}-x`)).status).toBe(404);

    await t.app.db.prisma.jobPosition.update({ where: { id: position.id }, data: { status: 'CD' } });
    const gone = await get(position.path);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(CAREERS_MESSAGES.gone);

    const closing = await published({ positionTitle: 'Rigger' });
    await t.app.db.prisma.jobPosition.update({
      where: { id: closing.id },
      data: { closingDate: new Date(`${orgDay(-1)}T00:00:00Z`) },
    });
    expect((await get(closing.path)).status).toBe(410);
  });

  it('shows pay, requirements and dates, escapes what HR typed, and stays small', async () => {
    const position = await published(
      { positionTitle: 'Pipe <b>Fitter</b> & "Welder"' },
      {
        publicDescription: 'Line one <script>alert(1)</script>\n\nSecond paragraph',
        closingDate: orgDay(20),
      },
    );
    const page = await get(position.path, { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pipe &lt;b&gt;Fitter&lt;/b&gt; &amp; &quot;Welder&quot;');
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).toContain('<p>Second paragraph</p>');
    // The financial step's range, its currency and period (requisition-steps.ts).
    const financial = await t.app.db.prisma.jobFinancial.findUniqueOrThrow({
      where: { jobPositionId: position.id },
    });
    expect(page.text).toContain(financial.currency);
    expect(page.text).toMatch(/a year|a month|a week|a day|an hour/);
    expect(page.text).toContain('<h2>What we look for</h2>');
    expect(page.text).toContain('BEng');
    expect(page.text).toContain('AutoCAD');
    const [y, m, d] = orgDay(20).split('-').map(Number);
    const month = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-AU', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(page.text).toContain(`<dt>Applications close</dt><dd>${d} ${month} ${y}</dd>`);
    // No script of HR's text, nor any inline one: the JSON-LD (data) and the page's own file only.
    expect(page.text).not.toMatch(/<script(?! type="application\/ld\+json"| src="\/careers\/assets\/)/);
    expect(gzipSync(page.text).length).toBeLessThan(60 * 1024);
  });

  it('carries a JobPosting JSON-LD with the fields Google requires', async () => {
    const position = await published({ positionTitle: 'Mine Geologist' }, { closingDate: orgDay(14) });
    const page = await get(position.path);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)?.[1];
    expect(script).toBeTruthy();
    const ld = JSON.parse(script!);
    expect(ld['@context']).toBe('https://schema.org/');
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe('Mine Geologist');
    expect(typeof ld.description).toBe('string');
    expect(ld.description.length).toBeGreaterThan(10);
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expect(ld.hiringOrganization.name.length).toBeGreaterThan(0);
    // jobLocation with an address, or a remote job's applicantLocationRequirements + TELECOMMUTE.
    if (ld.jobLocationType === 'TELECOMMUTE') expect(ld.applicantLocationRequirements.name).toBeTruthy();
    else {
      expect(ld.jobLocation['@type']).toBe('Place');
      expect(ld.jobLocation.address).toMatchObject({ addressLocality: 'Sydney', addressCountry: 'AU' });
    }
    expect(new Date(ld.validThrough).toISOString()).toBe(ld.validThrough);
    // The closing day's end in Sydney is that day's 13:00 or 12:59 UTC, never the next day's.
    expect(ld.validThrough.slice(0, 10)).toBe(orgDay(14));
    expect(ld.baseSalary['@type']).toBe('MonetaryAmount');
    expect(ld.baseSalary.currency).toMatch(/^[A-Z]{3}$/);
    expect(ld.baseSalary.value['@type']).toBe('QuantitativeValue');
    expect(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']).toContain(ld.baseSalary.value.unitText);
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.url).toBe(`http://localhost:3000${position.path}`);
  });

  it('serves the sitemap, the Atom feed and robots.txt with the open positions only', async () => {
    const open = await published({ positionTitle: 'Feed Electrician' });
    const gone = await published({ positionTitle: 'Feed Plumber' });
    await t.request('DELETE', publicationPath(gone.id), { token: manager.token });

    const map = await get('/careers/sitemap.xml');
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(map.text).toContain(`<loc>http://localhost:3000${open.path}</loc>`);
    expect(map.text).toContain('<loc>http://localhost:3000/careers</loc>');
    expect(map.text).not.toContain(gone.path);

    const feed = await get('/careers/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(feed.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.text).toContain(
      `<entry><title>Feed Electrician</title><link rel="alternate" type="text/html" href="http://localhost:3000${open.path}"/>`,
    );
    expect(feed.text).not.toContain('Feed Plumber');

    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Allow: /careers');
    expect(robots.text).toContain('Disallow: /');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/careers/sitemap.xml');
  });
});

describe('applying', () => {
  it('creates a New application with the source, the resume, the cover note and a score', async () => {
    const position = await published({ positionTitle: 'Apply Engineer' });
    const res = await apply(position.path, { formToken: await formToken(position.path) });
    expect(res.status).toBe(200);
    expect(res.text).toContain(CAREERS_MESSAGES.applied);
    const [application] = await applicationsOf(position.id);
    expect(application).toMatchObject({
      status: 'NEW',
      applicantSource: CAREERS_SOURCE,
      coverNote: 'I would love to build things with you.',
    });
    expect(application!.applicant).toMatchObject({
      firstName: 'Zoë',
      surName: 'Ðặng',
      email: res.email,
      mobile: '+61 2 9000 1234',
    });
    expect(application!.resumeId).not.toBeNull();
    expect(application!.profileScore).not.toBeNull();
    const resume = await t.app.db.prisma.resume.findUniqueOrThrow({ where: { id: application!.resumeId! } });
    expect(resume.profileText).toContain('AutoCAD');
    const history = await t.app.db.prisma.applicationStatusHistory.findMany({
      where: { applicationId: application!.id },
    });
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'NEW', userId: null }]);
    // The confirmation email, with its link to "Your applications", is in the Outbox.
    const confirmation = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
      where: { templateKey: 'APPLICATION_RECEIVED', entityId: String(application!.id) },
    });
    expect(confirmation.toAddress).toBe(res.email);
    expect(confirmation.subject).toBe('We have received your application: Apply Engineer');
    expect(confirmation.textBody).toMatch(/\/my-applications\?code=/);
  });

  it.each([
    ['Zoë', 'Ðặng'],
    ['王', '秀英'],
    ['محمد', 'عبد الله'],
  ])('takes the name %s %s as typed', async (first, last) => {
    const position = await published({ positionTitle: `Names ${first}` });
    const res = await apply(position.path, {
      firstName: first,
      lastName: last,
      formToken: await formToken(position.path),
    });
    expect(res.status).toBe(200);
    const [application] = await applicationsOf(position.id);
    expect(application!.applicant).toMatchObject({ firstName: first, surName: last });
  });

  it("answers a second application of the same email with the spec's sentence", async () => {
    const position = await published({ positionTitle: 'Twice Engineer' });
    const email = 'twice.applicant@example.com';
    expect((await apply(position.path, { email, formToken: await formToken(position.path) })).status).toBe(
      200,
    );
    const again = await apply(position.path, {
      email: 'Twice.Applicant@example.com',
      firstName: 'Łukasz',
      formToken: await formToken(position.path),
    });
    expect(again.status).toBe(409);
    expect(decode(fieldError(again.text, 'email') ?? '')).toBe(applicationExistsMessage(email));
    expect(inputValue(again.text, 'firstName')).toBe('Łukasz');
    expect(await applicationsOf(position.id)).toHaveLength(1);
  });

  it.each<[string, Sent, string, string, number]>([
    ['no first name', { firstName: '  ' }, 'firstName', M.firstName, 400],
    ['no last name', { lastName: '' }, 'lastName', M.lastName, 400],
    ['a wrong email', { email: 'not-an-email' }, 'email', M.email, 400],
    ['a wrong phone', { phone: 'call me' }, 'phone', M.phone, 400],
    ['no consent', { consent: null }, 'consent', M.consent, 400],
    ['no resume', { resume: null }, 'resume', M.resume, 400],
    [
      'a text file as a resume',
      { resume: { bytes: Buffer.from('just text, named like a PDF'), name: 'cv.pdf' } },
      'resume',
      M.resumeType,
      415,
    ],
    [
      'a resume over 5 MB',
      {
        resume: {
          bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]),
          name: 'big.pdf',
        },
      },
      'resume',
      M.resumeSize,
      413,
    ],
    ['a cover note too long', { coverNote: 'x'.repeat(5001) }, 'coverNote', M.coverNote, 400],
  ])('refuses %s on its field and keeps what was typed', async (_what, sent, field, message, status) => {
    const position = await published({ positionTitle: `Refusal ${field}` });
    const res = await apply(position.path, {
      firstName: 'Zoë',
      lastName: 'Ðặng',
      phone: '+61 400 000 000',
      ...sent,
      formToken: await formToken(position.path),
    });
    expect(res.status).toBe(status);
    expect(decode(fieldError(res.text, field) ?? '')).toBe(message);
    expect(res.text).toContain(M.fixBelow);
    if (field !== 'firstName') expect(inputValue(res.text, 'firstName')).toBe('Zoë');
    if (field !== 'phone') expect(inputValue(res.text, 'phone')).toBe('+61 400 000 000');
    if (field !== 'email') expect(inputValue(res.text, 'email')).toBe(res.email);
    expect(await applicationsOf(position.id)).toHaveLength(0);
  });

  it('refuses a filled honeypot, a form sent too fast and a forged stamp, and lands nothing', async () => {
    const position = await published({ positionTitle: 'Robot Target' });
    const honeypot = await apply(position.path, {
      website: 'http://spam.example',
      formToken: await formToken(position.path),
    });
    expect(honeypot.status).toBe(400);
    expect(decode(honeypot.text)).toContain(M.refused);

    const page = await get(position.path);
    const token = /name="formToken" value="([^"]+)"/.exec(page.text)![1]!;
    const fast = await apply(position.path, { formToken: token, firstName: 'Speedy' });
    expect(fast.status).toBe(400);
    expect(decode(fast.text)).toContain(M.tooFast);
    // Kept, with a fresh stamp: a person sends it again after a moment.
    expect(inputValue(fast.text, 'firstName')).toBe('Speedy');

    skew.ms += 10_000;
    const [stamp] = token.split('.');
    const forged = await apply(position.path, { formToken: `${Number(stamp) - 60_000}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(400);
    expect(decode(forged.text)).toContain(M.formExpired);
    const missing = await apply(position.path, {});
    expect(missing.status).toBe(400);
    // Another position's stamp does not fit this one.
    const other = await published({ positionTitle: 'Other Target' });
    const foreign = await apply(position.path, { formToken: await formToken(other.path) });
    expect(foreign.status).toBe(400);
    expect(await applicationsOf(position.id)).toHaveLength(0);

    // The real thing after all that: accepted.
    expect((await apply(position.path, { formToken: token })).status).toBe(200);
    expect(await applicationsOf(position.id)).toHaveLength(1);
  });

  it('answers 410 to a form sent after the position closed', async () => {
    const position = await published({ positionTitle: 'Closing Soon' });
    const token = await formToken(position.path);
    await t.app.db.prisma.jobPosition.update({ where: { id: position.id }, data: { status: 'CD' } });
    const res = await apply(position.path, { formToken: token });
    expect(res.status).toBe(410);
    expect(await applicationsOf(position.id)).toHaveLength(0);
  });
});
