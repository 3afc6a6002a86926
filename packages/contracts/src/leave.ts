// Leave management (issue 13, `/appsrn`): leave types, public holidays, requests and their approval,
// the team calendar and the balances report. Every path is under API_BASES.hr (`/api/hr/v1`, the HR
// modules' tree); the emailed decision link's two calls there are public (the one-time token is the proof).
// Balances come from one ledger: accruals, HR adjustments, carry-over forfeits, deductions on approval
// and restorations on cancellation. Pending requests are not in the ledger but count against the
// available balance. See docs/decisions.md "Leave management".
import { z } from 'zod';
import { ZId } from './ids.js';
import { criteriaSchema, exportPath, type ListFilterSpec, pageAnswer } from './paging.js';
import { type TImportResult, ZImportResult } from './reference-data.js';

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const text = (max: number) => z.string().trim().max(max);
/** Leave is counted in days, to the half day. */
const days = (max: number) =>
  z
    .number({ error: 'Enter a number of days' })
    .min(0, 'Enter 0 or more days')
    .max(max, `At most ${max} days`)
    .refine((n) => Number.isInteger(n * 2), 'Use whole or half days');

// ---------------------------------------------------------------- leave types

/** What a type is for: the NES kinds an Australian HR team keeps, and CUSTOM for the rest. */
export const LEAVE_KINDS = ['ANNUAL', 'PERSONAL', 'LONG_SERVICE', 'PARENTAL', 'UNPAID', 'CUSTOM'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];
export const LEAVE_KIND_LABELS: Record<LeaveKind, string> = {
  ANNUAL: 'Annual leave',
  PERSONAL: "Personal/carer's leave",
  LONG_SERVICE: 'Long service leave',
  PARENTAL: 'Parental leave',
  UNPAID: 'Unpaid leave',
  CUSTOM: 'Custom',
};

/**
 * How often the accrual job credits a type: a twelfth of the yearly days each month, or a
 * twenty-sixth each fortnightly pay period (periods counted from the Monday 5 January 2026); NONE for
 * types with no accrual (unpaid, parental: the balance is what HR grants by adjustment).
 */
export const ACCRUAL_FREQUENCIES = ['NONE', 'MONTHLY', 'PAY_PERIOD'] as const;
export type AccrualFrequency = (typeof ACCRUAL_FREQUENCIES)[number];
export const ACCRUAL_FREQUENCY_LABELS: Record<AccrualFrequency, string> = {
  NONE: 'No accrual',
  MONTHLY: 'Monthly',
  PAY_PERIOD: 'Each fortnightly pay period',
};
/** The first day of the first fortnightly pay period (a Monday); periods follow every 14 days. */
export const PAY_PERIOD_ANCHOR = '2026-01-05';
export const PAY_PERIOD_DAYS = 14;

export const ZLeaveTypeInput = z.object({
  name: text(100).min(1, 'Enter the leave type name'),
  kind: z.enum(LEAVE_KINDS),
  paid: z.boolean(),
  /** Days credited over a full year of service (0 for no accrual), to the hundredth (long service: 4.33). */
  accrualDaysPerYear: z
    .number({ error: 'Enter a number of days' })
    .min(0, 'Enter 0 or more days')
    .max(366, 'At most 366 days')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most two decimals'),
  accrualFrequency: z.enum(ACCRUAL_FREQUENCIES),
  /** Credit only the part of a period after the employee's start date. */
  proRata: z.boolean().default(true),
  /** The most days kept into a new calendar year; null keeps all of them. */
  carryOverCap: days(366).nullable().default(null),
  /** A supporting document (e.g. a medical certificate) is required for requests longer than this; null never. */
  documentRequiredAfterDays: days(366).nullable().default(null),
  halfDaysAllowed: z.boolean().default(true),
  negativeBalanceAllowed: z.boolean().default(false),
  /** Only employees of these position types have the type; empty: every employee. */
  positionTypeIds: z.array(ZId).max(50).default([]),
  active: z.boolean().default(true),
});
export type TLeaveTypeInput = z.input<typeof ZLeaveTypeInput>;

export const ZLeaveType = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(LEAVE_KINDS),
  paid: z.boolean(),
  accrualDaysPerYear: z.number(),
  accrualFrequency: z.enum(ACCRUAL_FREQUENCIES),
  proRata: z.boolean(),
  carryOverCap: z.number().nullable(),
  documentRequiredAfterDays: z.number().nullable(),
  halfDaysAllowed: z.boolean(),
  negativeBalanceAllowed: z.boolean(),
  positionTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  active: z.boolean(),
});
export type TLeaveType = z.infer<typeof ZLeaveType>;
export const ZLeaveTypeList = z.array(ZLeaveType);

// ---------------------------------------------------------------- public holidays

export const ZPublicHolidayInput = z.object({
  countryId: ZId,
  /** Null: a national holiday (every state of the country). */
  stateId: ZId.nullable().default(null),
  date: isoDate,
  name: text(100).min(1, 'Enter the holiday name'),
});
export type TPublicHolidayInput = z.input<typeof ZPublicHolidayInput>;

export const ZPublicHoliday = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  countryName: z.string(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  date: z.string(),
  name: z.string(),
});
export type TPublicHoliday = z.infer<typeof ZPublicHoliday>;

/** `GET /leave/holidays`: one year of a country's holidays, optionally one state's (with the national ones). */
export const ZPublicHolidayQuery = z.object({
  countryId: ZId.optional(),
  stateId: ZId.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export type TPublicHolidayQuery = z.input<typeof ZPublicHolidayQuery>;
export const ZPublicHolidayList = z.array(ZPublicHoliday);

/** The holiday spreadsheet's columns, in the template's order (State blank: national). */
export const PUBLIC_HOLIDAY_SHEET_COLUMNS = ['Country', 'State', 'Date', 'Name'] as const;

/** The upload's answer: every row saved (`{ imported }`), or none and the row errors (400, `ZImportRejected`). */
export const ZPublicHolidayUploadAnswer = ZImportResult;
export type TPublicHolidayUploadAnswer = TImportResult;

// ---------------------------------------------------------------- requests

/**
 * PENDING waits for the manager (or HR); APPROVED is deducted from the balance; DECLINED and CANCELLED
 * are final. Cancelling approved leave (only before it starts) makes it CANCEL_PENDING: still deducted
 * until the manager approves the cancellation (then CANCELLED and restored) or declines it (APPROVED
 * again).
 */
export const LEAVE_REQUEST_STATUSES = [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'CANCELLED',
  'CANCEL_PENDING',
] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];
export const LEAVE_REQUEST_STATUS_LABELS: Record<LeaveRequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  CANCEL_PENDING: 'Cancellation pending',
};
/** The statuses a manager decides on (approve or decline). */
export const LEAVE_OPEN_STATUSES = [
  'PENDING',
  'CANCEL_PENDING',
] as const satisfies readonly LeaveRequestStatus[];

/**
 * `POST /leave/requests` (and the preview). `employeeId` is for HR requesting on an employee's behalf;
 * an employee leaves it out (their own record). A half day at the start means the first day's
 * afternoon only; at the end, the last day's morning only (for a one-day request either makes it half).
 */
export const ZLeaveRequestInput = z
  .object({
    employeeId: ZId.optional(),
    leaveTypeId: ZId,
    startDate: isoDate,
    endDate: isoDate,
    halfDayStart: z.boolean().default(false),
    halfDayEnd: z.boolean().default(false),
    reason: text(1000).default(''),
    /** An uploaded file (`FILE_PATHS.upload`, purpose COMPLIANCE), when the type requires a document. */
    documentFileId: ZId.nullable().default(null),
  })
  .refine((body) => body.endDate >= body.startDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  });
export type TLeaveRequestInput = z.input<typeof ZLeaveRequestInput>;

/** A public holiday that falls in a request's dates (not counted as leave). */
export const ZHolidayInRange = z.object({ date: z.string(), name: z.string() });

/** `POST /leave/requests/preview`: what the request would take, without saving it. */
export const ZLeaveRequestPreview = z.object({
  days: z.number(),
  holidays: z.array(ZHolidayInRange),
  /** Available before this request (pending requests already counted). */
  available: z.number(),
  availableAfter: z.number(),
  documentRequired: z.boolean(),
  /** The refusal the request would get, or null when it would be accepted. */
  problem: z.string().nullable(),
});
export type TLeaveRequestPreview = z.infer<typeof ZLeaveRequestPreview>;

export const ZLeaveRequest = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  halfDayStart: z.boolean(),
  halfDayEnd: z.boolean(),
  days: z.number(),
  reason: z.string(),
  documentFile: z.object({ id: z.number().int(), originalName: z.string() }).nullable(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  requestedByName: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  /** The signed-in user may approve or decline it now (its manager or HR, not their own request). */
  canDecide: z.boolean(),
  /** The signed-in user may cancel it now (pending, or approved and not started). */
  canCancel: z.boolean(),
});
export type TLeaveRequest = z.infer<typeof ZLeaveRequest>;
export const ZLeaveRequestAnswer = z.object({ message: z.string(), data: ZLeaveRequest });
export type TLeaveRequestAnswer = z.infer<typeof ZLeaveRequestAnswer>;

/**
 * `GET /leave/requests`: requests the caller may see, newest first. `scope`: `mine` (the caller's own),
 * `to-approve` (open requests of the caller's reports; HR: of everyone except themselves), `all` (HR:
 * everyone; a manager: their reports).
 */
export const LEAVE_REQUEST_SCOPES = ['mine', 'to-approve', 'all'] as const;
export const ZLeaveRequestQuery = z.object({
  scope: z.enum(LEAVE_REQUEST_SCOPES).default('mine'),
  employeeId: ZId.optional(),
  status: z.enum(LEAVE_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type TLeaveRequestQuery = z.input<typeof ZLeaveRequestQuery>;
export const ZLeaveRequestPage = pageAnswer(ZLeaveRequest);
export type TLeaveRequestPage = z.infer<typeof ZLeaveRequestPage>;

/** Approve or decline (a request, or a cancellation of approved leave), with an optional comment. */
export const LEAVE_DECISIONS = ['APPROVE', 'DECLINE'] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];
export const ZLeaveDecision = z.object({
  decision: z.enum(LEAVE_DECISIONS),
  comment: text(1000).default(''),
});
export type TLeaveDecision = z.input<typeof ZLeaveDecision>;

export const ZLeaveCancel = z.object({ reason: text(1000).default('') });
export type TLeaveCancel = z.input<typeof ZLeaveCancel>;

// ---------------------------------------------------------------- the emailed decision link

export const ZLeaveTokenParam = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});
/** `POST /leave/decide-by-link`: the token from the emailed link and the manager's decision. */
export const ZLeaveDecisionByLink = ZLeaveDecision.extend({ token: ZLeaveTokenParam.shape.token });
export type TLeaveDecisionByLink = z.input<typeof ZLeaveDecisionByLink>;

/** What the manager sees on the emailed link's page before deciding (no reason or document). */
export const ZLeaveByToken = z.object({
  open: z.boolean(),
  expired: z.boolean(),
  managerName: z.string(),
  request: ZLeaveRequest.pick({
    id: true,
    employeeName: true,
    departmentName: true,
    leaveTypeName: true,
    startDate: true,
    endDate: true,
    halfDayStart: true,
    halfDayEnd: true,
    days: true,
    status: true,
  }),
});
export type TLeaveByToken = z.infer<typeof ZLeaveByToken>;

/** The web page an emailed leave decision link opens. */
export const leaveDecisionLinkPath = (token: string) => `/leave-decision/${token}`;
/** A decision link works this long after its email was sent (and once). */
export const LEAVE_LINK_DAYS = 14;

// ---------------------------------------------------------------- balances

export const ZLeaveBalance = z.object({
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  paid: z.boolean(),
  halfDaysAllowed: z.boolean(),
  negativeBalanceAllowed: z.boolean(),
  documentRequiredAfterDays: z.number().nullable(),
  /** Accruals and HR adjustments, less days forfeited above the carry-over cap. */
  accrued: z.number(),
  /** Approved leave (cancellation-pending included), less restored days. */
  taken: z.number(),
  pending: z.number(),
  /** accrued - taken - pending. */
  available: z.number(),
});
export type TLeaveBalance = z.infer<typeof ZLeaveBalance>;

/** `GET /leave/balances/{employeeId}` and, for the signed-in employee, `GET /leave/me`. */
export const ZEmployeeLeave = z.object({
  /** Null when the signed-in user has no employee record (e.g. an HR user who is not an employee). */
  employeeId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  /** True when the caller may decide others' leave (a manager of someone, or HR). */
  approver: z.boolean(),
  balances: z.array(ZLeaveBalance),
});
export type TEmployeeLeave = z.infer<typeof ZEmployeeLeave>;

/** `POST /leave/balances/adjust` (HR): an opening balance or a correction, signed, with the reason. */
export const ZLeaveAdjustment = z.object({
  employeeId: ZId,
  leaveTypeId: ZId,
  days: z
    .number({ error: 'Enter a number of days' })
    .min(-366)
    .max(366)
    .refine((n) => n !== 0 && Number.isInteger(n * 2), 'Use whole or half days other than 0'),
  comment: text(500).min(1, 'Enter the reason'),
});
export type TLeaveAdjustment = z.input<typeof ZLeaveAdjustment>;

/** The balances report (HR): one row per employee and leave type, filtered and paged in SQL. */
export const LEAVE_BALANCE_FILTERS = {
  employeeName: { type: 'text', operator: 'STR_CONTAIN' },
  departmentId: { type: 'number', operator: 'NUM_EQUAL' },
  leaveTypeId: { type: 'number', operator: 'NUM_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
export const LEAVE_BALANCE_SORT_COLUMNS = [
  'employeeName',
  'departmentName',
  'leaveTypeName',
  'accrued',
  'taken',
  'pending',
  'available',
] as const;
export const ZLeaveBalanceCriteria = criteriaSchema({
  filters: LEAVE_BALANCE_FILTERS,
  sortColumns: LEAVE_BALANCE_SORT_COLUMNS,
  defaultSort: 'employeeName',
  defaultDirection: 'asc',
});
export type TLeaveBalanceCriteria = z.input<typeof ZLeaveBalanceCriteria>;
export const ZLeaveBalanceRow = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  leaveTypeId: z.number().int(),
  leaveTypeName: z.string(),
  accrued: z.number(),
  taken: z.number(),
  pending: z.number(),
  available: z.number(),
});
export type TLeaveBalanceRow = z.infer<typeof ZLeaveBalanceRow>;
export const ZLeaveBalancePage = pageAnswer(ZLeaveBalanceRow);
export type TLeaveBalancePage = z.infer<typeof ZLeaveBalancePage>;

// ---------------------------------------------------------------- team calendar

/** The longest range the calendar answers at once. */
export const LEAVE_CALENDAR_MAX_DAYS = 92;
export const ZLeaveCalendarQuery = z
  .object({ from: isoDate, to: isoDate, departmentId: ZId.optional() })
  .refine((q) => q.to >= q.from, { message: 'The end date is before the start date', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < LEAVE_CALENDAR_MAX_DAYS, {
    message: `At most ${LEAVE_CALENDAR_MAX_DAYS} days at once`,
    path: ['to'],
  });
export type TLeaveCalendarQuery = z.input<typeof ZLeaveCalendarQuery>;

/**
 * One absence in the range: approved (cancellation-pending included) or pending. The leave type is
 * given only to HR, the employee's manager and the employee; others see names and dates only.
 */
export const ZLeaveAbsence = z.object({
  requestId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  halfDayStart: z.boolean(),
  halfDayEnd: z.boolean(),
  state: z.enum(['APPROVED', 'PENDING']),
  leaveTypeName: z.string().nullable(),
});
export type TLeaveAbsence = z.infer<typeof ZLeaveAbsence>;
export const ZLeaveCalendar = z.object({
  absences: z.array(ZLeaveAbsence),
  /** Per day of the range: how many people are away (working days and weekends alike). */
  days: z.array(z.object({ date: z.string(), approved: z.number().int(), pending: z.number().int() })),
});
export type TLeaveCalendar = z.infer<typeof ZLeaveCalendar>;

// ---------------------------------------------------------------- messages and paths

export const LEAVE_MESSAGES = {
  typeCreated: 'Successfully created!',
  typeUpdated: 'Successfully updated!',
  typeNameTaken: 'A leave type with this name already exists.',
  typeNotFound: 'Leave type not found.',
  holidayCreated: 'Successfully created!',
  holidayUpdated: 'Successfully updated!',
  holidayDeleted: 'deleted',
  holidayExists: 'There is already a public holiday on this date for this country and state.',
  holidayStateNotInCountry: 'This state is not in the chosen country.',
  holidaysUploaded: 'Successfully uploaded!',
  requestCreated: 'Leave request sent for approval',
  requestApproved: 'Leave approved',
  requestDeclined: 'Leave declined',
  cancelled: 'Leave cancelled',
  cancelRequested: 'Cancellation sent for approval',
  cancellationApproved: 'Cancellation approved',
  cancellationDeclined: 'Cancellation declined',
  adjusted: 'Successfully saved!',
  requestNotFound: 'Leave request not found.',
  noEmployeeRecord: 'Your user is not linked to an employee record.',
  typeNotForEmployee: 'This employee does not have this leave type.',
  overlapping: 'This leave overlaps another request of the employee.',
  insufficientBalance: (available: number, requested: number) =>
    `Not enough leave: ${requested} days requested, ${available} days available.`,
  noWorkingDays: 'These dates have no working days.',
  halfDaysNotAllowed: 'This leave type does not allow half days.',
  documentRequired: (afterDays: number) =>
    `A supporting document is required for this leave type beyond ${afterDays} days.`,
  notYourReport: 'Only the employee’s manager or HR can decide this request.',
  ownRequest: 'You cannot decide your own leave request.',
  notOpen: 'This request has already been decided.',
  cannotCancel: 'This leave can no longer be cancelled.',
  alreadyStarted: 'Approved leave can be cancelled only before its start date.',
  linkInvalid: 'This link is not valid or has already been used.',
  linkExpired: 'This link has expired.',
} as const;

export const LEAVE_PATHS = {
  types: '/leave/types',
  type: (id: number | string) => `/leave/types/${id}`,
  holidays: '/leave/holidays',
  holiday: (id: number | string) => `/leave/holidays/${id}`,
  deleteHoliday: (id: number | string) => `/leave/holidays/delete/${id}`,
  holidaysUpload: '/leave/holidays/create-new/excel',
  holidaysTemplate: '/leave/holidays/excel-template',
  me: '/leave/me',
  requests: '/leave/requests',
  preview: '/leave/requests/preview',
  request: (id: number | string) => `/leave/requests/${id}`,
  decide: (id: number | string) => `/leave/requests/${id}/decide`,
  cancel: (id: number | string) => `/leave/requests/${id}/cancel`,
  byToken: (token: string) => `/leave/by-token/${token}`,
  decideByLink: '/leave/decide-by-link',
  balances: (employeeId: number | string) => `/leave/balances/${employeeId}`,
  adjust: '/leave/balances/adjust',
  balanceReport: '/leave/balances/criteria',
  balanceReportExport: exportPath('/leave/balances/criteria'),
  calendar: '/leave/calendar',
} as const;
