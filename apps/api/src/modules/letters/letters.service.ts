// Offer and contract letters: HR saves, sends (a one-time code in the emailed link), withdraws and
// reads them; the applicant who owns one reads it, answers it with a typed signature and uploads its
// documents. Ownership is checked here: another applicant's letter answers 404, like a missing one.
// Each sent version keeps its content and SHA-256; an accepted letter's PDF is kept as issued.

import type { Readable } from 'node:stream';
import {
  dateOfDay,
  dayInZone,
  dayOfDate,
  hasAuthority,
  isApplicantOnly,
  LETTER_MESSAGES,
  letterStageRefusal,
  MESSAGES,
  PAY_PERIODS,
  type PipelineEvent,
  parseRoles,
  ROLES,
  renderTemplate,
  SERVER_MESSAGES,
  signatureMatches,
  type TComplianceDocList,
  type TContractApplicationDetails,
  type TContractLetterAnswer,
  type TEmployeePapers,
  type TLetterIds,
  type TLetterSaved,
  type TLetterSent,
  type TLetterVerification,
  type TOfferApplicationDetails,
  type TOfferLetterAnswer,
  type TUploadComplianceAnswer,
  type ZLetterResponse,
  type ZSaveContractLetter,
  type ZSaveOfferLetter,
  type ZUploadCompliance,
  zonedDateTime,
} from '@hr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { orgCompanyName, orgCurrency, orgTimeZone } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { newStorageKey } from '../../plugins/storage.js';
import { applyPipelineEvent, lockApplicationStatus } from '../applications/index.js';
import { loadTemplateText } from '../email/index.js';
import { packDocumentsForApplication } from '../employee-pack/index.js';
import { type LetterContext, letterContent, renderBody, sha256 } from './letter-content.js';
import {
  type CertificateLines,
  CONTENT_HASH_KEY,
  pdfBytes,
  renderCertificatePdf,
  renderLetterPdf,
} from './letter-pdf.js';
import {
  codeExpiry,
  currentVersion,
  invalidateCodes,
  isExpired,
  LETTER_AUDIT_ENTITY,
  LETTER_NAME,
  LETTER_PURPOSE,
  type LetterKind,
  type LetterRow,
  loadLetter,
  lockLetter,
  longDate,
  personName,
  replaceComplianceRows,
  setComplianceFile,
  type Tx,
  updateLetter,
  type VersionRow,
} from './letter-store.js';

/** Who calls: the token's claims. */
export interface Caller {
  id: number;
  roles: string;
  authorities: readonly string[];
}

export type LettersDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'clock' | 'storage'> & {
  log: FastifyBaseLogger;
  /** Whether PDFs compress their pages (tests read the text of uncompressed ones). */
  compressPdf?: boolean;
};

/** A second send inside this window is the same click twice: no second email. */
const RESEND_WINDOW_MS = 30_000;

/** Web pages the emails link to. */
const LINK_PAGE: Record<LetterKind, (id: number) => string> = {
  offer: () => '/offer-letter',
  contract: (id) => `/contract-letter/${id}`,
};
const applicationPage = (applicationId: number) => `/appfrm/${applicationId}`;

const state = (message: string) => new AppError('LETTER_STATE', message);
const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? MESSAGES.failed, fields);

/** The staff authorities each kind needs (the routes' guards say the same). */
function staffMay(kind: LetterKind, authorities: readonly string[]): boolean {
  if (kind === 'contract') return hasAuthority(authorities, 'ONBOARDING');
  return hasAuthority(authorities, 'SHORTLISTING') || hasAuthority(authorities, 'ONBOARDING');
}

/**
 * The letter when the caller may read it: the person whose letter it is, once it has been sent,
 * whatever their role now (an applicant hired keeps their letters as an Employee); staff with the
 * kind's authority (else 403); other applicants 404, as if it did not exist.
 */
function assertAccess(kind: LetterKind, letter: LetterRow | null, caller: Caller, id: number): LetterRow {
  if (letter && letter.applicant.userId === caller.id && letter.status !== 'DRAFT') return letter;
  if (isApplicantOnly(caller.roles)) {
    if (!letter || letter.applicant.userId !== caller.id || letter.status === 'DRAFT')
      throw notFound('Letter', id);
    return letter;
  }
  if (!staffMay(kind, caller.authorities)) throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
  if (!letter) throw notFound('Letter', id);
  return letter;
}

/** The signature certificate of an accepted letter whose version was kept (letters signed before versions were kept have none). */
function certificateOf(
  letter: LetterRow,
  orgZone: string,
): (CertificateLines & { pdfSha256: string | null; timeZone: string }) | null {
  const row = currentVersion(letter);
  if (!row?.signerEmail || !letter.respondedAt || !letter.signatureName) return null;
  if (letter.status !== 'ACCEPTED' && letter.status !== 'SIGNED') return null;
  const timeZone = row.timeZone ?? orgZone;
  return {
    signerName: letter.signatureName,
    signerEmail: row.signerEmail,
    signedAtText: zonedDateTime(letter.respondedAt, timeZone),
    ip: letter.responseIp ?? '—',
    userAgent: letter.responseUserAgent,
    version: row.version,
    contentSha256: row.contentSha256,
    pdfSha256: row.signedPdfSha256,
    timeZone,
  };
}

function letterData(letter: LetterRow, today: string, orgZone: string) {
  const certificate = certificateOf(letter, orgZone);
  return {
    id: letter.id,
    applicationId: letter.applicationId,
    body: letter.body,
    bodyTemplate: letter.bodyTemplate ?? letter.body,
    version: letter.version,
    versions: letter.versions.map((v) => ({
      version: v.version,
      contentSha256: v.contentSha256,
      sentAt: v.sentAt.toISOString(),
      withdrawnAt: v.withdrawnAt?.toISOString() ?? null,
    })),
    certificate: certificate && {
      signerName: certificate.signerName,
      signerEmail: certificate.signerEmail,
      signedAt: letter.respondedAt!.toISOString(),
      signedAtText: certificate.signedAtText,
      ip: certificate.ip,
      userAgent: certificate.userAgent,
      version: certificate.version,
      contentSha256: certificate.contentSha256,
      pdfSha256: certificate.pdfSha256,
    },
    expiryDate: letter.expiryDate && dayOfDate(letter.expiryDate),
    expired: isExpired(letter, today),
    sentAt: letter.sentAt?.toISOString() ?? null,
    withdrawnAt: letter.withdrawnAt?.toISOString() ?? null,
    respondedAt: letter.respondedAt?.toISOString() ?? null,
    responseComment: letter.responseComment,
    signatureName: letter.signatureName,
    applicantName: letter.applicant.name,
    applicantEmail: letter.applicant.email,
    createdAt: letter.createdAt.toISOString(),
    updatedAt: letter.updatedAt.toISOString(),
    jobTitle: letter.jobTitle,
    salary: letter.salary,
    currency: letter.currency,
    payPeriod: letter.payPeriod,
    startDate: letter.startDate && dayOfDate(letter.startDate),
  };
}

const complianceDoc = (letter: LetterRow) =>
  letter.compliance.map(({ applicantFileId: _file, ...item }) => item);

export function createLettersService(deps: LettersDeps) {
  const { db, mailer, clock, log, storage } = deps;
  const { prisma } = db;

  /** The organisation's zone and its day now: "today" for every date rule of letters. */
  async function orgToday() {
    const zone = await orgTimeZone(prisma);
    return { zone, today: dayInZone(clock(), zone) };
  }

  /** Who the letter is to and where: what its merge fields take beyond its own saved fields. */
  async function contextOf(tx: Tx, letter: LetterRow): Promise<LetterContext> {
    const application = await tx.application.findUniqueOrThrow({
      where: { id: letter.applicationId },
      select: {
        jobPosition: {
          select: {
            department: { select: { name: true } },
            location: { select: { city: { select: { name: true } } } },
          },
        },
      },
    });
    return {
      applicantName: letter.applicant.name,
      applicantEmail: letter.applicant.email,
      companyName: await orgCompanyName(tx),
      department: application.jobPosition.department?.name ?? null,
      city: application.jobPosition.location?.city.name ?? null,
    };
  }

  /** The pack for the hire's department and position type; a sent contract keeps the pack it was sent with. */
  const employeeOnboardingDocuments = (applicationId: number, sentAt: Date | null = null) =>
    packDocumentsForApplication(prisma, applicationId, sentAt);

  async function offerAnswer(letter: LetterRow): Promise<TOfferLetterAnswer> {
    const { zone, today } = await orgToday();
    return {
      data: {
        ...letterData(letter, today, zone),
        status: letter.status as TOfferLetterAnswer['data']['status'],
      },
      complianceDoc: complianceDoc(letter),
    };
  }

  async function contractAnswer(letter: LetterRow): Promise<TContractLetterAnswer> {
    const { zone, today } = await orgToday();
    return {
      data: {
        ...letterData(letter, today, zone),
        status: letter.status as TContractLetterAnswer['data']['status'],
        offerLetterId: letter.offerLetterId,
        contractType: letter.contractType,
      },
      complianceDoc: complianceDoc(letter),
      employeeOnboardingDocuments: await employeeOnboardingDocuments(letter.applicationId, letter.sentAt),
    };
  }

  async function readable(kind: LetterKind, id: number, caller: Caller): Promise<LetterRow> {
    return assertAccess(kind, await loadLetter(prisma, kind, id), caller, id);
  }

  /** The summary an offer or a contract starts from, with the template's text filled in. */
  async function details(kind: LetterKind, applicationId: number) {
    const application = await prisma.application.findUnique({
      where: { id: applicationId },
      select: {
        id: true,
        status: true,
        applicant: {
          select: {
            id: true,
            firstName: true,
            middleName: true,
            surName: true,
            email: true,
            mobile: true,
            phone: true,
          },
        },
        offerLetter: { select: { id: true } },
        contractLetter: { select: { id: true } },
        jobPosition: {
          select: {
            id: true,
            positionTitle: true,
            department: { select: { name: true } },
            positionType: { select: { name: true } },
            location: { select: { city: { select: { name: true } }, country: { select: { name: true } } } },
            financial: {
              select: { compensationFrom: true, compensationTo: true, currency: true, salaryOption: true },
            },
            summary: { select: { summary: true } },
            complianceDocuments: {
              select: { id: true, name: true, mandatory: true },
              orderBy: { id: 'asc' },
            },
          },
        },
      },
    });
    if (!application) throw notFound('Application', applicationId);
    const position = application.jobPosition;
    const applicantName = personName(application.applicant);
    const template = await loadTemplateText(
      db,
      kind === 'offer' ? 'OFFER_LETTER_TEXT' : 'CONTRACT_LETTER_TEXT',
    );
    // Who and where are filled in; the letter's own fields (job title, contract type, salary, dates)
    // stay merge fields, filled from what is saved in the letter's fields when it is sent.
    const known: Record<string, string> = {
      applicantName,
      companyName: await orgCompanyName(prisma),
      ...(position.department ? { department: position.department.name } : {}),
      ...(position.location ? { city: position.location.city.name } : {}),
    };
    const from = position.financial?.compensationFrom;
    const to = position.financial?.compensationTo;
    const payPeriod = PAY_PERIODS.find((p) => p === position.financial?.salaryOption) ?? 'ANNUAL';
    return {
      application,
      summary: {
        id: application.id,
        applicantId: application.applicant.id,
        applicantName,
        applicantEmail: application.applicant.email,
        applicantPhone: application.applicant.mobile ?? application.applicant.phone,
        jobTitle: position.positionTitle,
        city: position.location?.city.name ?? null,
        country: position.location?.country.name ?? null,
        department: position.department?.name ?? null,
        requisitionSummary: position.summary?.summary ?? null,
        requisitionId: position.id,
        contractType: position.positionType?.name ?? null,
        compensationFrom: from == null ? null : Number(from),
        compensationTo: to == null ? null : Number(to),
        currency: position.financial?.currency.trim() || (await orgCurrency(prisma)),
        payPeriod,
        complianceDocuments: position.complianceDocuments,
        suggestedBody: renderTemplate(template.body, known),
        stageRefusal: letterStageRefusal(kind, application.status),
      },
    };
  }

  type SaveInput = z.output<typeof ZSaveOfferLetter> & { contractType?: string };

  /**
   * The dates against the organisation's today: the answer-by day not past, the start not before
   * today, and the answer due by the start. Every broken rule is named on its field.
   */
  function checkDates(input: SaveInput, today: string) {
    const fields: Record<string, string> = {};
    if (input.expiryDate < today) fields.expiryDate = LETTER_MESSAGES.expiryPast;
    if (input.startDate < today) fields.startDate = LETTER_MESSAGES.startPast;
    if (!fields.expiryDate && input.expiryDate > input.startDate)
      fields.expiryDate = LETTER_MESSAGES.expiryAfterStart;
    if (Object.keys(fields).length > 0) throw invalid(fields);
  }

  async function save(kind: LetterKind, input: SaveInput, userId: number): Promise<TLetterSaved> {
    const now = clock();
    checkDates(input, (await orgToday()).today);
    const application = await prisma.application.findUnique({
      where: { id: input.applicationId },
      select: {
        id: true,
        applicant: { select: { firstName: true, middleName: true, surName: true, email: true } },
        offerLetter: { select: { id: true, status: true } },
        contractLetter: { select: { id: true } },
        jobPosition: {
          select: {
            complianceDocuments: { select: { id: true } },
            department: { select: { name: true } },
            location: { select: { city: { select: { name: true } } } },
          },
        },
      },
    });
    if (!application) throw notFound('Application', input.applicationId);
    // A requisition document named by id must be one of this application's requisition.
    const ownDocuments = new Set(application.jobPosition.complianceDocuments.map((d) => d.id));
    input.documents.forEach((d, i) => {
      if (d.complianceDocumentId != null && !ownDocuments.has(d.complianceDocumentId)) {
        const message = `Compliance document ${d.complianceDocumentId} is not one of this requisition's.`;
        throw new AppError('INVALID_REFERENCE', message, {
          [`documents.${i}.complianceDocumentId`]: message,
        });
      }
    });
    if (kind === 'contract' && application.offerLetter?.status !== 'ACCEPTED')
      throw state(LETTER_MESSAGES.offerNotAccepted);
    const fields = {
      kind,
      jobTitle: input.jobTitle,
      contractType: kind === 'contract' ? (input.contractType ?? null) : null,
      salary: input.salary,
      currency: input.currency ?? (await orgCurrency(prisma)),
      payPeriod: input.payPeriod,
      startDate: dateOfDay(input.startDate),
      expiryDate: dateOfDay(input.expiryDate),
    };
    // The text as it reads now; sending renders it again from the saved fields.
    const body = renderBody(input.body, fields, {
      applicantName: personName(application.applicant),
      applicantEmail: application.applicant.email,
      companyName: await orgCompanyName(prisma),
      department: application.jobPosition.department?.name ?? null,
      city: application.jobPosition.location?.city.name ?? null,
    });
    const existingId = kind === 'offer' ? application.offerLetter?.id : application.contractLetter?.id;
    if (input.id != null && input.id !== existingId) throw notFound('Letter', input.id);

    const id = await prisma.$transaction(async (tx) => {
      const terms = {
        jobTitle: fields.jobTitle,
        salary: fields.salary,
        currency: fields.currency,
        payPeriod: fields.payPeriod,
        startDate: fields.startDate,
        expiryDate: fields.expiryDate,
        bodyTemplate: input.body,
        body,
        status: 'DRAFT',
      };
      let letterId: number;
      let version = 1;
      if (existingId === undefined) {
        letterId =
          kind === 'offer'
            ? (await tx.offerLetter.create({ data: { applicationId: application.id, ...terms } })).id
            : (
                await tx.contractLetter.create({
                  data: {
                    applicationId: application.id,
                    offerLetterId: application.offerLetter?.id ?? null,
                    contractType: input.contractType ?? null,
                    ...terms,
                  },
                })
              ).id;
      } else {
        letterId = existingId;
        await lockLetter(tx, kind, letterId);
        const current = await loadLetter(tx, kind, letterId);
        if (!current || !['DRAFT', 'SENT', 'WITHDRAWN'].includes(current.status))
          throw state(LETTER_MESSAGES.notDraft);
        // A sent version is never changed: the edit is the next version, and the sent one is withdrawn
        // (its links stop working; the applicant gets the new one when it is sent).
        const sent = currentVersion(current);
        if (current.status === 'SENT') await withdrawVersion(tx, current, now, userId, 'EDITED');
        version = sent ? current.version + 1 : current.version;
        await updateLetter(tx, kind, letterId, {
          ...terms,
          version,
          ...(input.contractType ? { contractType: input.contractType } : {}),
        });
      }
      // After the letter's own state (a sent letter says so first); a refusal rolls the save back.
      await refuseOutOfStage(tx, kind, application.id);
      const current = (await loadLetter(tx, kind, letterId))!;
      await replaceComplianceRows(
        tx,
        kind,
        letterId,
        current.compliance,
        input.documents.map((d) => ({
          complianceDocumentId: d.complianceDocumentId ?? null,
          name: d.name,
          mandatory: d.mandatory,
        })),
      );
      await audit(tx, {
        userId,
        entity: LETTER_AUDIT_ENTITY[kind],
        id: letterId,
        action: existingId === undefined ? 'CREATE' : 'UPDATE',
        details: { version },
      });
      return letterId;
    });
    return { message: MESSAGES.successfullySavedBang, id };
  }

  /** A sent letter stops being open: its links stop working and its version is marked withdrawn. */
  async function withdrawVersion(tx: Tx, letter: LetterRow, now: Date, userId: number, reason: string) {
    await updateLetter(tx, letter.kind, letter.id, { status: 'WITHDRAWN', withdrawnAt: now });
    await invalidateCodes(tx, letter.kind, letter.id, now);
    const sent = currentVersion(letter);
    if (sent && !sent.withdrawnAt)
      await tx.letterVersion.update({ where: { id: sent.id }, data: { withdrawnAt: now } });
    if (letter.kind === 'offer')
      await applyPipelineEvent(tx, letter.applicationId, 'OFFER_WITHDRAWN', userId);
    await audit(tx, {
      userId,
      entity: LETTER_AUDIT_ENTITY[letter.kind],
      id: letter.id,
      action: 'WITHDRAW',
      details: { version: letter.version, reason },
    });
  }

  /** A letter is saved and sent only at its stage of the pipeline (409 naming the status and the way there). */
  async function refuseOutOfStage(tx: Tx, kind: LetterKind, applicationId: number) {
    const refusal = letterStageRefusal(kind, await lockApplicationStatus(tx, applicationId));
    if (refusal) throw new AppError('APPLICATION_STAGE', refusal);
  }

  /** A new one-time code for the letter's link; the letter's earlier codes stop working. */
  async function issueCode(tx: Tx, letter: LetterRow, now: Date, invalidateOlder: boolean): Promise<string> {
    if (invalidateOlder) await invalidateCodes(tx, letter.kind, letter.id, now);
    const zone = await orgTimeZone(tx);
    const code = newToken();
    await tx.registrationCode.create({
      data: {
        codeHash: hashToken(code),
        email: letter.applicant.email,
        purpose: LETTER_PURPOSE[letter.kind],
        userId: letter.applicant.userId,
        ...(letter.kind === 'offer' ? { offerLetterId: letter.id } : { contractLetterId: letter.id }),
        expiresAt: codeExpiry(letter.expiryDate, now, zone),
      },
    });
    return code;
  }

  function linkOf(letter: LetterRow, code: string) {
    return mailer.link(LINK_PAGE[letter.kind](letter.id), { code });
  }

  /**
   * The version this send sends: the text rendered again from the saved fields, its content and
   * SHA-256 kept. The same content as the version's sent row resends that version; different content
   * (the organisation's name changed since) is the next version.
   */
  async function sealVersion(tx: Tx, letter: LetterRow, now: Date) {
    const context = await contextOf(tx, letter);
    const body =
      letter.bodyTemplate === null ? letter.body : renderBody(letter.bodyTemplate, letter, context);
    const sent = currentVersion(letter);
    let version = letter.version;
    let content = letterContent(letter, context, body, version);
    if (sent && sent.contentSha256 !== sha256(content)) {
      if (!sent.withdrawnAt)
        await tx.letterVersion.update({ where: { id: sent.id }, data: { withdrawnAt: now } });
      version += 1;
      content = letterContent(letter, context, body, version);
    }
    const owner = letter.kind === 'offer' ? { offerLetterId: letter.id } : { contractLetterId: letter.id };
    if (sent && version === letter.version)
      await tx.letterVersion.update({ where: { id: sent.id }, data: { withdrawnAt: null } });
    else
      await tx.letterVersion.create({
        data: { ...owner, version, content, contentSha256: sha256(content), sentAt: now },
      });
    return { body, version };
  }

  async function send(kind: LetterKind, id: number, userId: number): Promise<TLetterSent> {
    const now = clock();
    const { today } = await orgToday();
    const outcome = await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, id);
      const letter = await loadLetter(tx, kind, id);
      if (!letter) throw notFound('Letter', id);
      if (!['DRAFT', 'SENT', 'WITHDRAWN'].includes(letter.status))
        throw state(LETTER_MESSAGES.alreadyAnswered);
      const lastSentAt = letter.sentAt;
      // The same click twice (or two officers at once): the row lock made the second wait; it sends nothing.
      if (
        letter.status === 'SENT' &&
        letter.sentAt &&
        now.getTime() - letter.sentAt.getTime() < RESEND_WINDOW_MS
      )
        return { letter, code: null, sentAt: letter.sentAt, lastSentAt, version: letter.version };
      if (letter.expiryDate && dayOfDate(letter.expiryDate) < today) throw state(LETTER_MESSAGES.expired);
      await refuseOutOfStage(tx, kind, letter.applicationId);
      const code = await issueCode(tx, letter, now, true);
      const { body, version } = await sealVersion(tx, letter, now);
      await updateLetter(tx, kind, id, {
        status: 'SENT',
        sentAt: now,
        sentById: userId,
        withdrawnAt: null,
        remindedAt: null,
        body,
        version,
      });
      if (kind === 'offer')
        await applyPipelineEvent(tx, letter.applicationId, 'OFFER_SENT', userId, 'Offer letter sent');
      await audit(tx, {
        userId,
        entity: LETTER_AUDIT_ENTITY[kind],
        id,
        action: 'SEND',
        details: { version, resend: lastSentAt !== null },
      });
      return { letter, code, sentAt: now, lastSentAt, version };
    });
    if (outcome.code) {
      const { letter } = outcome;
      const values = {
        applicantName: letter.applicant.name,
        jobTitle: letter.jobTitle,
        companyName: await orgCompanyName(prisma),
        link: linkOf(letter, outcome.code),
      };
      const entity = {
        to: letter.applicant.email,
        values,
        entity: LETTER_PURPOSE[kind].toLowerCase(),
        entityId: id,
      };
      if (kind === 'offer') await mailer.send({ templateKey: 'OFFER_LETTER', ...entity });
      else await mailer.send({ templateKey: 'CONTRACT_LETTER', ...entity });
    }
    return {
      message: kind === 'offer' ? MESSAGES.offerLetterSent : MESSAGES.contractLetterSent,
      sentAt: outcome.sentAt.toISOString(),
      lastSentAt: outcome.lastSentAt?.toISOString() ?? null,
      version: outcome.version,
    };
  }

  async function withdraw(kind: LetterKind, id: number, userId: number): Promise<{ message: string }> {
    const now = clock();
    await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, id);
      const letter = await loadLetter(tx, kind, id);
      if (!letter) throw notFound('Letter', id);
      if (letter.status === 'WITHDRAWN') throw state(LETTER_MESSAGES.withdrawn);
      if (letter.status === 'DRAFT') throw state(LETTER_MESSAGES.notSent);
      if (letter.status !== 'SENT') throw state(LETTER_MESSAGES.alreadyAnswered);
      await withdrawVersion(tx, letter, now, userId, 'WITHDRAWN');
    });
    return { message: LETTER_MESSAGES.withdrawnDone };
  }

  /**
   * The signed PDF as issued, with its certificate: its bytes go to the storage (an uploaded_file of
   * the signer's), its SHA-256 to the version, so a copy sent back can be checked. The storage key
   * goes into `stored` at once, to remove if the transaction does not commit.
   */
  async function issueSignedPdf(
    tx: Tx,
    kind: LetterKind,
    id: number,
    caller: Caller,
    timeZone: string,
    stored: string[],
  ): Promise<void> {
    const signed = (await loadLetter(tx, kind, id))!;
    const context = await contextOf(tx, signed);
    let version: VersionRow | undefined = currentVersion(signed);
    // A letter sent before versions were kept: its version is what it says now.
    if (!version) {
      const content = letterContent(signed, context, signed.body, signed.version);
      const owner = kind === 'offer' ? { offerLetterId: id } : { contractLetterId: id };
      const row = await tx.letterVersion.create({
        data: {
          ...owner,
          version: signed.version,
          content,
          contentSha256: sha256(content),
          sentAt: signed.sentAt ?? signed.respondedAt!,
        },
      });
      version = { ...row, signedPdfFile: null };
    }
    const account = await tx.user.findUniqueOrThrow({ where: { id: caller.id }, select: { email: true } });
    const certificate: CertificateLines = {
      signerName: signed.signatureName!,
      signerEmail: account.email,
      signedAtText: zonedDateTime(signed.respondedAt!, timeZone),
      ip: signed.responseIp ?? '—',
      userAgent: signed.responseUserAgent,
      version: version.version,
      contentSha256: version.contentSha256,
    };
    const bytes = await pdfBytes(
      renderLetterPdf(signed, context, {
        compress: deps.compressPdf ?? true,
        contentSha256: version.contentSha256,
        certificate,
      }),
    );
    const storageKey = newStorageKey(clock());
    stored.push(storageKey);
    await storage.put(storageKey, bytes, { contentType: 'application/pdf' });
    const pdfSha256 = sha256(bytes);
    const file = await tx.uploadedFile.create({
      data: {
        originalName: `${kind}-letter-${id}-signed.pdf`,
        storageKey,
        mimeType: 'application/pdf',
        size: bytes.length,
        sha256: pdfSha256,
        purpose: 'SIGNED_LETTER',
        uploadedById: caller.id,
      },
      select: { id: true },
    });
    await tx.letterVersion.update({
      where: { id: version.id },
      data: {
        signerEmail: account.email,
        timeZone,
        signedPdfSha256: pdfSha256,
        signedPdfFileId: file.id,
      },
    });
  }

  /**
   * The applicant's answer: their full name typed, with their consent, signs it (for the version
   * they read); the application's status follows. Accepting issues the signed PDF.
   */
  async function respond(
    kind: LetterKind,
    id: number,
    caller: Caller,
    input: z.output<typeof ZLetterResponse>,
    from: { ip: string; userAgent: string | undefined },
  ): Promise<{ message: string }> {
    const now = clock();
    const { zone, today } = await orgToday();
    const accepted = input.decision === 'ACCEPT';
    const storedPdf: string[] = [];
    const letter = await prisma
      .$transaction(async (tx) => {
        await lockLetter(tx, kind, id);
        const letter = assertAccess(kind, await loadLetter(tx, kind, id), caller, id);
        if (letter.status === 'WITHDRAWN') throw state(LETTER_MESSAGES.withdrawn);
        if (input.version !== undefined && input.version !== letter.version)
          throw state(LETTER_MESSAGES.versionChanged);
        if (letter.status !== 'SENT') throw state(LETTER_MESSAGES.alreadyAnswered);
        if (isExpired(letter, today)) throw state(LETTER_MESSAGES.expired);
        if (!signatureMatches(input.signatureName, letter.applicant))
          throw invalid({ signatureName: LETTER_MESSAGES.signatureMismatch(letter.applicant.name) });
        const status = accepted ? (kind === 'offer' ? 'ACCEPTED' : 'SIGNED') : 'DECLINED';
        await updateLetter(tx, kind, id, {
          status,
          respondedAt: now,
          signatureName: input.signatureName,
          responseComment: input.comment || null,
          responseIp: from.ip.slice(0, 64),
          responseUserAgent: from.userAgent?.slice(0, 500) ?? null,
        });
        const event: PipelineEvent =
          kind === 'offer'
            ? accepted
              ? 'OFFER_ACCEPTED'
              : 'OFFER_DECLINED'
            : accepted
              ? 'CONTRACT_SIGNED'
              : 'CONTRACT_DECLINED';
        await applyPipelineEvent(tx, letter.applicationId, event, caller.id, `${LETTER_NAME[kind]} answered`);
        await audit(tx, {
          userId: caller.id,
          entity: LETTER_AUDIT_ENTITY[kind],
          id,
          action: accepted ? 'ACCEPT' : 'DECLINE',
          details: {
            ip: from.ip,
            userAgent: from.userAgent ?? null,
            version: letter.version,
            consent: input.consent,
          },
        });
        if (accepted) await issueSignedPdf(tx, kind, id, caller, zone, storedPdf);
        return letter;
      })
      .catch(async (error: unknown) => {
        // No row, no bytes: the signed PDF of an answer that was not recorded goes too.
        for (const key of storedPdf) await storage.remove(key).catch(() => {});
        throw error;
      });
    await notifySender(letter, accepted, input.comment ?? null);
    return { message: LETTER_MESSAGES.accepted };
  }

  /** The officer who sent the letter hears the answer (nobody when they are gone). */
  async function notifySender(letter: LetterRow, accepted: boolean, comment: string | null) {
    if (letter.sentById === null) return;
    const sender = await prisma.user.findUnique({
      where: { id: letter.sentById },
      select: { email: true, firstName: true, lastName: true, active: true },
    });
    if (!sender?.active) return;
    try {
      await mailer.send({
        templateKey: 'LETTER_ANSWERED',
        to: sender.email,
        values: {
          recipientName: `${sender.firstName} ${sender.lastName}`.trim(),
          applicantName: letter.applicant.name,
          jobTitle: letter.jobTitle,
          letterName: LETTER_NAME[letter.kind],
          decision: accepted ? 'accepted' : 'declined',
          comment: comment || '(none)',
          link: mailer.link(applicationPage(letter.applicationId)),
        },
        entity: LETTER_PURPOSE[letter.kind].toLowerCase(),
        entityId: letter.id,
      });
    } catch (error) {
      log.warn({ err: error, letterId: letter.id }, 'the answer email could not be recorded');
    }
  }

  async function uploadCompliance(
    kind: LetterKind,
    input: z.output<typeof ZUploadCompliance>,
    caller: Caller,
  ): Promise<TUploadComplianceAnswer> {
    const { today } = await orgToday();
    const letter = await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, input.id);
      const letter = assertAccess(kind, await loadLetter(tx, kind, input.id), caller, input.id);
      const open = letter.status === 'SENT' && !isExpired(letter, today);
      if (!open && letter.status !== 'ACCEPTED' && letter.status !== 'SIGNED')
        throw state(LETTER_MESSAGES.notEditableDocuments);
      const rows = new Map(letter.compliance.map((row) => [row.id, row]));
      for (const doc of input.docs) {
        if (!rows.has(doc.id)) {
          const message = LETTER_MESSAGES.unknownDocument(doc.id);
          throw new AppError('VALIDATION_FAILED', message, { docs: message });
        }
      }
      const fileIds = [...new Set(input.docs.map((doc) => doc.applicantFileId))];
      const files = await tx.uploadedFile.findMany({
        where: { id: { in: fileIds }, uploadedById: caller.id, purpose: 'COMPLIANCE' },
        select: { id: true },
      });
      const own = new Set(files.map((file) => file.id));
      const foreign = fileIds.find((fileId) => !own.has(fileId));
      if (foreign !== undefined) throw notFound('File', foreign);
      for (const doc of input.docs) {
        await setComplianceFile(tx, kind, doc.id, doc.applicantFileId);
        rows.get(doc.id)!.applicantFileId = doc.applicantFileId;
      }
      // Every mandatory row needs its file; otherwise the whole call is undone.
      if ([...rows.values()].some((row) => row.mandatory && row.applicantFileId === null))
        throw new AppError('VALIDATION_FAILED', MESSAGES.requiredDocumentsNotUploaded, {
          docs: MESSAGES.requiredDocumentsNotUploaded,
        });
      await audit(tx, {
        userId: caller.id,
        entity: LETTER_AUDIT_ENTITY[kind],
        id: letter.id,
        action: 'UPLOAD_COMPLIANCE',
        details: { rows: input.docs.map((doc) => doc.id) },
      });
      return (await loadLetter(tx, kind, letter.id))!;
    });
    return { message: MESSAGES.save, complianceDoc: complianceDoc(letter) };
  }

  /** The applicant's own letters: the newest sent offer, and its contract. */
  async function letterIds(caller: Caller, email: string): Promise<TLetterIds> {
    const applicant = await prisma.applicant.findUnique({
      where: { userId: caller.id },
      select: { id: true, email: true, user: { select: { email: true } } },
    });
    const given = email.trim().toLowerCase();
    if (
      !applicant ||
      (applicant.email.toLowerCase() !== given && applicant.user?.email.toLowerCase() !== given)
    )
      throw notFound();
    const sent = { not: 'DRAFT' };
    const [offer, contract] = await Promise.all([
      prisma.offerLetter.findFirst({
        where: { status: sent, application: { applicantId: applicant.id } },
        orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      }),
      prisma.contractLetter.findFirst({
        where: { status: sent, application: { applicantId: applicant.id } },
        orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      }),
    ]);
    return { offerLetterId: offer?.id ?? null, contractLetterId: contract?.id ?? null };
  }

  /**
   * Sent letters that expire within three days and have not been answered or reminded: the applicant
   * gets one reminder, with a fresh link (their first link still works too).
   */
  async function remindExpiring(): Promise<number> {
    const now = clock();
    const today = dateOfDay((await orgToday()).today);
    const until = new Date(today.getTime() + 3 * 86_400_000);
    const where = { status: 'SENT', remindedAt: null, expiryDate: { gte: today, lte: until } };
    const due: { kind: LetterKind; id: number }[] = [
      ...(await prisma.offerLetter.findMany({ where, select: { id: true } })).map((r) => ({
        kind: 'offer' as const,
        id: r.id,
      })),
      ...(await prisma.contractLetter.findMany({ where, select: { id: true } })).map((r) => ({
        kind: 'contract' as const,
        id: r.id,
      })),
    ];
    const companyName = await orgCompanyName(prisma);
    let sent = 0;
    for (const { kind, id } of due) {
      const claimed = await prisma.$transaction(async (tx) => {
        await lockLetter(tx, kind, id);
        const letter = await loadLetter(tx, kind, id);
        if (letter?.status !== 'SENT' || letter.remindedAt) return null;
        await updateLetter(tx, kind, id, { remindedAt: now });
        return { letter, code: await issueCode(tx, letter, now, false) };
      });
      if (!claimed) continue;
      const { letter, code } = claimed;
      await mailer.send({
        templateKey: 'LETTER_REMINDER',
        to: letter.applicant.email,
        values: {
          applicantName: letter.applicant.name,
          jobTitle: letter.jobTitle,
          letterName: LETTER_NAME[kind],
          expiryDate: longDate(letter.expiryDate!),
          companyName,
          link: linkOf(letter, code),
        },
        entity: LETTER_PURPOSE[kind].toLowerCase(),
        entityId: id,
      });
      sent += 1;
    }
    return sent;
  }

  return {
    async offerDetails(applicationId: number): Promise<TOfferApplicationDetails> {
      const { application, summary } = await details('offer', applicationId);
      const offer =
        application.offerLetter && (await loadLetter(prisma, 'offer', application.offerLetter.id));
      return { ...summary, offerLetter: offer ? await offerAnswer(offer) : null };
    },

    async contractDetails(applicationId: number): Promise<TContractApplicationDetails> {
      const { application, summary } = await details('contract', applicationId);
      const offer =
        application.offerLetter && (await loadLetter(prisma, 'offer', application.offerLetter.id));
      const contract =
        application.contractLetter && (await loadLetter(prisma, 'contract', application.contractLetter.id));
      return {
        ...summary,
        offerLetter: offer ? (await offerAnswer(offer)).data : null,
        contractLetter: contract ? await contractAnswer(contract) : null,
        employeeOnboardingDocuments: await employeeOnboardingDocuments(applicationId),
      };
    },

    saveOffer: (input: z.output<typeof ZSaveOfferLetter>, userId: number) => save('offer', input, userId),
    saveContract: (input: z.output<typeof ZSaveContractLetter>, userId: number) =>
      save('contract', input, userId),
    send,
    withdraw,
    respond,
    uploadCompliance,
    letterIds,
    remindExpiring,

    async offer(id: number, caller: Caller): Promise<TOfferLetterAnswer> {
      return offerAnswer(await readable('offer', id, caller));
    },
    async contract(id: number, caller: Caller): Promise<TContractLetterAnswer> {
      return contractAnswer(await readable('contract', id, caller));
    },
    async compliance(kind: LetterKind, id: number, caller: Caller): Promise<TComplianceDocList> {
      return { complianceDoc: complianceDoc(await readable(kind, id, caller)) };
    },
    /**
     * The letter's PDF, once the caller may read it: a signed letter's as issued (the same bytes every
     * time, so a copy can be checked), any other made now from the letter as it stands.
     */
    async pdf(
      kind: LetterKind,
      id: number,
      caller: Caller,
    ): Promise<{ stream: Readable; size: number | null }> {
      const letter = await readable(kind, id, caller);
      const version = currentVersion(letter);
      const signed = letter.status === 'ACCEPTED' || letter.status === 'SIGNED';
      if (signed && version?.signedPdfFile)
        return {
          stream: await storage.get(version.signedPdfFile.storageKey),
          size: version.signedPdfFile.size,
        };
      const { zone } = await orgToday();
      const document = renderLetterPdf(letter, await contextOf(prisma, letter), {
        compress: deps.compressPdf ?? true,
        contentSha256: letter.status === 'DRAFT' ? null : (version?.contentSha256 ?? null),
        certificate: certificateOf(letter, zone),
      });
      return { stream: document, size: null };
    },

    /** The signature certificate of a signed letter on a page of its own (404 before it is signed). */
    async certificatePdf(kind: LetterKind, id: number, caller: Caller): Promise<PDFKit.PDFDocument> {
      const letter = await readable(kind, id, caller);
      const certificate = certificateOf(letter, await orgTimeZone(prisma));
      if (!certificate) throw new AppError('NOT_FOUND', LETTER_MESSAGES.noCertificate);
      return renderCertificatePdf(letter, (await contextOf(prisma, letter)).companyName, certificate, {
        compress: deps.compressPdf ?? true,
      });
    },

    /**
     * The papers an employee was hired with: their sent letters (each PDF as issued and its
     * certificate) and the documents uploaded for them. For ONBOARDING holders and the employee.
     */
    async employeePapers(employeeId: number, caller: Caller): Promise<TEmployeePapers> {
      const employee = await prisma.employee.findUnique({
        where: { id: employeeId },
        select: { userId: true, applicationId: true },
      });
      const own = employee !== null && employee.userId !== null && employee.userId === caller.id;
      // As the employee record: another employee's answers 404 (ids cannot be probed), staff 403.
      if (!own && !hasAuthority(caller.authorities, 'ONBOARDING')) {
        if (!employee || isApplicantOnly(caller.roles) || parseRoles(caller.roles).includes(ROLES.EMPLOYEE))
          throw notFound('Employee', employeeId);
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      }
      if (!employee) throw notFound('Employee', employeeId);
      if (employee.applicationId === null) return { letters: [], documents: [] };
      const zone = await orgTimeZone(prisma);
      const where = { applicationId: employee.applicationId };
      const [offer, contract] = await Promise.all([
        prisma.offerLetter.findUnique({ where, select: { id: true } }),
        prisma.contractLetter.findUnique({ where, select: { id: true } }),
      ]);
      const loaded = await Promise.all([
        offer && loadLetter(prisma, 'offer', offer.id),
        contract && loadLetter(prisma, 'contract', contract.id),
      ]);
      const letters = loaded.filter((letter): letter is LetterRow => !!letter && letter.status !== 'DRAFT');
      return {
        letters: letters.map((letter) => {
          const certificate = certificateOf(letter, zone);
          return {
            kind: letter.kind,
            id: letter.id,
            jobTitle: letter.jobTitle,
            status: letter.status,
            version: letter.version,
            signerName: certificate?.signerName ?? null,
            signedAtText: certificate?.signedAtText ?? null,
            hasCertificate: certificate !== null,
          };
        }),
        documents: letters.flatMap((letter) =>
          letter.compliance.flatMap((row) =>
            row.applicantFile
              ? [
                  {
                    letterKind: letter.kind,
                    name: row.name,
                    fileId: row.applicantFile.id,
                    originalName: row.applicantFile.originalName,
                  },
                ]
              : [],
          ),
        ),
      };
    },

    /**
     * Whether a PDF is a signed letter exactly as issued (its SHA-256 is a signed version's). A copy
     * changed by one byte is not; if it still names a letter's content hash, the answer says which.
     */
    async verify(bytes: Buffer, userId: number): Promise<TLetterVerification> {
      const letterSelect = {
        select: { id: true, applicationId: true, signatureName: true, respondedAt: true },
      };
      const row = await prisma.letterVersion.findFirst({
        where: { signedPdfSha256: sha256(bytes) },
        select: { version: true, timeZone: true, offerLetter: letterSelect, contractLetter: letterSelect },
      });
      const letter = row?.offerLetter ?? row?.contractLetter;
      if (row && letter?.signatureName && letter.respondedAt) {
        const kind: LetterKind = row.offerLetter ? 'offer' : 'contract';
        const when = zonedDateTime(letter.respondedAt, row.timeZone ?? (await orgTimeZone(prisma)));
        await audit(prisma, {
          userId,
          entity: LETTER_AUDIT_ENTITY[kind],
          id: letter.id,
          action: 'VERIFY_PDF',
          details: { match: true, version: row.version },
        });
        return {
          match: true,
          message: LETTER_MESSAGES.verified(letter.signatureName, when),
          detail: null,
          letter: {
            kind,
            id: letter.id,
            applicationId: letter.applicationId,
            version: row.version,
            signerName: letter.signatureName,
            signedAt: letter.respondedAt.toISOString(),
          },
        };
      }
      const named = new RegExp(`${CONTENT_HASH_KEY}([0-9a-f]{64})`).exec(bytes.toString('latin1'))?.[1];
      const claimed =
        named &&
        (await prisma.letterVersion.findFirst({
          where: { contentSha256: named },
          select: { version: true, offerLetterId: true, contractLetterId: true },
        }));
      const detail = claimed
        ? LETTER_MESSAGES.changedCopy(
            claimed.offerLetterId
              ? `offer letter ${claimed.offerLetterId}`
              : `contract letter ${claimed.contractLetterId}`,
            claimed.version,
          )
        : null;
      await audit(prisma, {
        userId,
        entity: 'SignedLetterCheck',
        id: '-',
        action: 'VERIFY_PDF',
        details: { match: false, size: bytes.length },
      });
      return { match: false, message: LETTER_MESSAGES.notVerified, detail, letter: null };
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
