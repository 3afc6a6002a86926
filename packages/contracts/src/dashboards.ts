// The role dashboards and Recruitment Tracking (issue 12 parts 1-3): every figure is an SQL
// aggregate of the reports module, typed here. A figure that links to a list names the list's
// filter (see `listLink`), so the list shows the same count.
import { z } from 'zod';
import { criteriaSchema, type ListFilterSpec, pageAnswer } from './paging.js';
import { APPLICATION_STATUS_CODES } from './pipeline.js';
import { REQUISITION_STATUS_CODES } from './statuses.js';

export const DASHBOARD_PATHS = {
  manager: '/dashboard/manager',
  managerApprovals: '/dashboard/manager/approvals',
  officer: '/dashboard/officer',
  trackingCriteria: '/tracking/criteria',
  tracking: (id: number | string) => `/tracking/${id}`,
} as const;

/** The expiring figure's window: requisitions whose end date falls today or in the next days. */
export const EXPIRING_WITHIN_DAYS = 14;
/** Upcoming interviews on the officer's dashboard. */
export const INTERVIEWS_WITHIN_DAYS = 7;
/** Hires counted by the time-to-hire figure. */
export const TIME_TO_HIRE_DAYS = 90;
/** Rows a dashboard card shows (its count covers them all). */
export const DASHBOARD_ROWS = 10;
/** Candidates one requisition's tracking view shows (the newest; it says when there are more). */
export const MAX_TRACKING_CANDIDATES = 200;

/** Application statuses waiting for a recruiter's review. */
export const REVIEW_APPLICATION_STATUSES = ['NEW', 'SCREENING'] as const;

/** A list URL narrowed by one column filter: what `useListState` reads back (`?filter=&value=`). */
export const listLink = (path: string, column: string, value: string) =>
  `${path}?${new URLSearchParams({ filter: column, value }).toString()}`;

const count = z.number().int();
const ZStatusCount = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.object({ status: z.enum(codes), count });

/** A requisition line of a dashboard card. */
export const ZDashboardRequisition = z.object({
  id: z.number().int(),
  positionTitle: z.string(),
  status: z.enum(REQUISITION_STATUS_CODES as [string, ...string[]]),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  department: z.string().nullable(),
});
export type TDashboardRequisition = z.infer<typeof ZDashboardRequisition>;

const ZRequisitionFigure = z.object({ count, rows: z.array(ZDashboardRequisition) });

/** `GET /api/v1/dashboard/manager`: every figure of the manager's dashboard in one answer. */
export const ZManagerDashboard = z.object({
  /** Approvals waiting for the signed-in user's answer (requisitions in review). */
  approvalsWaiting: count,
  /** Every requisition status with its count (zero included), in the statuses' order. */
  requisitionsByStatus: z.array(ZStatusCount(REQUISITION_STATUS_CODES as [string, ...string[]])),
  /** Not closed, cancelled or completed, ending today or within EXPIRING_WITHIN_DAYS. */
  expiringSoon: ZRequisitionFigure,
  /** Past their end date and still open (the expired list of the bell). */
  expired: ZRequisitionFigure,
  /**
   * Applications per status (zero included), over every requisition: the figure links to /appsch
   * filtered by the status, which lists every requisition's applications, so both show one count.
   */
  pipeline: z.array(ZStatusCount(APPLICATION_STATUS_CODES)),
  /** Offer letters sent and not yet answered (the /appsch list filtered on the sent offer). */
  offersAwaiting: count,
  /** Of those, the ones past their expiry date: they can no longer be answered, only re-sent or withdrawn. */
  offersPastExpiry: count,
  /** Median days from application to hired, over the hires of the last TIME_TO_HIRE_DAYS. */
  timeToHire: z.object({ medianDays: z.number().nullable(), hires: count }),
});
export type TManagerDashboard = z.infer<typeof ZManagerDashboard>;

/** `GET /api/v1/dashboard/manager/approvals`: the signed-in user's approvals waiting for an answer. */
export const ZWaitingApproval = z.object({
  approvalId: z.number().int(),
  requisitionId: z.number().int(),
  positionTitle: z.string(),
  department: z.string().nullable(),
  numberOfPositions: z.number().int(),
  endDate: z.string().nullable(),
  emailSentAt: z.string().nullable(),
});
export type TWaitingApproval = z.infer<typeof ZWaitingApproval>;
export const ZWaitingApprovals = z.array(ZWaitingApproval);

export const ZReviewApplication = z.object({
  applicationId: z.number().int(),
  applicantName: z.string(),
  requisitionId: z.number().int(),
  positionTitle: z.string(),
  status: z.enum(APPLICATION_STATUS_CODES),
  createdAt: z.string(),
});
export type TReviewApplication = z.infer<typeof ZReviewApplication>;

export const ZUpcomingInterview = z.object({
  interviewId: z.number().int(),
  applicationId: z.number().int(),
  applicantName: z.string(),
  requisitionId: z.number().int(),
  positionTitle: z.string(),
  stepName: z.string().nullable(),
  scheduledAt: z.string(),
  mode: z.string(),
  /** The signed-in user is one of its interviewers. */
  mine: z.boolean(),
});
export type TUpcomingInterview = z.infer<typeof ZUpcomingInterview>;

/** `GET /api/v1/dashboard/officer`. */
export const ZOfficerDashboard = z.object({
  /** Open requisitions the user created, manages, or interviews for (/reqsch filtered by `mine`). */
  requisitions: ZRequisitionFigure,
  /** NEW or SCREENING applications on those requisitions. */
  toReview: z.object({ count, rows: z.array(ZReviewApplication) }),
  /** Interviews scheduled in the next INTERVIEWS_WITHIN_DAYS, the user's own first. */
  interviews: z.object({ count, mine: count, rows: z.array(ZUpcomingInterview) }),
  /** Letters sent and not yet answered. */
  lettersAwaiting: z.object({ offers: count, contracts: count }),
  /** Compliance reviews not yet decided. */
  complianceWaiting: count,
});
export type TOfficerDashboard = z.infer<typeof ZOfficerDashboard>;

// ---------------------------------------------------------------- Recruitment Tracking

/** Where a requisition's approval round stands. */
export const APPROVAL_STATES = {
  NONE: 'No approvers',
  PENDING: 'Waiting',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
} as const;
export type ApprovalState = keyof typeof APPROVAL_STATES;
export const APPROVAL_STATE_CODES = Object.keys(APPROVAL_STATES) as [ApprovalState, ...ApprovalState[]];

export const TRACKING_FILTERS = {
  id: { type: 'number', operator: 'NUM_EQUAL' },
  positionTitle: { type: 'text', operator: 'STR_CONTAIN' },
  status: { type: 'select', operator: 'SEL_EQUAL' },
  approvalState: { type: 'select', operator: 'SEL_EQUAL' },
  department: { type: 'text', operator: 'STR_CONTAIN' },
  /** YES: the signed-in user works on it (created it, manages it, or interviews for it). */
  mine: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
export const MINE_CODES = ['YES', 'NO'] as const;

export const TRACKING_SORT_COLUMNS = [
  'id',
  'positionTitle',
  'status',
  'approvalState',
  'department',
  'applications',
  'interviewsScheduled',
  'offersSent',
  'daysOpen',
  'daysLeft',
  'endDate',
] as const;

/** `POST /api/v1/tracking/criteria`: the open requisitions, paged, sorted and filtered in SQL. */
export const ZTrackingCriteria = criteriaSchema({
  filters: TRACKING_FILTERS,
  sortColumns: TRACKING_SORT_COLUMNS,
  defaultSort: 'id',
  selectCodes: { status: REQUISITION_STATUS_CODES, approvalState: APPROVAL_STATE_CODES, mine: MINE_CODES },
});
export type TTrackingCriteria = z.input<typeof ZTrackingCriteria>;

/** The pipeline stages of a tracking row, each a group of application statuses. */
export const TRACKING_STAGES = {
  screening: { label: 'To screen', statuses: ['NEW', 'SCREENING'] },
  shortlisted: { label: 'Shortlisted', statuses: ['SHORTLISTED'] },
  interview: { label: 'Interview', statuses: ['INTERVIEW'] },
  offered: { label: 'Offered', statuses: ['OFFERED'] },
  accepted: { label: 'Accepted', statuses: ['OFFER_ACCEPTED', 'CONTRACTED'] },
  hired: { label: 'Hired', statuses: ['HIRED'] },
  out: { label: 'Out', statuses: ['REJECTED', 'WITHDRAWN', 'OFFER_DECLINED'] },
} as const satisfies Record<string, { label: string; statuses: readonly string[] }>;
export type TrackingStage = keyof typeof TRACKING_STAGES;
export const TRACKING_STAGE_KEYS = Object.keys(TRACKING_STAGES) as TrackingStage[];

export const ZTrackingRow = z.object({
  id: z.number().int(),
  positionTitle: z.string(),
  department: z.string().nullable(),
  status: z.string(),
  approvalState: z.enum(APPROVAL_STATE_CODES),
  approvalsPending: count,
  /** The signed-in user works on it. */
  mine: z.boolean(),
  applications: count,
  stages: z.object(
    Object.fromEntries(TRACKING_STAGE_KEYS.map((key) => [key, count])) as Record<TrackingStage, typeof count>,
  ),
  interviewsScheduled: count,
  interviewsDone: count,
  offersSent: count,
  offersAccepted: count,
  /** Days since the request date (or creation). */
  daysOpen: count,
  endDate: z.string().nullable(),
  /** Days until the end date; negative once past it; null without one. */
  daysLeft: z.number().int().nullable(),
});
export type TTrackingRow = z.infer<typeof ZTrackingRow>;
export const ZTrackingPage = pageAnswer(ZTrackingRow);
export type TTrackingPage = z.infer<typeof ZTrackingPage>;

/** A candidate's state at one selection step. */
export const STEP_STATES = {
  NOT_SCHEDULED: 'Not scheduled',
  SCHEDULED: 'Scheduled',
  AWAITING_DECISION: 'Awaiting decision',
  PASSED: 'Passed',
  NOT_PASSED: 'Did not pass',
  CANCELLED: 'Cancelled',
} as const;
export type StepState = keyof typeof STEP_STATES;

export const ZTrackingStep = z.object({
  id: z.number().int(),
  stepOrder: z.number().int(),
  name: z.string(),
  stepType: z.string(),
  interviewers: z.array(z.string()),
});

export const ZTrackingCandidate = z.object({
  applicationId: z.number().int(),
  applicantName: z.string(),
  status: z.enum(APPLICATION_STATUS_CODES),
  jobOffer: z.string(),
  contractOffer: z.string(),
  /** One entry per step of the requisition, in step order. */
  steps: z.array(
    z.object({
      stepId: z.number().int(),
      state: z.enum(Object.keys(STEP_STATES) as [StepState, ...StepState[]]),
      scheduledAt: z.string().nullable(),
    }),
  ),
  /** What the candidate's next move waits for, and on whom (null when nothing is pending). */
  waitingOn: z.string().nullable(),
});
export type TTrackingCandidate = z.infer<typeof ZTrackingCandidate>;

/** `GET /api/v1/tracking/{id}`: one requisition's selection process and its candidates per step. */
export const ZTrackingDetail = z.object({
  requisition: ZTrackingRow.extend({ hiringManager: z.string().nullable() }),
  approvals: z.array(
    z.object({
      approverName: z.string(),
      response: z.string(),
      respondedAt: z.string().nullable(),
    }),
  ),
  steps: z.array(ZTrackingStep),
  candidates: z.array(ZTrackingCandidate),
  /** Every candidate of the requisition (candidates holds at most MAX_TRACKING_CANDIDATES). */
  totalCandidates: count,
  /** The requisition-level waits: approvers who have not answered. */
  waiting: z.array(z.string()),
});
export type TTrackingDetail = z.infer<typeof ZTrackingDetail>;
