import { describe, expect, it } from 'vitest';
import { accrualPeriods, leaveIcs, workingDays } from './leave-dates.js';

const span = (startDate: string, endDate: string, halfDayStart = false, halfDayEnd = false) => ({
  startDate,
  endDate,
  halfDayStart,
  halfDayEnd,
});

describe('working days', () => {
  it('skips the weekend and a public holiday', () => {
    // Thursday 2 April to Tuesday 7 April 2026: Good Friday 3 April and Easter Monday 6 April are holidays.
    const holidays = new Set(['2026-04-03', '2026-04-06']);
    expect(workingDays(span('2026-04-02', '2026-04-07'), holidays)).toBe(2);
    expect(workingDays(span('2026-04-02', '2026-04-07'), new Set())).toBe(4);
  });

  it('counts half days at either end, and a one-day request with a half flag as half', () => {
    expect(workingDays(span('2026-03-02', '2026-03-06', true, true), new Set())).toBe(4);
    expect(workingDays(span('2026-03-02', '2026-03-02', true), new Set())).toBe(0.5);
    // A half day on a Saturday takes nothing off.
    expect(workingDays(span('2026-03-06', '2026-03-07', false, true), new Set())).toBe(1);
  });
});

describe('accrual periods', () => {
  const annual = { accrualDaysPerYear: 20, accrualFrequency: 'MONTHLY' as const, proRata: true };

  it('credits each past month, the first pro rata', () => {
    const periods = accrualPeriods(annual, '2026-03-16', '2026-06-01');
    expect(periods.map((p) => p.key)).toEqual(['accrual:2026-03', 'accrual:2026-04', 'accrual:2026-05']);
    expect(periods[0]?.days).toBeCloseTo((20 / 12) * (16 / 31), 3);
    expect(periods[1]?.days).toBeCloseTo(20 / 12, 3);
  });

  it('credits whole fortnights from the pay period anchor', () => {
    const periods = accrualPeriods({ ...annual, accrualFrequency: 'PAY_PERIOD' }, '2026-01-05', '2026-02-03');
    expect(periods.map((p) => p.key)).toEqual(['accrual:pp:2026-01-05', 'accrual:pp:2026-01-19']);
  });

  it('credits nothing for a type without accrual', () => {
    expect(accrualPeriods({ ...annual, accrualFrequency: 'NONE' }, '2026-01-01', '2027-01-01')).toEqual([]);
  });
});

describe('the .ics of approved leave', () => {
  it('is one all-day event whose end is the day after the last day', () => {
    const ics = leaveIcs({
      uid: 'leave-7@hr',
      startDate: '2026-12-30',
      endDate: '2026-12-31',
      summary: 'Annual leave; Sam, away',
      stamp: new Date('2026-12-01T09:30:00Z'),
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('SUMMARY:Annual leave\\; Sam\\, away\r\n');
    expect(ics).toContain('DTSTAMP:20261201T093000Z\r\n');
  });
});
