// What the browser needs before anyone is signed in: the targets' base paths, the storage keys and
// the sign-in form's rules. No zod here: this module is on the login page's path, and the bundle
// budget keeps the schema library off it (bundle-budget.test.ts in apps/web). ZLoginRequest
// (auth.ts) is built from the same messages, limits and pattern, and a test holds the two together.

/** Paths relative to the sign-in base (`API_BASES.auth`). */
export const AUTH_PATHS = {
  login: '/userLogin',
  logout: '/logout',
  session: '/session',
  forgotPassword: '/forgot-password',
  passwordLink: (code: string) => `/password-link/${code}`,
  setPassword: '/set-password',
  changePassword: '/change-password',
} as const;

/** The web page an emailed invitation or reset link opens (`?code=...`). */
export const SET_PASSWORD_PAGE = '/set-password';

/**
 * The applicant's page, where the "Application received" email leads. Here, not beside the
 * my-applications schemas: the router reads it, and the login page's path stays free of zod.
 */
export const MY_APPLICATIONS_PAGE = '/my-applications';

/** The header a renewed token comes back in (sliding sessions). */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

/** Base paths of the three targets (the server mounts each tree there), and the sign-in call's path. */
export const API_BASES = {
  main: '/api/v1',
  hr: '/api/hr/v1',
  auth: '/auth',
  login: `/auth${AUTH_PATHS.login}`,
} as const;

/** localStorage keys (spec section 3). */
export const STORAGE_KEYS = { token: 'token', userName: 'userName' } as const;

export const LOGIN_MESSAGES = {
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Enter your password',
} as const;

export const LOGIN_LIMITS = { email: 254, password: 256 } as const;

/** zod's own email pattern (z.regexes.email), so both checks accept the same addresses. */
export const LOGIN_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginCheck =
  | { ok: true; value: { email: string; password: string } }
  | { ok: false; errors: Partial<Record<'email' | 'password', string>> };

/** ZLoginRequest's check without zod: the same normalised value, or per field the message the sign-in form shows (the schema's own, else the form's words for a length). */
export function checkLoginRequest(input: { email: string; password: string }): LoginCheck {
  const email = input.email.trim().toLowerCase();
  const errors: Partial<Record<'email' | 'password', string>> = {};
  if (email === '') errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!LOGIN_EMAIL_PATTERN.test(email)) errors.email = LOGIN_MESSAGES.emailInvalid;
  else if (email.length > LOGIN_LIMITS.email) errors.email = `At most ${LOGIN_LIMITS.email} characters`;
  if (input.password === '') errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (input.password.length > LOGIN_LIMITS.password)
    errors.password = `At most ${LOGIN_LIMITS.password} characters`;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { email, password: input.password } };
}
