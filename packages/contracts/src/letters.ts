// Offer and contract letters (spec section 7 "Letters (HR API)") and the applicant's path through them
// (../shared/design/product.md "Letters and the applicant's path"). Every path here is under
// API_BASES.hr. HR saves a letter (DRAFT), sends it (SENT: the applicant gets a link with a one-time
// code), may withdraw it (WITHDRAWN: the link stops working) and send it again (a new code). The
// applicant registers with the code, reads the letter, accepts or declines it with a typed signature,
// and uploads each required compliance document.
//
// A letter's text is HR's template (`bodyTemplate`, with merge fields such as {{salary}}) rendered
// from the letter's saved fields. Each sent version is kept with the SHA-256 of its content; editing a
// sent letter makes a new version and withdraws the old one. An accepted (signed) letter's PDF is
// kept as issued, with a signature certificate at its end, so a copy sent back can be checked.
import { z } from 'zod';
import { ZId } from './ids.js';
import { isCurrencyCode } from './money.js';
import { ZEmail, ZNewPassword } from './users.js';

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const text = (max: number) => z.string().trim().max(max);

export const OFFER_LETTER_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type OfferLetterStatus = (typeof OFFER_LETTER_STATUSES)[number];
export const CONTRACT_LETTER_STATUSES = ['DRAFT', 'SENT', 'SIGNED', 'DECLINED', 'WITHDRAWN'] as const;
export type ContractLetterStatus = (typeof CONTRACT_LETTER_STATUSES)[number];

/** How often the salary is paid: the requisition's options (SALARY_OPTIONS), so a letter takes its requisition's. */
export const PAY_PERIODS = ['ANNUAL', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
/** The period's name in a form's select. */
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  ANNUAL: 'Annual',
  MONTHLY: 'Monthly',
  WEEKLY: 'Weekly',
  DAILY: 'Daily',
  HOURLY: 'Hourly',
};
/** The period after an amount: 'AUD 95,000 per year'. */
export const PAY_PERIOD_PHRASES: Record<PayPeriod, string> = {
  ANNUAL: 'per year',
  MONTHLY: 'per month',
  WEEKLY: 'per week',
  DAILY: 'per day',
  HOURLY: 'per hour',
};

/** The emailed code: 32 random bytes in base64url. Anything else is a link cut or damaged on the way. */
export const LETTER_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A name as compared for a signature: no case, no spaces, hyphens, dots or apostrophes, and no
 * accents on Latin, Greek or Cyrillic letters (a vowel sign of Devanagari or Thai is a letter's own
 * part, not an accent, and stays).
 */
const FOLDED: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ø: 'o',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu, '$1')
    .toLowerCase()
    .replace(/[đðłøħŧıßæœþ]/g, (c) => FOLDED[c] ?? c)
    .replace(/[\s\-‐‑.'’ʼ]/gu, '');
}

/**
 * Whether a typed signature is the addressee's full name: first, middle and surname, or first and
 * surname, in that order or family name first, ignoring case, accents and spacing.
 */
export function signatureMatches(
  typed: string,
  person: { firstName: string; middleName: string | null; surName: string },
): boolean {
  const given = foldName(typed);
  if (!given) return false;
  const { firstName: first, middleName: middle, surName: sur } = person;
  const forms = [
    [first, middle, sur],
    [first, sur],
    [sur, first, middle],
    [sur, first],
  ].map((parts) => foldName(parts.filter(Boolean).join(' ')));
  return forms.includes(given);
}

/** The applicant's answer to a letter: accepting the contract signs it. */
export const LETTER_DECISIONS = ['ACCEPT', 'DECLINE'] as const;
export type LetterDecision = (typeof LETTER_DECISIONS)[number];

/** A required document of a letter, with the applicant's file once uploaded (spec section 3). */
export const ZLetterComplianceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  mandatory: z.boolean(),
  complianceDocumentId: z.number().int().nullable(),
  applicantFile: z.object({ id: z.number().int(), originalName: z.string() }).nullable(),
});
export type TLetterComplianceItem = z.infer<typeof ZLetterComplianceItem>;

/** A document the letter asks for, as HR chooses it when saving (from the requisition or their own). */
export const ZLetterDocumentInput = z.object({
  complianceDocumentId: ZId.nullish(),
  name: text(200).min(1, 'Enter the document name'),
  mandatory: z.boolean().default(true),
});
export type TLetterDocumentInput = z.input<typeof ZLetterDocumentInput>;

/** The applicant's answer as recorded: who signed (typed full name), when, from where, and why. */
const response = {
  respondedAt: z.string().nullable(),
  responseComment: z.string().nullable(),
  signatureName: z.string().nullable(),
};

/** A version of the letter as it was sent, with the SHA-256 of its content. */
export const ZLetterVersion = z.object({
  version: z.number().int(),
  contentSha256: z.string(),
  sentAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type TLetterVersion = z.infer<typeof ZLetterVersion>;

/** The signature certificate of an accepted letter (the signed PDF ends with it). */
export const ZSignatureCertificate = z.object({
  signerName: z.string(),
  signerEmail: z.string(),
  signedAt: z.string(),
  /** The time in the organisation's zone: '12 April 2027, 10:32:05 AEST (Australia/Sydney)'. */
  signedAtText: z.string(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  version: z.number().int(),
  contentSha256: z.string(),
  /** The SHA-256 of the signed PDF as issued (what a returned copy is checked against). */
  pdfSha256: z.string().nullable(),
});
export type TSignatureCertificate = z.infer<typeof ZSignatureCertificate>;

const letterState = {
  id: z.number().int(),
  applicationId: z.number().int(),
  /** The text as the applicant reads it: the template rendered from the saved fields. */
  body: z.string(),
  /** HR's text with its merge fields ({{salary}}, {{startDate}}...), as the editor holds it. */
  bodyTemplate: z.string(),
  /** The current version (a sent letter edited becomes the next one). */
  version: z.number().int(),
  /** The versions sent so far, newest first. */
  versions: z.array(ZLetterVersion),
  certificate: ZSignatureCertificate.nullable(),
  expiryDate: z.string().nullable(),
  /** True once the expiry date has passed while the letter waits for an answer. */
  expired: z.boolean(),
  sentAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  ...response,
  applicantName: z.string(),
  applicantEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZOfferLetter = z.object({
  ...letterState,
  status: z.enum(OFFER_LETTER_STATUSES),
  jobTitle: z.string(),
  salary: z.number().nullable(),
  currency: z.string(),
  payPeriod: z.enum(PAY_PERIODS),
  startDate: z.string().nullable(),
});
export type TOfferLetter = z.infer<typeof ZOfferLetter>;

export const ZContractLetter = z.object({
  ...letterState,
  status: z.enum(CONTRACT_LETTER_STATUSES),
  offerLetterId: z.number().int().nullable(),
  jobTitle: z.string(),
  contractType: z.string().nullable(),
  salary: z.number().nullable(),
  currency: z.string(),
  payPeriod: z.enum(PAY_PERIODS),
  startDate: z.string().nullable(),
});
export type TContractLetter = z.infer<typeof ZContractLetter>;

/** `GET /offer-letter/{offerId}` (spec: "data and a complianceDoc list"). */
export const ZOfferLetterAnswer = z.object({
  data: ZOfferLetter,
  complianceDoc: z.array(ZLetterComplianceItem),
});
export type TOfferLetterAnswer = z.infer<typeof ZOfferLetterAnswer>;
export const ZContractLetterAnswer = z.object({
  data: ZContractLetter,
  complianceDoc: z.array(ZLetterComplianceItem),
  /**
   * The employee-pack documents for the new hire's department and position type (`mandatory`: must be
   * returned signed). A sent contract keeps the documents it was sent with, deleted ones included.
   */
  employeeOnboardingDocuments: z.array(
    z.object({ id: z.number().int(), name: z.string(), fileId: z.number().int(), mandatory: z.boolean() }),
  ),
});
export type TContractLetterAnswer = z.infer<typeof ZContractLetterAnswer>;

/** `GET /offer-letter/compliance/{offerId}` and `/contract-letter/compliance/{contractId}`. */
export const ZComplianceDocList = z.object({ complianceDoc: z.array(ZLetterComplianceItem) });
export type TComplianceDocList = z.infer<typeof ZComplianceDocList>;

/**
 * `GET /offer-letter/application-details/{applicationId}`: what prefills the letter (spec section 3
 * "Offer letter" summary fields), the letter if one exists, the requisition's compliance documents and
 * a suggested text from the OFFER_LETTER_TEXT template with its merge fields filled.
 */
export const ZLetterApplicationDetails = z.object({
  id: z.number().int(),
  applicantId: z.number().int(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantPhone: z.string().nullable(),
  jobTitle: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  department: z.string().nullable(),
  requisitionSummary: z.string().nullable(),
  requisitionId: z.number().int(),
  contractType: z.string().nullable(),
  compensationFrom: z.number().nullable(),
  compensationTo: z.number().nullable(),
  /** The requisition's currency and pay period, else the organisation's currency and ANNUAL. */
  currency: z.string(),
  payPeriod: z.enum(PAY_PERIODS),
  complianceDocuments: z.array(z.object({ id: z.number().int(), name: z.string(), mandatory: z.boolean() })),
  suggestedBody: z.string(),
  /** Why no letter of this kind can be saved or sent at the application's status (null: it can). */
  stageRefusal: z.string().nullable(),
});
export const ZOfferApplicationDetails = ZLetterApplicationDetails.extend({
  offerLetter: ZOfferLetterAnswer.nullable(),
});
export type TOfferApplicationDetails = z.infer<typeof ZOfferApplicationDetails>;
export const ZContractApplicationDetails = ZLetterApplicationDetails.extend({
  offerLetter: ZOfferLetter.nullable(),
  contractLetter: ZContractLetterAnswer.nullable(),
  employeeOnboardingDocuments: ZContractLetterAnswer.shape.employeeOnboardingDocuments,
});
export type TContractApplicationDetails = z.infer<typeof ZContractApplicationDetails>;

const letterDates = {
  startDate: isoDate,
  expiryDate: isoDate,
};
const body = text(20000).min(1, 'Enter the letter text');
const documents = z.array(ZLetterDocumentInput).max(50);

/**
 * `POST /offer-letter/save`: creates (no id) or edits a letter not answered yet; a sent one becomes its
 * next version (the sent one is withdrawn). The dates are checked against the organisation's today.
 */
export const ZSaveOfferLetter = z.object({
  id: ZId.nullish(),
  applicationId: ZId,
  jobTitle: text(200).min(1, 'Enter the job title'),
  salary: z.coerce
    .number({ message: 'Enter the salary' })
    .positive('Enter a salary above 0')
    .max(9_999_999_999, 'Enter a salary below 10,000,000,000'),
  /** ISO 4217; the organisation's currency when not given. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, 'Enter a three-letter currency code, such as AUD')
    .nullish(),
  payPeriod: z.enum(PAY_PERIODS, { message: 'Choose how often the salary is paid' }).default('ANNUAL'),
  ...letterDates,
  body,
  documents: documents.default([]),
});
export type TSaveOfferLetter = z.input<typeof ZSaveOfferLetter>;

/** `POST /contract-letter/save`. */
export const ZSaveContractLetter = ZSaveOfferLetter.extend({
  contractType: text(100).min(1, 'Enter the contract type'),
});
export type TSaveContractLetter = z.input<typeof ZSaveContractLetter>;

/** The answer of both saves: 'Successfully saved!' and the letter's id (a new letter's too). */
export const ZLetterSaved = z.object({ message: z.string(), id: z.number().int() });
export type TLetterSaved = z.infer<typeof ZLetterSaved>;

/**
 * `GET /offer-letter/send/{id}` and `/contract-letter/send/{contractId}`; `lastSentAt` is when the
 * letter was sent before this call (null the first time).
 */
export const ZLetterSent = z.object({
  message: z.string(),
  sentAt: z.string(),
  lastSentAt: z.string().nullable(),
  version: z.number().int(),
});
export type TLetterSent = z.infer<typeof ZLetterSent>;

/** `POST /offer-letter/respond/{offerId}` and `/contract-letter/respond/{contractId}` (beyond the spec). */
export const ZLetterResponse = z.object({
  decision: z.enum(LETTER_DECISIONS),
  /** Must be the addressee's full name (`signatureMatches`); checked by the server. */
  signatureName: text(200).min(1, 'Type your full name to sign'),
  consent: z.literal(true, { message: 'Tick "I agree to sign this letter electronically" to answer' }),
  /** The version the applicant read: a letter changed since then is refused (409). */
  version: z.number().int().positive().max(2_147_483_647).optional(),
  comment: text(2000).nullish(),
});
export type TLetterResponse = z.input<typeof ZLetterResponse>;

/**
 * `POST /offer-letter/upload-compliance` (spec: body field `docs`), and the contract's alike: each
 * row's uploaded file (from `POST /api/v1/file/upload`); a file replaces the row's earlier one.
 */
export const ZUploadCompliance = z.object({
  id: ZId,
  docs: z.array(z.object({ id: ZId, applicantFileId: ZId })).max(50),
});
export type TUploadCompliance = z.input<typeof ZUploadCompliance>;
/** Its answer: the spec's 'Save' toast and the rows as saved. */
export const ZUploadComplianceAnswer = ZComplianceDocList.extend({ message: z.string() });
export type TUploadComplianceAnswer = z.infer<typeof ZUploadComplianceAnswer>;

/**
 * `GET /user/{code}`: the link is valid; which letter it opens, and whether its addressee has a
 * password already (then they sign in rather than register). Only the code's holder learns that.
 */
export const ZRegistrationCodeAnswer = z.object({
  valid: z.literal(true),
  /** What the link opens: a letter, or "Your applications" (the "Application received" email). */
  letter: z.enum(['OFFER_LETTER', 'CONTRACT_LETTER', 'APPLICATION']),
  registered: z.boolean(),
});
export type TRegistrationCodeAnswer = z.infer<typeof ZRegistrationCodeAnswer>;

/** The code as a call carries it; its shape is checked by the server, which says a cut link is damaged. */
const ZLetterCode = z.string().trim().max(500);
export const ZLetterCodeParam = z.object({ code: ZLetterCode });

/** `POST /user/check`: the code and the applicant's email belong together. */
export const ZRegistrationCheck = z.object({ code: ZLetterCode, email: ZEmail });
export type TRegistrationCheck = z.input<typeof ZRegistrationCheck>;

/** `POST /user/reset-password`: uses the code once, sets the password and signs the applicant in. */
export const ZRegistrationPassword = ZRegistrationCheck.extend({
  password: ZNewPassword,
  confirmPassword: z.string(),
}).refine((value) => value.password === value.confirmPassword, {
  path: ['confirmPassword'],
  message: 'The passwords do not match',
});
export type TRegistrationPassword = z.input<typeof ZRegistrationPassword>;
/** The answer signs the applicant in: the same token and name as `/auth/login`. */
export const ZRegistrationAnswer = z.object({ message: z.string(), token: z.string(), userName: z.string() });
export type TRegistrationAnswer = z.infer<typeof ZRegistrationAnswer>;

/** `GET /offer-letter/id?email=`: the applicant's own letters (the newest offer, and its contract). */
export const ZLetterIdQuery = z.object({ email: ZEmail });
export const ZLetterIds = z.object({
  offerLetterId: z.number().int().nullable(),
  contractLetterId: z.number().int().nullable(),
});
export type TLetterIds = z.infer<typeof ZLetterIds>;

/** `POST /letter/verify` (multipart, field `file`): is this PDF a signed letter as issued? */
export const ZLetterVerification = z.object({
  match: z.boolean(),
  message: z.string(),
  /** Why a copy that names a letter does not match it. */
  detail: z.string().nullable(),
  letter: z
    .object({
      kind: z.enum(['offer', 'contract']),
      id: z.number().int(),
      applicationId: z.number().int(),
      version: z.number().int(),
      signerName: z.string(),
      signedAt: z.string(),
    })
    .nullable(),
});
export type TLetterVerification = z.infer<typeof ZLetterVerification>;

/**
 * `GET /employee-papers/{employeId}`: what the new hire keeps from their application, the letters
 * they signed (each PDF as issued and its signature certificate) and the documents they uploaded.
 */
export const ZEmployeePapers = z.object({
  letters: z.array(
    z.object({
      kind: z.enum(['offer', 'contract']),
      id: z.number().int(),
      jobTitle: z.string(),
      status: z.string(),
      version: z.number().int(),
      signerName: z.string().nullable(),
      /** When it was signed, in the organisation's zone ("27 Nov 2026, 10:32 AEDT"). */
      signedAtText: z.string().nullable(),
      hasCertificate: z.boolean(),
    }),
  ),
  documents: z.array(
    z.object({
      letterKind: z.enum(['offer', 'contract']),
      name: z.string(),
      fileId: z.number().int(),
      originalName: z.string(),
    }),
  ),
});
export type TEmployeePapers = z.infer<typeof ZEmployeePapers>;

export const LETTER_MESSAGES = {
  noCertificate: 'This letter has not been signed, so it has no signature certificate.',
  codeInvalid: 'This link is not valid or has already been used. Ask your recruiter to send it again.',
  codeDamaged:
    'This link is incomplete or damaged. Open it from the email again, or ask your recruiter to resend it.',
  alreadyRegistered:
    'You have an account already: sign in with your password to read your letter. Forgot it? Choose "Forgot password?" on the sign-in page.',
  signatureMismatch: (fullName: string) => `Type your name as it appears on the letter: ${fullName}`,
  consentLabel: 'I agree to sign this letter electronically',
  versionChanged: 'This letter has changed since you opened it: read the new version before you answer.',
  expiryPast: 'The answer-by date has passed: choose today or a later day',
  startPast: 'The start date has passed: choose today or a later day',
  expiryAfterStart: 'The answer-by date must be on or before the start date',
  verified: (name: string, when: string) => `This is the letter signed by ${name} on ${when}`,
  notVerified: 'This file does not match any signed letter',
  changedCopy: (letter: string, version: number) =>
    `It names ${letter}, version ${version}, but it has been changed since it was issued.`,
  checkFailed: 'The code and email address do not match.',
  notDraft: 'An answered letter cannot be edited.',
  alreadyAnswered: 'This letter has already been answered.',
  withdrawn: 'This letter has been withdrawn.',
  expired: 'This letter has expired.',
  notSent: 'This letter has not been sent.',
  offerNotAccepted: 'The contract follows an accepted offer: the applicant has not accepted one.',
  accepted: 'Thank you: your answer has been recorded.',
  withdrawnDone: 'The letter has been withdrawn.',
  notEditableDocuments: 'Documents can be uploaded only while the letter is open or after you accept it.',
  unknownDocument: (id: number) => `Document row ${id} does not belong to this letter.`,
} as const;

/** Paths under API_BASES.hr. */
export const LETTER_PATHS = {
  offer: (offerId: number | string) => `/offer-letter/${offerId}`,
  offerApplicationDetails: (applicationId: number | string) =>
    `/offer-letter/application-details/${applicationId}`,
  offerSave: '/offer-letter/save',
  offerSend: (id: number | string) => `/offer-letter/send/${id}`,
  offerWithdraw: (id: number | string) => `/offer-letter/withdraw/${id}`,
  offerCompliance: (offerId: number | string) => `/offer-letter/compliance/${offerId}`,
  offerUploadCompliance: '/offer-letter/upload-compliance',
  offerRespond: (offerId: number | string) => `/offer-letter/respond/${offerId}`,
  offerPdf: (offerId: number | string) => `/offer-letter/pdf/${offerId}`,
  offerCertificate: (offerId: number | string) => `/offer-letter/certificate/${offerId}`,
  offerId: '/offer-letter/id',
  contract: (contractId: number | string) => `/contract-letter/${contractId}`,
  contractApplicationDetails: (applicationId: number | string) =>
    `/contract-letter/application-details/${applicationId}`,
  contractSave: '/contract-letter/save',
  contractSend: (contractId: number | string) => `/contract-letter/send/${contractId}`,
  contractWithdraw: (contractId: number | string) => `/contract-letter/withdraw/${contractId}`,
  contractCompliance: (contractId: number | string) => `/contract-letter/compliance/${contractId}`,
  contractUploadCompliance: '/contract-letter/upload-compliance',
  contractRespond: (contractId: number | string) => `/contract-letter/respond/${contractId}`,
  contractPdf: (contractId: number | string) => `/contract-letter/pdf/${contractId}`,
  contractCertificate: (contractId: number | string) => `/contract-letter/certificate/${contractId}`,
  /** The letters and documents an employee was hired with: for HR and for the employee. */
  employeePapers: (employeId: number | string) => `/employee-papers/${employeId}`,
  verify: '/letter/verify',
  userCode: (code: string) => `/user/${code}`,
  userCheck: '/user/check',
  userResetPassword: '/user/reset-password',
} as const;
