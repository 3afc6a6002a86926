import { ZLoginRequest } from '@hr/contracts';

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** Client-side checks before the call; the server checks again. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Enter your email address';
  else if (!ZLoginRequest.shape.email.safeParse(email).success) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Enter your password';
  return errors;
}
