import { z } from 'zod';
import { criteriaSchema, type ListFilterSpec, listQuerySchema, pageAnswer } from './paging.js';

/** The merge fields of both letters' texts (the contract's adds its type). */
const LETTER_TEXT_FIELDS = [
  'applicantName',
  'jobTitle',
  'companyName',
  'department',
  'city',
  'startDate',
  'salary',
  'payPeriod',
  'expiryDate',
] as const;

/**
 * Every email the product sends, with the template it uses and the merge fields that template may
 * hold. One table for the server (validation, sending) and the web app (editor chips, preview).
 */
export const EMAIL_SENDS = {
  APPROVAL_REQUEST: {
    name: 'Approval request',
    description: 'Sent to an approver when a job requisition is submitted for their approval.',
    mergeFields: ['approverName', 'requesterName', 'jobTitle', 'requisitionId', 'link'],
    requiresLink: true,
  },
  OFFER_LETTER: {
    name: 'Offer letter',
    description: 'Sent to an applicant when their offer letter is sent, with the link to read and answer it.',
    mergeFields: ['applicantName', 'jobTitle', 'companyName', 'link'],
    requiresLink: true,
  },
  CONTRACT_LETTER: {
    name: 'Contract letter',
    description: 'Sent to an applicant when their contract letter is sent, with the link to read it.',
    mergeFields: ['applicantName', 'jobTitle', 'companyName', 'link'],
    requiresLink: true,
  },
  LETTER_REMINDER: {
    name: 'Letter expiry reminder',
    description:
      'Sent to an applicant a few days before their offer or contract letter expires, if they have not answered it.',
    mergeFields: ['applicantName', 'jobTitle', 'letterName', 'expiryDate', 'companyName', 'link'],
    requiresLink: true,
  },
  LETTER_ANSWERED: {
    name: "Applicant's answer to a letter",
    description: 'Sent to the recruiter who sent a letter when the applicant accepts or declines it.',
    mergeFields: ['recipientName', 'applicantName', 'jobTitle', 'letterName', 'decision', 'comment', 'link'],
  },
  OFFER_LETTER_TEXT: {
    name: 'Offer letter text',
    description:
      'The text an offer letter starts from when HR prepares it (the letter itself, not the email).',
    mergeFields: LETTER_TEXT_FIELDS,
  },
  CONTRACT_LETTER_TEXT: {
    name: 'Contract letter text',
    description:
      'The text a contract letter starts from when HR prepares it (the letter itself, not the email).',
    mergeFields: [...LETTER_TEXT_FIELDS, 'contractType'],
  },
  APPLICATION_RECEIVED: {
    name: 'Application received',
    description:
      'Sent to an applicant when their application arrives from the careers site, with the link to "Your applications".',
    mergeFields: ['applicantName', 'jobTitle', 'companyName', 'link'],
    requiresLink: true,
  },
  INTERVIEW_APPLICANT: {
    name: 'Interview invitation (applicant)',
    description: 'Sent to the applicant when an interview is scheduled for them.',
    mergeFields: ['applicantName', 'jobTitle', 'interviewDate', 'interviewTime', 'location', 'link'],
  },
  INTERVIEW_INTERVIEWERS: {
    name: 'Interview notice (interviewers)',
    description: 'Sent to each interviewer when an interview they sit on is scheduled.',
    mergeFields: [
      'interviewerName',
      'applicantName',
      'jobTitle',
      'interviewDate',
      'interviewTime',
      'location',
    ],
  },
  COMPLIANCE_STATUS: {
    name: 'Compliance document review',
    description: 'Sent to the applicant when HR reviews one of their compliance documents.',
    mergeFields: ['applicantName', 'documentName', 'status'],
  },
  USER_INVITATION: {
    name: 'User invitation',
    description:
      'Sent to a new user when an administrator invites them, with a one-time link to set a password.',
    mergeFields: ['userName', 'inviterName', 'link'],
    requiresLink: true,
  },
  PASSWORD_RESET: {
    name: 'Password reset',
    description: 'Sent to a user who asked to reset their password, with a one-time link.',
    mergeFields: ['userName', 'link'],
    requiresLink: true,
  },
  LEAVE_REQUESTED: {
    name: 'Leave request (manager)',
    description:
      "Sent to the employee's manager when leave is requested, or its cancellation, with a one-time link to decide.",
    mergeFields: [
      'managerName',
      'employeeName',
      'leaveType',
      'leaveDates',
      'leaveDays',
      'requestKind',
      'link',
    ],
    requiresLink: true,
  },
  LEAVE_DECIDED: {
    name: 'Leave decision (employee)',
    description:
      'Sent to the employee when their leave request is approved or declined; approved leave carries an .ics file.',
    mergeFields: [
      'employeeName',
      'leaveType',
      'leaveDates',
      'leaveDays',
      'decision',
      'approverName',
      'comment',
    ],
  },
  LEAVE_CANCELLED: {
    name: 'Leave cancelled (employee)',
    description: 'Sent to the employee when their leave is cancelled (or the cancellation is declined).',
    mergeFields: ['employeeName', 'leaveType', 'leaveDates', 'leaveDays', 'decision', 'comment'],
  },
  LEARNING_DUE_REMINDER: {
    name: 'Learning due reminder',
    description: 'Sent to an employee 30 and 7 days before an assigned course is due.',
    mergeFields: ['userName', 'courseTitle', 'dueDate', 'link'],
  },
  LEARNING_EXPIRY_REMINDER: {
    name: 'Learning expiry reminder',
    description: 'Sent to an employee 30 and 7 days before a completed course expires.',
    mergeFields: ['userName', 'courseTitle', 'expiryDate', 'link'],
  },
  LEARNING_OVERDUE: {
    name: 'Learning overdue (manager)',
    description: "Sent once to an employee's manager when an assigned course is overdue.",
    mergeFields: ['recipientName', 'employeeName', 'courseTitle', 'dueDate', 'link'],
  },
} as const satisfies Record<
  string,
  {
    name: string;
    description: string;
    mergeFields: readonly string[];
    /** The email is there to carry its link (a one-time link, or what to act on): `{{link}}` must stay. */
    requiresLink?: true;
  }
>;

export type EmailTemplateKey = keyof typeof EMAIL_SENDS;
export const EMAIL_TEMPLATE_KEYS = Object.keys(EMAIL_SENDS) as EmailTemplateKey[];
/** The merge fields a template of this key may use. */
export type MergeFieldOf<K extends EmailTemplateKey> = (typeof EMAIL_SENDS)[K]['mergeFields'][number];
/** The values a send must give: one per merge field of its template. */
export type MergeValues<K extends EmailTemplateKey> = Record<MergeFieldOf<K>, string>;
export type MergeField = MergeFieldOf<EmailTemplateKey>;

export function isEmailTemplateKey(value: string): value is EmailTemplateKey {
  return Object.hasOwn(EMAIL_SENDS, value);
}

export function mergeFieldsOf(key: EmailTemplateKey): readonly string[] {
  return EMAIL_SENDS[key].mergeFields;
}

/** Whether a template of this key must keep `{{link}}` (see EMAIL_SENDS). */
export function requiresLink(key: EmailTemplateKey): boolean {
  return 'requiresLink' in EMAIL_SENDS[key];
}

export const LINK_REQUIRED_MESSAGE =
  'Keep {{link}} in the text: it is what the recipient needs this email for.';

/** Sample values for previews of any template. */
export const MERGE_FIELD_SAMPLES: Record<MergeField, string> = {
  approverName: 'Alex Morgan',
  requesterName: 'Sam Taylor',
  jobTitle: 'Senior Payroll Officer',
  requisitionId: '1042',
  link: 'https://hr.example.com/offer-letter?code=SAMPLE-CODE',
  applicantName: 'Jordan Lee',
  companyName: 'HireOnboard',
  interviewDate: '12 March 2027',
  interviewTime: '10:30',
  location: 'Level 4, 200 George Street, Sydney',
  interviewerName: 'Priya Shah',
  documentName: 'Working with Children Check',
  status: 'APPROVED',
  userName: 'Jordan Lee',
  inviterName: 'Alex Morgan',
  letterName: 'offer letter',
  expiryDate: '30 March 2027',
  recipientName: 'Morgan Manager',
  decision: 'accepted',
  comment: 'Happy to accept. Looking forward to starting!',
  department: 'Finance',
  city: 'Sydney',
  startDate: '12 April 2027',
  salary: 'AUD 95,000',
  payPeriod: 'per year',
  contractType: 'Full time',
  managerName: 'Morgan Manager',
  employeeName: 'Sam Taylor',
  leaveType: 'Annual leave',
  leaveDates: '6 April 2027 to 9 April 2027',
  leaveDays: '4',
  requestKind: 'leave',
  courseTitle: 'Work health and safety induction',
  dueDate: '30 March 2027',
};

export function sampleValues(key: EmailTemplateKey): Record<string, string> {
  return Object.fromEntries(
    mergeFieldsOf(key).map((field) => [field, MERGE_FIELD_SAMPLES[field as MergeField]]),
  );
}

const MERGE_FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Replaces each `{{ field }}` (spaces allowed) with its value, HTML-escaped when `html` is set.
 * A field without a value stays as written, so a forgotten value shows rather than vanishes.
 */
export function renderTemplate(
  text: string,
  values: Readonly<Record<string, string | undefined>>,
  options: { html?: boolean } = {},
): string {
  return text.replace(MERGE_FIELD, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return whole;
    return options.html ? escapeHtml(value) : value;
  });
}

/** The merge fields of the text, each once, in order of first use. */
export function mergeFieldsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MERGE_FIELD)) found.add(match[1] ?? '');
  return [...found];
}

/** The merge fields of the text that are not allowed, each once, in order of first use. */
export function findUnknownMergeFields(text: string, allowed: readonly string[]): string[] {
  return mergeFieldsIn(text).filter((name) => !allowed.includes(name));
}

/** 'Unknown merge field {{foo}}' or 'Unknown merge fields {{foo}}, {{bar}}'. */
export function unknownMergeFieldsMessage(unknown: readonly string[]): string {
  const list = unknown.map((name) => `{{${name}}}`).join(', ');
  return unknown.length === 1 ? `Unknown merge field ${list}` : `Unknown merge fields ${list}`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link before it. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into text and http(s) links, so links can be rendered as anchors. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const link = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: link });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The HTML version of a plain-text email: escaped, links as anchors, line breaks kept. */
export function textToHtml(text: string): string {
  const body = splitLinks(text)
    .map((part) =>
      part.kind === 'link'
        ? `<a href="${escapeHtml(part.text)}">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text),
    )
    .join('')
    .replace(/\r?\n/g, '<br>\n');
  return `<!doctype html><html><body style="font-family: Arial, sans-serif; font-size: 14px; line-height: 1.5">${body}</body></html>`;
}

export const EMAIL_SUBJECT_MAX = 255;
export const EMAIL_BODY_MAX = 20000;

export const ZEmailTemplateKey = z.enum(EMAIL_TEMPLATE_KEYS as [EmailTemplateKey, ...EmailTemplateKey[]]);

/** One template as GET /email-template answers it. `updatedAt` is null until first stored. */
export const ZEmailTemplate = z.object({
  key: ZEmailTemplateKey,
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  body: z.string(),
  mergeFields: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

/**
 * POST /email-template. Unknown merge fields are refused by the server (400 naming subject or body);
 * so is a body without `{{link}}` when the template's purpose is its link.
 */
export const ZSaveEmailTemplate = z
  .object({
    key: ZEmailTemplateKey,
    subject: z
      .string()
      .trim()
      .min(1, 'Enter a subject')
      .max(EMAIL_SUBJECT_MAX, `At most ${EMAIL_SUBJECT_MAX} characters`)
      .regex(/^[^\r\n]*$/, 'The subject must be one line'),
    body: z
      .string()
      .min(1, 'Enter the email text')
      .max(EMAIL_BODY_MAX, `At most ${EMAIL_BODY_MAX} characters`)
      .refine((body) => body.trim().length > 0, 'Enter the email text'),
  })
  .superRefine((input, ctx) => {
    const key: string = input.key;
    if (isEmailTemplateKey(key) && requiresLink(key) && !mergeFieldsIn(input.body).includes('link'))
      ctx.addIssue({ code: 'custom', path: ['body'], message: LINK_REQUIRED_MESSAGE });
  });
export type TSaveEmailTemplate = z.infer<typeof ZSaveEmailTemplate>;

export const OUTBOUND_EMAIL_STATUSES = ['CAPTURED', 'SENT', 'FAILED'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];
export const OUTBOUND_EMAIL_STATUS_LABELS: Record<OutboundEmailStatus, string> = {
  CAPTURED: 'Captured',
  SENT: 'Sent',
  FAILED: 'Failed',
};

export const ZOutboxListRow = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  templateKey: z.string().nullable(),
  status: z.enum(OUTBOUND_EMAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxListRow = z.infer<typeof ZOutboxListRow>;

export const ZOutboxPage = pageAnswer(ZOutboxListRow);
export type TOutboxPage = z.infer<typeof ZOutboxPage>;

export const OUTBOX_SORT_COLUMNS = ['createdAt', 'id', 'toAddress', 'subject', 'status'] as const;
export const OUTBOX_FILTERS = {
  toAddress: { type: 'text', operator: 'STR_CONTAIN' },
  subject: { type: 'text', operator: 'STR_CONTAIN' },
  templateKey: { type: 'select', operator: 'SEL_EQUAL' },
  status: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
const outboxList = { sortColumns: OUTBOX_SORT_COLUMNS, defaultSort: 'createdAt' } as const;

/** `GET /api/v1/outbox`: newest first by default. */
export const ZOutboxListQuery = listQuerySchema(outboxList);
/** `POST /api/v1/outbox/criteria`: the outbox narrowed by one or more columns. */
export const ZOutboxCriteria = criteriaSchema({
  ...outboxList,
  filters: OUTBOX_FILTERS,
  selectCodes: { templateKey: EMAIL_TEMPLATE_KEYS, status: OUTBOUND_EMAIL_STATUSES },
});
export type TOutboxCriteria = z.input<typeof ZOutboxCriteria>;

/** A file sent with an email (an interview's .ics invite), kept so the Outbox shows it. */
export const ZEmailAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type TEmailAttachment = z.infer<typeof ZEmailAttachment>;

export const ZOutboxEmail = ZOutboxListRow.extend({
  attachments: z.array(ZEmailAttachment),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  error: z.string().nullable(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  /**
   * A captured email's links are live, so they are masked here; `POST .../reveal-links` answers them
   * (and is audited). False when the answer shows all there is (a sent email's copy is masked for good).
   */
  linksMasked: z.boolean(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

/** What stands for the one-time part of a link in a masked copy of an email. */
export const MASKED_LINK_TOKEN = '••••••';

/** `GET /api/v1/outbox/delivery`: whether a mail server sends the emails or the Outbox captures them. */
export const ZOutboxDelivery = z.object({ captured: z.boolean() });
export type TOutboxDelivery = z.infer<typeof ZOutboxDelivery>;

export const OUTBOX_MESSAGES = {
  /** On the Outbox page, and in the log at start, when no mail server is set. */
  capturedLinksLive:
    'No mail server is set (SMTP_URL): emails are kept in the Outbox instead of being sent, and their one-time links are live. Whoever opens a link acts as its recipient. Links are masked until someone reveals them, and every reveal is recorded in the audit log.',
} as const;
