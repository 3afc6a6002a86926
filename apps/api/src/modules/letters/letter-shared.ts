// What the letters' use cases share: who calls, the deps, who may read a letter, how a letter
// answers, the organisation's day and a letter's merge context. The use cases are letter-compose
// (save, send, withdraw), letter-answer (the applicant signs and uploads), letter-documents
// (letters, PDFs, papers, verification) and letter-reminders.
import {
  dayInZone,
  dayOfDate,
  hasAuthority,
  isApplicantOnly,
  MESSAGES,
  SERVER_MESSAGES,
  type TContractLetterAnswer,
  type TOfferLetterAnswer,
  zonedDateTime,
} from '@hr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';
import { orgCompanyName, orgTimeZone } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { packDocumentsForApplication } from '../employee-pack/index.js';
import type { LetterContext } from './letter-content.js';
import type { CertificateLines } from './letter-pdf.js';
import {
  codeExpiry,
  currentVersion,
  invalidateCodes,
  isExpired,
  LETTER_PURPOSE,
  type LetterKind,
  type LetterRow,
  loadLetter,
  type Tx,
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

/** Web pages the emails link to. */
const LINK_PAGE: Record<LetterKind, (id: number) => string> = {
  offer: () => '/offer-letter',
  contract: (id) => `/contract-letter/${id}`,
};
export const applicationPage = (applicationId: number) => `/appfrm/${applicationId}`;

export const state = (message: string) => new AppError('LETTER_STATE', message);
export const invalid = (fields: Record<string, string>) =>
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
export function assertAccess(
  kind: LetterKind,
  letter: LetterRow | null,
  caller: Caller,
  id: number,
): LetterRow {
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
export function certificateOf(
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

export const complianceDoc = (letter: LetterRow) =>
  letter.compliance.map(({ applicantFileId: _file, ...item }) => item);

/** The reads and codes every use case needs, over the same deps. */
export function createLetterKit(deps: LettersDeps) {
  const { db, mailer, clock } = deps;
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

  return {
    orgToday,
    contextOf,
    employeeOnboardingDocuments,
    offerAnswer,
    contractAnswer,
    readable,
    issueCode,
    linkOf,
  };
}
