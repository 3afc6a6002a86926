import { MESSAGES } from '@hr/contracts';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../api/client';

/** A refusal as the user reads it: the spec's words, then the server's own sentence (why). */
export interface Failure {
  title: string;
  /** The server's sentence when it says more than the title; null when there is none. */
  reason: string | null;
}

/**
 * Spec section 8, the one rule every failure follows: a server message starting 'Sorry, an
 * application for this' is shown as is; a 400 answer asks to fill all fields; anything else reads as
 * the caller's fallback ('Failed' for general saves, 'Failed!' for applications and interviews).
 * Beneath that title goes the server's own sentence ("An approver with this email already
 * exists."): the spec's words alone never say what to fix (issue 31).
 */
export function describeFailure(error: unknown, fallback: string = MESSAGES.failed): Failure {
  if (!(error instanceof ApiError)) return { title: fallback, reason: null };
  const message = error.body.message?.trim() ?? '';
  if (message.startsWith(MESSAGES.applicationExistsPrefix)) return { title: message, reason: null };
  const title = error.status === 400 ? MESSAGES.failedFillAllFields : fallback;
  return { title, reason: message && message !== title ? message : null };
}

/** The failure as one text (title, then the reason on its own line), for a form's error above its inputs. */
export function failureMessage(error: unknown, fallback: string = MESSAGES.failed): string {
  const { title, reason } = describeFailure(error, fallback);
  return reason ? `${title}\n${reason}` : title;
}

/** The failure as a toast's content: the spec's words in bold, the server's sentence beneath. */
export function FailureText({ title, reason }: Failure): ReactNode {
  return (
    <div>
      <strong>{title}</strong>
      {reason && <div>{reason}</div>}
    </div>
  );
}

/** The one failure toast, titled with `fallback` ('Failed!' for applications and interviews...). */
export function showFailure(error: unknown, fallback: string): void {
  toastFailure(describeFailure(error, fallback));
}

/** A general save's failure toast ('Failed'): a mutation's `onError` as it is (one argument only). */
export function failureToast(error: unknown): void {
  toastFailure(describeFailure(error, MESSAGES.failed));
}

/** A failure the caller words itself (e.g. a bulk answer's first reason), shown as every other. */
export function toastFailure(failure: Failure): void {
  toast.error(<FailureText {...failure} />);
}
