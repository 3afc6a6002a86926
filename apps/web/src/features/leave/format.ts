import type { TLeaveRequest } from '@hr/contracts';
import { formatDate } from '../../shared/ui/format';

/** "1 day", "0.5 days", "3 days". */
export const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The dates of a request, naming its half days ("2026-12-02 (afternoon) to 2026-12-04"). */
export function leaveDates(
  r: Pick<TLeaveRequest, 'startDate' | 'endDate' | 'halfDayStart' | 'halfDayEnd'>,
): string {
  if (r.startDate === r.endDate) {
    const half = r.halfDayStart || r.halfDayEnd ? ' (half day)' : '';
    return `${formatDate(r.startDate)}${half}`;
  }
  const start = `${formatDate(r.startDate)}${r.halfDayStart ? ' (afternoon)' : ''}`;
  const end = `${formatDate(r.endDate)}${r.halfDayEnd ? ' (morning)' : ''}`;
  return `${start} to ${end}`;
}

/** ISO date (YYYY-MM-DD) of a local calendar day, without the time zone shifting it. */
export function isoDay(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}
