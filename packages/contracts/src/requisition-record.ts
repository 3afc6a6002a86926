// A requisition's record (its job position, locations, financials and requirement rows), as the
// form edits it and the API answers it; its list and statuses are requisition-list.ts and requisition-status.ts.
import { z } from 'zod';
import { ZId } from './ids.js';
import {
  PRIORITY_CODES,
  PROGRESS_CODES,
  REQUISITION_STATUS_CODES,
  REQUISITION_STEPS,
  SUBMIT_STEPS,
} from './statuses.js';

/**
 * The requisition form API (spec section 7 "Requisitions"): job position, location, financial, the
 * six specification tables, compliance documents, regulatory items, summary, progress, lock,
 * check, audit log, clone and status. Dates travel as `YYYY-MM-DD`.
 */

const refId = ZId.nullable();
const isoDate = z.iso.date();
const weight = z.number().int().min(0).max(100);

// ------------------------------------------------------------------ form defaults (spec section 3)

export const SPEC_ROW_DEFAULTS = { mandatory: false, weight: 20 } as const;
export const QUALIFICATION_DEFAULTS = {
  ...SPEC_ROW_DEFAULTS,
  complianceDocument: false,
  jobQualityRefId: null,
} as const;
export const CERTIFICATION_DEFAULTS = {
  ...SPEC_ROW_DEFAULTS,
  complianceDocument: false,
  jobCertRefId: null,
} as const;
export const WORK_AUTH_DEFAULTS = { ...SPEC_ROW_DEFAULTS, workAuthRefId: null } as const;
export const DESIGNATION_DEFAULTS = {
  ...SPEC_ROW_DEFAULTS,
  designationTypeId: null,
  responsibilityIds: [] as number[],
} as const;
export const EXPERIENCE_DEFAULTS = {
  ...SPEC_ROW_DEFAULTS,
  industryId: null,
  industryDisciplineId: null,
  jobPositionTypeId: null,
  minYears: 0,
  maxYears: null,
} as const;
export const SKILL_DEFAULTS = { ...SPEC_ROW_DEFAULTS, skillTypeId: null, level: null } as const;
export const LOCATION_DEFAULTS = {
  ...SPEC_ROW_DEFAULTS,
  cityId: 1,
  countryId: 1,
  remote: false,
  distance: 20,
  address: null,
} as const;
export const FINANCIAL_DEFAULTS = {
  ...SPEC_ROW_DEFAULTS,
  currency: 'AUD',
  salaryOption: 'ANNUAL',
  budgetCode: null,
} as const;
export const COMPLIANCE_SOURCE_DEFAULT = 'Requisition';
export const COMPLIANCE_SOURCES = ['Requisition', 'Other'] as const;
export const COMPLIANCE_DEFAULTS = {
  source: COMPLIANCE_SOURCE_DEFAULT,
  mandatory: true,
  description: null,
} as const;
/** The pay periods a salary is given for. */
export const SALARY_OPTIONS = ['ANNUAL', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY'] as const;
export type TSalaryOption = (typeof SALARY_OPTIONS)[number];
export const SKILL_LEVELS = ['BASIC', 'INTERMEDIATE', 'EXPERT'] as const;

// ------------------------------------------------------------------ job position

/** The position form's limits, which the spreadsheet upload applies too. */
export const JOB_POSITION_LIMITS = {
  positionTitle: 200,
  jobDescription: 20000,
  numberOfPositions: 10000,
} as const;

/** `POST /job_position` (create) and `POST /job_position?positionId=` (update) body. */
export const ZJobPositionInput = z
  .object({
    positionTitle: z.string().trim().min(1).max(JOB_POSITION_LIMITS.positionTitle),
    jobDescription: z.string().max(JOB_POSITION_LIMITS.jobDescription).nullable().optional(),
    numberOfPositions: z.number().int().min(1).max(JOB_POSITION_LIMITS.numberOfPositions).default(1),
    /** Defaults to today on create. */
    requestDate: isoDate.nullable().optional(),
    startDate: isoDate,
    endDate: isoDate,
    positionTypeId: ZId,
    departmentId: ZId,
    industryId: refId.optional(),
    disciplineId: refId.optional(),
    /** The contract type (job application type). */
    applicationTypeId: refId.optional(),
    priority: z.enum(PRIORITY_CODES as [string, ...string[]]).default('N'),
    hiringManagerId: refId.optional(),
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: 'End date must not be before the start date',
    path: ['endDate'],
  });
export type TJobPositionInput = z.input<typeof ZJobPositionInput>;

/** A changed end date (extending an expired requisition) must be after today. */
export const END_DATE_AFTER_TODAY = 'The end date must be after today.';
/**
 * The extend form (`?changeDate=true`): the position body with an end date after `today` (the
 * organisation's, contracts `days.ts`; the server checks it again).
 */
export const extendJobPositionInput = (today: string) =>
  ZJobPositionInput.refine((v) => v.endDate > today, {
    message: END_DATE_AFTER_TODAY,
    path: ['endDate'],
  });

export const ZJobPosition = z.object({
  id: z.number().int(),
  positionTitle: z.string(),
  jobDescription: z.string().nullable(),
  numberOfPositions: z.number().int(),
  requestDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  positionTypeId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  industryId: z.number().int().nullable(),
  disciplineId: z.number().int().nullable(),
  applicationTypeId: z.number().int().nullable(),
  priority: z.enum(PRIORITY_CODES as [string, ...string[]]),
  status: z.enum(REQUISITION_STATUS_CODES as [string, ...string[]]),
  progress: z.enum(PROGRESS_CODES as [string, ...string[]]),
  hiringManagerId: z.number().int().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TJobPosition = z.infer<typeof ZJobPosition>;

/** Answer of create / update / clone: the requisition's id. */
export const ZJobPositionId = z.object({ id: z.number().int() });
export type TJobPositionId = z.infer<typeof ZJobPositionId>;

export const ZPositionIdQuery = z.object({ positionId: ZId.optional() });

// ------------------------------------------------------------------ location and financial

/** `POST /location` creates or replaces the position's location; `GET /location/{positionId}` answers it or null. */
export const ZLocationInput = z.object({
  jobPositionId: ZId,
  countryId: ZId.default(LOCATION_DEFAULTS.countryId),
  cityId: ZId.default(LOCATION_DEFAULTS.cityId),
  address: z.string().trim().max(255).nullable().optional(),
  remote: z.boolean().default(false),
  distance: z.number().int().min(0).max(100000).default(20),
  mandatory: z.boolean().default(false),
  weight: weight.default(20),
});
export type TLocationInput = z.input<typeof ZLocationInput>;
export const ZLocation = z.object({
  id: z.number().int(),
  jobPositionId: z.number().int(),
  countryId: z.number().int(),
  cityId: z.number().int(),
  address: z.string().nullable(),
  remote: z.boolean(),
  distance: z.number().int(),
  mandatory: z.boolean(),
  weight: z.number().int(),
});
export type TLocation = z.infer<typeof ZLocation>;

/** `POST /financial` creates or replaces; `GET /financial/{positionId}` answers it or null. */
/** The largest compensation the financial step holds (the column is 12 digits with 2 decimals). */
export const COMPENSATION_MAX = 9_999_999_999;

export const ZFinancialInput = z
  .object({
    jobPositionId: ZId,
    compensationFrom: z.number().min(0).max(COMPENSATION_MAX),
    compensationTo: z.number().min(0).max(COMPENSATION_MAX),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Enter a three-letter currency code')
      .default('AUD'),
    salaryOption: z.enum(SALARY_OPTIONS).default('ANNUAL'),
    budgetCode: z.string().trim().max(50).nullable().optional(),
    mandatory: z.boolean().default(false),
    weight: weight.default(20),
  })
  .refine((v) => v.compensationFrom <= v.compensationTo, {
    message: 'Compensation to must not be less than compensation from',
    path: ['compensationTo'],
  });
export type TFinancialInput = z.input<typeof ZFinancialInput>;
export const ZFinancial = z.object({
  id: z.number().int(),
  jobPositionId: z.number().int(),
  compensationFrom: z.number(),
  compensationTo: z.number(),
  currency: z.string(),
  salaryOption: z.enum(SALARY_OPTIONS),
  budgetCode: z.string().nullable(),
  mandatory: z.boolean(),
  weight: z.number().int(),
});
export type TFinancial = z.infer<typeof ZFinancial>;

// ------------------------------------------------------------------ specification tables

const specBase = { mandatory: z.boolean().default(false), weight: weight.default(20) };
const specRowBase = {
  id: z.number().int(),
  jobPositionId: z.number().int(),
  mandatory: z.boolean(),
  weight: z.number().int(),
};

/** `job_qual_spec` */
export const ZQualificationSpecInput = z.object({
  jobPositionId: ZId,
  jobQualityRefId: refId.default(null),
  complianceDocument: z.boolean().default(false),
  ...specBase,
});
export const ZQualificationSpec = z.object({
  ...specRowBase,
  jobQualityRefId: z.number().int().nullable(),
  complianceDocument: z.boolean(),
});

/** `job_certification_spec` */
export const ZCertificationSpecInput = z.object({
  jobPositionId: ZId,
  jobCertRefId: refId.default(null),
  complianceDocument: z.boolean().default(false),
  ...specBase,
});
export const ZCertificationSpec = z.object({
  ...specRowBase,
  jobCertRefId: z.number().int().nullable(),
  complianceDocument: z.boolean(),
});

/** `work_auth` */
export const ZWorkAuthSpecInput = z.object({
  jobPositionId: ZId,
  workAuthRefId: refId.default(null),
  ...specBase,
});
export const ZWorkAuthSpec = z.object({
  ...specRowBase,
  workAuthRefId: z.number().int().nullable(),
});

/** `job_role_res`: a designation with its chosen role responsibilities. */
export const ZDesignationSpecInput = z.object({
  jobPositionId: ZId,
  designationTypeId: refId.default(null),
  responsibilityIds: z.array(ZId).max(200).default([]),
  ...specBase,
});
export const ZDesignationSpec = z.object({
  ...specRowBase,
  designationTypeId: z.number().int().nullable(),
  responsibilityIds: z.array(z.number().int()),
});

/** `job_experience` */
export const ZExperienceSpecInput = z
  .object({
    jobPositionId: ZId,
    industryId: refId.default(null),
    industryDisciplineId: refId.default(null),
    jobPositionTypeId: refId.default(null),
    minYears: z.number().int().min(0).max(80).default(0),
    maxYears: z.number().int().min(0).max(80).nullable().default(null),
    ...specBase,
  })
  .refine((v) => v.maxYears === null || v.maxYears >= v.minYears, {
    message: 'Maximum years must not be less than minimum years',
    path: ['maxYears'],
  });
export const ZExperienceSpec = z.object({
  ...specRowBase,
  industryId: z.number().int().nullable(),
  industryDisciplineId: z.number().int().nullable(),
  jobPositionTypeId: z.number().int().nullable(),
  minYears: z.number().int(),
  maxYears: z.number().int().nullable(),
});

/** `job_skill` */
export const ZSkillSpecInput = z.object({
  jobPositionId: ZId,
  skillTypeId: refId.default(null),
  level: z.enum(SKILL_LEVELS).nullable().default(null),
  ...specBase,
});
export const ZSkillSpec = z.object({
  ...specRowBase,
  skillTypeId: z.number().int().nullable(),
  level: z.enum(SKILL_LEVELS).nullable(),
});

/**
 * The six specification tables, keyed by their URL segment: `GET /{table}/{positionId}`,
 * `POST /{table}`, `PUT /{table}/{rowId}`, `DELETE /{table}/{rowId}`. A PUT takes the same body
 * as the POST (jobPositionId must be the row's position).
 */
export const SPEC_TABLES = {
  job_qual_spec: { input: ZQualificationSpecInput, row: ZQualificationSpec },
  job_certification_spec: { input: ZCertificationSpecInput, row: ZCertificationSpec },
  work_auth: { input: ZWorkAuthSpecInput, row: ZWorkAuthSpec },
  job_role_res: { input: ZDesignationSpecInput, row: ZDesignationSpec },
  job_experience: { input: ZExperienceSpecInput, row: ZExperienceSpec },
  job_skill: { input: ZSkillSpecInput, row: ZSkillSpec },
} as const;
export type TSpecTable = keyof typeof SPEC_TABLES;
export const SPEC_TABLE_NAMES = Object.keys(SPEC_TABLES) as TSpecTable[];
export type TSpecInput<T extends TSpecTable> = z.input<(typeof SPEC_TABLES)[T]['input']>;
export type TSpecRow<T extends TSpecTable> = z.infer<(typeof SPEC_TABLES)[T]['row']>;

// ------------------------------------------------------------------ compliance documents

export const ZComplianceDocumentInput = z.object({
  jobPositionId: ZId,
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  source: z.enum(COMPLIANCE_SOURCES).default('Requisition'),
  mandatory: z.boolean().default(true),
});
export type TComplianceDocumentInput = z.input<typeof ZComplianceDocumentInput>;
export const ZComplianceDocument = z.object({
  id: z.number().int(),
  jobPositionId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  source: z.string(),
  mandatory: z.boolean(),
  createdAt: z.string(),
});
export type TComplianceDocument = z.infer<typeof ZComplianceDocument>;

// ------------------------------------------------------------------ regulatory items

/** `POST /job_position/{id}/regulatory`: replaces the chosen regulatory items. */
export const ZRegulatoryInput = z.object({ regulatoryIds: z.array(ZId).max(500) });
export type TRegulatoryInput = z.infer<typeof ZRegulatoryInput>;
export const ZPositionRegulatory = z.object({
  regulatoryId: z.number().int(),
  name: z.string(),
});
export const ZPositionRegulatoryList = z.array(ZPositionRegulatory);
export type TPositionRegulatory = z.infer<typeof ZPositionRegulatory>;

// ------------------------------------------------------------------ lock, check, status

/** `GET /application/is-requisition-update-locked/{id}`; spec defaults interviewExists false, statusIsNewApplication true. */
export const ZRequisitionLock = z.object({
  interviewExists: z.boolean(),
  /** True when every application of the requisition is still NEW (or there are none). */
  statusIsNewApplication: z.boolean(),
  locked: z.boolean(),
});
export type TRequisitionLock = z.infer<typeof ZRequisitionLock>;
export const REQUISITION_LOCK_DEFAULTS: TRequisitionLock = {
  interviewExists: false,
  statusIsNewApplication: true,
  locked: false,
};

/**
 * `GET /job_position/check/{id}`: the form steps not saved yet, in form order (`complete`: the
 * progress), and what submitting or sending for approval still needs (the form steps and the
 * selection process).
 */
export const ZRequisitionCheck = z.object({
  complete: z.boolean(),
  missing: z.array(z.enum(REQUISITION_STEPS)),
  readyToSubmit: z.boolean(),
  missingToSubmit: z.array(z.enum(SUBMIT_STEPS)),
});
export type TRequisitionCheck = z.infer<typeof ZRequisitionCheck>;

/** `POST /job_position/{id}/status`: a manual move, with the reason the audit log keeps. */
export const ZStatusChangeInput = z.object({
  status: z.enum(REQUISITION_STATUS_CODES as [string, ...string[]]),
  reason: z.string().trim().max(500).optional(),
});
export type TStatusChangeInput = z.infer<typeof ZStatusChangeInput>;
/** The status move dialog: the same body, and a reason is asked for. */
export const ZStatusChangeForm = ZStatusChangeInput.extend({
  reason: z.string().trim().min(1, 'Give a reason').max(500),
});
export const ZStatusChangeAnswer = z.object({
  id: z.number().int(),
  status: z.enum(REQUISITION_STATUS_CODES as [string, ...string[]]),
});

// ------------------------------------------------------------------ summary, progress, audit

export const ZRequisitionSummary = z.object({
  jobPositionId: z.number().int(),
  summary: z.string(),
  updatedAt: z.string().nullable(),
});
export type TRequisitionSummary = z.infer<typeof ZRequisitionSummary>;
export const ZRequisitionSummaryInput = z.object({ summary: z.string().max(20000) });
export type TRequisitionSummaryInput = z.infer<typeof ZRequisitionSummaryInput>;

/** `GET /job-requisition-summary/progress-summary/{id}`: each step saved or not. */
export const ZProgressSummary = z.object({
  jobPositionId: z.number().int(),
  progress: z.enum(PROGRESS_CODES as [string, ...string[]]),
  status: z.enum(REQUISITION_STATUS_CODES as [string, ...string[]]),
  completedSteps: z.number().int(),
  totalSteps: z.number().int(),
  steps: z.array(z.object({ step: z.enum(REQUISITION_STEPS), done: z.boolean() })),
});
export type TProgressSummary = z.infer<typeof ZProgressSummary>;

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'STATUS'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  jobPositionId: z.number().int(),
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  /** Who acted without a user account (an approver by emailed link). */
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string().nullable(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: z.string(),
});
export const ZAuditLog = z.array(ZAuditLogEntry);
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

// ------------------------------------------------------------------ params and paths

/** Paths relative to the main API base. */
export const JOB_POSITION_PATHS = {
  save: '/job_position',
  get: (id: number | string) => `/job_position/${id}`,
  check: (id: number | string) => `/job_position/check/${id}`,
  clone: '/job_position/clone',
  status: (id: number | string) => `/job_position/${id}/status`,
  regulatory: (id: number | string) => `/job_position/${id}/regulatory`,
  location: '/location',
  locationOf: (positionId: number | string) => `/location/${positionId}`,
  financial: '/financial',
  financialOf: (positionId: number | string) => `/financial/${positionId}`,
  specList: (table: TSpecTable, positionId: number | string) => `/${table}/${positionId}`,
  specAdd: (table: TSpecTable) => `/${table}`,
  specRow: (table: TSpecTable, rowId: number | string) => `/${table}/${rowId}`,
  complianceOf: (positionId: number | string) => `/compliance/${positionId}`,
  complianceAdd: '/compliance',
  complianceUpdate: (id: number | string) => `/compliance/update/${id}`,
  complianceDelete: (id: number | string) => `/compliance/delete/${id}`,
  lock: (id: number | string) => `/application/is-requisition-update-locked/${id}`,
  summary: (id: number | string) => `/job-requisition-summary/${id}`,
  summaryUpdate: (id: number | string) => `/job-requisition-summary/update/${id}`,
  progressSummary: (id: number | string) => `/job-requisition-summary/progress-summary/${id}`,
  auditLog: (requisitionId: number | string) => `/audit-log/${requisitionId}`,
} as const;
