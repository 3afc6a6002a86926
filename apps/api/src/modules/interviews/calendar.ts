// Interview times in the organisation's zone, and the .ics (RFC 5545) invite emails carry. The
// invite names the zone (TZID) so calendars show local time, never a bare UTC time.
import { dayInZone, wallClock, zonedTime } from '@hr/contracts';

/** The wall clock of an instant in the zone, and its .ics local stamp (YYYYMMDDTHHMMSS). */
function localParts(at: Date, timeZone: string) {
  const wall = wallClock(at, timeZone);
  return { ...wall, stamp: `${wall.day.replaceAll('-', '')}T${wall.hour}${wall.minute}${wall.second}` };
}

/** `{ interviewDate: '2026-12-01', interviewTime: '10:00 AEDT (Australia/Sydney)' }`. */
export function localInterviewTime(at: Date, timeZone: string) {
  return {
    interviewDate: dayInZone(at, timeZone),
    interviewTime: `${zonedTime(at, timeZone)} (${timeZone})`,
  };
}

/** Text values of an .ics line: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets fold (RFC 5545 3.1); our lines are ASCII except names. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export interface InviteEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  organizer: string;
  attendees: { name: string; email: string }[];
  /** Increases on every change, so calendars replace the earlier invite. */
  sequence: number;
  now: Date;
}

/** One VEVENT request, start and end in the organisation's zone (TZID), stamped in UTC. */
export function icsInvite(event: InviteEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HireOnboard//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    `X-WR-TIMEZONE:${event.timeZone}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${event.timeZone}:${localParts(event.start, event.timeZone).stamp}`,
    `DTEND;TZID=${event.timeZone}:${localParts(end, event.timeZone).stamp}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER:mailto:${event.organizer}`,
    ...event.attendees.map(
      (a) => `ATTENDEE;CN=${escapeText(a.name)};ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${a.email}`,
    ),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
