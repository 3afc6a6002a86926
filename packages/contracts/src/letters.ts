// Offer and contract letters (spec section 7 "Letters (HR API)") and the applicant's path through them
// (../shared/design/product.md "Letters and the applicant's path"). Every path here is under
// API_BASES.hr. HR saves a letter (DRAFT), sends it (SENT: the applicant gets a link with a one-time
// code), may withdraw it (WITHDRAWN: the link stops working) and send it again (a new code). The
// applicant registers with the code, reads the letter, accepts or declines it with a typed signature,
// and uploads each required compliance document.
import { z } from 'zod';
import { ZId } from './ids.js';
import { ZEmail, ZLinkCode, ZNewPassword } from './users.js';

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const text = (max: number) => z.string().trim().max(max);

export const OFFER_LETTER_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export type OfferLetterStatus = (typeof OFFER_LETTER_STATUSES)[number];
export const CONTRACT_LETTER_STATUSES = ['DRAFT', 'SENT', 'SIGNED', 'DECLINED', 'WITHDRAWN'] as const;
export type ContractLetterStatus = (typeof CONTRACT_LETTER_STATUSES)[number];

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

const letterState = {
  id: z.number().int(),
  applicationId: z.number().int(),
  body: z.string(),
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

/** `POST /offer-letter/save`: creates (no id) or edits a DRAFT or WITHDRAWN letter. */
export const ZSaveOfferLetter = z.object({
  id: ZId.nullish(),
  applicationId: ZId,
  jobTitle: text(200).min(1, 'Enter the job title'),
  salary: z.coerce.number({ message: 'Enter the salary' }).positive('Enter the salary').max(9_999_999_999),
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

/** `GET /offer-letter/send/{id}` and `/contract-letter/send/{contractId}`. */
export const ZLetterSent = z.object({ message: z.string(), sentAt: z.string() });
export type TLetterSent = z.infer<typeof ZLetterSent>;

/** `POST /offer-letter/respond/{offerId}` and `/contract-letter/respond/{contractId}` (beyond the spec). */
export const ZLetterResponse = z.object({
  decision: z.enum(LETTER_DECISIONS),
  signatureName: text(200).min(1, 'Type your full name to sign'),
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

/** `GET /user/{code}`: the link is valid; which letter it opens (never whether an email exists). */
export const ZRegistrationCodeAnswer = z.object({
  valid: z.literal(true),
  letter: z.enum(['OFFER_LETTER', 'CONTRACT_LETTER']),
});
export type TRegistrationCodeAnswer = z.infer<typeof ZRegistrationCodeAnswer>;

/** `POST /user/check`: the code and the applicant's email belong together. */
export const ZRegistrationCheck = z.object({ code: ZLinkCode, email: ZEmail });
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

export const LETTER_MESSAGES = {
  codeInvalid: 'This link is not valid or has already been used. Ask your recruiter to send it again.',
  checkFailed: 'The code and email address do not match.',
  notDraft: 'Only a saved (not sent) or withdrawn letter can be edited.',
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
  userCode: (code: string) => `/user/${code}`,
  userCheck: '/user/check',
  userResetPassword: '/user/reset-password',
} as const;
