import { TextInputField } from './fields';

/**
 * The email a person signs in with, first on the form: the one input of the reset request and the
 * registration check, and the sign-in's first. `autoComplete="username"` lets a password manager
 * pair it with the password.
 */
export function AccountEmailField() {
  return (
    <TextInputField
      name="email"
      label="Email"
      type="email"
      autoComplete="username"
      autoFocus
      margin="normal"
    />
  );
}
