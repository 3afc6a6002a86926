import { defaultAuthorityCodes, ROLES, type RoleName } from '@hr/contracts';

/** The demo accounts (seeded in demo mode only); the README lists them. */
export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; roles: RoleName[] }[] = [
  {
    email: 'manager@demo.local',
    firstName: 'Morgan',
    lastName: 'Manager',
    roles: [ROLES.RECRUITMENT_MANAGER],
  },
  {
    email: 'officer@demo.local',
    firstName: 'Olivia',
    lastName: 'Officer',
    roles: [ROLES.RECRUITMENT_OFFICER],
  },
  { email: 'employee@demo.local', firstName: 'Eddie', lastName: 'Employee', roles: [ROLES.EMPLOYEE] },
  { email: 'applicant@demo.local', firstName: 'Ava', lastName: 'Applicant', roles: [ROLES.APPLICANT] },
];

export function demoGrants(roles: RoleName[]): string[] {
  return defaultAuthorityCodes(roles);
}
