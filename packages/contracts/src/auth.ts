import { z } from 'zod';

export const ZLoginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' }))
    .pipe(z.string().max(254)),
  password: z.string().min(1, 'Enter your password').max(256),
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

/** localStorage keys (spec section 3). */
export const STORAGE_KEYS = { token: 'token', userName: 'userName' } as const;
