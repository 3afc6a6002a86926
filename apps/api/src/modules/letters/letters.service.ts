// Offer and contract letters: HR saves, sends (a one-time code in the emailed link), withdraws and
// reads them; the applicant who owns one reads it, answers it with a typed signature and uploads its
// documents. Ownership is checked here: another applicant's letter answers 404, like a missing one.
import {
  hasAuthority,
  isApplicantOnly,
  LETTER_MESSAGES,
  letterStageRefusal,
  MESSAGES,
  type PipelineEvent,
  renderTemplate,
  SERVER_MESSAGES,
  type TComplianceDocList,
  type TContractApplicationDetails,
  type TContractLetterAnswer,
  type TLetterIds,
  type TLetterSaved,
  type TLetterSent,
  type TOfferApplicationDetails,
  type TOfferLetterAnswer,
  type TUploadComplianceAnswer,
  type ZLetterResponse,
  type ZSaveContractLetter,
  type ZSaveOfferLetter,
  type ZUploadCompliance,
} from '@hr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { orgCompanyName } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { applyPipelineEvent, lockApplicationStatus } from '../applications/index.js';
import { loadTemplateText } from '../email/index.js';
import { packDocumentsForApplication } from '../employee-pack/index.js';
import {
  codeExpiry,
  dayOf,
  invalidateCodes,
  isExpired,
  isoDay,
  LETTER_NAME,
  LETTER_PURPOSE,
  type LetterKind,
  type LetterRow,
  loadLetter,
  lockLetter,
  longDate,
  money,
  personName,
  replaceComplianceRows,
  setComplianceFile,
  type Tx,
  updateLetter,
} from './letter-store.js';

/** Who calls: the token's claims. */
export interface Caller {
  id: number;
  roles: string;
  authorities: readonly string[];
}

export type LettersDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'clock'> & { log: FastifyBaseLogger };

/** A second send inside this window is the same click twice: no second email. */
const RESEND_WINDOW_MS = 30_000;

/** Web pages the emails link to. */
const LINK_PAGE: Record<LetterKind, (id: number) => string> = {
  offer: () => '/offer-letter',
  contract: (id) => `/contract-letter/${id}`,
};
const applicationPage = (applicationId: number) => `/appfrm/${applicationId}`;

const state = (message: string) => new AppError('LETTER_STATE', message);

/** The staff authorities each kind needs (the routes' guards say the same). */
function staffMay(kind: LetterKind, authorities: readonly string[]): boolean {
  if (kind === 'contract') return hasAuthority(authorities, 'ONBOARDING');
  return hasAuthority(authorities, 'SHORTLISTING') || hasAuthority(authorities, 'ONBOARDING');
}

/**
 * The letter when the caller may read it: staff with the kind's authority (else 403); the applicant
 * whose letter it is, once it has been sent (else 404, as if it did not exist).
 */
function assertAccess(kind: LetterKind, letter: LetterRow | null, caller: Caller, id: number): LetterRow {
  if (isApplicantOnly(caller.roles)) {
    if (!letter || letter.applicant.userId !== caller.id || letter.status === 'DRAFT')
      throw notFound('Letter', id);
    return letter;
  }
  if (!staffMay(kind, caller.authorities)) throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
  if (!letter) throw notFound('Letter', id);
  return letter;
}

function letterData(letter: LetterRow, now: Date) {
  return {
    id: letter.id,
    applicationId: letter.applicationId,
    body: letter.body,
    expiryDate: letter.expiryDate && isoDay(letter.expiryDate),
    expired: isExpired(letter, now),
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
    startDate: letter.startDate && isoDay(letter.startDate),
  };
}

const complianceDoc = (letter: LetterRow) =>
  letter.compliance.map(({ applicantFileId: _file, ...item }) => item);

export function createLettersService(deps: LettersDeps) {
  const { db, mailer, clock, log } = deps;
  const { prisma } = db;

  /** The pack for the hire's department and position type; a sent contract keeps the pack it was sent with. */
  const employeeOnboardingDocuments = (applicationId: number, sentAt: Date | null = null) =>
    packDocumentsForApplication(prisma, applicationId, sentAt);

  async function offerAnswer(letter: LetterRow): Promise<TOfferLetterAnswer> {
    return {
      data: { ...letterData(letter, clock()), status: letter.status as TOfferLetterAnswer['data']['status'] },
      complianceDoc: complianceDoc(letter),
    };
  }

  async function contractAnswer(letter: LetterRow): Promise<TContractLetterAnswer> {
    return {
      data: {
        ...letterData(letter, clock()),
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
            financial: { select: { compensationFrom: true, compensationTo: true } },
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
    const known: Record<string, string> = {
      applicantName,
      jobTitle: position.positionTitle,
      companyName: await orgCompanyName(prisma),
      ...(position.department ? { department: position.department.name } : {}),
      ...(position.location ? { city: position.location.city.name } : {}),
      ...(position.positionType ? { contractType: position.positionType.name } : {}),
    };
    // A contract follows the accepted offer's terms.
    if (kind === 'contract' && application.offerLetter) {
      const offer = await prisma.offerLetter.findUnique({
        where: { id: application.offerLetter.id },
        select: { salary: true, startDate: true },
      });
      if (offer?.salary != null) Object.assign(known, { salary: money(Number(offer.salary)) });
      if (offer?.startDate) Object.assign(known, { startDate: longDate(offer.startDate) });
    }
    const from = position.financial?.compensationFrom;
    const to = position.financial?.compensationTo;
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
        complianceDocuments: position.complianceDocuments,
        // Salary, dates: the officer's choice; their merge fields stay for the save to fill.
        suggestedBody: renderTemplate(template.body, known),
        stageRefusal: letterStageRefusal(kind, application.status),
      },
    };
  }

  /** The values the saved text's remaining merge fields take. */
  async function mergeValuesOf(input: {
    jobTitle: string;
    salary: number;
    startDate: string;
    expiryDate: string;
    contractType?: string;
  }) {
    return {
      jobTitle: input.jobTitle,
      salary: money(input.salary),
      startDate: longDate(dayOf(input.startDate)),
      expiryDate: longDate(dayOf(input.expiryDate)),
      companyName: await orgCompanyName(prisma),
      ...(input.contractType ? { contractType: input.contractType } : {}),
    };
  }

  type SaveInput = z.output<typeof ZSaveOfferLetter> & { contractType?: string };

  async function save(kind: LetterKind, input: SaveInput, userId: number): Promise<TLetterSaved> {
    const now = clock();
    if (input.expiryDate < isoDay(now))
      throw new AppError('VALIDATION_FAILED', 'The expiry date has passed', {
        expiryDate: 'The expiry date has passed',
      });
    const application = await prisma.application.findUnique({
      where: { id: input.applicationId },
      select: {
        id: true,
        applicant: { select: { firstName: true, middleName: true, surName: true } },
        offerLetter: { select: { id: true, status: true } },
        contractLetter: { select: { id: true } },
        jobPosition: { select: { complianceDocuments: { select: { id: true } } } },
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
    const values = {
      ...(await mergeValuesOf(input)),
      applicantName: personName(application.applicant),
    };
    const body = renderTemplate(input.body, values);
    const existingId = kind === 'offer' ? application.offerLetter?.id : application.contractLetter?.id;
    if (input.id != null && input.id !== existingId) throw notFound('Letter', input.id);

    const id = await prisma.$transaction(async (tx) => {
      const terms = {
        jobTitle: input.jobTitle,
        salary: input.salary,
        startDate: dayOf(input.startDate),
        expiryDate: dayOf(input.expiryDate),
        body,
        status: 'DRAFT',
      };
      let letterId: number;
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
        if (!current || (current.status !== 'DRAFT' && current.status !== 'WITHDRAWN'))
          throw state(LETTER_MESSAGES.notDraft);
        await updateLetter(tx, kind, letterId, {
          ...terms,
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
      await audit(tx, userId, kind, letterId, existingId === undefined ? 'CREATE' : 'UPDATE');
      return letterId;
    });
    return { message: MESSAGES.successfullySavedBang, id };
  }

  /** A letter is saved and sent only at its stage of the pipeline (409 naming the status and the way there). */
  async function refuseOutOfStage(tx: Tx, kind: LetterKind, applicationId: number) {
    const refusal = letterStageRefusal(kind, await lockApplicationStatus(tx, applicationId));
    if (refusal) throw new AppError('APPLICATION_STAGE', refusal);
  }

  function audit(
    tx: Tx,
    userId: number | null,
    kind: LetterKind,
    id: number,
    action: string,
    details?: object,
  ) {
    return tx.auditEvent.create({
      data: {
        userId,
        entity: kind === 'offer' ? 'OfferLetter' : 'ContractLetter',
        entityId: String(id),
        action,
        ...(details ? { details } : {}),
      },
    });
  }

  /** A new one-time code for the letter's link; the letter's earlier codes stop working. */
  async function issueCode(tx: Tx, letter: LetterRow, now: Date, invalidateOlder: boolean): Promise<string> {
    if (invalidateOlder) await invalidateCodes(tx, letter.kind, letter.id, now);
    const code = newToken();
    await tx.registrationCode.create({
      data: {
        codeHash: hashToken(code),
        email: letter.applicant.email,
        purpose: LETTER_PURPOSE[letter.kind],
        userId: letter.applicant.userId,
        ...(letter.kind === 'offer' ? { offerLetterId: letter.id } : { contractLetterId: letter.id }),
        expiresAt: codeExpiry(letter.expiryDate, now),
      },
    });
    return code;
  }

  function linkOf(letter: LetterRow, code: string) {
    return mailer.link(LINK_PAGE[letter.kind](letter.id), { code });
  }

  async function send(kind: LetterKind, id: number, userId: number): Promise<TLetterSent> {
    const now = clock();
    const outcome = await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, id);
      const letter = await loadLetter(tx, kind, id);
      if (!letter) throw notFound('Letter', id);
      if (!['DRAFT', 'SENT', 'WITHDRAWN'].includes(letter.status))
        throw state(LETTER_MESSAGES.alreadyAnswered);
      // The same click twice (or two officers at once): the row lock made the second wait; it sends nothing.
      if (
        letter.status === 'SENT' &&
        letter.sentAt &&
        now.getTime() - letter.sentAt.getTime() < RESEND_WINDOW_MS
      )
        return { letter, code: null, sentAt: letter.sentAt };
      if (letter.expiryDate && isoDay(letter.expiryDate) < isoDay(now)) throw state(LETTER_MESSAGES.expired);
      await refuseOutOfStage(tx, kind, letter.applicationId);
      const code = await issueCode(tx, letter, now, true);
      await updateLetter(tx, kind, id, {
        status: 'SENT',
        sentAt: now,
        sentById: userId,
        withdrawnAt: null,
        remindedAt: null,
      });
      if (kind === 'offer')
        await applyPipelineEvent(tx, letter.applicationId, 'OFFER_SENT', userId, 'Offer letter sent');
      await audit(tx, userId, kind, id, 'SEND');
      return { letter, code, sentAt: now };
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
      await updateLetter(tx, kind, id, { status: 'WITHDRAWN', withdrawnAt: now });
      await invalidateCodes(tx, kind, id, now);
      if (kind === 'offer') await applyPipelineEvent(tx, letter.applicationId, 'OFFER_WITHDRAWN', userId);
      await audit(tx, userId, kind, id, 'WITHDRAW');
    });
    return { message: LETTER_MESSAGES.withdrawnDone };
  }

  /** The applicant's answer: the typed name signs it; the application's status follows. */
  async function respond(
    kind: LetterKind,
    id: number,
    caller: Caller,
    input: z.output<typeof ZLetterResponse>,
    from: { ip: string; userAgent: string | undefined },
  ): Promise<{ message: string }> {
    const now = clock();
    const accepted = input.decision === 'ACCEPT';
    const letter = await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, id);
      const letter = assertAccess(kind, await loadLetter(tx, kind, id), caller, id);
      if (letter.status === 'WITHDRAWN') throw state(LETTER_MESSAGES.withdrawn);
      if (letter.status !== 'SENT') throw state(LETTER_MESSAGES.alreadyAnswered);
      if (isExpired(letter, now)) throw state(LETTER_MESSAGES.expired);
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
      await audit(tx, caller.id, kind, id, accepted ? 'ACCEPT' : 'DECLINE', {
        ip: from.ip,
        userAgent: from.userAgent ?? null,
      });
      return letter;
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
    const now = clock();
    const letter = await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, input.id);
      const letter = assertAccess(kind, await loadLetter(tx, kind, input.id), caller, input.id);
      const open = letter.status === 'SENT' && !isExpired(letter, now);
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
      await audit(tx, caller.id, kind, letter.id, 'UPLOAD_COMPLIANCE', {
        rows: input.docs.map((doc) => doc.id),
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
    const today = dayOf(isoDay(now));
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
    /** The letter for its PDF, once the caller may read it. */
    async forPdf(kind: LetterKind, id: number, caller: Caller) {
      return { letter: await readable(kind, id, caller), companyName: await orgCompanyName(prisma) };
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
