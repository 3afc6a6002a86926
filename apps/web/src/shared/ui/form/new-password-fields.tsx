import { PASSWORD_MIN_LENGTH } from '@hr/contracts';
import { TextInputField } from './fields';

/** What the policy asks, under the new password of every form. */
export const PASSWORD_POLICY_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your email address`;

/**
 * The new password and its confirmation: the one piece of every form that sets a password (the
 * invitation and reset link, the applicant's registration, the change-password dialog). The form's
 * schema refuses a mismatch on `confirmPassword` (contracts `PASSWORD_MISMATCH`).
 */
export function NewPasswordFields({
  name = 'password',
  autoFocus = false,
  margin,
}: {
  /** The form's new-password input ('password', or 'newPassword' when changing it). */
  name?: string;
  autoFocus?: boolean;
  margin?: 'normal' | 'dense' | 'none';
}) {
  return (
    <>
      <TextInputField
        name={name}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        margin={margin}
        helperText={PASSWORD_POLICY_HINT}
      />
      <TextInputField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        margin={margin}
      />
    </>
  );
}
