// The accrual job: credits every employee's leave types for the periods wholly past, one ledger row
// per employee, type and period (the unique entry key makes a second run change nothing), then
// forfeits what a type's carry-over cap does not keep into each new year (again once, by key).
import { dateOfDay } from '@hr/contracts';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { ELIGIBLE } from './leave-balances.js';
import { ACCRUAL_EPOCH, type AccrualRule, accrualPeriods } from './leave-dates.js';

const BATCH = 5000;

export async function runLeaveAccrual({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): Promise<{ credited: number; forfeited: number }> {
  const prisma = db.prisma;
  const today = await orgToday(prisma, clock());
  // Each employee with each accruing type they have, and the last period already credited.
  const pairs = await db.pool.query<
    AccrualRule & { employeeId: number; leaveTypeId: number; startDate: string; lastCredited: string | null }
  >(
    `SELECT e.id AS "employeeId", lt.id AS "leaveTypeId",
            lt.accrual_days_per_year::float8 AS "accrualDaysPerYear", lt.accrual_frequency AS "accrualFrequency",
            lt.pro_rata AS "proRata",
            to_char(coalesce(e.employment_start_date, e.created_at::date), 'YYYY-MM-DD') AS "startDate",
            (SELECT to_char(max(x.effective_date), 'YYYY-MM-DD') FROM leave_ledger_entry x
              WHERE x.employee_id = e.id AND x.leave_type_id = lt.id AND x.kind = 'ACCRUAL') AS "lastCredited"
       FROM employee e CROSS JOIN leave_type lt
      WHERE e.status <> 'TERMINATED' AND lt.accrual_frequency <> 'NONE' AND lt.accrual_days_per_year > 0
        AND ${ELIGIBLE}`,
  );
  const rows = pairs.rows.flatMap((pair) =>
    accrualPeriods(pair, pair.startDate, today)
      .filter((period) => pair.lastCredited === null || period.end > pair.lastCredited)
      .map((period) => ({
        employeeId: pair.employeeId,
        leaveTypeId: pair.leaveTypeId,
        kind: 'ACCRUAL',
        entryKey: period.key,
        days: period.days,
        effectiveDate: dateOfDay(period.end),
      })),
  );
  let credited = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const { count } = await prisma.leaveLedgerEntry.createMany({
      data: rows.slice(i, i + BATCH),
      skipDuplicates: true,
    });
    credited += count;
  }

  // Carry-over: on 1 January of each year since accruals began, what is above the cap is forfeited.
  let forfeited = 0;
  for (let year = Number(ACCRUAL_EPOCH.slice(0, 4)) + 1; `${year}-01-01` <= today; year += 1) {
    forfeited += await prisma.$executeRawUnsafe(
      `INSERT INTO leave_ledger_entry (employee_id, leave_type_id, kind, entry_key, days, effective_date, comment)
       SELECT x.employee_id, x.leave_type_id, 'FORFEIT', 'forfeit:' || $1, lt.carry_over_cap - sum(x.days),
              $2::date, 'Above the carry-over cap'
         FROM leave_ledger_entry x JOIN leave_type lt ON lt.id = x.leave_type_id
        WHERE lt.carry_over_cap IS NOT NULL AND x.effective_date < $2::date
        GROUP BY x.employee_id, x.leave_type_id, lt.carry_over_cap
       HAVING sum(x.days) > lt.carry_over_cap
       ON CONFLICT (employee_id, leave_type_id, entry_key) DO NOTHING`,
      String(year),
      `${year}-01-01`,
    );
  }
  return { credited, forfeited };
}
