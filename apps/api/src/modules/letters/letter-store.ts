// One reading of both letters: an offer and a contract share their columns (terms, text, state, the
// applicant's answer) and their compliance rows, so the services handle a `LetterKind` and this file
// holds the only places where the two tables differ.
import {
  type AuditEventEntity,
  addDays,
  dayOfDate,
  endOfDay,
  longDay,
  type PayPeriod,
  type TLetterComplianceItem,
  todayIn,
} from '@hr/contracts';
import { Prisma } from '../../generated/prisma/client.js';

export type LetterKind = 'offer' | 'contract';
export type Tx = Prisma.TransactionClient;

export const LETTER_TABLE: Record<LetterKind, string> = {
  offer: 'offer_letter',
  contract: 'contract_letter',
};
/** The registration code purpose and the email template of each kind. */
export const LETTER_PURPOSE = { offer: 'OFFER_LETTER', contract: 'CONTRACT_LETTER' } as const;
/** The record an audit event of each kind names. */
export const LETTER_AUDIT_ENTITY = {
  offer: 'OfferLetter',
  contract: 'ContractLetter',
} as const satisfies Record<LetterKind, AuditEventEntity>;
/** How emails and messages name the letter. */
export const LETTER_NAME: Record<LetterKind, string> = { offer: 'offer letter', contract: 'contract letter' };

const LETTER_SELECT = {
  id: true,
  applicationId: true,
  jobTitle: true,
  salary: true,
  currency: true,
  payPeriod: true,
  startDate: true,
  body: true,
  bodyTemplate: true,
  version: true,
  status: true,
  expiryDate: true,
  sentAt: true,
  sentById: true,
  withdrawnAt: true,
  remindedAt: true,
  respondedAt: true,
  responseComment: true,
  signatureName: true,
  responseIp: true,
  responseUserAgent: true,
  createdAt: true,
  updatedAt: true,
  versions: {
    select: {
      id: true,
      version: true,
      content: true,
      contentSha256: true,
      sentAt: true,
      withdrawnAt: true,
      signerEmail: true,
      timeZone: true,
      signedPdfSha256: true,
      signedPdfFile: { select: { storageKey: true, size: true } },
    },
    orderBy: { version: 'desc' },
  },
  application: {
    select: {
      status: true,
      applicant: {
        select: { id: true, userId: true, firstName: true, middleName: true, surName: true, email: true },
      },
    },
  },
  compliance: {
    select: {
      id: true,
      name: true,
      mandatory: true,
      complianceDocumentId: true,
      applicantFileId: true,
      applicantFile: { select: { id: true, originalName: true } },
    },
    orderBy: { id: 'asc' },
  },
} as const satisfies Prisma.OfferLetterSelect & Prisma.ContractLetterSelect;

/** A version as sent, with the signed PDF as issued once the letter is accepted. */
export interface VersionRow {
  id: number;
  version: number;
  content: string;
  contentSha256: string;
  sentAt: Date;
  withdrawnAt: Date | null;
  signerEmail: string | null;
  timeZone: string | null;
  signedPdfSha256: string | null;
  signedPdfFile: { storageKey: string; size: number } | null;
}

export interface LetterRow {
  kind: LetterKind;
  id: number;
  applicationId: number;
  jobTitle: string;
  salary: number | null;
  currency: string;
  payPeriod: PayPeriod;
  startDate: Date | null;
  body: string;
  /** HR's text with merge fields; null for a letter saved before templates were kept (its body then stands). */
  bodyTemplate: string | null;
  version: number;
  /** Newest first. */
  versions: VersionRow[];
  status: string;
  expiryDate: Date | null;
  sentAt: Date | null;
  sentById: number | null;
  withdrawnAt: Date | null;
  remindedAt: Date | null;
  respondedAt: Date | null;
  responseComment: string | null;
  signatureName: string | null;
  responseIp: string | null;
  responseUserAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
  contractType: string | null;
  offerLetterId: number | null;
  applicationStatus: string;
  applicant: {
    id: number;
    userId: number | null;
    name: string;
    firstName: string;
    middleName: string | null;
    surName: string;
    email: string;
  };
  compliance: (TLetterComplianceItem & { applicantFileId: number | null })[];
}

export const personName = (p: { firstName: string; middleName: string | null; surName: string }) =>
  [p.firstName, p.middleName, p.surName].filter(Boolean).join(' ');

type Loaded = Prisma.OfferLetterGetPayload<{ select: typeof LETTER_SELECT }>;

function toRow(
  kind: LetterKind,
  row: Loaded,
  extra: { contractType: string | null; offerLetterId: number | null },
): LetterRow {
  const { application, compliance, salary, payPeriod, ...rest } = row;
  return {
    kind,
    ...rest,
    ...extra,
    salary: salary === null ? null : Number(salary),
    payPeriod: payPeriod as PayPeriod,
    applicationStatus: application.status,
    applicant: {
      id: application.applicant.id,
      userId: application.applicant.userId,
      name: personName(application.applicant),
      firstName: application.applicant.firstName,
      middleName: application.applicant.middleName,
      surName: application.applicant.surName,
      email: application.applicant.email,
    },
    compliance: compliance.map(({ applicantFile, ...item }) => ({
      ...item,
      applicantFile: applicantFile
        ? { id: applicantFile.id, originalName: applicantFile.originalName }
        : null,
    })),
  };
}

export async function loadLetter(tx: Tx, kind: LetterKind, id: number): Promise<LetterRow | null> {
  if (kind === 'offer') {
    const row = await tx.offerLetter.findUnique({ where: { id }, select: LETTER_SELECT });
    return row && toRow(kind, row, { contractType: null, offerLetterId: null });
  }
  const row = await tx.contractLetter.findUnique({
    where: { id },
    select: { ...LETTER_SELECT, contractType: true, offerLetterId: true },
  });
  if (!row) return null;
  const { contractType, offerLetterId, ...rest } = row;
  return toRow(kind, rest, { contractType, offerLetterId });
}

/** Holds the letter's row until the transaction ends: sends, answers and uploads run one at a time. */
export async function lockLetter(tx: Tx, kind: LetterKind, id: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM ${Prisma.raw(`"${LETTER_TABLE[kind]}"`)} WHERE id = ${id} FOR UPDATE`;
}

/** The columns both letters share, for an update. */
export interface LetterChanges {
  status?: string;
  jobTitle?: string;
  salary?: number;
  currency?: string;
  payPeriod?: PayPeriod;
  startDate?: Date;
  expiryDate?: Date;
  body?: string;
  bodyTemplate?: string;
  version?: number;
  sentAt?: Date;
  sentById?: number;
  withdrawnAt?: Date | null;
  remindedAt?: Date | null;
  respondedAt?: Date;
  responseComment?: string | null;
  signatureName?: string;
  responseIp?: string;
  responseUserAgent?: string | null;
  contractType?: string;
}

export async function updateLetter(tx: Tx, kind: LetterKind, id: number, data: LetterChanges): Promise<void> {
  if (kind === 'offer') {
    const { contractType: _unused, ...offer } = data;
    await tx.offerLetter.update({ where: { id }, data: offer, select: { id: true } });
  } else await tx.contractLetter.update({ where: { id }, data, select: { id: true } });
}

/** The letter's earlier unused links stop working (a resend or a withdrawal). */
export async function invalidateCodes(tx: Tx, kind: LetterKind, id: number, now: Date): Promise<void> {
  await tx.registrationCode.updateMany({
    where: { ...(kind === 'offer' ? { offerLetterId: id } : { contractLetterId: id }), usedAt: null },
    data: { usedAt: now },
  });
}

export interface ComplianceRowInput {
  complianceDocumentId: number | null;
  name: string;
  mandatory: boolean;
}

/**
 * The letter's document rows become `wanted`: a row that stays (same requisition document, or same
 * name) keeps its uploaded file; the others are removed or added.
 */
export async function replaceComplianceRows(
  tx: Tx,
  kind: LetterKind,
  letterId: number,
  current: readonly { id: number; name: string; complianceDocumentId: number | null }[],
  wanted: readonly ComplianceRowInput[],
): Promise<void> {
  const sameRow = (row: (typeof current)[number], want: ComplianceRowInput) =>
    want.complianceDocumentId != null
      ? row.complianceDocumentId === want.complianceDocumentId
      : row.complianceDocumentId === null && row.name.toLowerCase() === want.name.toLowerCase();
  const kept = new Set<number>();
  const updates: { id: number; want: ComplianceRowInput }[] = [];
  const creates: ComplianceRowInput[] = [];
  for (const want of wanted) {
    const match = current.find((row) => !kept.has(row.id) && sameRow(row, want));
    if (match) {
      kept.add(match.id);
      updates.push({ id: match.id, want });
    } else creates.push(want);
  }
  const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (kind === 'offer') {
    await tx.offerLetterCompliance.deleteMany({ where: { id: { in: removed } } });
    for (const { id, want } of updates)
      await tx.offerLetterCompliance.update({
        where: { id },
        data: { name: want.name, mandatory: want.mandatory },
      });
    await tx.offerLetterCompliance.createMany({
      data: creates.map((c) => ({ ...c, offerLetterId: letterId })),
    });
  } else {
    await tx.contractLetterCompliance.deleteMany({ where: { id: { in: removed } } });
    for (const { id, want } of updates)
      await tx.contractLetterCompliance.update({
        where: { id },
        data: { name: want.name, mandatory: want.mandatory },
      });
    await tx.contractLetterCompliance.createMany({
      data: creates.map((c) => ({ ...c, contractLetterId: letterId })),
    });
  }
}

/** Sets the uploaded file of one of the letter's rows. */
export async function setComplianceFile(
  tx: Tx,
  kind: LetterKind,
  rowId: number,
  fileId: number,
): Promise<void> {
  if (kind === 'offer')
    await tx.offerLetterCompliance.update({ where: { id: rowId }, data: { applicantFileId: fileId } });
  else await tx.contractLetterCompliance.update({ where: { id: rowId }, data: { applicantFileId: fileId } });
}

/** '12 April 2027', as the letters and emails write a date column. */
export const longDate = (date: Date) => longDay(dayOfDate(date));

/** A letter waiting for an answer whose expiry day is before the organisation's `today`. */
export function isExpired(letter: Pick<LetterRow, 'status' | 'expiryDate'>, today: string): boolean {
  return letter.status === 'SENT' && letter.expiryDate !== null && dayOfDate(letter.expiryDate) < today;
}

/** The row of the version the letter is at, when that version has been sent. */
export const currentVersion = (letter: Pick<LetterRow, 'version' | 'versions'>): VersionRow | undefined =>
  letter.versions.find((v) => v.version === letter.version);

/**
 * A link's code works until the end of the letter's expiry day in the organisation's zone (not
 * UTC's: in Sydney that would be 11:00 the next day); no expiry day: 14 days from today there.
 */
export function codeExpiry(expiryDate: Date | null, now: Date, timeZone: string): Date {
  const day = expiryDate ? dayOfDate(expiryDate) : addDays(todayIn(timeZone, now), 14);
  return endOfDay(day, timeZone);
}
