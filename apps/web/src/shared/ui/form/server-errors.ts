import { MESSAGES } from '@hr/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../api/client';

/** Where each part of a failed save is shown: on its input, or above the form. */
export interface ServerErrors {
  /** Input name (`positionTitle`, `steps.0.name`) -> the server's message. */
  fields: Record<string, string>;
  /** What no input of the form can show; null when the inputs say it all. */
  form: string | null;
}

/** The key a form-level server error is kept under (react-hook-form clears root errors on submit). */
export const FORM_ERROR = 'root.server' as const;

/**
 * Splits an API error over a form. `fields` of the 400 answer `{ message, code?, fields? }` go to the
 * inputs whose first path segment is one of `names`; the rest, or the message when no field is named,
 * becomes the form-level error (`formText` words it when the server's message is not for users).
 */
export function mapServerErrors(
  error: unknown,
  names: readonly string[],
  formText: (error: unknown) => string = defaultFormText,
): ServerErrors {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  const named = error instanceof ApiError ? Object.entries(error.body.fields ?? {}) : [];
  for (const [name, message] of named) {
    if (names.includes(name.split('.')[0] ?? name)) fields[name] = message;
    else others.push(`${name}: ${message}`);
  }
  if (others.length > 0) return { fields, form: others.join('\n') };
  return { fields, form: named.length > 0 ? null : formText(error) };
}

/** The server's own message (written for users); 'Failed' when there is none. */
const defaultFormText = (error: unknown): string => errorMessage(error, MESSAGES.failed);

/** Shows a failed save on the form: each named field on its input, the rest above the form. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly string[],
  formText?: (error: unknown) => string,
): ServerErrors {
  const mapped = mapServerErrors(error, names, formText);
  for (const [name, message] of Object.entries(mapped.fields)) {
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
  }
  if (mapped.form) setError(FORM_ERROR, { type: 'server', message: mapped.form });
  return mapped;
}
