import { z } from 'zod';

/**
 * Every `code` an API error answers, with its HTTP status: one code, one status. The server derives
 * the status from the code, so a code cannot answer two ways.
 */
export const ERROR_CODES = {
  // ---- 400: the input is wrong
  /** A field failed validation; `fields` names it. */
  VALIDATION_FAILED: 400,
  /** A reference id that does not exist. */
  INVALID_REFERENCE: 400,
  UNKNOWN_USER: 400,
  NOT_AN_INTERVIEWER: 400,
  UNKNOWN_MERGE_FIELD: 400,
  /** A requisition to export is incomplete; the answer lists `incompleteIds`. */
  EXPORT_INCOMPLETE: 400,
  NO_FILE: 400,
  FILE_EMPTY: 400,
  NOT_A_SPREADSHEET: 400,
  MISSING_COLUMNS: 400,
  TOO_MANY_ROWS: 400,
  /** A spreadsheet import refused; the answer lists the rejected `rows`. */
  IMPORT_REJECTED: 400,
  MALFORMED_UPLOAD: 400,
  /** A new password breaks the policy; `fields` names the rule it breaks. */
  WEAK_PASSWORD: 400,
  /** A resume the reader refuses: it unpacks too large, has too many pages or takes too long. */
  RESUME_REFUSED: 400,
  // ---- 401, 403: who is asking
  UNAUTHENTICATED: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_THE_APPROVER: 403,
  // ---- 404, 410: nothing there
  NOT_FOUND: 404,
  /** An approval link that is unknown or already used. */
  INVALID_LINK: 404,
  LINK_EXPIRED: 410,
  /** A one-time link already used. */
  LINK_USED: 410,
  /** A careers site position that is unpublished, closed or past its closing date. */
  POSITION_GONE: 410,
  /** The file's record exists but its bytes are not in the storage (restored without the uploads?). */
  FILE_MISSING: 404,
  // ---- 413, 415: the upload itself
  FILE_TOO_LARGE: 413,
  /** This file would take the user's uploads of the last 24 hours past the byte quota. */
  UPLOAD_QUOTA_BYTES: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  // ---- 409: the state of the records refuses the change
  /** An interview exists or an application left NEW: the requisition's edits are refused. */
  REQUISITION_LOCKED: 409,
  /** An interview exists: the requisition's selection process can no longer change. */
  SELECTION_PROCESS_LOCKED: 409,
  /** The status transition table refuses the move. */
  INVALID_TRANSITION: 409,
  /** A step of the requisition is not saved yet; `fields` names the missing steps. */
  REQUISITION_INCOMPLETE: 409,
  /** Delete refused while the requisition has applications. */
  REQUISITION_HAS_APPLICATIONS: 409,
  REQUISITION_CLOSED: 409,
  /** Not approved, or closed, cancelled, completed or expired: it cannot go on the careers site. */
  REQUISITION_NOT_PUBLISHABLE: 409,
  /** Submitted, in review or declined: no candidates or interviews yet. */
  REQUISITION_AWAITING_APPROVAL: 409,
  NOT_IN_REVIEW: 409,
  NO_PENDING_APPROVERS: 409,
  DUPLICATE: 409,
  DUPLICATE_APPROVER: 409,
  IN_USE: 409,
  APPLICATION_EXISTS: 409,
  APPLICATION_CLOSED: 409,
  /** An interview exists or the application left NEW: its details are read-only. */
  APPLICATION_LOCKED: 409,
  /** No text can be read from the resume: it would replace a readable one unconfirmed, or fill nothing. */
  RESUME_UNREADABLE: 409,
  /** The interview's step is already decided (meetsRequirement). */
  INTERVIEW_DECIDED: 409,
  STATUS_MOVE_REFUSED: 409,
  /** The application is not at the stage a letter needs (an offer before Interview, say). */
  APPLICATION_STAGE: 409,
  INTERVIEW_ALREADY_EXISTS_THIS_DATE: 409,
  INTERVIEW_COMPLETED: 409,
  FEEDBACK_ALREADY_GIVEN: 409,
  /** A letter's state refuses the call: edited after sending, answered twice, withdrawn, expired. */
  LETTER_STATE: 409,
  /** The applicant's personal data is already erased. */
  ALREADY_ERASED: 409,
  /** The applicant was hired: the employee record keeps their data. */
  APPLICANT_HIRED: 409,
  /** The change would leave no active Recruitment Manager. */
  LAST_ADMINISTRATOR: 409,
  /** An employee is made only from a signed contract. */
  CONTRACT_NOT_SIGNED: 409,
  /** The contract (or the applicant) already has an employee. */
  EMPLOYEE_EXISTS: 409,
  /** A leave request's status refuses the call (decided twice, cancelled after it started). */
  LEAVE_STATE: 409,
  /** The leave would overdraw a balance that may not go negative. */
  INSUFFICIENT_BALANCE: 409,
  /** The leave overlaps another open or approved request of the employee. */
  LEAVE_OVERLAP: 409,
  // ---- 429, 5xx
  TOO_MANY_ATTEMPTS: 429,
  /** The user's uploads of the last 24 hours reached the quota (files or bytes); `Retry-After` says when. */
  UPLOAD_QUOTA_REACHED: 429,
  INTERNAL: 500,
  NOT_READY: 503,
  /** The database does not answer for now: try again after `Retry-After` seconds. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ERROR_CODES;
export type ErrorStatus = (typeof ERROR_CODES)[ErrorCode];

/**
 * Every API error answers this shape; `fields` names the invalid inputs. `code` is one of
 * ERROR_CODES, or a framework's own (bad JSON, wrong content type, a database constraint). Loose:
 * some errors carry more (an import's rejected `rows`), which neither the server's serializer nor
 * the web client drops.
 */
export const ZErrorBody = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
