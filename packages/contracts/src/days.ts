// Calendar days and instants in the organisation's time zone (an IANA name such as
// 'Australia/Sydney'), for the server, the jobs and the web alike: the one home of "today".
// "Today" is the organisation's day, never UTC's: from midnight to 11 a.m. in Sydney, UTC's date is
// still yesterday. A day is 'YYYY-MM-DD'; days compare as strings. Pure functions: callers pass
// the instant (`now`), so tests fix the clock.

export const DEFAULT_TIME_ZONE = 'Australia/Sydney';
export const TIME_ZONE_MESSAGE = 'Enter a time zone by its IANA name, such as Australia/Sydney';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it). */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall-clock parts of an instant in a zone (day YYYY-MM-DD, 24-hour time, zone abbreviation). */
export function wallClock(at: Date, timeZone: string) {
  const found = formatter(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
    zone: get('timeZoneName'),
  };
}

/** Whether the runtime knows this IANA zone name ('Australia/Sydney', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.trim() !== zone) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- days

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function dayInZone(at: Date, timeZone: string): string {
  return wallClock(at, timeZone).day;
}

/** Today in the zone (the organisation's today when given its zone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayInZone(now, timeZone);
}

/**
 * A DATE column's value (Prisma gives midnight UTC) as YYYY-MM-DD. For stored days only: an
 * instant's day depends on the zone (`dayInZone`).
 */
export function dayOfDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Date a DATE column stores for a day (midnight UTC). */
export function dateOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** `day` plus whole days (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOfDate(new Date(dateOfDay(day).getTime() + days * DAY_MS));
}

/** `day` plus whole months; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return dayOfDate(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateOfDay(to).getTime() - dateOfDay(from).getTime()) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = dateOfDay(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The working days (Monday to Friday, less the holidays given) from `from` to `to`, both included. */
export function workingDaysBetween(
  from: string,
  to: string,
  holidays: ReadonlySet<string> = new Set(),
): number {
  return eachDay(from, to).filter((day) => !isWeekend(day) && !holidays.has(day)).length;
}

/** Has this day passed in the zone (it is before today there)? Today has not passed. */
export function dayHasPassed(day: string, timeZone: string, now: Date = new Date()): boolean {
  return day < todayIn(timeZone, now);
}

/** Has this day begun in the zone (it is today or before)? */
export function dayHasStarted(day: string, timeZone: string, now: Date = new Date()): boolean {
  return day <= todayIn(timeZone, now);
}

/** The instant a day begins in the zone (its local midnight; the first instant after when skipped). */
export function startOfDay(day: string, timeZone: string): Date {
  return atWallClock(dateOfDay(day).getTime(), timeZone);
}

/**
 * The instant a wall clock in the zone reads 'YYYY-MM-DDTHH:mm' (a datetime-local input's value);
 * null when it is not such a value. A time the clocks skip (02:30 when DST starts) is the instant an
 * hour later by the old offset, as the clock then reads it (03:30).
 */
export function instantOfWallClock(local: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const wall = Date.parse(`${local}:00.000Z`);
  // Date.parse rolls 30 February over into March: only a reading that gives back its own digits.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== local) return null;
  return atWallClock(wall, timeZone);
}

/** The instant the zone's clock reads `wall` (a UTC reading of the same digits, in ms). */
function atWallClock(wall: number, timeZone: string): Date {
  // The zone's offset near that time, then again at the guess (an offset change between).
  let at = wall - offsetMs(new Date(wall), timeZone);
  at = wall - offsetMs(new Date(at), timeZone);
  return new Date(at);
}

/** An instant as 'YYYY-MM-DDTHH:mm' on the zone's wall clock (a datetime-local input's value). */
export function wallClockInput(at: Date, timeZone: string): string {
  const p = wallClock(at, timeZone);
  return `${p.day}T${p.hour}:${p.minute}`;
}

/** The last instant of a day in the zone: a code that lasts "to the end of its day" ends here. */
export function endOfDay(day: string, timeZone: string): Date {
  return new Date(startOfDay(addDays(day, 1), timeZone).getTime() - 1);
}

/** The zone's offset from UTC at an instant, in ms (Sydney in summer: +11 h). */
function offsetMs(at: Date, timeZone: string): number {
  const p = wallClock(at, timeZone);
  const local = Date.parse(`${p.day}T${p.hour}:${p.minute}:${p.second}.000Z`);
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

// ---------------------------------------------------------------- shown to people

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

/** '10:00 AEDT': the time of an instant in the zone, with the zone's abbreviation. */
export function zonedTime(at: Date, timeZone: string): string {
  const p = wallClock(at, timeZone);
  return `${p.hour}:${p.minute} ${p.zone}`;
}

/** '27 Nov 2026, 10:00 AEDT': the day and time of an instant in the zone. */
export function zonedShort(at: Date, timeZone: string): string {
  const p = wallClock(at, timeZone);
  const [year, month, date] = p.day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]?.slice(0, 3)} ${year}, ${p.hour}:${p.minute} ${p.zone}`;
}

/**
 * An instant as a person reads it where the organisation is, with its zone:
 * '12 April 2027, 10:32:05 AEST (Australia/Sydney)'.
 */
export function zonedDateTime(at: Date, timeZone: string): string {
  const p = wallClock(at, timeZone);
  return `${longDay(p.day)}, ${p.hour}:${p.minute}:${p.second} ${p.zone} (${timeZone})`;
}

/**
 * The organisation's time with the viewer's beside it when their clock reads otherwise:
 * '10:00 AEDT (08:00 your time)'; the viewer's day is said when it differs
 * ('10:00 AEDT (Mon 23:00 your time)'). Same wall clock in both zones: the organisation's alone.
 */
export function timeForViewer(at: Date, orgZone: string, viewerZone: string): string {
  const org = wallClock(at, orgZone);
  const viewer = wallClock(at, viewerZone);
  const shown = `${org.hour}:${org.minute} ${org.zone}`;
  if (org.day === viewer.day && org.hour === viewer.hour && org.minute === viewer.minute) return shown;
  const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: viewerZone }).format(at);
  const dayText = org.day === viewer.day ? '' : `${weekday} `;
  return `${shown} (${dayText}${viewer.hour}:${viewer.minute} your time)`;
}

/** The zone the runtime's clock is set to (the browser's, on the web). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
