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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A recent moment in the reader's time as "27 Nov 10:04" (the year added when it is not this one):
 * short enough to sit beside a button.
 */
export function formatDayTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = date.getFullYear() === now.getFullYear() ? '' : ` ${date.getFullYear()}`;
  return `${date.getDate()} ${MONTHS[date.getMonth()]}${year} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
