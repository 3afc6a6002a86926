import { MESSAGES } from '@hr/contracts';
import { toast } from 'react-toastify';
import { ApiError } from '../../api/client';

/**
 * Spec section 8, the one rule every form's failure toast follows: a server message starting
 * 'Sorry, an application for this' is shown as is; a 400 answer asks to fill all fields; anything
 * else reads as the caller's fallback ('Failed' for general saves, 'Failed!' for applications and
 * interviews).
 */
export function failureMessage(error: unknown, fallback: string = MESSAGES.failed): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.body.message.startsWith(MESSAGES.applicationExistsPrefix)) return error.body.message;
  return error.status === 400 ? MESSAGES.failedFillAllFields : fallback;
}

/**
 * A failed general save as a toast, by the rule above ('Failed' unless a 400): a mutation's `onError`
 * (the form itself shows the server's own words).
 */
export function failureToast(error: unknown): void {
  toast.error(failureMessage(error));
}
