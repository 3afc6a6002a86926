import { describe, expect, it } from 'vitest';
import { icsInvite, localInterviewTime } from './calendar.js';

const start = new Date('2026-12-01T10:00:00Z');

describe('interview times in the organisation zone', () => {
  it('names the local time and the zone, never bare UTC', () => {
    // Sydney is on daylight time (UTC+11) in December.
    expect(localInterviewTime(start, 'Australia/Sydney')).toEqual({
      interviewDate: '2026-12-01',
      interviewTime: '21:00 AEDT (Australia/Sydney)',
    });
    expect(localInterviewTime(new Date('2026-06-30T23:30:00Z'), 'Australia/Perth').interviewDate).toBe(
      '2026-07-01',
    );
  });

  it('writes an .ics request with TZID times, escaped text and folded lines', () => {
    const ics = icsInvite({
      uid: 'interview-7@hireonboard',
      start,
      durationMinutes: 90,
      timeZone: 'Australia/Sydney',
      summary: 'Interview: Ada Lovelace, Engineer; Senior',
      description: `Bring, your\nportfolio ${'x'.repeat(100)}`,
      location: 'Room 1',
      organizer: 'boss@test.local',
      attendees: [{ name: 'Ada Lovelace', email: 'ada@test.local' }],
      sequence: 3,
      now: new Date('2026-11-23T01:02:03Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART;TZID=Australia/Sydney:20261201T210000');
    expect(ics).toContain('DTEND;TZID=Australia/Sydney:20261201T223000');
    expect(ics).toContain('DTSTAMP:20261123T010203Z');
    expect(ics).toContain('SUMMARY:Interview: Ada Lovelace\\, Engineer\\; Senior');
    expect(ics).toContain('DESCRIPTION:Bring\\, your\\nportfolio');
    // Long lines fold onto continuation lines starting with a space.
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;CN=Ada Lovelace;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:ada@test.local',
    );
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
