// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction): the NES leave
// types, Australia's national and state public holidays for 2026 and 2027, and employee@demo.local's
// accrued annual and personal leave with one pending request, so the leave screens are not empty.

import { addDays, dateOfDay, dayOfDate } from '@hr/contracts';
import type { SeedKit } from '../../db/seed/seed-kit.js';
import { accrualPeriods, workingDays } from './leave-dates.js';

type Types = 'annual' | 'personal' | 'longService' | 'parental' | 'unpaid';

const LEAVE_TYPES: Record<
  Types,
  {
    name: string;
    kind: string;
    paid: boolean;
    accrualDaysPerYear: number;
    accrualFrequency: 'NONE' | 'MONTHLY' | 'PAY_PERIOD';
    carryOverCap?: number;
    documentRequiredAfterDays?: number;
    halfDaysAllowed: boolean;
    negativeBalanceAllowed: boolean;
  }
> = {
  // NES: four weeks a year, accruing progressively; unused annual leave carries over in full.
  annual: {
    name: 'Annual leave',
    kind: 'ANNUAL',
    paid: true,
    accrualDaysPerYear: 20,
    accrualFrequency: 'MONTHLY',
    halfDaysAllowed: true,
    negativeBalanceAllowed: false,
  },
  // NES: ten days a year; a medical certificate for more than two days.
  personal: {
    name: "Personal/carer's leave",
    kind: 'PERSONAL',
    paid: true,
    accrualDaysPerYear: 10,
    accrualFrequency: 'PAY_PERIOD',
    documentRequiredAfterDays: 2,
    halfDaysAllowed: true,
    negativeBalanceAllowed: false,
  },
  // NSW: 8.67 weeks after ten years, about 4.33 days a year of service.
  longService: {
    name: 'Long service leave',
    kind: 'LONG_SERVICE',
    paid: true,
    accrualDaysPerYear: 4.33,
    accrualFrequency: 'MONTHLY',
    halfDaysAllowed: false,
    negativeBalanceAllowed: false,
  },
  // NES: up to 12 months unpaid, granted by HR (an adjustment) when the employee is eligible.
  parental: {
    name: 'Parental leave',
    kind: 'PARENTAL',
    paid: false,
    accrualDaysPerYear: 0,
    accrualFrequency: 'NONE',
    documentRequiredAfterDays: 0,
    halfDaysAllowed: false,
    negativeBalanceAllowed: false,
  },
  unpaid: {
    name: 'Unpaid leave',
    kind: 'UNPAID',
    paid: false,
    accrualDaysPerYear: 0,
    accrualFrequency: 'NONE',
    halfDaysAllowed: true,
    negativeBalanceAllowed: true,
  },
};

const NATIONAL: [string, string][] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-01-26', 'Australia Day'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-04-25', 'Anzac Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-28', 'Boxing Day (additional day)'],
  ['2027-01-01', "New Year's Day"],
  ['2027-01-26', 'Australia Day'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-04-25', 'Anzac Day'],
  ['2027-12-27', 'Christmas Day (additional day)'],
  ['2027-12-28', 'Boxing Day (additional day)'],
];

const BY_STATE: Record<string, [string, string][]> = {
  NSW: [
    ['2026-06-08', "King's Birthday"],
    ['2026-10-05', 'Labour Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-10-04', 'Labour Day'],
  ],
  VIC: [
    ['2026-03-09', 'Labour Day'],
    ['2026-06-08', "King's Birthday"],
    ['2026-11-03', 'Melbourne Cup'],
    ['2027-03-08', 'Labour Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-11-02', 'Melbourne Cup'],
  ],
  QLD: [
    ['2026-05-04', 'Labour Day'],
    ['2026-10-05', "King's Birthday"],
    ['2027-05-03', 'Labour Day'],
    ['2027-10-04', "King's Birthday"],
  ],
  WA: [
    ['2026-03-02', 'Labour Day'],
    ['2026-06-01', 'Western Australia Day'],
    ['2026-09-28', "King's Birthday"],
    ['2027-03-01', 'Labour Day'],
    ['2027-06-07', 'Western Australia Day'],
    ['2027-09-27', "King's Birthday"],
  ],
  SA: [
    ['2026-03-09', 'Adelaide Cup Day'],
    ['2026-06-08', "King's Birthday"],
    ['2026-10-05', 'Labour Day'],
    ['2027-03-08', 'Adelaide Cup Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-10-04', 'Labour Day'],
  ],
  TAS: [
    ['2026-03-09', 'Eight Hours Day'],
    ['2026-06-08', "King's Birthday"],
    ['2027-03-08', 'Eight Hours Day'],
    ['2027-06-14', "King's Birthday"],
  ],
  ACT: [
    ['2026-03-09', 'Canberra Day'],
    ['2026-06-01', 'Reconciliation Day'],
    ['2026-06-08', "King's Birthday"],
    ['2026-10-05', 'Labour Day'],
    ['2027-03-08', 'Canberra Day'],
    ['2027-05-31', 'Reconciliation Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-10-04', 'Labour Day'],
  ],
  NT: [
    ['2026-05-04', 'May Day'],
    ['2026-06-08', "King's Birthday"],
    ['2026-08-03', 'Picnic Day'],
    ['2027-05-03', 'May Day'],
    ['2027-06-14', "King's Birthday"],
    ['2027-08-02', 'Picnic Day'],
  ],
};

export async function seedLeave(
  seed: Pick<SeedKit, 'tx' | 'today'> & { managerId: number; employeeUserId: number },
) {
  const { tx, today, managerId, employeeUserId } = seed;
  const typeIds = {} as Record<Types, number>;
  for (const [key, type] of Object.entries(LEAVE_TYPES) as [Types, (typeof LEAVE_TYPES)[Types]][]) {
    typeIds[key] = (await tx.leaveType.create({ data: type, select: { id: true } })).id;
  }

  const australia = await tx.country.findUnique({
    where: { code: 'AU' },
    select: { id: true, states: { select: { id: true, code: true } } },
  });
  if (!australia) return;
  const stateId = new Map(australia.states.map((s) => [s.code, s.id]));
  await tx.publicHoliday.createMany({
    data: [
      ...NATIONAL.map(([date, name]) => ({
        countryId: australia.id,
        stateId: null,
        date: dateOfDay(date),
        name,
      })),
      ...Object.entries(BY_STATE).flatMap(([code, days]) =>
        stateId.has(code)
          ? days.map(([date, name]) => ({
              countryId: australia.id,
              stateId: stateId.get(code)!,
              date: dateOfDay(date),
              name,
            }))
          : [],
      ),
    ],
  });

  const eddie = await tx.employee.findUnique({
    where: { userId: employeeUserId },
    select: { id: true, employmentStartDate: true, managerId: true, addresses: { select: { state: true } } },
  });
  if (!eddie) return;
  if (eddie.managerId === null) await tx.employee.update({ where: { id: eddie.id }, data: { managerId } });
  // The accrual job's own periods and keys: its next run finds them and credits only later periods.
  const day = dayOfDate(today);
  const start = dayOfDate(eddie.employmentStartDate ?? today);
  for (const key of ['annual', 'personal'] as const) {
    const periods = accrualPeriods({ ...LEAVE_TYPES[key], proRata: true }, start, day);
    await tx.leaveLedgerEntry.createMany({
      data: periods.map((p) => ({
        employeeId: eddie.id,
        leaveTypeId: typeIds[key],
        kind: 'ACCRUAL',
        entryKey: p.key,
        days: p.days,
        effectiveDate: dateOfDay(p.end),
      })),
    });
  }
  // Service before accruals began (or a new starter's first weeks): an opening balance from HR.
  await tx.leaveLedgerEntry.create({
    data: {
      employeeId: eddie.id,
      leaveTypeId: typeIds.annual,
      kind: 'ADJUSTMENT',
      entryKey: 'adjust:opening-balance',
      days: 5,
      effectiveDate: today,
      comment: 'Opening balance',
      createdById: managerId,
    },
  });

  // Three days of annual leave from the Monday at least two weeks ahead, waiting for the manager.
  let first = addDays(day, 14);
  while (dateOfDay(first).getUTCDay() !== 1) first = addDays(first, 1);
  const last = addDays(first, 2);
  const state = eddie.addresses[0]?.state ?? '';
  const holidays = new Set([...NATIONAL, ...(BY_STATE[state.toUpperCase()] ?? [])].map(([date]) => date));
  const span = { startDate: first, endDate: last, halfDayStart: false, halfDayEnd: false };
  await tx.leaveRequest.create({
    data: {
      employeeId: eddie.id,
      leaveTypeId: typeIds.annual,
      startDate: dateOfDay(first),
      endDate: dateOfDay(last),
      days: workingDays(span, holidays),
      reason: 'Family visit',
      status: 'PENDING',
      requestedById: employeeUserId,
    },
  });
}
