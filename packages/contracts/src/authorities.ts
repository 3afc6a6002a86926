/** Authority names and the codes the token carries (spec section 6). */
export const AUTHORITY_CODES = {
  JOB_POSTING: 'UITK1T4LBDGK',
  CANDIDATE_ACCESS: 'UIE6V9NFS8K3',
  SHORTLISTING: 'UIB54VGOLEES',
  DASHBOARD: 'UI3CYK7B98R4',
  BACKGROUND_CHECK: 'UIYC1R266BGF',
  ONBOARDING: 'UI03LE59T76O',
} as const;

export type AuthorityName = keyof typeof AUTHORITY_CODES;
export type AuthorityCode = (typeof AUTHORITY_CODES)[AuthorityName];

export const AUTHORITY_NAMES = Object.keys(AUTHORITY_CODES) as AuthorityName[];
export const ALL_AUTHORITY_CODES = Object.values(AUTHORITY_CODES) as AuthorityCode[];

export function isAuthorityCode(value: string): value is AuthorityCode {
  return (ALL_AUTHORITY_CODES as string[]).includes(value);
}

export function authorityNameOf(code: AuthorityCode): AuthorityName {
  const name = AUTHORITY_NAMES.find((n) => AUTHORITY_CODES[n] === code);
  if (!name) throw new Error(`Unknown authority code ${code}`);
  return name;
}

/** True when the token's authority list holds the named authority. */
export function hasAuthority(authorities: readonly string[], name: AuthorityName): boolean {
  return authorities.includes(AUTHORITY_CODES[name]);
}
