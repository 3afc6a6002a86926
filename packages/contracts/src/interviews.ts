// Interviews by requisition (spec section 7 "Requisitions", interview calls): schedule, update,
// reschedule, assign interviewers, add feedback, and the requisition's interview list.
import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { ZId } from './ids.js';
import { criteriaSchema, exportPath, type ListFilterSpec, pageAnswer } from './paging.js';

export const INTERVIEW_MODES = ['ONSITE', 'VIDEO', 'PHONE'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  ONSITE: 'On site',
  VIDEO: 'Video',
  PHONE: 'Phone',
};

export const INTERVIEW_STATUSES = ['SCHEDULED', 'RESCHEDULED', 'COMPLETED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  SCHEDULED: 'Scheduled',
  RESCHEDULED: 'Rescheduled',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
/** The statuses `interview/update` may set (scheduling and rescheduling set the other two). */
export const INTERVIEW_UPDATE_STATUSES = ['COMPLETED', 'CANCELLED'] as const;

export const INTERVIEW_RECOMMENDATIONS = ['HIRE', 'NO_HIRE', 'MAYBE'] as const;
export type InterviewRecommendation = (typeof INTERVIEW_RECOMMENDATIONS)[number];
export const INTERVIEW_RECOMMENDATION_LABELS: Record<InterviewRecommendation, string> = {
  HIRE: 'Hire',
  NO_HIRE: 'No hire',
  MAYBE: 'Maybe',
};

/** Application statuses that cannot get an interview. */
export const NO_INTERVIEW_APPLICATION_STATUSES = [
  'REJECTED',
  'WITHDRAWN',
  'HIRED',
  'OFFER_DECLINED',
] as const;

/**
 * Two live interviews of one application whose times overlap (the spec's code and text; two that
 * do not overlap may share a day).
 */
export const INTERVIEW_ALREADY_EXISTS_THIS_DATE = 'INTERVIEW_ALREADY_EXISTS_THIS_DATE' satisfies ErrorCode;
export const INTERVIEW_OVERLAP_FIELD = 'This candidate already has an interview at that time';

/** A second send of the same invitation within this many seconds emails nobody (a double click). */
export const INTERVIEW_RESEND_SECONDS = 30;
/** What "Send again" says when it sent nothing: `when` is the side's last email, as the card shows it. */
export const INTERVIEW_EMAIL_MESSAGES = {
  alreadySent: (when: string) =>
    `Already sent ${when}: not sent again within ${INTERVIEW_RESEND_SECONDS} seconds.`,
  nobody: 'This interview has no interviewers to email.',
} as const;

/** Paths under API_BASES.main. */
export const INTERVIEW_PATHS = {
  byRequisition: (reqId: number | string) => `/interview/requisition/${reqId}`,
  criteria: (reqId: number | string) => `/interview/criteria/${reqId}`,
  export: (reqId: number | string) => exportPath(`/interview/criteria/${reqId}`),
  candidates: (reqId: number | string) => `/interview/candidates/${reqId}`,
  schedule: (applicationId: number | string) => `/interview/schedule/${applicationId}`,
  update: (interviewId: number | string) => `/interview/update/${interviewId}`,
  addFeedback: (interviewId: number | string) => `/interview/add-feedback/${interviewId}`,
  assignInterviewer: '/interview/assign-interviewer',
  reschedule: '/interview/reschedule',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const ZScheduledAt = z.iso.datetime({ offset: true });
const ZDuration = z.number().int().min(5).max(480);

export const ZScheduleInterview = z.object({
  stepId: ZId.nullish().transform((v) => v ?? null),
  scheduledAt: ZScheduledAt,
  durationMinutes: ZDuration.default(60),
  mode: z.enum(INTERVIEW_MODES).default('ONSITE'),
  location: optionalText(255),
  meetingLink: optionalText(500),
  notes: optionalText(2000),
  interviewerIds: z.array(ZId).max(20).default([]),
});
export type TScheduleInterview = z.input<typeof ZScheduleInterview>;
/** The schedule dialog: the body plus the application it is for (a path parameter on the wire). */
export const ZScheduleInterviewForm = ZScheduleInterview.extend({ applicationId: ZId });

export const ZUpdateInterview = z
  .object({
    mode: z.enum(INTERVIEW_MODES).optional(),
    location: optionalText(255).optional(),
    meetingLink: optionalText(500).optional(),
    notes: optionalText(2000).optional(),
    durationMinutes: ZDuration.optional(),
    status: z.enum(INTERVIEW_UPDATE_STATUSES).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    path: ['status'],
    message: 'Nothing to update',
  });
export type TUpdateInterview = z.input<typeof ZUpdateInterview>;

export const ZRescheduleInterview = z.object({
  interviewId: ZId,
  scheduledAt: ZScheduledAt,
  reason: optionalText(500),
});
export type TRescheduleInterview = z.input<typeof ZRescheduleInterview>;

export const ZAssignInterviewer = z.object({
  interviewId: ZId,
  userIds: z.array(ZId).min(1).max(20),
  /** true (default): the list becomes the interviewers; false: they are added to the current ones. */
  replace: z.boolean().default(true),
});
export type TAssignInterviewer = z.input<typeof ZAssignInterviewer>;

/** A scorecard line: one criterion and its rating. */
export const ZScorecardLine = z.object({
  criterion: z.string().trim().min(1).max(100),
  rating: z.number().int().min(1).max(5),
});
export type TScorecardLine = z.infer<typeof ZScorecardLine>;
/** The criteria the scorecard offers by default (an interviewer may rate others). */
export const SCORECARD_CRITERIA = ['Technical skills', 'Communication', 'Culture fit'] as const;

export const ZInterviewFeedbackInput = z.object({
  rating: z.number().int().min(1).max(5),
  scorecard: z.array(ZScorecardLine).max(20).default([]),
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS),
  meetsRequirement: z.boolean(),
  comments: optionalText(4000),
});
export type TInterviewFeedbackInput = z.input<typeof ZInterviewFeedbackInput>;

/** The feedback dialog: every default criterion offered, the unrated ones left out of the body. */
export const ZInterviewFeedbackForm = ZInterviewFeedbackInput.extend({
  scorecard: z
    .array(z.object({ criterion: z.string(), rating: z.number().int().min(1).max(5).nullable() }))
    .transform((lines) =>
      lines.flatMap((line) =>
        line.rating === null ? [] : [{ criterion: line.criterion, rating: line.rating }],
      ),
    ),
});

export const ZInterviewPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZInterviewRow = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  applicantName: z.string(),
  stepId: z.number().int().nullable(),
  stepName: z.string().nullable(),
  scheduledAt: z.string(),
  durationMinutes: z.number().int(),
  mode: z.string(),
  location: z.string().nullable(),
  meetingLink: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  interviewers: z.array(ZInterviewPerson),
  feedbackCount: z.number().int(),
  /** When the invitation last went to the applicant, and to the interviewers (null: never). */
  applicantEmailedAt: z.string().nullable(),
  interviewersEmailedAt: z.string().nullable(),
});
export type TInterviewRow = z.infer<typeof ZInterviewRow>;

export const ZInterviewFeedback = z.object({
  id: z.number().int(),
  interviewId: z.number().int(),
  userId: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  recommendation: z.string().nullable(),
  meetsRequirement: z.boolean().nullable(),
  comments: z.string().nullable(),
  scorecard: z.array(ZScorecardLine),
  createdAt: z.string(),
});
export type TInterviewFeedback = z.infer<typeof ZInterviewFeedback>;

/** An application of the requisition that can be offered an interview. */
export const ZInterviewCandidate = z.object({
  applicationId: z.number().int(),
  applicantName: z.string(),
  status: z.string(),
});
export type TInterviewCandidate = z.infer<typeof ZInterviewCandidate>;

/** The interview list's filterable columns and their operators. */
export const INTERVIEW_FILTERS = {
  id: { type: 'number', operator: 'NUM_EQUAL' },
  applicationId: { type: 'number', operator: 'NUM_EQUAL' },
  applicantName: { type: 'text', operator: 'STR_CONTAIN' },
  stepId: { type: 'number', operator: 'NUM_EQUAL' },
  status: { type: 'select', operator: 'SEL_EQUAL' },
  scheduledAt: { type: 'date', operator: 'TIME_EQUAL' },
  mode: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
export type InterviewFilterColumn = keyof typeof INTERVIEW_FILTERS;
export const INTERVIEW_SORT_COLUMNS = ['id', 'applicantName', 'scheduledAt', 'status', 'mode'] as const;

/** `POST /api/v1/interview/criteria/{reqId}`. */
export const ZInterviewCriteria = criteriaSchema({
  filters: INTERVIEW_FILTERS,
  sortColumns: INTERVIEW_SORT_COLUMNS,
  defaultSort: 'scheduledAt',
  selectCodes: { status: INTERVIEW_STATUSES, mode: INTERVIEW_MODES },
});
export type TInterviewCriteria = z.input<typeof ZInterviewCriteria>;
export const ZInterviewPage = pageAnswer(ZInterviewRow);
export type TInterviewPage = z.infer<typeof ZInterviewPage>;
