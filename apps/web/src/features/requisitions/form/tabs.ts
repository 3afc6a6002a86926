// The requisition form's tabs (spec section 2 "Tabs") and how they live in the URL query, so a
// reload keeps them; other query values (changeDate) pass through untouched.
import type { RequisitionStep } from '@hr/contracts';

export const PRIMARY_TABS = [
  { value: 'job-dtl-sum', label: 'Job details' },
  { value: 'req-work', label: 'Requisition work' },
  { value: 'rec-proc', label: 'Recruitment process' },
] as const;

/** The job detail steps, each with the completeness step its save completes (regulatory: none). */
export const DETAIL_TABS = [
  { value: 'job-pos', label: 'Job position', step: 'position' },
  { value: 'job-qual', label: 'Qualification', step: 'qualification' },
  { value: 'job-cert', label: 'Certification', step: 'certification' },
  { value: 'work-auth', label: 'Work authorisation', step: 'workAuthorization' },
  { value: 'job-des', label: 'Designation', step: 'designation' },
  { value: 'job-exp', label: 'Experience', step: 'experience' },
  { value: 'job-skill', label: 'Skills', step: 'skills' },
  { value: 'job-loc', label: 'Location', step: 'location' },
  { value: 'job-fin', label: 'Financial', step: 'financial' },
  { value: 'job-comp', label: 'Compliance', step: 'compliance' },
  { value: 'job-reg', label: 'Regulatory', step: null },
] as const satisfies readonly { value: string; label: string; step: RequisitionStep | null }[];

export const WORK_TABS = [
  { value: 'pos-sum', label: 'Summary and progress' },
  { value: 'audit-log', label: 'Audit log' },
] as const;

export const PROCESS_TABS = [
  { value: 'job-post', label: 'Selection process' },
  { value: 'job-appr', label: 'Approvals' },
  { value: 'job-cand', label: 'Candidates' },
  { value: 'job-intv', label: 'Interviews' },
] as const;

type Values<T extends readonly { value: string }[]> = T[number]['value'];
export type PrimaryTab = Values<typeof PRIMARY_TABS>;
export type DetailTab = Values<typeof DETAIL_TABS>;
export type WorkTab = Values<typeof WORK_TABS>;
export type ProcessTab = Values<typeof PROCESS_TABS>;

/** The query key of each tab row; the spec's defaults when absent or unknown. */
export const TAB_PARAMS = {
  tab: { tabs: PRIMARY_TABS, fallback: 'job-dtl-sum' },
  step: { tabs: DETAIL_TABS, fallback: 'job-pos' },
  work: { tabs: WORK_TABS, fallback: 'pos-sum' },
  proc: { tabs: PROCESS_TABS, fallback: 'job-post' },
} as const;
export type TabParam = keyof typeof TAB_PARAMS;

export interface FormTabs {
  tab: PrimaryTab;
  step: DetailTab;
  work: WorkTab;
  proc: ProcessTab;
}

function read<K extends TabParam>(params: URLSearchParams, key: K): FormTabs[K] {
  const { tabs, fallback } = TAB_PARAMS[key];
  const value = params.get(key);
  return (
    (tabs as readonly { value: string }[]).some((t) => t.value === value) ? value : fallback
  ) as FormTabs[K];
}

export function readTabs(params: URLSearchParams): FormTabs {
  return {
    tab: read(params, 'tab'),
    step: read(params, 'step'),
    work: read(params, 'work'),
    proc: read(params, 'proc'),
  };
}

/** The query with one tab changed; every other value (changeDate=true among them) kept. */
export function withTab(params: URLSearchParams, key: TabParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next;
}

/** Where a new requisition continues after it was created (spec section 4: the qualification step). */
export const AFTER_CREATE_QUERY = '?tab=job-dtl-sum&step=job-qual';
