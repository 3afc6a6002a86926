// Candidates of a requisition (spec section 7 "Requisitions" > Candidates, section 3 "Application")
// and the status calls; the pipeline's statuses and moves are in pipeline.ts.
import { z } from 'zod';
import { ZId } from './ids.js';
import { exportPath } from './paging.js';
import { ZApplicationStatus } from './pipeline.js';

const ids = z.array(ZId).max(100).default([]);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const money = z.number().min(0).max(9_999_999_999.99).nullish();
const years = z.number().min(0).max(99.9).nullish();
const salaryOption = z.string().trim().max(10).nullish();

/** The applicant object (spec section 3), as the add-candidate call takes it. */
export const ZApplicantInput = z.object({
  title: optionalText(20),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  middleName: optionalText(100),
  surName: z.string().trim().min(1, 'Surname is required').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email').max(254)),
  mobile: optionalText(30),
  phone: optionalText(30),
  totalExperience: years,
  currentSalary: money,
  expectedSalary: money,
  minExperience: years,
  maxExperience: years,
  currentSalOption: salaryOption,
  expectedSalOption: salaryOption,
  disciplineId: ZId.nullish(),
  industryId: ZId.nullish(),
  dateReceived: z.iso.date().nullish(),
  cvReference: optionalText(100),
  cvNotes: optionalText(5000),
  reference: optionalText(2000),
  source: optionalText(50),
  qualificationIds: ids,
  lifecycleIds: ids,
  skillIds: ids,
  computerSkillIds: ids,
  languageIds: ids,
});
export type TApplicantInput = z.input<typeof ZApplicantInput>;

/** The applicant object as `GET /api/v1/applicant/{id}` answers it: every field of spec section 3. */
export const ZApplicant = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  surName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  totalExperience: z.number().nullable(),
  currentSalary: z.number().nullable(),
  expectedSalary: z.number().nullable(),
  minExperience: z.number().nullable(),
  maxExperience: z.number().nullable(),
  currentSalOption: z.string().nullable(),
  expectedSalOption: z.string().nullable(),
  disciplineId: z.number().int().nullable(),
  industryId: z.number().int().nullable(),
  dateReceived: z.string().nullable(),
  cvReference: z.string().nullable(),
  cvNotes: z.string().nullable(),
  reference: z.string().nullable(),
  source: z.string().nullable(),
  qualificationIds: z.array(z.number().int()),
  lifecycleIds: z.array(z.number().int()),
  skillIds: z.array(z.number().int()),
  computerSkillIds: z.array(z.number().int()),
  languageIds: z.array(z.number().int()),
});
export type TApplicant = z.infer<typeof ZApplicant>;

/** `POST /api/v1/applicant/add-candidate`: a new applicant, or an existing one by id. */
export const ZAddCandidate = z
  .object({ requisitionId: ZId, applicantId: ZId.optional(), applicant: ZApplicantInput.optional() })
  .superRefine((body, ctx) => {
    if ((body.applicantId === undefined) === (body.applicant === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['applicant'], message: 'Give either applicant or applicantId' });
    }
  });
export type TAddCandidate = z.input<typeof ZAddCandidate>;

export const ZAddCandidateResult = z.object({
  applicationId: z.number().int(),
  applicantId: z.number().int(),
  status: ZApplicationStatus,
  message: z.string(),
});
export type TAddCandidateResult = z.infer<typeof ZAddCandidateResult>;

/** The message of a second application of the same applicant to the same requisition (spec section 8). */
export function applicationExistsMessage(email: string): string {
  return `Sorry, an application for this position already exists for ${email}.`;
}

const note = z.string().trim().max(1000).optional();

/** `POST /api/v1/application/change-status`. */
export const ZChangeStatus = z.object({ applicationId: ZId, status: ZApplicationStatus, note });
export type TChangeStatus = z.input<typeof ZChangeStatus>;
/** The change-status dialog, for one application or many: the move and its note. */
export const ZChangeStatusForm = ZChangeStatus.pick({ status: true, note: true });

export const ZChangeStatusResult = z.object({
  id: z.number().int(),
  from: z.string(),
  to: ZApplicationStatus,
  message: z.string(),
});
export type TChangeStatusResult = z.infer<typeof ZChangeStatusResult>;

export const MAX_BULK_STATUS_CHANGE = 1000;

/** `POST /api/v1/application/change-status-bulk`. */
export const ZChangeStatusBulk = z.object({
  applicationIds: z.array(ZId).min(1).max(MAX_BULK_STATUS_CHANGE),
  status: ZApplicationStatus,
  note,
});
export type TChangeStatusBulk = z.input<typeof ZChangeStatusBulk>;

export const ZChangeStatusBulkResult = z.object({
  moved: z.array(z.object({ id: z.number().int(), from: z.string(), to: ZApplicationStatus })),
  notMoved: z.array(z.object({ id: z.number().int(), status: z.string().nullable(), reason: z.string() })),
});
export type TChangeStatusBulkResult = z.infer<typeof ZChangeStatusBulkResult>;

/** Where candidates come from (the add-candidate form's choices; the demo data uses the same). */
export const CANDIDATE_SOURCES = [
  'LinkedIn',
  'Seek',
  'Referral',
  'Company website',
  'Agency',
  'Other',
] as const;

export const NOT_FOUND_REASON = 'Application not found';

export const CANDIDATE_PATHS = {
  applicant: (id: number | string) => `/applicant/${id}`,
  /** A requisition's candidates: the application list (application-list.ts) narrowed to it. */
  criteria: (reqId: number | string) => `/applicant/criteria/${reqId}`,
  export: (reqId: number | string) => exportPath(`/applicant/criteria/${reqId}`),
  addCandidate: '/applicant/add-candidate',
  changeStatus: '/application/change-status',
  changeStatusBulk: '/application/change-status-bulk',
} as const;
