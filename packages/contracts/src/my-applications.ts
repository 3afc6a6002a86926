// "Your applications": the signed-in applicant's own applications with their stage in plain words
// (pipeline.ts's APPLICANT_STAGE_OF), and their withdrawal. Nothing HR-only is in these answers:
// no scores, notes, reviewers or HR's status codes.
import { z } from 'zod';
import { ZId } from './ids.js';
import { APPLICANT_STAGE_WORDS, type ApplicantStage } from './pipeline.js';

/** Paths relative to the main API base; the page is `MY_APPLICATIONS_PAGE` in the web app. */
export const MY_APPLICATIONS_PATHS = {
  list: '/my-applications',
  withdraw: (id: number | string) => `/my-applications/${id}/withdraw`,
  /**
   * HR sends (or sends again) an application's "Application received" email: for one typed in from
   * an email or a paper, so its applicant can follow it too. The careers site sends its own.
   */
  sendReceived: (applicationId: number | string) => `/application-received/${applicationId}`,
} as const;


const STAGES = Object.keys(APPLICANT_STAGE_WORDS) as [ApplicantStage, ...ApplicantStage[]];

export const ZMyApplication = z.object({
  id: z.number().int(),
  positionTitle: z.string(),
  /** The organisation's day the application arrived (YYYY-MM-DD). */
  appliedOn: z.string(),
  stage: z.enum(STAGES),
  /** The stage in words ("In review"). */
  stageWords: z.string(),
  /** Whether the applicant may still withdraw it (not hired or closed). */
  canWithdraw: z.boolean(),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** `GET /my-applications`: newest first. */
export const ZMyApplications = z.object({ applications: z.array(ZMyApplication) });
export type TMyApplications = z.infer<typeof ZMyApplications>;

export const ZMyApplicationParam = z.object({ id: ZId });

/** `POST /my-applications/{id}/withdraw`: the toast and the application as it now stands. */
export const ZMyWithdrawal = z.object({ message: z.string(), application: ZMyApplication });
export type TMyWithdrawal = z.infer<typeof ZMyWithdrawal>;

export const ZApplicationReceivedParam = z.object({ applicationId: ZId });
/** Its answer: the toast, and whether the link signs in (registered applicant) or registers. */
export const ZApplicationReceivedSent = z.object({ message: z.string(), registered: z.boolean() });
export type TApplicationReceivedSent = z.infer<typeof ZApplicationReceivedSent>;

export const MY_APPLICATIONS_MESSAGES = {
  receivedSent: 'The "Application received" email has been sent.',
  withdrawn: 'Your application has been withdrawn.',
  /** The history note of the applicant's own withdrawal. */
  withdrawnNote: 'Withdrawn by the applicant',
  /** Another person's application, or none: the same answer, so ids cannot be probed. */
  notFound: 'There is no such application of yours.',
} as const;
