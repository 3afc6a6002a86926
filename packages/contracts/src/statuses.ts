/** Requisition status codes (spec section 3) with the labels of the product decisions. */
export const REQUISITION_STATUSES = {
  DR: 'Draft',
  SB: 'Submitted',
  RV: 'In review',
  RVA: 'Approved',
  RVD: 'Declined',
  IN: 'Interviewing',
  RCK: 'Reference check',
  CCK: 'Compliance check',
  CA: 'Candidate accepted',
  CD: 'Closed',
  CN: 'Cancelled',
  CO: 'Completed',
} as const;

export type RequisitionStatus = keyof typeof REQUISITION_STATUSES;
export const REQUISITION_STATUS_CODES = Object.keys(REQUISITION_STATUSES) as RequisitionStatus[];

/** Statuses after which a requisition can no longer expire. */
export const REQUISITION_FINAL_STATUSES: readonly RequisitionStatus[] = ['CD', 'CN', 'CO'];

export const PRIORITIES = { L: 'Low', N: 'Normal', H: 'High' } as const;
export type Priority = keyof typeof PRIORITIES;
export const PRIORITY_CODES = Object.keys(PRIORITIES) as Priority[];

export const PROGRESS = { IN_PROGRESS: 'In progress', COMPLETED: 'Completed' } as const;
export type Progress = keyof typeof PROGRESS;
export const PROGRESS_CODES = Object.keys(PROGRESS) as Progress[];

/**
 * The form steps a requisition needs before it counts as COMPLETED (product decisions): only
 * complete requisitions can be exported to PDF or submitted for approval.
 */
export const REQUISITION_STEPS = [
  'position',
  'qualification',
  'certification',
  'workAuthorization',
  'location',
  'financial',
  'experience',
  'skills',
  'designation',
  'compliance',
] as const;
export type RequisitionStep = (typeof REQUISITION_STEPS)[number];

/**
 * What sending a requisition for approval (or submitting it) needs: every form step, and a
 * selection process, without which an approved requisition could never hold an interview. The
 * selection process is not a form step: progress (COMPLETED) and the PDF export do not need it.
 */
export const SUBMIT_STEPS = [...REQUISITION_STEPS, 'selectionProcess'] as const;
export type SubmitStep = (typeof SUBMIT_STEPS)[number];

export const REQUISITION_STEP_LABELS: Record<SubmitStep, string> = {
  position: 'Job position',
  qualification: 'Qualification',
  certification: 'Certification',
  workAuthorization: 'Work authorisation',
  location: 'Location',
  financial: 'Financial',
  experience: 'Experience',
  skills: 'Skills',
  designation: 'Designation',
  compliance: 'Compliance documents',
  selectionProcess: 'Selection process',
};
