// Issue 24 items 3, 5 and 6 on letters: a signature that is the addressee's name with consent, the
// certificate at the end of the signed PDF, the check of a returned copy, versions, "last sent", and
// letters rendered from their saved fields with dates checked against the organisation's day.
import { createHash } from 'node:crypto';
import {
  formatMoney,
  LETTER_MESSAGES,
  LETTER_PATHS as P,
  ROLES,
  ZSaveOfferLetter,
  zonedDateTime,
} from '@hr/contracts';
import PDFDocument from 'pdfkit';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { readPdf } from '../../../test/read-pdf.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { createLettersService } from './letters.service.js';

const t = useTestApp();
const make = factories(t);
const HR = '/api/hr/v1';

let manager: TestUser;
let officer: TestUser;
let req: number;

/** A day `days` from now; letters here are weeks away, so the zone's day never decides. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hr = (method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) =>
  t.request(method, `${HR}${path}`, { token, body, ...(headers ? { headers } : {}) });

interface Person {
  applicationId: number;
  applicantId: number;
  user: TestUser;
  email: string;
}

/** An applicant in INTERVIEW named as given, with a signed-in Applicant user. */
async function person(firstName: string, surName: string, middleName: string | null = null): Promise<Person> {
  const email = `sig-${Math.random().toString(36).slice(2, 8)}@test.local`;
  const { applicationId, applicantId } = await make.application(req, {
    status: 'INTERVIEW',
    email,
    firstName,
    surName,
  });
  const user = await t.createUser({ roles: [ROLES.APPLICANT], email });
  await t.app.db.prisma.applicant.update({
    where: { id: applicantId },
    data: { userId: user.id, middleName },
  });
  return { applicationId, applicantId, user, email };
}

const offerBody = (applicationId: number, over: Record<string, unknown> = {}) => ({
  applicationId,
  jobTitle: 'Site Engineer',
  salary: 95000,
  startDate: inDays(30),
  expiryDate: inDays(10),
  body: 'Dear {{applicantName}}, your salary is {{salary}} {{payPeriod}} from {{startDate}}.',
  documents: [],
  ...over,
});

async function sentOffer(who: Person, over: Record<string, unknown> = {}): Promise<number> {
  const saved = await hr('POST', P.offerSave, manager.token, offerBody(who.applicationId, over));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await hr('GET', P.offerSend(saved.body.id), manager.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return saved.body.id;
}

const accept = (
  who: Person,
  offerId: number,
  over: Record<string, unknown> = {},
  headers?: Record<string, string>,
) =>
  hr(
    'POST',
    P.offerRespond(offerId),
    who.user.token,
    { decision: 'ACCEPT', consent: true, ...over },
    headers,
  );

async function pdfOf(path: string, token: string): Promise<Buffer> {
  const res = await fetch(`${t.baseUrl}${HR}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function verify(bytes: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'returned.pdf');
  const res = await fetch(`${t.baseUrl}${HR}${P.verify}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  return { status: res.status, body: (await res.json()) as any };
}

/** The newest letter link's code emailed to `email`. */
async function codeSentTo(email: string): Promise<string> {
  const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
    where: { toAddress: email, templateKey: { in: ['OFFER_LETTER', 'CONTRACT_LETTER'] } },
    orderBy: { id: 'desc' },
  });
  return /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
}

const setting = (key: string, value: string) =>
  t.app.db.prisma.orgSetting.upsert({ where: { key }, create: { key, value }, update: { value } });

beforeAll(async () => {
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  req = await make.requisition({ complete: true, status: 'IN' });
});

afterEach(async () => {
  await setting('timeZone', 'Australia/Sydney');
  await setting('currency', 'AUD');
});

describe('the signature is the addressee’s full name, typed with consent', () => {
  it('accepts the name in any script, ignoring case, spacing and accents, and refuses another name', async () => {
    const zoe = await person('Zoë', 'Ðặng');
    const zoeOffer = await sentOffer(zoe);
    const other = await accept(zoe, zoeOffer, { signatureName: 'Somebody Else' });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ signatureName: LETTER_MESSAGES.signatureMismatch('Zoë Ðặng') });
    expect(other.body.message).toBe('Type your name as it appears on the letter: Zoë Ðặng');
    const still = await t.app.db.prisma.offerLetter.findUniqueOrThrow({ where: { id: zoeOffer } });
    expect(still).toMatchObject({ status: 'SENT', signatureName: null });
    expect((await accept(zoe, zoeOffer, { signatureName: 'zoe dang' })).status).toBe(200);

    // First, middle and surname, or first and surname; family name first as Chinese names are written.
    const cases: [[string, string, string | null], string, number][] = [
      [['Łukasz', 'Żółć', 'Marek'], 'LUKASZ   zolc', 200],
      [['Łukasz', 'Żółć', 'Marek'], 'Łukasz Marek Żółć', 200],
      [['Łukasz', 'Żółć', 'Marek'], 'Łukasz Marek', 400],
      [['秀英', '王', null], '王秀英', 200],
      [['محمد', 'العلي', null], 'محمد العلي', 200],
      [['محمد', 'العلي', null], 'محمد', 400],
      // A Devanagari vowel sign is part of the letter, not an accent: without it, it is another name.
      [['प्रिया', 'शर्मा', null], 'प्रिया  शर्मा', 200],
      [['प्रिया', 'शर्मा', null], 'प्रया शर्मा', 400],
      [['Светлана', 'Иванова', null], 'светлана иванова', 200],
    ];
    for (const [[first, sur, middle], typed, status] of cases) {
      const who = await person(first, sur, middle);
      const id = await sentOffer(who);
      const res = await accept(who, id, { signatureName: typed });
      expect(res.status, `${typed} for ${first} ${sur}`).toBe(status);
      if (status === 400) expect(res.body.fields).toHaveProperty('signatureName');
    }
  });

  it('needs the consent ticked, and checks declines too', async () => {
    const who = await person('Renée', 'Dubois');
    const id = await sentOffer(who);
    const missing = await hr('POST', P.offerRespond(id), who.user.token, {
      decision: 'ACCEPT',
      signatureName: 'Renée Dubois',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.consent).toBe('Tick "I agree to sign this letter electronically" to answer');
    const unticked = await accept(who, id, { signatureName: 'Renée Dubois', consent: false });
    expect(unticked.status).toBe(400);
    expect(unticked.body.fields).toHaveProperty('consent');
    const wrongDecline = await hr('POST', P.offerRespond(id), who.user.token, {
      decision: 'DECLINE',
      signatureName: 'R. Dubois',
      consent: true,
    });
    expect(wrongDecline.status).toBe(400);
    const declined = await hr('POST', P.offerRespond(id), who.user.token, {
      decision: 'DECLINE',
      signatureName: 'renee dubois',
      consent: true,
    });
    expect(declined.status).toBe(200);
    // A declined letter is not signed: no signed PDF, no certificate.
    const read = await hr('GET', P.offer(id), who.user.token);
    expect(read.body.data.certificate).toBeNull();
  });
});

describe('the signed PDF and its certificate', () => {
  it('ends with the certificate: signer, email, time in the organisation’s zone, address, browser, version, content hash', async () => {
    await setting('timeZone', 'Pacific/Auckland');
    const who = await person('José', 'Álvarez');
    const id = await sentOffer(who);
    const res = await accept(
      who,
      id,
      { signatureName: 'José Álvarez' },
      { 'user-agent': 'Certificate-Test/1.0' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const prisma = t.app.db.prisma;
    const letter = await prisma.offerLetter.findUniqueOrThrow({ where: { id } });
    const version = await prisma.letterVersion.findFirstOrThrow({ where: { offerLetterId: id } });
    // The hash is the SHA-256 of the content as sent, which holds the terms and the text.
    expect(version.contentSha256).toBe(sha256(version.content));
    expect(version.content).toContain('José Álvarez');
    expect(version.content).toContain(`Salary: ${formatMoney(95000, 'AUD')} per year`);
    expect(version.content).toContain(letter.body);

    const bytes = await pdfOf(P.offerPdf(id), who.user.token);
    // The PDF as issued: the same bytes to everyone, every time, and its hash kept.
    expect((await pdfOf(P.offerPdf(id), manager.token)).equals(bytes)).toBe(true);
    expect(version.signedPdfSha256).toBe(sha256(bytes));
    const text = (await readPdf(bytes)).text;
    const when = zonedDateTime(letter.respondedAt!, 'Pacific/Auckland');
    expect(when).toMatch(/NZ[DS]T \(Pacific\/Auckland\)$/);
    for (const expected of [
      'Signature certificate',
      'José Álvarez',
      who.email,
      when,
      letter.responseIp!,
      'Certificate-Test/1.0',
      `Offer of employment ${id}, version 1`,
      version.contentSha256,
    ])
      expect(text, expected).toContain(expected);
    expect(text.lastIndexOf('Signature certificate')).toBeGreaterThan(text.lastIndexOf('Signature (name)'));

    const read = await hr('GET', P.offer(id), manager.token);
    expect(read.body.data.certificate).toEqual({
      signerName: 'José Álvarez',
      signerEmail: who.email,
      signedAt: letter.respondedAt!.toISOString(),
      signedAtText: when,
      ip: letter.responseIp,
      userAgent: 'Certificate-Test/1.0',
      version: 1,
      contentSha256: version.contentSha256,
      pdfSha256: sha256(bytes),
    });
    const file = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: version.signedPdfFileId! } });
    expect(file).toMatchObject({ purpose: 'SIGNED_LETTER', size: bytes.length, uploadedById: who.user.id });
  });

  it('checks a PDF sent back: the one issued matches; one changed byte, or another PDF, does not', async () => {
    const who = await person('Ingrid', 'Sørensen');
    const id = await sentOffer(who);
    expect((await accept(who, id, { signatureName: 'ingrid sorensen' })).status).toBe(200);
    const bytes = await pdfOf(P.offerPdf(id), who.user.token);
    const letter = await t.app.db.prisma.offerLetter.findUniqueOrThrow({ where: { id } });

    const match = await verify(bytes, manager.token);
    expect(match.status).toBe(200);
    const when = zonedDateTime(letter.respondedAt!, 'Australia/Sydney');
    expect(match.body).toEqual({
      match: true,
      message: `This is the letter signed by ingrid sorensen on ${when}`,
      detail: null,
      letter: {
        kind: 'offer',
        id,
        applicationId: who.applicationId,
        version: 1,
        signerName: 'ingrid sorensen',
        signedAt: letter.respondedAt!.toISOString(),
      },
    });

    // One byte of the page changed: it still names the letter in its metadata, but it is not the letter.
    const changed = Buffer.from(bytes);
    const page = changed.indexOf('stream\n') + 'stream\n'.length + 40;
    changed[page] = changed[page] === 0x30 ? 0x31 : 0x30;
    const tampered = await verify(changed, manager.token);
    expect(tampered.body).toEqual({
      match: false,
      message: LETTER_MESSAGES.notVerified,
      detail: LETTER_MESSAGES.changedCopy(`offer letter ${id}`, 1),
      letter: null,
    });

    const other = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('Offer of employment: signed by ingrid sorensen');
      doc.end();
    });
    expect((await verify(other, manager.token)).body).toEqual({
      match: false,
      message: 'This file does not match any signed letter',
      detail: null,
      letter: null,
    });

    // ONBOARDING only; a request without a file is told so.
    expect((await verify(bytes, officer.token)).status).toBe(403);
    expect((await verify(bytes, who.user.token)).status).toBe(403);
    const empty = await hr('POST', P.verify, manager.token, {});
    expect(empty.status).toBe(400);
    expect(
      await t.app.db.prisma.auditEvent.count({
        where: { entity: 'OfferLetter', entityId: String(id), action: 'VERIFY_PDF' },
      }),
    ).toBe(1);
  });
});

describe('versions and sends', () => {
  it('editing a sent letter makes the next version and withdraws the sent one; its link stops working', async () => {
    const who = await person('Aroha', 'Ngata');
    const id = await sentOffer(who);
    const first = await hr('GET', P.offer(id), manager.token);
    expect(first.body.data).toMatchObject({ version: 1, status: 'SENT' });
    expect(first.body.data.versions).toHaveLength(1);
    const code = await codeSentTo(who.email);
    expect((await hr('GET', P.userCode(code))).status).toBe(200);

    const edit = await hr(
      'POST',
      P.offerSave,
      manager.token,
      offerBody(who.applicationId, { id, salary: 99000 }),
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const edited = await hr('GET', P.offer(id), manager.token);
    expect(edited.body.data).toMatchObject({ version: 2, status: 'DRAFT' });
    expect(edited.body.data.versions).toEqual([
      expect.objectContaining({ version: 1, withdrawnAt: expect.any(String) }),
    ]);
    // The old link and the old letter are gone for the applicant until the new version is sent.
    const old = await hr('GET', P.userCode(code));
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(LETTER_MESSAGES.codeInvalid);
    expect((await hr('GET', P.offer(id), who.user.token)).status).toBe(404);
    // Saving the unsent version again keeps its number.
    expect(
      (await hr('POST', P.offerSave, manager.token, offerBody(who.applicationId, { id, salary: 99500 })))
        .status,
    ).toBe(200);

    const sent = await hr('GET', P.offerSend(id), manager.token);
    expect(sent.body).toMatchObject({ version: 2, lastSentAt: first.body.data.sentAt });
    const read = await hr('GET', P.offer(id), who.user.token);
    expect(read.body.data.body).toContain(formatMoney(99500, 'AUD'));
    expect(read.body.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await hr('GET', P.userCode(await codeSentTo(who.email)))).status).toBe(200);

    // An answer to the version read before the change is refused; to the current one it signs it.
    const stale = await accept(who, id, { signatureName: 'Aroha Ngata', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(LETTER_MESSAGES.versionChanged);
    expect((await accept(who, id, { signatureName: 'Aroha Ngata', version: 2 })).status).toBe(200);
    const signed = await hr('GET', P.offer(id), who.user.token);
    expect(signed.body.data.certificate.version).toBe(2);
    expect((await readPdf(await pdfOf(P.offerPdf(id), who.user.token))).text).toContain(
      `Offer of employment ${id}, version 2`,
    );
    // An answered letter stays as it was.
    const late = await hr('POST', P.offerSave, manager.token, offerBody(who.applicationId, { id }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(LETTER_MESSAGES.notDraft);
  });

  it('says when the letter was last sent', async () => {
    const who = await person('Kofi', 'Mensah');
    const saved = await hr('POST', P.offerSave, manager.token, offerBody(who.applicationId));
    const first = await hr('GET', P.offerSend(saved.body.id), manager.token);
    expect(first.body).toMatchObject({ lastSentAt: null, version: 1 });
    await hr('POST', P.offerWithdraw(saved.body.id), manager.token, {});
    // Sent again unchanged: the same version, and the answer says when it went before.
    const again = await hr('GET', P.offerSend(saved.body.id), manager.token);
    expect(again.body).toMatchObject({ lastSentAt: first.body.sentAt, version: 1 });
    expect(again.body.sentAt).not.toBe(first.body.sentAt);
    const versions = await t.app.db.prisma.letterVersion.findMany({
      where: { offerLetterId: saved.body.id },
    });
    expect(versions).toEqual([expect.objectContaining({ version: 1, withdrawnAt: null })]);
  });
});

describe('letters from their saved fields', () => {
  it('renders the contract from its saved contract type, salary with currency and period, and dates', async () => {
    const who = await person('Mei', 'Chen');
    const offerId = await sentOffer(who);
    expect((await accept(who, offerId, { signatureName: 'Mei Chen' })).status).toBe(200);
    const details = await hr('GET', P.contractApplicationDetails(who.applicationId), manager.token);
    const saved = await hr('POST', P.contractSave, manager.token, {
      ...offerBody(who.applicationId),
      contractType: 'Permanent, full time',
      salary: 7250.5,
      currency: 'eur',
      payPeriod: 'MONTHLY',
      body: details.body.suggestedBody,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await hr('GET', P.contractSend(saved.body.id), manager.token)).status).toBe(200);
    const read = await hr('GET', P.contract(saved.body.id), who.user.token);
    expect(read.body.data).toMatchObject({
      contractType: 'Permanent, full time',
      currency: 'EUR',
      payPeriod: 'MONTHLY',
      salary: 7250.5,
    });
    const body: string = read.body.data.body;
    expect(body).toContain('the terms of your Permanent, full time employment');
    if (details.body.contractType) expect(body).not.toContain(`your ${details.body.contractType} employment`);
    expect(body).toContain(`Your salary will be ${formatMoney(7250.5, 'EUR')} per month`);
    expect(formatMoney(7250.5, 'EUR')).toMatch(/^EUR\s7,250\.50$/);
    expect(body).not.toMatch(/\{\{/);
    const text = (await readPdf(await pdfOf(P.contractPdf(saved.body.id), manager.token))).text;
    expect(text).toContain('Permanent, full time');
    // The font draws a no-break space with the space's glyph, so the PDF's text reads it as a space.
    expect(text).toContain(`${formatMoney(7250.5, 'EUR').replace(/\s/g, ' ')} per month`);
  });

  it('takes the organisation’s currency when none is given, and refuses an unknown one', async () => {
    await setting('currency', 'NZD');
    const who = await person('Tama', 'Walker');
    const id = await sentOffer(who);
    const read = await hr('GET', P.offer(id), who.user.token);
    expect(read.body.data.currency).toBe('NZD');
    expect(read.body.data.body).toContain(`${formatMoney(95000, 'NZD')} per year`);
    const details = await hr('GET', P.offerApplicationDetails(who.applicationId), manager.token);
    expect(details.body.payPeriod).toBe('ANNUAL');
    const bad = await hr(
      'POST',
      P.offerSave,
      manager.token,
      offerBody(who.applicationId, { currency: 'ABC' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.currency).toBe('Enter a three-letter currency code, such as AUD');
  });

  it('checks the dates and the salary on their fields', async () => {
    const who = await person('Olu', 'Adeyemi');
    const save = (over: Record<string, unknown>) =>
      hr('POST', P.offerSave, manager.token, offerBody(who.applicationId, over));
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ expiryDate: inDays(-2) }, { expiryDate: LETTER_MESSAGES.expiryPast }],
      [
        { startDate: inDays(-2), expiryDate: inDays(-3) },
        { startDate: LETTER_MESSAGES.startPast, expiryDate: LETTER_MESSAGES.expiryPast },
      ],
      [{ startDate: inDays(5), expiryDate: inDays(6) }, { expiryDate: LETTER_MESSAGES.expiryAfterStart }],
      [{ salary: 0 }, { salary: 'Enter a salary above 0' }],
      [{ salary: -5 }, { salary: 'Enter a salary above 0' }],
      [{ payPeriod: 'FORTNIGHTLY' }, { payPeriod: 'Choose how often the salary is paid' }],
    ];
    for (const [over, fields] of cases) {
      const res = await save(over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fields, JSON.stringify(over)).toEqual(fields);
    }
    // The answer-by day may be the start day itself.
    expect((await save({ startDate: inDays(6), expiryDate: inDays(6) })).status).toBe(200);
  });

  it('takes today as the organisation’s day, not UTC’s', async () => {
    const who = await person('Hemi', 'Parata');
    const at = (iso: string) =>
      createLettersService({
        db: t.app.db,
        mailer: t.app.mailer,
        storage: t.app.storage,
        clock: () => new Date(iso),
        log: t.app.log,
      });
    const input = (day: string) =>
      ZSaveOfferLetter.parse(offerBody(who.applicationId, { startDate: day, expiryDate: day }));

    // 20:00 UTC on 1 March is 07:00 on 2 March in Sydney: 1 March has passed there.
    const sydney = at('2027-03-01T20:00:00Z');
    await expect(sydney.saveOffer(input('2027-03-01'), manager.id)).rejects.toMatchObject({
      status: 400,
      fields: { startDate: LETTER_MESSAGES.startPast, expiryDate: LETTER_MESSAGES.expiryPast },
    });
    await expect(sydney.saveOffer(input('2027-03-02'), manager.id)).resolves.toMatchObject({
      id: expect.any(Number),
    });

    // 03:00 UTC on 2 March is still 1 March in Los Angeles: 1 March is today there.
    await setting('timeZone', 'America/Los_Angeles');
    const losAngeles = at('2027-03-02T03:00:00Z');
    await expect(losAngeles.saveOffer(input('2027-03-01'), manager.id)).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });
});
