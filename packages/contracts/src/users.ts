// Users and access: Settings > Users (invite, roles and grants, disable, resend), the emailed
// one-time links (invitation, password reset) and the signed-in user's own password.
import { z } from 'zod';
import { ALL_AUTHORITY_CODES } from './authorities.js';
import { criteriaSchema, type ListFilterSpec, listQuerySchema, pageAnswer } from './paging.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_RULES, passwordRuleBroken } from './password-policy.js';
import { ROLE_NAMES } from './roles.js';

export const USER_STATES = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS: Record<UserState, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
};

/** An email address as every users call takes it: trimmed and lower case. */
export const ZEmail = z
  .string()
  .trim()
  .min(1, 'Enter an email address')
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .pipe(z.string().max(254));

/** A new password: the policy's length and common-password rules (the email rule needs the account). */
export const ZNewPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((password, ctx) => {
    const rule = passwordRuleBroken(password);
    if (rule) ctx.addIssue({ code: 'custom', message: PASSWORD_RULES[rule] });
  });

export const ZUserListRow = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Role names, comma-separated as the token carries them. */
  roles: z.string(),
  /** Authority codes. */
  authorities: z.array(z.string()),
  state: z.enum(USER_STATES),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TUserListRow = z.infer<typeof ZUserListRow>;
export const ZUserPage = pageAnswer(ZUserListRow);
export type TUserPage = z.infer<typeof ZUserPage>;

export const USER_SORT_COLUMNS = ['id', 'email', 'lastName', 'state', 'lastSignInAt', 'createdAt'] as const;
export const USER_FILTERS = {
  role: { type: 'select', operator: 'SEL_EQUAL' },
  state: { type: 'select', operator: 'SEL_EQUAL' },
} as const satisfies Record<string, ListFilterSpec>;
const userList = { sortColumns: USER_SORT_COLUMNS, defaultSort: 'id' } as const;

/** `GET /api/v1/users`: search by name or email. */
export const ZUserListQuery = listQuerySchema(userList);
/** `POST /api/v1/users/criteria`: the users narrowed by role and state. */
export const ZUserCriteria = criteriaSchema({
  ...userList,
  filters: USER_FILTERS,
  selectCodes: { role: ROLE_NAMES, state: USER_STATES },
});
export type TUserCriteria = z.input<typeof ZUserCriteria>;

const ZRoles = z
  .array(z.enum(ROLE_NAMES as [string, ...string[]]))
  .min(1, 'Choose at least one role')
  .max(ROLE_NAMES.length)
  .transform((roles) => [...new Set(roles)]);
const ZAuthorities = z
  .array(z.enum(ALL_AUTHORITY_CODES as [string, ...string[]]))
  .max(ALL_AUTHORITY_CODES.length)
  .transform((codes) => [...new Set(codes)]);

/** `PUT /api/v1/users/{id}/access`: roles and the six grants, each editable. */
export const ZUserAccess = z.object({ roles: ZRoles, authorities: ZAuthorities });
export type TUserAccess = z.input<typeof ZUserAccess>;

/** `POST /api/v1/users/invite`: grants default to the roles' when left out. */
export const ZInviteUser = z.object({
  email: ZEmail,
  firstName: z.string().trim().min(1, 'Enter the first name').max(100),
  lastName: z.string().trim().min(1, 'Enter the last name').max(100),
  roles: ZRoles,
  authorities: ZAuthorities.optional(),
});
export type TInviteUser = z.input<typeof ZInviteUser>;

/** `POST /auth/forgot-password`. */
export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.input<typeof ZForgotPassword>;

/** A one-time code of an emailed link: base64url text. */
export const ZLinkCode = z
  .string()
  .trim()
  .min(16, 'The link is incomplete')
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is incomplete');
export const ZLinkCodeParam = z.object({ code: ZLinkCode });

export const PASSWORD_LINK_PURPOSES = ['INVITATION', 'RESET_PASSWORD'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** `GET /auth/password-link/{code}`: whom the link is for (it is checked, not used). */
export const ZPasswordLink = z.object({
  email: z.string(),
  userName: z.string(),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
});
export type TPasswordLink = z.infer<typeof ZPasswordLink>;

/** `POST /auth/set-password`: uses the link's code once. */
export const ZSetPassword = z.object({ code: ZLinkCode, password: ZNewPassword });
export type TSetPassword = z.input<typeof ZSetPassword>;

/** Every form that sets a password asks for it twice (issue 31); the second input's refusal. */
export const PASSWORD_MISMATCH = 'The passwords do not match';
/** The second input of a new password (checked by the form; the server takes the password once). */
export const ZConfirmPassword = z.string().max(PASSWORD_MAX_LENGTH);
const confirms =
  <K extends string>(key: K) =>
  (value: Record<K | 'confirmPassword', unknown>) =>
    value[key] === value.confirmPassword;

/** The invitation's and reset's form: the body plus the password again. */
export const ZSetPasswordForm = ZSetPassword.extend({ confirmPassword: ZConfirmPassword }).refine(
  confirms('password'),
  { path: ['confirmPassword'], message: PASSWORD_MISMATCH },
);

/** `POST /auth/change-password`: the signed-in user's own password. */
export const ZChangePassword = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: ZNewPassword,
});
export type TChangePassword = z.input<typeof ZChangePassword>;

/** The change-password form: the body plus the new password again. */
export const ZChangePasswordForm = ZChangePassword.extend({ confirmPassword: ZConfirmPassword }).refine(
  confirms('newPassword'),
  { path: ['confirmPassword'], message: PASSWORD_MISMATCH },
);

/** The answer of the calls that only confirm. */
export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const USER_MESSAGES = {
  /** The same answer whether the email has an account or not. */
  resetLinkSent: 'If an account exists for this email, we have sent it a link to reset the password.',
  invitationSent: 'Invitation sent',
  passwordSet: 'Your password is set. Sign in with it now.',
  linkUnknown: 'This link is not valid. Ask for a new one.',
  linkUsed: 'This link has already been used. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  emailTaken: 'A user with this email already exists',
  lastAdministrator: 'At least one active Recruitment Manager must remain: give another user the role first.',
  currentPasswordWrong: 'The current password is not correct',
  notInvited: 'This user has already set a password: there is no invitation to resend.',
  signedOut: 'Signed out',
  signedIn: 'Signed in',
  tooManyResets: 'Too many reset requests. Please wait a few minutes and try again.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please wait a few minutes and try again.',
  tooManyInvalidLinks:
    'Too many links that are not valid were tried from this address. Please wait a few minutes and try again.',
} as const;
