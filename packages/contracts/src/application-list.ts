// The one application list (spec section 3 "Application columns", section 7 "Applications" > List):
// /appsch and /hr-modules across requisitions, and a requisition's candidates panel, all read the
// same columns through the same filter map, row and criteria body. Plus the pipeline board.
import { z } from 'zod';
import { criteriaSchema, exportPath, type ListFilterSpec, listQuerySchema, pageAnswer } from './paging.js';
import { APPLICATION_STATUS_CODES, type ApplicationStatus } from './pipeline.js';

/**
 * What /hr-modules lists (`application/selected`): applications chosen for hiring, from shortlisted
 * on, and not since rejected, withdrawn or declined.
 */
export const SELECTED_APPLICATION_STATUSES = [
  'SHORTLISTED',
  'INTERVIEW',
  'OFFERED',
  'OFFER_ACCEPTED',
  'CONTRACTED',
  'HIRED',
] as const satisfies readonly ApplicationStatus[];

/** Letter state of an application (offer_letter / contract_letter status; NONE without a letter). */
export const JOB_OFFER_STATES = {
  NONE: 'No offer',
  DRAFT: 'Offer saved',
  SENT: 'Offer sent',
  ACCEPTED: 'Offer accepted',
  DECLINED: 'Offer declined',
  WITHDRAWN: 'Offer withdrawn',
} as const;
export const CONTRACT_OFFER_STATES = {
  NONE: 'No contract',
  DRAFT: 'Contract saved',
  SENT: 'Contract sent',
  SIGNED: 'Contract signed',
  DECLINED: 'Contract declined',
  WITHDRAWN: 'Contract withdrawn',
} as const;

/**
 * The next step on the hiring side (`action`) and on the contract side (`contractAction`), derived
 * in SQL from the status and the letter state (migration 20261123100000_application_list).
 */
export const APPLICATION_ACTIONS = {
  SCREEN: 'Screen',
  SHORTLIST: 'Shortlist',
  INTERVIEW: 'Interview',
  PREPARE_OFFER: 'Prepare offer',
  SEND_OFFER: 'Send offer',
  AWAIT_RESPONSE: 'Await response',
  RECORD_RESPONSE: 'Record response',
  NONE: 'None',
} as const;
export const CONTRACT_ACTIONS = {
  PREPARE_CONTRACT: 'Prepare contract',
  SEND_CONTRACT: 'Send contract',
  AWAIT_SIGNATURE: 'Await signature',
  RECORD_CONTRACT: 'Record contract',
  ONBOARD: 'Onboard',
  NONE: 'None',
} as const;
export const RESUME_STATES = { YES: 'Yes', NO: 'No' } as const;

const codes = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as (keyof T & string)[];

/** Each column with the operator the spec gives it. */
export const APPLICATION_FILTERS = {
  id: { type: 'number', operator: 'NUM_EQUAL' },
  applicantId: { type: 'number', operator: 'NUM_EQUAL' },
  requisitionId: { type: 'number', operator: 'NUM_EQUAL' },
  jobPositionType: { type: 'number', operator: 'NUM_EQUAL' },
  profileScore: { type: 'number', operator: 'NUM_EQUAL' },
  reviewScore: { type: 'number', operator: 'NUM_EQUAL' },
  missingMandatoryItems: { type: 'number', operator: 'NUM_EQUAL' },
  currentSalary: { type: 'decimal', operator: 'NUM_EQUAL' },
  expectedSalary: { type: 'decimal', operator: 'NUM_EQUAL' },
  totalExperience: { type: 'decimal', operator: 'NUM_EQUAL' },
  applicantCell: { type: 'phone', operator: 'NUM_EQUAL' },
  applicantName: { type: 'text', operator: 'STR_EQUAL' },
  applicantEmail: { type: 'text', operator: 'STR_EQUAL' },
  status: { type: 'select', operator: 'SEL_EQUAL' },
  applicantSource: { type: 'select', operator: 'SEL_EQUAL' },
  resume: { type: 'select', operator: 'SEL_EQUAL' },
  action: { type: 'select', operator: 'SEL_EQUAL' },
  contractAction: { type: 'select', operator: 'SEL_EQUAL' },
  jobOffer: { type: 'select', operator: 'SEL_EQUAL' },
  contractOffer: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
export type ApplicationFilterColumn = keyof typeof APPLICATION_FILTERS;

export const APPLICATION_SORT_COLUMNS = [
  ...(Object.keys(APPLICATION_FILTERS) as [ApplicationFilterColumn, ...ApplicationFilterColumn[]]),
  'positionTitle',
  'createdAt',
] as const;

/** The codes a select column takes (sources are free text, so any source can be chosen). */
export const APPLICATION_SELECT_CODES = {
  status: APPLICATION_STATUS_CODES,
  resume: codes(RESUME_STATES),
  action: codes(APPLICATION_ACTIONS),
  contractAction: codes(CONTRACT_ACTIONS),
  jobOffer: codes(JOB_OFFER_STATES),
  contractOffer: codes(CONTRACT_OFFER_STATES),
};

/** `GET /api/v1/application` and `GET /api/v1/application/selected`. */
export const ZApplicationListQuery = listQuerySchema({
  sortColumns: APPLICATION_SORT_COLUMNS,
  defaultSort: 'id',
});
export type TApplicationListQuery = z.input<typeof ZApplicationListQuery>;

/** `POST /api/v1/application/criteria`, `.../selected/criteria` and `applicant/criteria/{reqId}`. */
export const ZApplicationCriteria = criteriaSchema({
  filters: APPLICATION_FILTERS,
  sortColumns: APPLICATION_SORT_COLUMNS,
  defaultSort: 'id',
  selectCodes: APPLICATION_SELECT_CODES,
});
export type TApplicationCriteria = z.input<typeof ZApplicationCriteria>;

export const ZApplicationRow = z.object({
  id: z.number().int(),
  applicantId: z.number().int(),
  requisitionId: z.number().int(),
  positionTitle: z.string(),
  jobPositionType: z.number().int().nullable(),
  jobPositionTypeName: z.string().nullable(),
  applicantName: z.string(),
  applicantEmail: z.string(),
  applicantCell: z.string().nullable(),
  status: z.string(),
  profileScore: z.number().int().nullable(),
  reviewScore: z.number().int().nullable(),
  missingMandatoryItems: z.number().int(),
  currentSalary: z.number().nullable(),
  expectedSalary: z.number().nullable(),
  totalExperience: z.number().nullable(),
  applicantSource: z.string().nullable(),
  resume: z.string(),
  jobOffer: z.string(),
  contractOffer: z.string(),
  action: z.string(),
  contractAction: z.string(),
  createdAt: z.string(),
});
export type TApplicationRow = z.infer<typeof ZApplicationRow>;

export const ZApplicationPage = pageAnswer(ZApplicationRow);
export type TApplicationPage = z.infer<typeof ZApplicationPage>;

/** The most cards a board shows; a requisition with more shows the newest and says so. */
export const MAX_BOARD_CARDS = 500;

/** `GET /api/v1/application/board/{reqId}`: the requisition's applications as cards. */
export const ZBoardCard = z.object({
  id: z.number().int(),
  applicantName: z.string(),
  status: z.string(),
  profileScore: z.number().int().nullable(),
  reviewScore: z.number().int().nullable(),
  /** When the application entered its current status (the last history row). */
  enteredAt: z.string(),
});
export type TBoardCard = z.infer<typeof ZBoardCard>;
export const ZBoard = z.object({
  requisitionId: z.number().int(),
  positionTitle: z.string(),
  cards: z.array(ZBoardCard),
  total: z.number().int(),
});
export type TBoard = z.infer<typeof ZBoard>;

export const APPLICATION_LIST_PATHS = {
  list: '/application',
  criteria: '/application/criteria',
  export: exportPath('/application/criteria'),
  selected: '/application/selected',
  selectedCriteria: '/application/selected/criteria',
  selectedExport: exportPath('/application/selected/criteria'),
  /** The officer's "Applications to review": New and Screening on the open requisitions they work on. */
  toReview: '/application/to-review',
  toReviewCriteria: '/application/to-review/criteria',
  toReviewExport: exportPath('/application/to-review/criteria'),
  board: (reqId: number | string) => `/application/board/${reqId}`,
} as const;
