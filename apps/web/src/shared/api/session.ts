// The app shell's calls about the session itself (the shell is no feature, so they live beside the client).
import { AUTH_PATHS } from '@hr/contracts';
import { ApiError, authApi, endSession } from './client';

/** Ends the session on the server too; the browser signs out whatever the answer. */
export function endServerSession(): void {
  authApi.post(AUTH_PATHS.logout).catch(() => {});
}

/** Goes to /login when the session no longer stands (ended by an administrator, say). */
export function checkSessionStands(): void {
  authApi.get(AUTH_PATHS.session).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) endSession();
  });
}
