import { EMAIL_SENDS, isEmailTemplateKey } from '@hr/contracts';

/** A wire time stamp in the reader's locale, to the minute. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The name of the template an email came from, or its key when the product no longer has it. */
export function templateName(key: string | null): string {
  if (!key) return '—';
  return isEmailTemplateKey(key) ? EMAIL_SENDS[key].name : key;
}
