// The one read of an account that signs in, changes a password or has its access changed: who they
// are, whether they may sign in, and the roles and grants their token carries.
import type { TokenUser } from '../../plugins/auth.js';

export const ACCOUNT_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  active: true,
  passwordHash: true,
  roles: { select: { role: { select: { name: true } } } },
  authorities: { select: { authorityCode: true } },
} as const;

interface AccountRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: { role: { name: string } }[];
  authorities: { authorityCode: string }[];
}

/** The claims of the account's token. */
export function tokenUserOf(account: AccountRow): TokenUser {
  return {
    id: account.id,
    email: account.email,
    roles: account.roles.map((r) => r.role.name),
    authorities: account.authorities.map((a) => a.authorityCode),
  };
}

/** 'First Last' as the sign-in answer and the emails name the user. */
export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
