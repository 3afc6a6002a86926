// What a route may declare as its `config.guard`: who may call it. The auth plugin
// (plugins/auth.ts) enforces these; lib's route helpers name them, so the vocabulary lives here.
import type { AuthorityName, RoleName } from '@hr/contracts';

export type Guard =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in user. */
  | { kind: 'signedIn' }
  /** Any signed-in user except the restricted (applicant-only) kind. */
  | { kind: 'staff' }
  /** Only the restricted (applicant-only) kind. */
  | { kind: 'applicant' }
  /** A signed-in user holding this authority. */
  | { kind: 'authority'; authority: AuthorityName }
  /** A signed-in user holding at least one of these authorities. */
  | { kind: 'anyAuthority'; authorities: readonly AuthorityName[] }
  /** A signed-in user holding this role. */
  | { kind: 'role'; role: RoleName };

export const guards = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  staff: { kind: 'staff' },
  applicant: { kind: 'applicant' },
  authority: (authority: AuthorityName): Guard => ({ kind: 'authority', authority }),
  /**
   * Requisition data beyond the list (financials, audit log, approvers, interviewers, templates,
   * PDF): the people who post or recruit for it, not every employee.
   */
  recruiting: { kind: 'anyAuthority', authorities: ['JOB_POSTING', 'CANDIDATE_ACCESS'] },
  role: (role: RoleName): Guard => ({ kind: 'role', role }),
} satisfies Record<string, Guard | ((a: AuthorityName) => Guard) | ((r: RoleName) => Guard)>;
