// Leave arithmetic on calendar dates (YYYY-MM-DD, no time zone): working days a request takes,
// and the accrual periods the job credits. Pure functions, so the rules are tested without a database.
// Day arithmetic itself is contracts' `days.ts`.
import {
  addDays,
  dayOfDate,
  daysBetween,
  isWeekend,
  PAY_PERIOD_ANCHOR,
  PAY_PERIOD_DAYS,
  workingDaysBetween,
} from '@hr/contracts';

export interface LeaveSpan {
  startDate: string;
  endDate: string;
  halfDayStart: boolean;
  halfDayEnd: boolean;
}

/**
 * The working days a request takes: Monday to Friday, less the public holidays given (by date). A
 * half day at the start or end counts 0.5 when that day is a working day; a one-day request with
 * either flag is half a day.
 */
export function workingDays(span: LeaveSpan, holidays: ReadonlySet<string>): number {
  const working = (day: string) => !isWeekend(day) && !holidays.has(day);
  let total = workingDaysBetween(span.startDate, span.endDate, holidays);
  if (span.startDate === span.endDate) {
    if ((span.halfDayStart || span.halfDayEnd) && working(span.startDate)) total -= 0.5;
    return total;
  }
  if (span.halfDayStart && working(span.startDate)) total -= 0.5;
  if (span.halfDayEnd && working(span.endDate)) total -= 0.5;
  return total;
}

// ---------------------------------------------------------------- accrual periods

/** Accrual starts no earlier than this: service before it is an opening balance HR enters. */
export const ACCRUAL_EPOCH = '2026-01-01';

export interface AccrualPeriod {
  /** The ledger key that makes the credit happen once. */
  key: string;
  /** The period's last day (the entry's effective date). */
  end: string;
  days: number;
}

export interface AccrualRule {
  accrualDaysPerYear: number;
  accrualFrequency: 'NONE' | 'MONTHLY' | 'PAY_PERIOD';
  proRata: boolean;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The periods wholly past on `today` from the employee's start (or ACCRUAL_EPOCH, the later): a
 * twelfth of the yearly days per month, a twenty-sixth per fortnightly pay period. The first period
 * is credited pro rata (the share of its days from the start date) when the type says so.
 */
export function accrualPeriods(rule: AccrualRule, startDate: string, today: string): AccrualPeriod[] {
  if (rule.accrualFrequency === 'NONE' || rule.accrualDaysPerYear <= 0) return [];
  const from = startDate > ACCRUAL_EPOCH ? startDate : ACCRUAL_EPOCH;
  const periods: { key: string; start: string; end: string; share: number }[] = [];
  if (rule.accrualFrequency === 'MONTHLY') {
    let monthStart = `${from.slice(0, 7)}-01`;
    while (true) {
      const next = dayOfDate(
        new Date(Date.UTC(Number(monthStart.slice(0, 4)), Number(monthStart.slice(5, 7)), 1)),
      );
      const end = addDays(next, -1);
      if (end >= today) break;
      periods.push({ key: `accrual:${monthStart.slice(0, 7)}`, start: monthStart, end, share: 1 / 12 });
      monthStart = next;
    }
  } else {
    const index = Math.floor(daysBetween(PAY_PERIOD_ANCHOR, from) / PAY_PERIOD_DAYS);
    let start = addDays(PAY_PERIOD_ANCHOR, Math.max(0, index) * PAY_PERIOD_DAYS);
    while (true) {
      const end = addDays(start, PAY_PERIOD_DAYS - 1);
      if (end >= today) break;
      periods.push({ key: `accrual:pp:${start}`, start, end, share: 1 / 26 });
      start = addDays(start, PAY_PERIOD_DAYS);
    }
  }
  return periods
    .filter((p) => p.end >= from)
    .map((p) => {
      const length = daysBetween(p.start, p.end) + 1;
      const served = from > p.start ? daysBetween(from, p.end) + 1 : length;
      const fraction = rule.proRata ? served / length : 1;
      return { key: p.key, end: p.end, days: round3(rule.accrualDaysPerYear * p.share * fraction) };
    });
}

// ---------------------------------------------------------------- the .ics of approved leave

const icsDate = (day: string) => day.replaceAll('-', '');
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * One all-day VEVENT (RFC 5545): DTEND is exclusive, so the day after the last day of leave. Lines end
 * with CRLF; the summary is escaped (backslash, semicolon, comma, newline).
 */
export function leaveIcs(options: {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
  stamp: Date;
}): string {
  const stamp = `${options.stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HireOnboard//Leave//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${options.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(options.startDate)}`,
    `DTEND;VALUE=DATE:${icsDate(addDays(options.endDate, 1))}`,
    `SUMMARY:${icsText(options.summary)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
