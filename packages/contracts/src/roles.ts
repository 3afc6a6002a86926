import { AUTHORITY_CODES, type AuthorityName } from './authorities.js';

export const ROLES = {
  RECRUITMENT_MANAGER: 'Recruitment Manager',
  RECRUITMENT_OFFICER: 'Recruitment Officer',
  APPLICANT: 'Applicant',
  EMPLOYEE: 'Employee',
} as const;

export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES = Object.values(ROLES) as RoleName[];

/** Grants a new user of each role receives; stored per user so an administrator can change them. */
export const DEFAULT_GRANTS: Record<RoleName, AuthorityName[]> = {
  'Recruitment Manager': [
    'JOB_POSTING',
    'CANDIDATE_ACCESS',
    'SHORTLISTING',
    'DASHBOARD',
    'BACKGROUND_CHECK',
    'ONBOARDING',
  ],
  'Recruitment Officer': ['JOB_POSTING', 'CANDIDATE_ACCESS', 'SHORTLISTING', 'DASHBOARD'],
  Employee: [],
  Applicant: [],
};

export function defaultAuthorityCodes(roles: readonly RoleName[]): string[] {
  const codes = new Set<string>();
  for (const role of roles) for (const name of DEFAULT_GRANTS[role]) codes.add(AUTHORITY_CODES[name]);
  return [...codes];
}

/** The token carries roles as one comma-separated string. */
export function parseRoles(roles: string | null | undefined): string[] {
  if (!roles) return [];
  return roles
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
}

export function joinRoles(roles: readonly string[]): string {
  return roles.join(',');
}

/** The restricted user kind: the role string has exactly one entry and it is Applicant. */
export function isApplicantOnly(roles: string | null | undefined): boolean {
  const list = parseRoles(roles);
  return list.length === 1 && list[0] === ROLES.APPLICANT;
}

/** Where a user lands after signing in, checked in the spec's order. */
export function landingRoute(roles: string | null | undefined): string {
  const list = parseRoles(roles);
  if (isApplicantOnly(roles)) return '/offer-letter';
  if (list.includes(ROLES.RECRUITMENT_OFFICER)) return '/recruitmentOfficer';
  if (list.includes(ROLES.RECRUITMENT_MANAGER)) return '/recruitmentManager';
  return '/jobreq';
}
