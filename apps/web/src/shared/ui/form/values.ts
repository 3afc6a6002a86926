import { instantOfWallClock, wallClockInput } from '@hr/contracts';
// Between what an input shows (text) and what a contract schema checks (numbers, ISO instants).

/** The text of a number input: '' for no number. */
export const toNumberInput = (value: unknown): string =>
  typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';

/** A number input's text as a number; empty -> `emptyAs`; not a number -> NaN (the schema refuses it). */
export function fromNumberInput(
  text: string,
  emptyAs: null | undefined = undefined,
): number | null | undefined {
  return text.trim() === '' ? emptyAs : Number(text);
}

/**
 * An ISO instant as 'YYYY-MM-DDTHH:mm' for a datetime-local input: on the clock of `timeZone` (the
 * organisation's, where a time is agreed), else of the browser.
 */
export function toDateTimeInput(value: unknown, timeZone?: string): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone) return wallClockInput(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (read on `timeZone`'s clock, else the browser's) as an ISO instant, or null. */
export function fromDateTimeInput(local: string, timeZone?: string): string | null {
  if (!local) return null;
  if (timeZone) return instantOfWallClock(local, timeZone)?.toISOString() ?? null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Text typed one item per line (or separated by ';') as the list of items, blanks dropped. */
export const fromLinesInput = (text: string): string[] =>
  text
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter(Boolean);

export const toLinesInput = (value: unknown): string => (Array.isArray(value) ? value.join('\n') : '');

export const sameLines = (lines: string[], value: unknown): boolean =>
  Array.isArray(value) && value.length === lines.length && lines.every((line, i) => line === value[i]);
