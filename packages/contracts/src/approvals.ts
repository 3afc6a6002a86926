// Selection process and approvals of a requisition (spec section 7 "Selection process", "Approval"):
// every request and answer, and the paths, shared by web and api.
import { z } from 'zod';
import { ZId } from './ids.js';
import { criteriaSchema, exportPath, type ListFilterSpec, listQuerySchema } from './paging.js';
import { REQUISITION_STATUS_CODES } from './statuses.js';

/** Paths relative to the main API base. */
export const APPROVAL_PATHS = {
  selectionProcess: '/selection_process',
  selectionTemplates: '/selection_process/templates',
  selectionUsers: '/selection_process/user',
  createInterviewer: '/selection_process/create_interviewer',
  approval: '/approval',
  approvers: '/approval/approver',
  createApprover: '/approval/create_approver',
  addApprover: '/approval/add_approver',
  sendEmail: '/approval/send_email',
  changeResponse: '/approval/change-response',
  postComment: (positionId: number | string) => `/approval/post_comment/${positionId}`,
  comments: (positionId: number | string) => `/approval/comments/${positionId}`,
  /** The approvals of a requisition as XLSX (`POST` with the criteria body; not a spec call). */
  export: (positionId: number | string) => exportPath(`/approval/${positionId}`),
  byToken: (token: string) => `/approval/by-token/${token}`,
} as const;

/** The web page an emailed approval link opens. */
export const approvalLinkPath = (token: string) => `/approval/${token}`;

/** An approval link is valid this long after its email was sent. */
export const APPROVAL_LINK_DAYS = 14;
/** A second `send_email` within this many seconds does not email a pending approver again. */
export const APPROVAL_RESEND_SECONDS = 60;

// ---------------------------------------------------------------- selection process

export const SELECTION_STEP_TYPES = [
  'SCREENING',
  'INTERVIEW',
  'TEST',
  'REFERENCE_CHECK',
  'BACKGROUND_CHECK',
] as const;
export type SelectionStepType = (typeof SELECTION_STEP_TYPES)[number];

/**
 * The selection process is not position data: it stays editable under the requisition's lock and
 * is locked only once an interview exists at one of its steps.
 */
export const SELECTION_PROCESS_MESSAGES = {
  locked:
    'The selection process cannot change once an interview exists at one of its steps: those interviews are held at them.',
  lockedNotice: 'The selection process is locked: interviews are held at its steps.',
  /** The Interviews tab of an application (and the requisition's interviews) without steps. */
  noSteps: 'The requisition has no selection process steps yet, so no interview can be scheduled at a step.',
  setThem: 'Set the selection process',
  askJobPosting:
    "Someone with the job posting authority sets them on the requisition's Selection process tab.",
} as const;
export const SELECTION_STEP_TYPE_LABELS: Record<SelectionStepType, string> = {
  SCREENING: 'Screening',
  INTERVIEW: 'Interview',
  TEST: 'Test',
  REFERENCE_CHECK: 'Reference check',
  BACKGROUND_CHECK: 'Background check',
};

export const ZInterviewerUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TInterviewerUser = z.infer<typeof ZInterviewerUser>;

export const ZSelectionStep = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  stepOrder: z.number().int(),
  name: z.string(),
  stepType: z.string(),
  interviewers: z.array(ZInterviewerUser),
  /** Interviews held at the step (cancelled ones too): any of them locks the selection process. */
  interviews: z.number().int(),
});
export type TSelectionStep = z.infer<typeof ZSelectionStep>;

export const ZSelectionTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  steps: z.array(z.object({ stepOrder: z.number().int(), name: z.string(), stepType: z.string() })),
});
export type TSelectionTemplate = z.infer<typeof ZSelectionTemplate>;

export const ZSelectionStepInput = z.object({
  name: z.string().trim().min(1, 'Enter a step name').max(100),
  stepType: z.enum(SELECTION_STEP_TYPES),
});
export type TSelectionStepInput = z.infer<typeof ZSelectionStepInput>;

/** Sets (replaces) the steps of a position: from a template, or the custom list given in order. */
export const ZSetSelectionProcess = z
  .object({
    positionId: ZId,
    templateId: ZId.optional(),
    steps: z.array(ZSelectionStepInput).max(20).optional(),
  })
  .refine((body) => (body.templateId === undefined) !== (body.steps === undefined), {
    message: 'Give either a template or the steps',
    path: ['templateId'],
  });
export type TSetSelectionProcess = z.infer<typeof ZSetSelectionProcess>;
/** The selection panel's template picker: the template to apply (required there). */
export const ZApplyTemplateForm = z.object({ templateId: ZSetSelectionProcess.shape.templateId.unwrap() });

export const ZCreateInterviewer = z.object({ stepId: ZId, userId: ZId });
export type TCreateInterviewer = z.infer<typeof ZCreateInterviewer>;
/** A step's "Assign" form: the user to add (the step is the row's). */
export const ZStepInterviewerForm = ZCreateInterviewer.pick({ userId: true });

/** DELETE by params: with userId the interviewer of the step, without it the step itself. */
export const ZDeleteSelectionQuery = z.object({ stepId: ZId, userId: ZId.optional() });
export type TDeleteSelectionQuery = z.infer<typeof ZDeleteSelectionQuery>;

// ---------------------------------------------------------------- approvals

export const APPROVAL_RESPONSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ApprovalResponse = (typeof APPROVAL_RESPONSES)[number];
export const APPROVAL_RESPONSE_LABELS: Record<ApprovalResponse, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
};

export const ZApprover = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  userId: z.number().int().nullable(),
  active: z.boolean(),
});
export type TApprover = z.infer<typeof ZApprover>;

export const ZCreateApprover = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' }))
    .pipe(z.string().max(254)),
  userId: ZId.optional(),
});
export type TCreateApprover = z.infer<typeof ZCreateApprover>;

export const ZAddApprover = z.object({
  positionId: ZId,
  approverId: ZId,
  approvalOrder: z.number().int().min(1).max(100).optional(),
});
export type TAddApprover = z.infer<typeof ZAddApprover>;

/** The approver choice that asks for a new approver's name and email instead of a listed one. */
export const NEW_APPROVER = 'new';
const ZNewApprover = ZCreateApprover.pick({ name: true, email: true });

/**
 * The "Add approver" form of the approvals panel: a listed approver, or `NEW_APPROVER` with the new
 * one's name and email (checked as `ZCreateApprover` checks them). Its output is what the panel sends:
 * `{ approverId }`, or the new approver to create first.
 */
export const ZAddApproverForm = z
  .object({
    approverId: z.union([ZAddApprover.shape.approverId, z.literal(NEW_APPROVER)]),
    name: z.string(),
    email: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.approverId !== NEW_APPROVER) return;
    for (const issue of ZNewApprover.safeParse(form).error?.issues ?? []) ctx.addIssue({ ...issue });
  })
  .transform((form): { approverId: number } | TCreateApprover =>
    form.approverId === NEW_APPROVER ? ZNewApprover.parse(form) : { approverId: form.approverId },
  );
export type TAddApproverForm = z.input<typeof ZAddApproverForm>;

export const ZApprovalComment = z.object({
  id: z.number().int(),
  approvalId: z.number().int().nullable(),
  comment: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type TApprovalComment = z.infer<typeof ZApprovalComment>;

export const ZApprovalRow = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  approverId: z.number().int(),
  approverName: z.string(),
  approverEmail: z.string(),
  approvalOrder: z.number().int(),
  response: z.enum(APPROVAL_RESPONSES),
  respondedAt: z.string().nullable(),
  emailSentAt: z.string().nullable(),
  comments: z.array(ZApprovalComment),
});
export type TApprovalRow = z.infer<typeof ZApprovalRow>;

export const APPROVAL_FILTERS = {
  approverName: { type: 'text', operator: 'STR_CONTAIN' },
  approverEmail: { type: 'text', operator: 'STR_CONTAIN' },
  response: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
export const APPROVAL_SORT_COLUMNS = [
  'approvalOrder',
  'id',
  'approverName',
  'response',
  'respondedAt',
] as const;
const approvalList = {
  sortColumns: APPROVAL_SORT_COLUMNS,
  defaultSort: 'approvalOrder',
  defaultDirection: 'asc',
} as const;

/** `GET /api/v1/approval`: the approvals of one requisition, in approval order by default. */
export const ZApprovalQuery = listQuerySchema(approvalList).extend({ positionId: ZId });
export type TApprovalQuery = z.infer<typeof ZApprovalQuery>;

/** The body of the approvals export (the position is in the path). */
export const ZApprovalCriteria = criteriaSchema({
  ...approvalList,
  filters: APPROVAL_FILTERS,
  selectCodes: { response: APPROVAL_RESPONSES },
});
export type TApprovalCriteria = z.input<typeof ZApprovalCriteria>;

/**
 * Spec "approvalData (content, totalElements)": the one list whose answer the spec spells
 * differently from `pageAnswer`, so its wire shape stays.
 */
export const ZApprovalPage = z.object({ content: z.array(ZApprovalRow), totalElements: z.number().int() });
export type TApprovalPage = z.infer<typeof ZApprovalPage>;

export const ZDeleteApprovalQuery = z.object({ approvalId: ZId });

export const ZSendApprovalEmail = z.object({ positionId: ZId });
export type TSendApprovalEmail = z.infer<typeof ZSendApprovalEmail>;

export const ZSendApprovalAnswer = z.object({
  /** Emails sent now (pending approvers not emailed within the last minute). */
  sent: z.number().int(),
  status: z.enum(REQUISITION_STATUS_CODES),
  emails: z.array(
    z.object({
      approvalId: z.number().int(),
      approverEmail: z.string(),
      status: z.enum(['CAPTURED', 'SENT', 'FAILED']),
    }),
  ),
});
export type TSendApprovalAnswer = z.infer<typeof ZSendApprovalAnswer>;

const decision = z.enum(['APPROVED', 'DECLINED']);
const comment = z.string().trim().max(2000).optional();

/** By a signed-in approver (approvalId), or by the emailed one-time token: exactly one of the two. */
export const ZChangeResponse = z
  .object({
    approvalId: ZId.optional(),
    token: z
      .string()
      .min(20)
      .max(100)
      .regex(/^[\w-]+$/)
      .optional(),
    response: decision,
    comment,
  })
  .refine((body) => (body.approvalId === undefined) !== (body.token === undefined), {
    message: 'Give the approval id or the link token',
    path: ['approvalId'],
  });
export type TChangeResponse = z.infer<typeof ZChangeResponse>;
/** The emailed link's form: the decision (the button pressed) and an optional comment; the token is the page's. */
export const ZRespondByLinkForm = z.object({
  response: ZChangeResponse.shape.response,
  comment: ZChangeResponse.shape.comment,
});
export type TRespondByLinkForm = z.input<typeof ZRespondByLinkForm>;

export const ZChangeResponseAnswer = z.object({
  approvalId: z.number().int(),
  response: z.enum(APPROVAL_RESPONSES),
  /** The requisition's status after the response. */
  status: z.enum(REQUISITION_STATUS_CODES),
});
export type TChangeResponseAnswer = z.infer<typeof ZChangeResponseAnswer>;

export const ZPostComment = z.object({ comment: z.string().trim().min(1, 'Enter a comment').max(2000) });
export type TPostComment = z.infer<typeof ZPostComment>;

export const ZApprovalTokenParam = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});

/** What the approver sees before deciding (the emailed link's page). */
export const ZApprovalByToken = z.object({
  approvalId: z.number().int(),
  approverName: z.string(),
  response: z.enum(APPROVAL_RESPONSES),
  /** Still waiting for this approver's answer and not expired. */
  open: z.boolean(),
  expired: z.boolean(),
  expiresAt: z.string().nullable(),
  requisition: z.object({
    id: z.number().int(),
    positionTitle: z.string(),
    department: z.string().nullable(),
    positionType: z.string().nullable(),
    city: z.string().nullable(),
    numberOfPositions: z.number().int(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    compensationFrom: z.string().nullable(),
    compensationTo: z.string().nullable(),
    currency: z.string().nullable(),
    salaryOption: z.string().nullable(),
    status: z.enum(REQUISITION_STATUS_CODES),
    summary: z.string().nullable(),
  }),
});
export type TApprovalByToken = z.infer<typeof ZApprovalByToken>;
