import {
  type AuthorityName,
  hasAuthority,
  isApplicantOnly,
  parseRoles,
  ROLES,
  type RoleName,
} from '@hr/contracts';

/** Who a route or menu item is for (spec sections 2 and 6). */
export type AccessRule =
  /** Any signed-in user except the restricted (applicant-only) kind. */
  | { kind: 'layout' }
  /** Layout users who also hold the authority. */
  | { kind: 'authority'; authority: AuthorityName }
  /** Layout users who hold at least one of the authorities. */
  | { kind: 'anyAuthority'; authorities: readonly AuthorityName[] }
  /** Layout users who hold the role. */
  | { kind: 'role'; role: RoleName }
  /** Only the restricted (applicant-only) kind. */
  | { kind: 'applicant' }
  /** Anyone, signed in or not (e.g. an emailed link whose token is the proof). */
  | { kind: 'public' };

/** The parts of a session that access depends on; null when signed out. */
export interface Viewer {
  roles: string;
  authorities: readonly string[];
}

export const LAYOUT: AccessRule = { kind: 'layout' };
export const APPLICANT: AccessRule = { kind: 'applicant' };
export const PUBLIC: AccessRule = { kind: 'public' };
export const needs = (authority: AuthorityName): AccessRule => ({ kind: 'authority', authority });
export const hasRole = (role: RoleName): AccessRule => ({ kind: 'role', role });
/**
 * Requisition data beyond the list and the position form (financials, audit log, approvals, the
 * recruitment process, email templates, the PDF): the server's `recruiting` guard.
 */
export const RECRUITING: AccessRule = {
  kind: 'anyAuthority',
  authorities: ['JOB_POSTING', 'CANDIDATE_ACCESS'],
};
/** Editing email templates and reading the Outbox (the server guards both by this role). */
export const RECRUITMENT_MANAGER: AccessRule = hasRole(ROLES.RECRUITMENT_MANAGER);

/**
 * One table for route guards and menu visibility, so a hidden item is never a reachable page or vice
 * versa. A page's rule is what its content needs (the server's guard on the calls it makes), not the
 * spec's "Layout default": a page that would only tell the user it is not for them is hidden from
 * their menu and denied by its route (spec section 2: items the user cannot access are hidden).
 */
export const ROUTE_ACCESS = {
  jobreq: LAYOUT,
  recruitmentManager: needs('CANDIDATE_ACCESS'),
  recruitmentOfficer: needs('CANDIDATE_ACCESS'),
  reqsch: needs('CANDIDATE_ACCESS'),
  selreq: needs('CANDIDATE_ACCESS'),
  reqsum: LAYOUT,
  appsch: needs('SHORTLISTING'),
  // The officer's read-only application record (screening, reviews, interviews, history).
  appschRecord: needs('SHORTLISTING'),
  appsrn: LAYOUT,
  appfrm: needs('ONBOARDING'),
  // The reports' API needs CANDIDATE_ACCESS (as the dashboards): the menu hides the page from others.
  canprf: needs('CANDIDATE_ACCESS'),
  // The employee list and summary: the employees API's ONBOARDING guard.
  apponb: needs('ONBOARDING'),
  // The selected applications: the list's CANDIDATE_ACCESS guard.
  hrModules: needs('CANDIDATE_ACCESS'),
  // The pack's documents: the employee-onboarding API's ONBOARDING guard.
  employeePack: needs('ONBOARDING'),
  // The email templates: read by recruiters (the server's `recruiting` guard), edited by managers.
  notifications: RECRUITING,
  referenceData: LAYOUT,
  outbox: RECRUITMENT_MANAGER,
  users: RECRUITMENT_MANAGER,
  audit: RECRUITMENT_MANAGER,
  setPassword: PUBLIC,
  forgotPassword: PUBLIC,
  employee: LAYOUT,
  offerLetter: APPLICANT,
  contractLetter: APPLICANT,
  approvalLink: PUBLIC,
  // Leave types and public holidays: the leave API's HR guard.
  leaveSettings: needs('ONBOARDING'),
  leaveDecisionLink: PUBLIC,
} as const satisfies Record<string, AccessRule>;

export function canAccess(viewer: Viewer | null, rule: AccessRule): boolean {
  if (rule.kind === 'public') return true;
  if (!viewer) return false;
  const applicant = isApplicantOnly(viewer.roles);
  switch (rule.kind) {
    case 'applicant':
      return applicant;
    case 'layout':
      return !applicant;
    case 'authority':
      return !applicant && hasAuthority(viewer.authorities, rule.authority);
    case 'anyAuthority':
      return !applicant && rule.authorities.some((a) => hasAuthority(viewer.authorities, a));
    case 'role':
      return !applicant && parseRoles(viewer.roles).includes(rule.role);
  }
}
