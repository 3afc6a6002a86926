import { z } from 'zod';
import { LOGIN_EMAIL_PATTERN, LOGIN_LIMITS, LOGIN_MESSAGES } from './session.js';

export const ZLoginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, LOGIN_MESSAGES.emailRequired)
    .toLowerCase()
    .pipe(z.email({ pattern: LOGIN_EMAIL_PATTERN, message: LOGIN_MESSAGES.emailInvalid }))
    .pipe(z.string().max(LOGIN_LIMITS.email)),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(LOGIN_LIMITS.password),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginAnswer = z.object({ token: z.string(), userName: z.string() });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** The JWT payload; roles is a comma-separated string, authorities a list of codes. */
export const ZTokenPayload = z.object({
  sub: z.string(),
  email: z.string(),
  roles: z.string(),
  authorities: z.array(z.string()),
  /** The server-side session the token belongs to (ended sessions refuse their tokens). */
  sid: z.string().optional(),
  exp: z.number(),
  iat: z.number().optional(),
});
export type TTokenPayload = z.infer<typeof ZTokenPayload>;
