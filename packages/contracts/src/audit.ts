// Settings > Audit (issue 12 part 5): the audit_event records (deletions, sign-ins, letter answers,
// reveals of sensitive fields, role changes) and the requisition audit logs as one list.
import { z } from 'zod';
import { criteriaSchema, type ListFilterSpec, listQuerySchema, pageAnswer } from './paging.js';

export const AUDIT_PATHS = {
  list: '/audit',
  criteria: '/audit/criteria',
} as const;

/** Where a row comes from: an audit event, or a requisition's change log. */
export const AUDIT_SOURCES = { EVENT: 'Event', REQUISITION: 'Requisition change' } as const;
export type AuditSource = keyof typeof AUDIT_SOURCES;
export const AUDIT_SOURCE_CODES = Object.keys(AUDIT_SOURCES) as [AuditSource, ...AuditSource[]];

export const ZAuditRow = z.object({
  /** Unique across both sources: an event's id times 2, a requisition change's id times 2 plus 1. */
  key: z.number().int(),
  source: z.enum(AUDIT_SOURCE_CODES),
  createdAt: z.string(),
  userId: z.number().int().nullable(),
  /** The user's name, or who acted without an account (an approver by emailed link). */
  actor: z.string().nullable(),
  action: z.string(),
  /** The record: its kind and id (a requisition change names its requisition). */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What changed: the fields, or a field's old and new value. */
  detail: z.string().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;
export const ZAuditPage = pageAnswer(ZAuditRow);
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const AUDIT_SORT_COLUMNS = ['createdAt', 'actor', 'action', 'entity'] as const;
export const AUDIT_FILTERS = {
  source: { type: 'select', operator: 'SEL_EQUAL' },
  action: { type: 'text', operator: 'STR_EQUAL' },
  entity: { type: 'text', operator: 'STR_CONTAIN' },
  entityId: { type: 'text', operator: 'STR_EQUAL' },
  actor: { type: 'text', operator: 'STR_CONTAIN' },
  createdAt: { type: 'date', operator: 'TIME_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
const auditList = { sortColumns: AUDIT_SORT_COLUMNS, defaultSort: 'createdAt' } as const;

/** `GET /api/v1/audit`: newest first by default; search covers who, what and which record. */
export const ZAuditListQuery = listQuerySchema(auditList);
/** `POST /api/v1/audit/criteria`: the audit list narrowed by one or more columns. */
export const ZAuditCriteria = criteriaSchema({
  ...auditList,
  filters: AUDIT_FILTERS,
  selectCodes: { source: AUDIT_SOURCE_CODES },
});
export type TAuditCriteria = z.input<typeof ZAuditCriteria>;

// ---------------------------------------------------------------- what the API's one writer records

/**
 * The kinds of record an audit event names (`audit_event.entity`), as the audit screen shows and
 * filters them. `application` stays lower-case: the application record's history reads it so.
 */
export const AUDIT_EVENT_ENTITIES = [
  'Applicant',
  'application',
  'ContractLetter',
  'Employee',
  'EmployeePackDocument',
  'JobPosition',
  'LeaveBalance',
  'LeaveRequest',
  'LeaveType',
  'LearningAssignment',
  'LearningCourse',
  'OfferLetter',
  'OrgSetting',
  'OutboundEmail',
  'PublicHoliday',
  'SignedLetterCheck',
  'UploadedFile',
  'User',
] as const;
export type AuditEventEntity = (typeof AUDIT_EVENT_ENTITIES)[number];

/** What happened to the record (`audit_event.action`, at most 30 characters). */
export const AUDIT_EVENT_ACTIONS = [
  // records in general
  'CREATE',
  'UPDATE',
  'DELETE',
  'REPLACE',
  'IMPORT',
  'EXPORT',
  'REVEAL',
  'STATUS_CHANGE',
  // accounts and sign-in
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'INVITE',
  'RESEND_INVITATION',
  'ACCESS_CHANGE',
  'DISABLE',
  'ENABLE',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
  'PASSWORD_SET',
  'PASSWORD_CHANGE',
  'PASSWORD_CHANGE_FAILED',
  'APPLICANT_REGISTERED',
  // applications and applicants
  'CREATED',
  'UPDATED',
  'CONTACT_UPDATED',
  'RESUME_ADDED',
  'RESUME_REPLACED',
  'PROFILE_FROM_RESUME',
  'REVIEWED',
  'COMPLIANCE_SAVED',
  'COMPLIANCE_STATUS',
  'APPLICANT_WITHDREW',
  'ERASE',
  'RETENTION_ERASE',
  // letters
  'SEND',
  'WITHDRAW',
  'ACCEPT',
  'DECLINE',
  'UPLOAD_COMPLIANCE',
  'VERIFY_PDF',
  // files and emails
  'UPLOAD',
  'DOWNLOAD',
  'UNATTACHED_REMOVED',
  'REVEAL_LINKS',
  // leave (a decision is APPROVE or DECLINE) and learning
  'APPROVE',
  'CANCEL',
  'CANCEL_REQUEST',
  'CANCEL_APPROVE',
  'CANCEL_DECLINE',
  'ADJUST',
  'ASSIGN',
  'START',
  'COMPLETE',
] as const;
export type AuditEventAction = (typeof AUDIT_EVENT_ACTIONS)[number];
