// Calendar days and instants in the organisation's time zone (an IANA name such as
// 'Australia/Sydney'), for the server and the web alike. "Today" is the organisation's day, never
// UTC's: from midnight to 11 a.m. in Sydney, UTC's date is still yesterday.

/** The wall-clock parts of an instant in a zone. */
function parts(at: Date, timeZone: string) {
  const found = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
    zone: get('timeZoneName'),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function dayInZone(at: Date, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '12 April 2027' of a YYYY-MM-DD day (no zone: a day is a day). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * An instant as a person reads it where the organisation is, with its zone:
 * '12 April 2027, 10:32:05 AEST (Australia/Sydney)'.
 */
export function zonedDateTime(at: Date, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${longDay(`${p.year}-${p.month}-${p.day}`)}, ${p.time} ${p.zone} (${timeZone})`;
}
