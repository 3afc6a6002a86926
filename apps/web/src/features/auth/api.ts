// The sign-in tree's calls. No react-query here: the login page loads this module only once its
// form is sent (bundle budget), and the other pages call these once each.
import { AUTH_PATHS, type TLoginRequest, type TMessage, type TPasswordLink } from '@hr/contracts';
import { authApi, loginApi } from '../../shared/api/client';

export { ApiError, errorMessage } from '../../shared/api/client';

/** `unknown`: the login target may be another server; the page checks the answer's shape before use. */
export const requestSignIn = (body: TLoginRequest) => loginApi.post<unknown>('', body);

/** Whom a set-password link is for (and whether it still works). */
export const readPasswordLink = (code: string) =>
  authApi.get<TPasswordLink>(AUTH_PATHS.passwordLink(encodeURIComponent(code)));

export const setPassword = (body: { code: string; password: string }) =>
  authApi.post<TMessage>(AUTH_PATHS.setPassword, body);

/** Asks for a reset link; the answer never says whether the email has an account. */
export const askPasswordReset = (body: { email: string }) =>
  authApi.post<TMessage>(AUTH_PATHS.forgotPassword, body);
