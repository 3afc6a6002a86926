import { LETTER_MESSAGES, MESSAGES, LETTER_PATHS as P, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { readPdf } from '../../../test/read-pdf.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';
import { createLettersService } from './letters.service.js';

const t = useTestApp();
const make = factories(t);
const HR = '/api/hr/v1';

let manager: TestUser;
let officer: TestUser;
let employee: TestUser;
let req: number;
let policeCheck: number;
let referees: number;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An applicant in INTERVIEW with a signed-in Applicant user linked to them. */
const applicant = () =>
  make.applicantWithAccount(req, {
    status: 'INTERVIEW',
    email: `cand-${Math.random().toString(36).slice(2, 8)}@test.local`,
    surName: 'Lee',
  });

function offerBody(applicationId: number, over: Record<string, unknown> = {}) {
  return {
    applicationId,
    jobTitle: 'Site Engineer',
    salary: 95000,
    startDate: inDays(30),
    expiryDate: inDays(10),
    body: 'Dear {{applicantName}}, your salary is {{salary}} from {{startDate}}.',
    documents: [
      { complianceDocumentId: policeCheck, name: 'Police check', mandatory: true },
      { complianceDocumentId: referees, name: 'Referees', mandatory: false },
    ],
    ...over,
  };
}

const hr = (method: string, path: string, token?: string, body?: unknown) =>
  t.request(method, `${HR}${path}`, { token, body });

async function saveOffer(applicationId: number, over: Record<string, unknown> = {}): Promise<number> {
  const res = await hr('POST', P.offerSave, manager.token, offerBody(applicationId, over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

/** The code of the newest letter email to this address (captured: the Outbox keeps live links). */
async function codeSentTo(email: string): Promise<string> {
  const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
    where: { toAddress: email, templateKey: { in: ['OFFER_LETTER', 'CONTRACT_LETTER', 'LETTER_REMINDER'] } },
    orderBy: { id: 'desc' },
  });
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  expect(code).toBeTruthy();
  return code!;
}

async function sentOffer() {
  const who = await applicant();
  const offerId = await saveOffer(who.applicationId);
  const sent = await hr('GET', P.offerSend(offerId), manager.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { ...who, offerId };
}

/** A small PDF uploaded as `user`. */
const upload = (user: TestUser, purpose = 'COMPLIANCE') =>
  make.upload(Buffer.from('%PDF-1.4\n%test\n'), 'police-check.pdf', { purpose, user });

const emailsAbout = (entity: string, id: number) =>
  t.app.db.prisma.outboundEmail.count({ where: { entity, entityId: String(id) } });

beforeAll(async () => {
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  req = await make.requisition({ complete: true, status: 'IN' });
  const prisma = t.app.db.prisma;
  policeCheck = (
    await prisma.complianceDocument.upsert({
      where: { jobPositionId_name: { jobPositionId: req, name: 'Police check' } },
      create: { jobPositionId: req, name: 'Police check', mandatory: true },
      update: {},
    })
  ).id;
  referees = (
    await prisma.complianceDocument.create({
      data: { jobPositionId: req, name: 'Referees', mandatory: false },
    })
  ).id;
});

describe('offer letters, HR side', () => {
  it('prefills the letter from the application with the template text', async () => {
    const who = await applicant();
    const res = await hr('GET', P.offerApplicationDetails(who.applicationId), officer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: who.applicationId, applicantEmail: who.email, offerLetter: null });
    expect(res.body.complianceDocuments.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Police check', 'Referees']),
    );
    expect(res.body.suggestedBody).toContain('Dear Ann');
    expect(res.body.suggestedBody).toContain('HireOnboard');
  });

  it('saves, edits a draft keeping its uploaded files, and refuses bad input', async () => {
    const who = await applicant();
    const id = await saveOffer(who.applicationId);
    const read = await hr('GET', P.offer(id), manager.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'DRAFT', salary: 95000, jobTitle: 'Site Engineer' });
    expect(read.body.data.body).toContain('95,000');
    expect(read.body.complianceDoc).toHaveLength(2);

    // A file on the police check row stays when the row stays.
    const fileId = await upload(manager);
    const police = read.body.complianceDoc.find((d: { name: string }) => d.name === 'Police check');
    await t.app.db.prisma.offerLetterCompliance.update({
      where: { id: police.id },
      data: { applicantFileId: fileId },
    });
    const edited = await hr(
      'POST',
      P.offerSave,
      manager.token,
      offerBody(who.applicationId, {
        id,
        salary: 99000,
        documents: [
          { complianceDocumentId: policeCheck, name: 'Police check', mandatory: true },
          { name: 'Passport', mandatory: true },
        ],
      }),
    );
    expect(edited.body).toEqual({ message: MESSAGES.successfullySavedBang, id });
    const after = await hr('GET', P.offerCompliance(id), manager.token);
    expect(after.body.complianceDoc).toEqual([
      expect.objectContaining({ id: police.id, applicantFile: expect.objectContaining({ id: fileId }) }),
      expect.objectContaining({ name: 'Passport', applicantFile: null }),
    ]);

    const bad = await hr('POST', P.offerSave, manager.token, offerBody(who.applicationId, { salary: -1 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('salary');
    const past = await hr(
      'POST',
      P.offerSave,
      manager.token,
      offerBody(who.applicationId, { expiryDate: inDays(-2) }),
    );
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('expiryDate');
    const foreignDoc = await hr(
      'POST',
      P.offerSave,
      manager.token,
      offerBody(who.applicationId, { id, documents: [{ complianceDocumentId: 999999, name: 'Visa' }] }),
    );
    expect(foreignDoc.status).toBe(400);
    expect(foreignDoc.body.fields).toHaveProperty(['documents.0.complianceDocumentId']);
    const missing = await hr('POST', P.offerSave, manager.token, offerBody(999999));
    expect(missing.status).toBe(404);
  });

  it('sends once for a double click, moves the application to OFFERED, and a resend invalidates the old code', async () => {
    const who = await applicant();
    const id = await saveOffer(who.applicationId);
    const [a, b] = await Promise.all([
      hr('GET', P.offerSend(id), officer.token),
      hr('GET', P.offerSend(id), officer.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message).toBe(MESSAGES.offerLetterSent);
    expect(await emailsAbout('offer_letter', id)).toBe(1);
    const again = await hr('GET', P.offerSend(id), officer.token);
    expect(again.status).toBe(200);
    expect(await emailsAbout('offer_letter', id)).toBe(1);
    const application = await t.app.db.prisma.application.findUniqueOrThrow({
      where: { id: who.applicationId },
    });
    expect(application.status).toBe('OFFERED');
    expect(application.jobOffer).toBe('SENT');

    const first = await codeSentTo(who.email);
    expect((await hr('GET', P.userCode(first))).status).toBe(200);
    // Past the double-click window: a real resend, a new code.
    await t.app.db.prisma.offerLetter.update({
      where: { id },
      data: { sentAt: new Date(Date.now() - 60_000) },
    });
    expect((await hr('GET', P.offerSend(id), officer.token)).status).toBe(200);
    expect(await emailsAbout('offer_letter', id)).toBe(2);
    const second = await codeSentTo(who.email);
    expect(second).not.toBe(first);
    expect((await hr('GET', P.userCode(first))).status).toBe(404);
    expect((await hr('GET', P.userCode(second))).body).toEqual({
      valid: true,
      letter: 'OFFER_LETTER',
      registered: true,
    });
  });

  it('withdraws a sent letter: its link stops working, it can be edited and sent again', async () => {
    const { offerId, email, applicationId, user } = await sentOffer();
    const code = await codeSentTo(email);
    const res = await hr('POST', P.offerWithdraw(offerId), manager.token, {});
    expect(res.body).toEqual({ message: LETTER_MESSAGES.withdrawnDone });
    expect((await hr('GET', P.userCode(code))).status).toBe(404);
    const respond = await hr('POST', P.offerRespond(offerId), user.token, {
      decision: 'ACCEPT',
      consent: true,
      signatureName: 'Ann',
    });
    expect(respond.status).toBe(409);
    expect(respond.body.message).toBe(LETTER_MESSAGES.withdrawn);
    expect((await hr('POST', P.offerWithdraw(offerId), manager.token, {})).status).toBe(409);
    const [row] = await t.app.db.prisma.$queryRaw<{ action: string }[]>`
      SELECT action FROM application WHERE id = ${applicationId}`;
    expect(row?.action).toBe('PREPARE_OFFER');
    expect(
      (await hr('POST', P.offerSave, manager.token, offerBody(applicationId, { id: offerId }))).status,
    ).toBe(200);
    expect((await hr('GET', P.offerSend(offerId), manager.token)).status).toBe(200);
  });

  it('refuses callers without the grants', async () => {
    const who = await applicant();
    const id = await saveOffer(who.applicationId);
    expect((await hr('GET', P.offerApplicationDetails(who.applicationId))).status).toBe(401);
    expect((await hr('GET', P.offerApplicationDetails(who.applicationId), employee.token)).status).toBe(403);
    expect((await hr('POST', P.offerSave, employee.token, offerBody(who.applicationId))).status).toBe(403);
    expect((await hr('GET', P.offerSend(id), employee.token)).status).toBe(403);
    expect((await hr('POST', P.offerWithdraw(id), who.user.token, {})).status).toBe(403);
    expect((await hr('GET', P.offer(id), employee.token)).status).toBe(403);
    expect((await hr('GET', P.offer(id))).status).toBe(401);
    expect((await hr('GET', P.offerCompliance(id), employee.token)).status).toBe(403);
    expect((await hr('GET', P.offerPdf(id), employee.token)).status).toBe(403);
    expect((await hr('GET', P.offer(999999), manager.token)).status).toBe(404);
  });

  it('answers 401 for an unknown HR API path without a token', async () => {
    expect((await hr('GET', '/no-such-thing')).status).toBe(401);
    expect((await hr('GET', '/no-such-thing', manager.token)).status).toBe(404);
  });
});

describe("offer letters, the applicant's side", () => {
  it('finds, reads and downloads only their own letter; a draft is not theirs to see', async () => {
    const mine = await sentOffer();
    const other = await sentOffer();
    const ids = await hr('GET', `${P.offerId}?email=${encodeURIComponent(mine.email)}`, mine.user.token);
    expect(ids.body).toEqual({ offerLetterId: mine.offerId, contractLetterId: null });
    const notMine = await hr('GET', `${P.offerId}?email=${encodeURIComponent(other.email)}`, mine.user.token);
    expect(notMine.status).toBe(404);
    expect((await hr('GET', `${P.offerId}?email=nope`, mine.user.token)).status).toBe(400);
    expect((await hr('GET', `${P.offerId}?email=${mine.email}`, manager.token)).status).toBe(403);

    const read = await hr('GET', P.offer(mine.offerId), mine.user.token);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'SENT', expired: false });
    for (const path of [P.offer(other.offerId), P.offerCompliance(other.offerId), P.offerPdf(other.offerId)])
      expect((await hr('GET', path, mine.user.token)).status).toBe(404);

    const draft = await applicant();
    const draftId = await saveOffer(draft.applicationId);
    expect((await hr('GET', P.offer(draftId), draft.user.token)).status).toBe(404);

    const pdf = await fetch(`${t.baseUrl}${HR}${P.offerPdf(mine.offerId)}`, {
      headers: { authorization: `Bearer ${mine.user.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="offer-letter-${mine.offerId}.pdf"`,
    );
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect((await readPdf(bytes)).mediaBoxes[0]).toBe('0 0 595.28 841.89');
  });

  it('accepts with a typed signature once; the application and the sender follow', async () => {
    const who = await sentOffer();
    const res = await t.request('POST', `${HR}${P.offerRespond(who.offerId)}`, {
      token: who.user.token,
      body: { decision: 'ACCEPT', consent: true, signatureName: 'Ann Lee', comment: 'Happy to join' },
      headers: { 'user-agent': 'letters-test' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(LETTER_MESSAGES.accepted);
    const prisma = t.app.db.prisma;
    const letter = await prisma.offerLetter.findUniqueOrThrow({ where: { id: who.offerId } });
    expect(letter).toMatchObject({
      status: 'ACCEPTED',
      signatureName: 'Ann Lee',
      responseComment: 'Happy to join',
      responseUserAgent: 'letters-test',
    });
    expect(letter.responseIp).toBeTruthy();
    expect(letter.respondedAt).toBeInstanceOf(Date);
    const application = await prisma.application.findUniqueOrThrow({ where: { id: who.applicationId } });
    expect(application.status).toBe('OFFER_ACCEPTED');
    expect(
      await prisma.outboundEmail.count({
        where: { toAddress: manager.email, templateKey: 'LETTER_ANSWERED' },
      }),
    ).toBeGreaterThan(0);
    expect(
      await prisma.auditEvent.count({
        where: { entity: 'OfferLetter', entityId: String(who.offerId), action: 'ACCEPT' },
      }),
    ).toBe(1);

    const twice = await hr('POST', P.offerRespond(who.offerId), who.user.token, {
      decision: 'DECLINE',
      consent: true,
      signatureName: 'Ann Lee',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(LETTER_MESSAGES.alreadyAnswered);

    const pdf = await fetch(`${t.baseUrl}${HR}${P.offerPdf(who.offerId)}`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect((await readPdf(Buffer.from(await pdf.arrayBuffer()))).text).toContain('Ann Lee');
  });

  it('declines; refuses an expired letter, bad input, staff and another applicant', async () => {
    const who = await sentOffer();
    const other = await sentOffer();
    const bad = await hr('POST', P.offerRespond(who.offerId), who.user.token, {
      decision: 'ACCEPT',
      consent: true,
      signatureName: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('signatureName');
    expect(
      (
        await hr('POST', P.offerRespond(who.offerId), undefined, {
          decision: 'ACCEPT',
          consent: true,
          signatureName: 'A',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await hr('POST', P.offerRespond(who.offerId), manager.token, {
          decision: 'ACCEPT',
          consent: true,
          signatureName: 'A',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await hr('POST', P.offerRespond(other.offerId), who.user.token, {
          decision: 'ACCEPT',
          consent: true,
          signatureName: 'A',
        })
      ).status,
    ).toBe(404);

    const declined = await hr('POST', P.offerRespond(who.offerId), who.user.token, {
      decision: 'DECLINE',
      consent: true,
      signatureName: 'Ann Lee',
    });
    expect(declined.status).toBe(200);
    const application = await t.app.db.prisma.application.findUniqueOrThrow({
      where: { id: who.applicationId },
    });
    expect(application.status).toBe('OFFER_DECLINED');
    expect(application.jobOffer).toBe('DECLINED');

    await t.app.db.prisma.offerLetter.update({
      where: { id: other.offerId },
      data: { expiryDate: new Date(inDays(-1)) },
    });
    const expired = await hr('POST', P.offerRespond(other.offerId), other.user.token, {
      decision: 'ACCEPT',
      consent: true,
      signatureName: 'X',
    });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(LETTER_MESSAGES.expired);
    expect((await hr('GET', P.offer(other.offerId), other.user.token)).body.data.expired).toBe(true);
  });

  it('uploads compliance documents: all required ones or nothing, own files only', async () => {
    const who = await sentOffer();
    const other = await sentOffer();
    const { complianceDoc } = (await hr('GET', P.offerCompliance(who.offerId), who.user.token)).body;
    const police = complianceDoc.find((d: { name: string }) => d.name === 'Police check').id;
    const refs = complianceDoc.find((d: { name: string }) => d.name === 'Referees').id;
    const file = await upload(who.user);

    // Only the optional row: the required one is still missing, nothing is saved.
    const partial = await hr('POST', P.offerUploadCompliance, who.user.token, {
      id: who.offerId,
      docs: [{ id: refs, applicantFileId: file }],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(MESSAGES.requiredDocumentsNotUploaded);
    const row = await t.app.db.prisma.offerLetterCompliance.findUniqueOrThrow({ where: { id: refs } });
    expect(row.applicantFileId).toBeNull();

    const foreignRow = (await hr('GET', P.offerCompliance(other.offerId), other.user.token)).body
      .complianceDoc[0].id;
    const wrongRow = await hr('POST', P.offerUploadCompliance, who.user.token, {
      id: who.offerId,
      docs: [{ id: foreignRow, applicantFileId: file }],
    });
    expect(wrongRow.status).toBe(400);
    expect(wrongRow.body.message).toBe(LETTER_MESSAGES.unknownDocument(foreignRow));
    const othersFile = await upload(other.user);
    expect(
      (
        await hr('POST', P.offerUploadCompliance, who.user.token, {
          id: who.offerId,
          docs: [{ id: police, applicantFileId: othersFile }],
        })
      ).status,
    ).toBe(404);
    const resume = await upload(who.user, 'RESUME');
    expect(
      (
        await hr('POST', P.offerUploadCompliance, who.user.token, {
          id: who.offerId,
          docs: [{ id: police, applicantFileId: resume }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await hr('POST', P.offerUploadCompliance, who.user.token, {
          id: other.offerId,
          docs: [{ id: foreignRow, applicantFileId: file }],
        })
      ).status,
    ).toBe(404);
    expect((await hr('POST', P.offerUploadCompliance, who.user.token, { id: who.offerId })).status).toBe(400);
    expect(
      (await hr('POST', P.offerUploadCompliance, manager.token, { id: who.offerId, docs: [] })).status,
    ).toBe(403);

    const ok = await hr('POST', P.offerUploadCompliance, who.user.token, {
      id: who.offerId,
      docs: [{ id: police, applicantFileId: file }],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(MESSAGES.save);
    expect(ok.body.complianceDoc.find((d: { id: number }) => d.id === police).applicantFile.id).toBe(file);
    // HR opens the file.
    const download = await fetch(`${t.baseUrl}/api/v1/file/${file}`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(download.status).toBe(200);

    // A withdrawn letter takes no uploads.
    await hr('POST', P.offerWithdraw(other.offerId), manager.token, {});
    const closed = await hr('POST', P.offerUploadCompliance, other.user.token, {
      id: other.offerId,
      docs: [],
    });
    expect(closed.status).toBe(409);
  });
});

describe('contract letters', () => {
  async function acceptedOffer() {
    const who = await sentOffer();
    const res = await hr('POST', P.offerRespond(who.offerId), who.user.token, {
      decision: 'ACCEPT',
      consent: true,
      signatureName: 'Ann Lee',
    });
    expect(res.status).toBe(200);
    return who;
  }
  const contractBody = (applicationId: number, over: Record<string, unknown> = {}) =>
    offerBody(applicationId, {
      contractType: 'Permanent',
      body: 'Contract for {{applicantName}} ({{contractType}})',
      ...over,
    });

  it('needs an accepted offer, and ONBOARDING', async () => {
    const who = await sentOffer();
    const refused = await hr('POST', P.contractSave, manager.token, contractBody(who.applicationId));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LETTER_MESSAGES.offerNotAccepted);
    expect((await hr('POST', P.contractSave, officer.token, contractBody(who.applicationId))).status).toBe(
      403,
    );
    expect((await hr('GET', P.contractApplicationDetails(who.applicationId), officer.token)).status).toBe(
      403,
    );
    expect((await hr('GET', P.contractApplicationDetails(who.applicationId))).status).toBe(401);
    const bad = await hr(
      'POST',
      P.contractSave,
      manager.token,
      contractBody(who.applicationId, { contractType: '' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('contractType');
  });

  it('is saved, sent with its link, signed by the applicant, and its documents uploaded', async () => {
    const who = await acceptedOffer();
    const details = await hr('GET', P.contractApplicationDetails(who.applicationId), manager.token);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      offerLetter: { status: 'ACCEPTED' },
      contractLetter: null,
      employeeOnboardingDocuments: [],
    });
    // The letter's own fields stay merge fields: the save and the send fill them from the saved fields.
    expect(details.body.suggestedBody).toContain('{{salary}}');
    expect(details.body.suggestedBody).toContain('{{contractType}}');
    const saved = await hr('POST', P.contractSave, manager.token, contractBody(who.applicationId));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.id as number;
    expect((await hr('GET', P.contractSend(id), officer.token)).status).toBe(403);
    const sent = await hr('GET', P.contractSend(id), manager.token);
    expect(sent.body.message).toBe(MESSAGES.contractLetterSent);
    const mail = await t.app.db.prisma.outboundEmail.findFirstOrThrow({
      where: { toAddress: who.email, templateKey: 'CONTRACT_LETTER' },
    });
    expect(mail.textBody).toContain(`/contract-letter/${id}?code=`);
    expect((await hr('GET', P.userCode(await codeSentTo(who.email)))).body.letter).toBe('CONTRACT_LETTER');

    const ids = await hr('GET', `${P.offerId}?email=${encodeURIComponent(who.email)}`, who.user.token);
    expect(ids.body).toEqual({ offerLetterId: who.offerId, contractLetterId: id });
    const read = await hr('GET', P.contract(id), who.user.token);
    expect(read.body.data).toMatchObject({
      status: 'SENT',
      contractType: 'Permanent',
      offerLetterId: who.offerId,
    });
    expect(read.body.data.body).toBe(`Contract for ${read.body.data.applicantName} (Permanent)`);

    const other = await acceptedOffer();
    expect((await hr('GET', P.contract(id), other.user.token)).status).toBe(404);
    expect((await hr('GET', P.contract(id), officer.token)).status).toBe(403);

    const signed = await hr('POST', P.contractRespond(id), who.user.token, {
      decision: 'ACCEPT',
      consent: true,
      signatureName: 'Ann Lee',
    });
    expect(signed.status).toBe(200);
    const application = await t.app.db.prisma.application.findUniqueOrThrow({
      where: { id: who.applicationId },
    });
    expect(application.status).toBe('CONTRACTED');
    expect(application.contractOffer).toBe('SIGNED');
    expect(
      (
        await hr('POST', P.contractRespond(id), who.user.token, {
          decision: 'ACCEPT',
          consent: true,
          signatureName: 'Ann Lee',
        })
      ).status,
    ).toBe(409);

    const docs = (await hr('GET', P.contractCompliance(id), who.user.token)).body.complianceDoc;
    const file = await upload(who.user);
    const up = await hr('POST', P.contractUploadCompliance, who.user.token, {
      id,
      docs: docs
        .filter((d: { mandatory: boolean }) => d.mandatory)
        .map((d: { id: number }) => ({ id: d.id, applicantFileId: file })),
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const edit = await hr('POST', P.contractSave, manager.token, contractBody(who.applicationId, { id }));
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(LETTER_MESSAGES.notDraft);
    expect((await hr('POST', P.contractWithdraw(id), manager.token, {})).status).toBe(409);
    const pdf = await fetch(`${t.baseUrl}${HR}${P.contractPdf(id)}`, {
      headers: { authorization: `Bearer ${who.user.token}` },
    });
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="contract-letter-${id}.pdf"`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });
});

describe('contract letters, withdrawn, declined and expired', () => {
  it('refuses answers to a withdrawn or expired contract and records a declined one', async () => {
    const contracts: { id: number; user: TestUser; applicationId: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const who = await sentOffer();
      await hr('POST', P.offerRespond(who.offerId), who.user.token, {
        decision: 'ACCEPT',
        consent: true,
        signatureName: 'Ann Lee',
      });
      const saved = await hr('POST', P.contractSave, manager.token, {
        ...offerBody(who.applicationId),
        contractType: 'Permanent',
      });
      expect(saved.status).toBe(200);
      const early = await hr('POST', P.contractWithdraw(saved.body.id), manager.token, {});
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(LETTER_MESSAGES.notSent);
      expect((await hr('GET', P.contractSend(saved.body.id), manager.token)).status).toBe(200);
      contracts.push({ id: saved.body.id, user: who.user, applicationId: who.applicationId });
    }
    const [withdrawn, expired, declined] = contracts as [
      (typeof contracts)[0],
      (typeof contracts)[0],
      (typeof contracts)[0],
    ];
    const answer = { decision: 'ACCEPT', consent: true, signatureName: 'Ann Lee' };
    expect((await hr('POST', P.contractWithdraw(withdrawn.id), manager.token, {})).status).toBe(200);
    const refused = await hr('POST', P.contractRespond(withdrawn.id), withdrawn.user.token, answer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LETTER_MESSAGES.withdrawn);

    await t.app.db.prisma.contractLetter.update({
      where: { id: expired.id },
      data: { expiryDate: new Date(inDays(-1)) },
    });
    const late = await hr('POST', P.contractRespond(expired.id), expired.user.token, answer);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(LETTER_MESSAGES.expired);

    const no = await hr('POST', P.contractRespond(declined.id), declined.user.token, {
      decision: 'DECLINE',
      consent: true,
      signatureName: 'Ann Lee',
      comment: 'Sorry',
    });
    expect(no.status).toBe(200);
    // A declined contract is the applicant withdrawing: the application ends, nothing left to do.
    const [row] = await t.app.db.prisma.$queryRaw<
      { status: string; contract_offer: string; contract_action: string }[]
    >`
      SELECT status, contract_offer, contract_action FROM application WHERE id = ${declined.applicationId}`;
    expect(row).toEqual({ status: 'WITHDRAWN', contract_offer: 'DECLINED', contract_action: 'NONE' });
  });
});

describe('access to every letter call', () => {
  it('answers 401 without a token, 403 to callers without the grant or of the wrong kind', async () => {
    const who = await sentOffer();
    const id = who.offerId;
    const app = who.applicationId;
    const upload = { id, docs: [] };
    const respond = { decision: 'ACCEPT', consent: true, signatureName: 'A' };
    const offerStaff: [string, string, unknown?][] = [
      ['GET', P.offerApplicationDetails(app)],
      ['POST', P.offerSave, offerBody(app)],
      ['GET', P.offerSend(id)],
      ['POST', P.offerWithdraw(id), {}],
    ];
    const contractStaff: [string, string, unknown?][] = [
      ['GET', P.contractApplicationDetails(app)],
      ['POST', P.contractSave, { ...offerBody(app), contractType: 'Permanent' }],
      ['GET', P.contractSend(id)],
      ['POST', P.contractWithdraw(id), {}],
    ];
    const shared: [string, string, unknown?][] = [
      ['GET', P.offer(id)],
      ['GET', P.offerCompliance(id)],
      ['GET', P.offerPdf(id)],
      ['GET', P.contract(id)],
      ['GET', P.contractCompliance(id)],
      ['GET', P.contractPdf(id)],
    ];
    const applicantCalls: [string, string, unknown?][] = [
      ['GET', `${P.offerId}?email=${encodeURIComponent(who.email)}`],
      ['POST', P.offerRespond(id), respond],
      ['POST', P.offerUploadCompliance, upload],
      ['POST', P.contractRespond(id), respond],
      ['POST', P.contractUploadCompliance, upload],
    ];
    const expectStatus = async (
      calls: [string, string, unknown?][],
      token: string | undefined,
      status: number,
    ) => {
      for (const [method, path, body] of calls)
        expect((await hr(method, path, token, body)).status, `${method} ${path}`).toBe(status);
    };
    await expectStatus([...offerStaff, ...contractStaff, ...shared, ...applicantCalls], undefined, 401);
    await expectStatus([...offerStaff, ...contractStaff, ...shared, ...applicantCalls], employee.token, 403);
    await expectStatus(
      [...contractStaff, ...shared.filter(([, path]) => path.startsWith('/contract'))],
      officer.token,
      403,
    );
    await expectStatus([...offerStaff, ...contractStaff], who.user.token, 403);
    await expectStatus(applicantCalls, manager.token, 403);
  });

  it('answers 404 for letters and applications that do not exist', async () => {
    for (const [method, path] of [
      ['GET', P.offerSend(999999)],
      ['POST', P.offerWithdraw(999999)],
      ['GET', P.contractSend(999999)],
      ['GET', P.contract(999999)],
      ['GET', P.offerApplicationDetails(999999)],
    ] as const)
      expect((await hr(method, path, manager.token, method === 'POST' ? {} : undefined)).status, path).toBe(
        404,
      );
  });
});

describe('the expiry reminder', () => {
  it('reminds once for sent letters expiring within three days', async () => {
    const soon = await sentOffer();
    const later = await sentOffer();
    const prisma = t.app.db.prisma;
    await prisma.offerLetter.update({
      where: { id: soon.offerId },
      data: { expiryDate: new Date(inDays(2)) },
    });
    await prisma.offerLetter.update({
      where: { id: later.offerId },
      data: { expiryDate: new Date(inDays(9)) },
    });
    const service = createLettersService({
      db: t.app.db,
      mailer: t.app.mailer,
      clock: () => new Date(),
      storage: t.app.storage,
      log: t.app.log,
    });
    const reminders = () =>
      prisma.outboundEmail.count({
        where: { templateKey: 'LETTER_REMINDER', toAddress: { in: [soon.email, later.email] } },
      });
    await service.remindExpiring();
    expect(await reminders()).toBe(1);
    const mail = await prisma.outboundEmail.findFirstOrThrow({
      where: { templateKey: 'LETTER_REMINDER', toAddress: soon.email },
    });
    expect(mail.textBody).toContain('/offer-letter?code=');
    await service.remindExpiring();
    expect(await reminders()).toBe(1);
    // A week later the other one is due.
    const nextWeek = createLettersService({
      db: t.app.db,
      mailer: t.app.mailer,
      clock: () => new Date(Date.now() + 7 * 86_400_000),
      storage: t.app.storage,
      log: t.app.log,
    });
    await nextWeek.remindExpiring();
    expect(await reminders()).toBe(2);
  });
});
