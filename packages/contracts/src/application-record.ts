// The application record (`/appfrm/{id}`, spec section 7 "Applications"): details, resume and its
// report, reviews and scores, compliance, interview steps and history.
import { z } from 'zod';
import { ZApplicant, ZApplicantInput } from './applications.js';
import { ZId } from './ids.js';
import { ZInterviewFeedback, ZInterviewRow } from './interviews.js';
import { ZApplicationStatus } from './pipeline.js';

/** `POST /api/v1/application`: an applicant (new, or linked by email) applying to a requisition. */
export const ZApplicationCreate = z.object({
  jobPositionId: ZId,
  /** An uploaded file (`file/upload`'s `data.id`) to keep as the resume. */
  resumeId: ZId.optional(),
  applicant: ZApplicantInput,
});
export type TApplicationCreate = z.input<typeof ZApplicationCreate>;

/** `POST /api/v1/application/update/{applicationId}`: every field of the applicant object. */
export const ZApplicationUpdate = z.object({ applicant: ZApplicantInput });
export type TApplicationUpdate = z.input<typeof ZApplicationUpdate>;

export const ZApplicationSaved = z.object({
  applicationId: z.number().int(),
  applicantId: z.number().int(),
  /** True when the email matched an applicant already on file (never the phone). */
  linkedExisting: z.boolean(),
  /** A resume given with a new application that has no text to read (RESUME_MESSAGES.unreadable). */
  warning: z.string().nullable().optional(),
  message: z.string(),
});
export type TApplicationSaved = z.infer<typeof ZApplicationSaved>;

/** Spec section 4: the update lock defaults to interviewExists false and statusIsNewApplication true. */
export const ZApplicationLock = z.object({
  interviewExists: z.boolean(),
  statusIsNewApplication: z.boolean(),
});
export type TApplicationLock = z.infer<typeof ZApplicationLock>;
export const DEFAULT_APPLICATION_LOCK: TApplicationLock = {
  interviewExists: false,
  statusIsNewApplication: true,
};
/** The details are editable while no interview exists and the application is still NEW. */
export const isApplicationLocked = (lock: TApplicationLock) =>
  lock.interviewExists || !lock.statusIsNewApplication;

/**
 * `POST /application/update-contact/{applicationId}`: the applicant's name and phones, editable
 * whatever the lock (issue 31): how to reach someone changes nothing that was assessed. Not the
 * email: it is the applicant's identity (one applicant per email, their account and letters).
 */
export const ZApplicantContactUpdate = ZApplicantInput.pick({
  title: true,
  firstName: true,
  middleName: true,
  surName: true,
  mobile: true,
  phone: true,
});
export type TApplicantContactUpdate = z.input<typeof ZApplicantContactUpdate>;
/** The audit action of a contact correction (the changed field names are kept, not the values). */
export const CONTACT_UPDATED = 'CONTACT_UPDATED';

export const SCORE_CRITERIA = [
  'QUALIFICATION',
  'CERTIFICATION',
  'WORK_AUTHORIZATION',
  'EXPERIENCE',
  'SKILL',
] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];
export const SCORE_CRITERION_LABELS: Record<ScoreCriterion, string> = {
  QUALIFICATION: 'Qualification',
  CERTIFICATION: 'Certification',
  WORK_AUTHORIZATION: 'Work authorisation',
  EXPERIENCE: 'Experience',
  SKILL: 'Skill',
};

export const ZScoreItem = z.object({
  criterion: z.enum(SCORE_CRITERIA),
  referenceId: z.number().int().nullable(),
  name: z.string(),
  weight: z.number().int(),
  mandatory: z.boolean(),
  met: z.boolean(),
});
export type TScoreItem = z.infer<typeof ZScoreItem>;

export const ZStatusHistoryEntry = z.object({
  id: z.number().int(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type TStatusHistoryEntry = z.infer<typeof ZStatusHistoryEntry>;

export const ZRecordAuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  fields: z.array(z.string()),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type TRecordAuditEntry = z.infer<typeof ZRecordAuditEntry>;

/** How many history and audit rows the record shows (newest first). */
export const RECORD_HISTORY_LIMIT = 200;

/** `GET /api/v1/application/{id}`. */
export const ZApplicationRecord = z.object({
  id: z.number().int(),
  requisitionId: z.number().int(),
  jobPositionId: z.number().int(),
  positionTitle: z.string(),
  status: ZApplicationStatus,
  allowedStatuses: z.array(ZApplicationStatus),
  profileScore: z.number().int().nullable(),
  reviewScore: z.number().int().nullable(),
  missingMandatoryItems: z.number().int(),
  applicantSource: z.string().nullable(),
  createdAt: z.string(),
  resume: z
    .object({
      id: z.number().int(),
      fileId: z.number().int(),
      originalName: z.string(),
      createdAt: z.string(),
      /** False when no text could be read from it (scanned, blank or protected). */
      readable: z.boolean(),
    })
    .nullable(),
  applicant: ZApplicant,
  lock: ZApplicationLock,
  scores: z.array(ZScoreItem),
  otherApplications: z.array(
    z.object({
      id: z.number().int(),
      requisitionId: z.number().int(),
      positionTitle: z.string(),
      status: z.string(),
    }),
  ),
  history: z.array(ZStatusHistoryEntry),
  audit: z.array(ZRecordAuditEntry),
});
export type TApplicationRecord = z.infer<typeof ZApplicationRecord>;

/** Resumes are PDF or Word (.docx) files up to this size. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

export const RESUME_MESSAGES = {
  unsupportedType: 'A resume must be a PDF or Word (.docx) file.',
  /** The upload answer's warning and the Resume tab's, for a resume with no text to read. */
  unreadable:
    'No text could be read from this file: it may be scanned or protected. The report cannot use it.',
  /** The question before such a file replaces a readable resume. */
  confirmReplace: 'Replace the readable resume with it anyway?',
  /** Refusals of the reader's bounds (400): the stored resume stays as it was. */
  unpacksTooLarge: (what: 'Word file' | 'PDF', mb: number) =>
    `This ${what} unpacks to more than ${mb} MB: it cannot be a resume. Save it again or send another file.`,
  tooManyPages: (pages: number) => `This PDF has more than ${pages} pages: it cannot be a resume.`,
  tooSlow:
    'Reading the text of this file took too long: it cannot be read as a resume. Save it again or send another file.',
  tooMuchMemory: 'Reading the text of this file needed too much memory: it cannot be read as a resume.',
} as const;

/** `update-resume`'s query: `confirm=true` lets an unreadable file replace a readable resume. */
export const ZUpdateResumeQuery = z.object({ confirm: z.enum(['true', 'false']).optional() });

export const ZResumeReplaced = z.object({
  resumeId: z.number().int(),
  fileId: z.number().int(),
  originalName: z.string(),
  replaced: z.boolean(),
  /** False when no text could be read from the new resume; `warning` then says so. */
  readable: z.boolean(),
  warning: z.string().nullable(),
  message: z.string(),
});
export type TResumeReplaced = z.infer<typeof ZResumeReplaced>;

export const ZResumeReportQuery = z.object({ applicationId: ZId });

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** `GET /api/v1/resume-report?applicationId=`: the requisition's rows met or missing in the resume text. */
export const ZResumeReport = z.object({
  applicationId: z.number().int(),
  hasResume: z.boolean(),
  /** False when the resume has no text to read (scanned, blank, protected): nothing can be met. */
  readable: z.boolean(),
  /** Words read from the resume (0 when it has no text layer). */
  wordCount: z.number().int(),
  /**
   * Years of experience the resume shows: the work history's dates (overlaps counted once) or its
   * words ("eight years"), whichever is more; null when it shows none.
   */
  yearsOfExperience: z.number().nullable(),
  items: z.array(ZScoreItem),
  met: z.number().int(),
  missing: z.number().int(),
  /** Reference languages and computer skills the resume names. */
  languages: z.array(ZNamed),
  computerSkills: z.array(ZNamed),
});
export type TResumeReport = z.infer<typeof ZResumeReport>;

/** The applicant fields create-profile may fill from the resume, only where they are empty. */
export const PROFILE_FILL_FIELDS = ['middleName', 'mobile', 'phone', 'totalExperience'] as const;
export const PROFILE_FILL_LABELS: Record<(typeof PROFILE_FILL_FIELDS)[number], string> = {
  middleName: 'Middle name',
  mobile: 'Mobile',
  phone: 'Phone',
  totalExperience: 'Total experience',
};

/** `POST /api/v1/resume-report/create-profile/{id}`: what was added to the applicant from the report. */
export const ZCreateProfileResult = z.object({
  applicant: ZApplicant,
  added: z.object({
    qualifications: z.array(ZNamed),
    skills: z.array(ZNamed),
    languages: z.array(ZNamed),
    computerSkills: z.array(ZNamed),
  }),
  /** The empty applicant fields filled from the resume (never one that had a value). */
  filled: z.array(z.enum(PROFILE_FILL_FIELDS)),
  /** Links the resume gives; the applicant record has no field for them, so they are shown, not stored. */
  links: z.object({
    linkedin: z.string().nullable(),
    github: z.string().nullable(),
    website: z.string().nullable(),
  }),
  message: z.string(),
});
export type TCreateProfileResult = z.infer<typeof ZCreateProfileResult>;

export const REVIEW_TYPES = ['LIKE', 'MAYBE', 'DISLIKE'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_TYPE_LABELS: Record<ReviewType, string> = {
  LIKE: 'Like',
  MAYBE: 'Maybe',
  DISLIKE: 'Dislike',
};
/** A review's points; the review score is their mean, 0 to 100. */
export const REVIEW_POINTS: Record<ReviewType, number> = { LIKE: 100, MAYBE: 50, DISLIKE: 0 };

/** `POST /api/v1/application/change-review-value`: the caller's own review (one per reviewer). */
export const ZChangeReview = z.object({ applicationId: ZId, reviewTypeEnum: z.enum(REVIEW_TYPES) });
export type TChangeReview = z.input<typeof ZChangeReview>;

export const ZReviews = z.object({
  applicationId: z.number().int(),
  reviewScore: z.number().int().nullable(),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int().nullable(),
      userName: z.string().nullable(),
      reviewType: z.enum(REVIEW_TYPES),
      createdAt: z.string(),
    }),
  ),
});
export type TReviews = z.infer<typeof ZReviews>;

export const COMPLIANCE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'RESUBMIT'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export const ZComplianceApplication = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  status: z.string(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TComplianceApplication = z.infer<typeof ZComplianceApplication>;
/** GET answers null before the first save. */
export const ZComplianceApplicationAnswer = ZComplianceApplication.nullable();

/** `POST /api/v1/compliance-application/{applicationId}`: opens (or updates the note of) the review. */
export const ZSaveComplianceApplication = z.object({
  note: z.string().trim().max(2000).nullish(),
});
export type TSaveComplianceApplication = z.input<typeof ZSaveComplianceApplication>;

/** `POST /api/hr/v1/compliance-application/change-status`. */
export const ZComplianceStatusChange = z.object({
  id: ZId,
  status: z.enum(COMPLIANCE_STATUSES),
  note: z.string().trim().max(2000).nullish(),
});
export type TComplianceStatusChange = z.input<typeof ZComplianceStatusChange>;
export const ZComplianceStatusAnswer = z.object({ id: z.number().int(), status: z.string() });

export const INTERVIEW_STEP_STATES = ['NOT_SCHEDULED', 'SCHEDULED', 'PASSED', 'FAILED', 'CANCELLED'] as const;
export type InterviewStepState = (typeof INTERVIEW_STEP_STATES)[number];
export const INTERVIEW_STEP_STATE_LABELS: Record<InterviewStepState, string> = {
  NOT_SCHEDULED: 'Not scheduled',
  SCHEDULED: 'Scheduled',
  PASSED: 'Meets requirement',
  FAILED: 'Does not meet requirement',
  CANCELLED: 'Cancelled',
};

/** `GET /api/v1/application/interview-steps/{id}`: the selection steps with this applicant's state. */
export const ZInterviewStep = z.object({
  stepId: z.number().int(),
  stepOrder: z.number().int(),
  name: z.string(),
  stepType: z.string(),
  state: z.enum(INTERVIEW_STEP_STATES),
  interviewId: z.number().int().nullable(),
  scheduledAt: z.string().nullable(),
});
export type TInterviewStep = z.infer<typeof ZInterviewStep>;

/** `GET /api/v1/interview/{stepId}/{applicationId}`: the step's interviews with their feedback. */
export const ZStepInterview = ZInterviewRow.extend({
  meetsRequirement: z.boolean().nullable(),
  decidedAt: z.string().nullable(),
  feedback: z.array(ZInterviewFeedback.extend({ userName: z.string().nullable() })),
});
export type TStepInterview = z.infer<typeof ZStepInterview>;

/** `POST /api/v1/interview/meetsRequirement`: the step's decision, which moves the applicant on. */
export const ZMeetsRequirement = z.object({
  interviewId: ZId,
  meetsRequirement: z.boolean(),
  note: z.string().trim().max(1000).optional(),
});
export type TMeetsRequirement = z.input<typeof ZMeetsRequirement>;
export const ZMeetsRequirementAnswer = z.object({
  interviewId: z.number().int(),
  applicationId: z.number().int(),
  status: ZApplicationStatus,
  message: z.string(),
});
export type TMeetsRequirementAnswer = z.infer<typeof ZMeetsRequirementAnswer>;

/** `sent`: emails sent by this call (0 within the resend window); `emailedAt`: that side's last email. */
export const ZEmailSent = z.object({
  sent: z.number().int(),
  message: z.string(),
  emailedAt: z.string().nullable(),
});
export type TEmailSent = z.infer<typeof ZEmailSent>;

/** Paths under API_BASES.main (compliance status change: under API_BASES.hr). */
export const APPLICATION_RECORD_PATHS = {
  create: '/application',
  get: (id: number | string) => `/application/${id}`,
  update: (applicationId: number | string) => `/application/update/${applicationId}`,
  updateContact: (applicationId: number | string) => `/application/update-contact/${applicationId}`,
  updateResume: (applicationId: number | string, resumeId: number | string) =>
    `/application/update-resume/${applicationId}/${resumeId}`,
  changeReview: '/application/change-review-value',
  reviews: (applicationId: number | string) => `/application/reviews/${applicationId}`,
  resumeReport: '/resume-report',
  createProfile: (id: number | string) => `/resume-report/create-profile/${id}`,
  compliance: (id: number | string) => `/compliance-application/${id}`,
  complianceChangeStatus: '/compliance-application/change-status',
  interviewSteps: (id: number | string) => `/application/interview-steps/${id}`,
  stepInterviews: (stepId: number | string, applicationId: number | string) =>
    `/interview/${stepId}/${applicationId}`,
  deleteInterview: (interviewId: number | string) => `/interview/${interviewId}`,
  emailApplicant: (interviewId: number | string) => `/interview/send-email-applicant/${interviewId}`,
  emailInterviewers: (interviewId: number | string) => `/interview/send-email-interviewers/${interviewId}`,
  meetsRequirement: '/interview/meetsRequirement',
} as const;

/** The route of the record page, and its create mode for a requisition. */
export const applicationRecordRoute = (id: number | string) => `/appfrm/${id}`;
/** The officer's read-only record (SHORTLISTING): screening, reviews, interviews, history. */
export const screeningRecordRoute = (id: number | string) => `/appsch/${id}`;
/**
 * Where a click on an application takes the user: the onboarding record with ONBOARDING, else the
 * screening record with SHORTLISTING, else nowhere (null).
 */
export function recordRouteFor(
  can: { onboarding: boolean; shortlisting: boolean },
  id: number | string,
): string | null {
  if (can.onboarding) return applicationRecordRoute(id);
  if (can.shortlisting) return screeningRecordRoute(id);
  return null;
}
/** The officer dashboard's "Applications to review" as the /appsch list (`?view=`). */
export const TO_REVIEW_VIEW = 'to-review';
export const toReviewListRoute = `/appsch?view=${TO_REVIEW_VIEW}`;
export const newApplicationRoute = (jobPositionId: number | string) =>
  `/appfrm/new?jobPositionId=${jobPositionId}`;
