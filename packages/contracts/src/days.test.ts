import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayHasPassed,
  dayHasStarted,
  dayInZone,
  daysBetween,
  endOfDay,
  instantOfWallClock,
  isTimeZone,
  startOfDay,
  timeForViewer,
  todayIn,
  wallClockInput,
  workingDaysBetween,
  zonedDateTime,
  zonedShort,
  zonedTime,
} from './days.js';

// 09:00 on 12 March 2027 in Sydney (AEDT, +11) is 22:00 on 11 March in UTC.
const SYDNEY_NINE = new Date('2027-03-11T22:00:00Z');
// 09:00 on 14 July 2027 in Sydney (AEST, +10) is 23:00 on 13 July in UTC.
const SYDNEY_WINTER_NINE = new Date('2027-07-13T23:00:00Z');

describe('today in a zone', () => {
  it("is the zone's day, not UTC's", () => {
    expect(SYDNEY_NINE.toISOString().slice(0, 10)).toBe('2027-03-11');
    expect(todayIn('Australia/Sydney', SYDNEY_NINE)).toBe('2027-03-12');
    expect(todayIn('Australia/Sydney', SYDNEY_WINTER_NINE)).toBe('2027-07-14');
    expect(todayIn('UTC', SYDNEY_NINE)).toBe('2027-03-11');
    expect(dayInZone(SYDNEY_NINE, 'America/Los_Angeles')).toBe('2027-03-11');
  });

  it('has passed only before today there; today has started', () => {
    expect(dayHasPassed('2027-03-11', 'Australia/Sydney', SYDNEY_NINE)).toBe(true);
    expect(dayHasPassed('2027-03-12', 'Australia/Sydney', SYDNEY_NINE)).toBe(false);
    expect(dayHasPassed('2027-03-11', 'UTC', SYDNEY_NINE)).toBe(false);
    expect(dayHasStarted('2027-03-12', 'Australia/Sydney', SYDNEY_NINE)).toBe(true);
    expect(dayHasStarted('2027-03-13', 'Australia/Sydney', SYDNEY_NINE)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it("adds months, keeping the day or the shorter month's last day", () => {
    expect(addMonths('2027-03-15', 36)).toBe('2030-03-15');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-10-31', 2)).toBe('2027-12-31');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-03-12', 1)).toBe('2027-03-13');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    // Sydney's DST ends on 4 April 2027: days are days, whatever the clocks do.
    expect(addDays('2027-04-03', 2)).toBe('2027-04-05');
    expect(daysBetween('2027-03-12', '2027-04-12')).toBe(31);
    expect(daysBetween('2027-04-12', '2027-03-12')).toBe(-31);
  });

  it('counts working days Monday to Friday, less holidays', () => {
    // Fri 12 March to Mon 22 March 2027: 12, 15-19, 22.
    expect(workingDaysBetween('2027-03-12', '2027-03-22')).toBe(7);
    expect(workingDaysBetween('2027-03-13', '2027-03-14')).toBe(0);
    expect(workingDaysBetween('2027-03-12', '2027-03-22', new Set(['2027-03-15']))).toBe(6);
    expect(workingDaysBetween('2027-03-22', '2027-03-12')).toBe(0);
  });
});

describe('the start and end of a day in a zone', () => {
  it('are the local midnights as instants', () => {
    expect(startOfDay('2027-03-12', 'Australia/Sydney').toISOString()).toBe('2027-03-11T13:00:00.000Z');
    expect(endOfDay('2027-03-12', 'Australia/Sydney').toISOString()).toBe('2027-03-12T12:59:59.999Z');
    expect(endOfDay('2027-07-14', 'Australia/Sydney').toISOString()).toBe('2027-07-14T13:59:59.999Z');
    expect(endOfDay('2027-03-12', 'UTC').toISOString()).toBe('2027-03-12T23:59:59.999Z');
    expect(endOfDay('2027-03-12', 'America/New_York').toISOString()).toBe('2027-03-13T04:59:59.999Z');
  });

  it('hold on the days the clocks change', () => {
    // Sydney: 3 April 2027 ends at 03:00 AEDT -> 02:00 AEST on the 4th; the 4th lasts 25 hours.
    expect(endOfDay('2027-04-03', 'Australia/Sydney').toISOString()).toBe('2027-04-03T12:59:59.999Z');
    expect(endOfDay('2027-04-04', 'Australia/Sydney').toISOString()).toBe('2027-04-04T13:59:59.999Z');
    // 3 October 2027 starts in AEST and ends in AEDT (23 hours).
    expect(startOfDay('2027-10-03', 'Australia/Sydney').toISOString()).toBe('2027-10-02T14:00:00.000Z');
    expect(endOfDay('2027-10-03', 'Australia/Sydney').toISOString()).toBe('2027-10-03T12:59:59.999Z');
  });
});

describe('a wall clock in a zone (the datetime inputs)', () => {
  it("reads a time as the organisation's clock shows it, whatever the browser's zone", () => {
    expect(instantOfWallClock('2027-03-12T10:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2027-03-11T23:00:00.000Z',
    );
    expect(instantOfWallClock('2027-07-12T10:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2027-07-12T00:00:00.000Z',
    );
    expect(instantOfWallClock('2027-07-12T10:00', 'Europe/London')?.toISOString()).toBe(
      '2027-07-12T09:00:00.000Z',
    );
    // 3 October 2027, 02:30 does not exist in Sydney (clocks go from 02:00 to 03:00).
    expect(
      wallClockInput(instantOfWallClock('2027-10-03T02:30', 'Australia/Sydney')!, 'Australia/Sydney'),
    ).toBe('2027-10-03T03:30');
  });

  it('gives back the input it was given, and refuses what is not a wall clock', () => {
    for (const local of ['2027-01-01T00:00', '2027-04-04T02:30', '2027-12-31T23:59'])
      expect(wallClockInput(instantOfWallClock(local, 'Australia/Sydney')!, 'Australia/Sydney')).toBe(local);
    for (const bad of ['', '2027-02-30T10:00', '2027-03-12', '2027-03-12T25:00', '2027-03-12T10:00Z'])
      expect(instantOfWallClock(bad, 'Australia/Sydney')).toBeNull();
  });
});

describe('times with their zone', () => {
  it('carry the zone abbreviation', () => {
    expect(zonedTime(SYDNEY_NINE, 'Australia/Sydney')).toBe('09:00 AEDT');
    expect(zonedTime(SYDNEY_WINTER_NINE, 'Australia/Sydney')).toBe('09:00 AEST');
    expect(zonedShort(SYDNEY_NINE, 'Australia/Sydney')).toBe('12 Mar 2027, 09:00 AEDT');
    expect(zonedDateTime(SYDNEY_NINE, 'Australia/Sydney')).toBe(
      '12 March 2027, 09:00:00 AEDT (Australia/Sydney)',
    );
  });

  it("show the viewer's time beside when their zone reads otherwise", () => {
    expect(timeForViewer(SYDNEY_NINE, 'Australia/Sydney', 'Australia/Sydney')).toBe('09:00 AEDT');
    // Melbourne keeps Sydney's clock: one time.
    expect(timeForViewer(SYDNEY_NINE, 'Australia/Sydney', 'Australia/Melbourne')).toBe('09:00 AEDT');
    expect(timeForViewer(SYDNEY_NINE, 'Australia/Sydney', 'Australia/Perth')).toBe(
      '09:00 AEDT (06:00 your time)',
    );
    expect(timeForViewer(SYDNEY_NINE, 'Australia/Sydney', 'Europe/London')).toBe(
      '09:00 AEDT (Thu 22:00 your time)',
    );
  });

  it('know the IANA names', () => {
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Australia/Sydnee')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Australia/Sydney')).toBe(false);
  });
});
