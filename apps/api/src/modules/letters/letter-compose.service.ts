// Offer and contract letters, HR's side: the summary a letter starts from, save (each edit of a sent
// letter is its next version), send (a one-time code in the emailed link) and withdraw.
import {
  dateOfDay,
  dayOfDate,
  LETTER_MESSAGES,
  letterStageRefusal,
  MESSAGES,
  PAY_PERIODS,
  renderTemplate,
  type TContractApplicationDetails,
  type TLetterSaved,
  type TLetterSent,
  type TOfferApplicationDetails,
  type ZSaveContractLetter,
  type ZSaveOfferLetter,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { orgCompanyName, orgCurrency } from '../../lib/org-settings.js';
import { applyPipelineEvent, lockApplicationStatus } from '../applications/index.js';
import { loadTemplateText } from '../email/index.js';
import { letterContent, renderBody, sha256 } from './letter-content.js';
import { createLetterKit, invalid, type LettersDeps, state } from './letter-shared.js';
import {
  currentVersion,
  invalidateCodes,
  LETTER_AUDIT_ENTITY,
  LETTER_PURPOSE,
  type LetterKind,
  type LetterRow,
  loadLetter,
  lockLetter,
  personName,
  replaceComplianceRows,
  type Tx,
  updateLetter,
} from './letter-store.js';

/** A second send inside this window is the same click twice: no second email. */
const RESEND_WINDOW_MS = 30_000;

export function createLetterComposeService(deps: LettersDeps) {
  const { db, mailer, clock } = deps;
  const { prisma } = db;
  const { orgToday, contextOf, employeeOnboardingDocuments, offerAnswer, contractAnswer, issueCode, linkOf } =
    createLetterKit(deps);

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
  };
}
