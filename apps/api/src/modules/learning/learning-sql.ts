// The SQL pieces every learning statement shares: the status of an assignment on a day (the same
// rules as contracts `assignmentStatus`), whether a mandatory course applies to an employee, and
// the idempotent "assign where not already assigned" of the rules.
import { addDays, EXPIRING_SOON_DAYS, RULE_DUE_DAYS } from '@hr/contracts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as an SQL literal; only YYYY-MM-DD from the clock gets here. */
export function dayLiteral(day: string): string {
  if (!DAY.test(day)) throw new Error(`Not a day: ${day}`);
  return `DATE '${day}'`;
}

/** The status of assignment `a` (a LEFT JOINed row may be NULL: a required course not yet assigned). */
export function statusSql(a: string, today: string): string {
  const d = dayLiteral(today);
  return `(CASE
    WHEN ${a}.completed_on IS NOT NULL THEN CASE
      WHEN ${a}.expires_on IS NULL THEN 'COMPLETED'
      WHEN ${a}.expires_on <= ${d} THEN 'EXPIRED'
      WHEN ${a}.expires_on - ${d} <= ${EXPIRING_SOON_DAYS} THEN 'EXPIRING_SOON'
      ELSE 'COMPLETED' END
    WHEN ${a}.due_date < ${d} THEN 'OVERDUE'
    WHEN ${a}.started_on IS NOT NULL THEN 'IN_PROGRESS'
    ELSE 'NOT_STARTED' END)`;
}

/**
 * Course `c` is mandatory for employee `e`: each of its lists (departments, position types) is
 * empty or names the employee's value, as the employee pack's lists do.
 */
export function appliesSql(c: string, e: string): string {
  return `${c}.active AND ${c}.mandatory
    AND (NOT EXISTS (SELECT 1 FROM learning_course_department cd WHERE cd.course_id = ${c}.id)
      OR EXISTS (SELECT 1 FROM learning_course_department cd
                  WHERE cd.course_id = ${c}.id AND cd.department_id = ${e}.department_id))
    AND (NOT EXISTS (SELECT 1 FROM learning_course_position_type cp WHERE cp.course_id = ${c}.id)
      OR EXISTS (SELECT 1 FROM learning_course_position_type cp
                  WHERE cp.course_id = ${c}.id AND cp.position_type_id = ${e}.position_type_id))`;
}

type Executor = Pick<PrismaClient | Prisma.TransactionClient, '$executeRawUnsafe'>;

/**
 * Assigns every mandatory course to every current employee it applies to and who does not have it
 * yet (one statement; the unique key makes a second run insert nothing), due RULE_DUE_DAYS after
 * `today`. Narrowed to one course (its rule changed) or one employee (just created) when given.
 * Answers how many assignments it made.
 */
export function applyLearningRules(
  db: Executor,
  today: string,
  only: { courseId?: number; employeeId?: number } = {},
): Promise<number> {
  return db.$executeRawUnsafe(
    `INSERT INTO learning_assignment (course_id, employee_id, due_date, source)
     SELECT c.id, e.id, $1::date, 'RULE'
       FROM learning_course c CROSS JOIN employee e
      WHERE e.status <> 'TERMINATED' AND ${appliesSql('c', 'e')}
        AND ($2::int IS NULL OR c.id = $2::int) AND ($3::int IS NULL OR e.id = $3::int)
     ON CONFLICT (employee_id, course_id) DO NOTHING`,
    addDays(today, RULE_DUE_DAYS),
    only.courseId ?? null,
    only.employeeId ?? null,
  );
}
