// The careers site: publishing a requisition (HR, on the main API) and the public site's pages and
// application form (server-rendered HTML, modules/careers). Messages shown to people live here.
import { z } from 'zod';
import { RESUME_MAX_BYTES } from './application-record.js';

/** The source of an application sent through the careers site (HR's lists and reports show it). */
export const CAREERS_SOURCE = 'Careers site';

/** Approved and still open: the statuses a requisition may be on the careers site in. */
export const PUBLISHABLE_STATUSES = ['RVA', 'IN', 'RCK', 'CCK', 'CA'] as const;

/** The pay period's words after an amount ('AUD 90,000 – AUD 110,000 a year'), and schema.org's unit. */
export const CAREERS_PAY_PERIODS: Record<string, { words: string; unit: string }> = {
  ANNUAL: { words: 'a year', unit: 'YEAR' },
  MONTHLY: { words: 'a month', unit: 'MONTH' },
  WEEKLY: { words: 'a week', unit: 'WEEK' },
  DAILY: { words: 'a day', unit: 'DAY' },
  HOURLY: { words: 'an hour', unit: 'HOUR' },
};

/** Paths relative to the main API base (`/api/v1`): a requisition's publication (GET, PUT, DELETE). */
export const CAREERS_PATHS = {
  publication: (jobPositionId: number | string) => `/job_position/${jobPositionId}/publication`,
} as const;

/** Lower-case words joined by hyphens, letters of any script kept: the readable part of a URL. */
export function careersSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'position';
}

/** The public site's pages (served by the API, not the SPA). */
export const CAREERS_SITE = {
  home: '/careers',
  position: (id: number, title: string) => `/careers/${id}-${careersSlug(title)}`,
  /** POST: a resume's name, email and phone for the form's empty fields (the page's script asks). */
  resumeFields: (id: number, title: string) => `/careers/${id}-${careersSlug(title)}/resume-fields`,
  /** The organisation's logo (`?v=` its file: a new logo is a new address). */
  logo: '/careers/logo',
  /** The site's static files (the position page's script). */
  assets: '/careers/assets',
  sitemap: '/careers/sitemap.xml',
  feed: '/careers/feed.xml',
  robots: '/robots.txt',
} as const;

/** The publication's body: an optional closing day and public text (empty: the job description). */
export const ZPublishRequisition = z.object({
  closingDate: z.iso.date('Enter the closing date as a date').nullish(),
  publicDescription: z
    .string()
    .trim()
    .max(20_000, 'The public description must be at most 20000 characters')
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type TPublishRequisition = z.input<typeof ZPublishRequisition>;

export const ZPublication = z.object({
  published: z.boolean(),
  /** When it went on the site (ISO instant), or null. */
  publishedAt: z.string().nullable(),
  closingDate: z.string().nullable(),
  publicDescription: z.string().nullable(),
  /** What the site shows when the public description is empty. */
  jobDescription: z.string().nullable(),
  /** The position page's address, while published. */
  url: z.string().nullable(),
  /** Whether the requisition's state lets it be published; `reason` says why not. */
  publishable: z.boolean(),
  reason: z.string().nullable(),
});
export type TPublication = z.infer<typeof ZPublication>;
export const ZPublicationAnswer = z.object({ message: z.string(), data: ZPublication });

export const CAREERS_MESSAGES = {
  published: 'The position is on the careers site.',
  unpublished: 'The position is no longer on the careers site.',
  /** Why a requisition cannot be published, by what refuses it. */
  notPublishable: (why: string) => `This requisition cannot be published on the careers site: ${why}.`,
  notApproved: 'it is not approved yet',
  closed: 'it is closed',
  cancelled: 'it is cancelled',
  completed: 'it is completed',
  expired: 'its end date has passed',
  closingDatePast: 'The closing date must be today or later.',
  /** The 410 page of a position that is no longer on the site. */
  gone: 'This position is no longer open',
  notFound: 'There is no such position',
  applied: 'Thank you: your application has been received.',
} as const;

/** The careers form's limits and refusals (each said on its field, or above the form). */
export const CAREERS_FORM = {
  coverNoteMax: 5000,
  /** Per address and per email within `windowMinutes` come from the configuration (config.ts). */
  messages: {
    firstName: 'Enter your first name',
    lastName: 'Enter your last name',
    email: 'Enter your email address, such as name@example.com',
    phone: 'Enter your phone number: digits, spaces and + ( ) - only, at least 6 digits',
    resume: 'Attach your resume: a PDF or Word (.docx) file',
    resumeType: 'Your resume must be a PDF or Word (.docx) file: this file is neither.',
    resumeSize: `Your resume must be at most ${RESUME_MAX_BYTES / 1024 / 1024} MB.`,
    coverNote: 'Your cover note must be at most 5000 characters',
    consent: 'Tick the box to agree to the privacy notice',
    tooFast: 'That was sent faster than a person can fill in the form. Check your details and send it again.',
    formExpired: 'This form is too old or was changed. Check your details and send it again.',
    refused: 'This form could not be accepted. Reload the page and fill it in again.',
    tooManyFromAddress: (minutes: number) =>
      `Too many applications were sent from your network. Try again in ${minutes} minutes.`,
    tooManyForEmail: (minutes: number) =>
      `Too many applications were sent with this email address. Try again in ${minutes} minutes.`,
    fixBelow: 'Please correct the fields marked below.',
    /** The page's script, while the resume is read and the form sent. */
    readingResume: 'Reading your resume…',
    filledFromResume: 'We filled in the empty fields from your resume: check them before sending.',
    uploading: 'Sending your application…',
    uploadFailed: 'Your application could not be sent: check your connection and send it again.',
  },
} as const;

const PHONE = /^[+\d\s().-]{6,30}$/;

/** The careers form's fields (multipart text fields), as the server reads them. */
export const ZCareersApplication = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, CAREERS_FORM.messages.firstName)
    .max(100, CAREERS_FORM.messages.firstName),
  lastName: z.string().trim().min(1, CAREERS_FORM.messages.lastName).max(100, CAREERS_FORM.messages.lastName),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(CAREERS_FORM.messages.email).max(254, CAREERS_FORM.messages.email)),
  phone: z
    .string()
    .trim()
    .regex(PHONE, CAREERS_FORM.messages.phone)
    .refine((text) => text.replace(/\D/g, '').length >= 6, CAREERS_FORM.messages.phone),
  coverNote: z
    .string()
    .trim()
    .max(CAREERS_FORM.coverNoteMax, CAREERS_FORM.messages.coverNote)
    .optional()
    .transform((text) => text || null),
  consent: z.literal('yes', CAREERS_FORM.messages.consent),
});
export type TCareersApplication = z.output<typeof ZCareersApplication>;

const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
);

/** `/careers`'s query (a GET form, so it works without JavaScript); values it cannot read are ignored. */
export const ZCareersQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  location: optionalId,
  department: optionalId,
  positionType: optionalId,
  workType: z.enum(['remote', 'onsite']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type TCareersQuery = z.output<typeof ZCareersQuery>;

/** The privacy notice the applicant agrees to: what is kept, why, and for how long (the retention setting). */
export function careersPrivacyNotice(orgName: string, retentionMonths: number): string[] {
  return [
    `What ${orgName} keeps: the name, email address, phone number, resume and cover note you send here, and the notes and scores of the people who consider your application.`,
    'Why: to consider you for this position, to compare your resume with its requirements, and to contact you about it. Nothing is shared outside the people who recruit for it.',
    retentionMonths > 0
      ? `How long: if you are not hired, your details are erased ${retentionMonths} months after your application's last activity. You may ask for a copy of them, or for their erasure, at any time.`
      : 'How long: until you ask for their erasure. You may ask for a copy of them, or for their erasure, at any time.',
  ];
}

/** `POST /careers/{id}-{slug}/resume-fields`: what a resume gives for the form's empty fields. */
export const ZResumeFields = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TResumeFields = z.infer<typeof ZResumeFields>;
