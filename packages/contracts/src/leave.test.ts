import { describe, expect, it } from 'vitest';
import { ZLeaveAdjustment, ZLeaveCalendarQuery, ZLeaveRequestInput, ZLeaveTypeInput } from './leave.js';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('leave contracts', () => {
  it('name the end date when it is before the start', () => {
    const result = ZLeaveRequestInput.safeParse({
      leaveTypeId: 1,
      startDate: '2031-05-05',
      endDate: '2031-05-04',
    });
    expect(pathsOf(result)).toEqual(['endDate']);
    expect(
      ZLeaveRequestInput.parse({ leaveTypeId: 1, startDate: '2031-05-05', endDate: '2031-05-05' }),
    ).toEqual({
      leaveTypeId: 1,
      startDate: '2031-05-05',
      endDate: '2031-05-05',
      halfDayStart: false,
      halfDayEnd: false,
      reason: '',
      documentFileId: null,
    });
  });

  it('take accrual rates to the hundredth and caps in half days', () => {
    const type = { name: 'Long service', kind: 'LONG_SERVICE', paid: true, accrualFrequency: 'MONTHLY' };
    expect(ZLeaveTypeInput.safeParse({ ...type, accrualDaysPerYear: 4.33 }).success).toBe(true);
    expect(pathsOf(ZLeaveTypeInput.safeParse({ ...type, accrualDaysPerYear: 4.333 }))).toEqual([
      'accrualDaysPerYear',
    ]);
    expect(pathsOf(ZLeaveTypeInput.safeParse({ ...type, accrualDaysPerYear: 4, carryOverCap: 1.2 }))).toEqual(
      ['carryOverCap'],
    );
  });

  it('refuse a zero adjustment and a calendar range past its limit', () => {
    expect(
      pathsOf(ZLeaveAdjustment.safeParse({ employeeId: 1, leaveTypeId: 1, days: 0, comment: 'x' })),
    ).toEqual(['days']);
    expect(pathsOf(ZLeaveCalendarQuery.safeParse({ from: '2031-01-01', to: '2031-06-30' }))).toEqual(['to']);
    expect(
      ZLeaveCalendarQuery.safeParse({ from: '2031-01-01', to: '2031-01-31', departmentId: '3' }).success,
    ).toBe(true);
  });
});
