/** Shows a wire date (ISO date or date-time) as its calendar day, so it reads the same in every locale. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return day ? day[0] : value;
}

/** A wire time stamp in the reader's locale, to the minute. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
