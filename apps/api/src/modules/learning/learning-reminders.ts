// The learning reminders (a daily job): to the employee 30 and 7 days before a due date and before an
// expiry, and to the manager (employee.manager_id) once a course is overdue. Each reminder is claimed
// by inserting its learning_reminder row (unique per assignment, kind and date) before it is sent, so
// running the job twice, or on two processes, sends it once. A new due date or a renewal has a new
// date, so it is reminded of again.
import { longDay } from '@hr/contracts';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { dayLiteral } from './learning-sql.js';

type Kind = 'DUE_30' | 'DUE_7' | 'EXPIRY_30' | 'EXPIRY_7' | 'OVERDUE';

interface Due {
  assignmentId: number;
  kind: Kind;
  target: string;
  courseTitle: string;
  employeeName: string;
  employeeEmail: string | null;
  managerName: string | null;
  managerEmail: string | null;
}

export function createLearningReminders({ db, clock, mailer }: Pick<ServiceDeps, 'db' | 'clock' | 'mailer'>) {
  const { pool } = db;

  /** The reminders due on `today` and not sent yet (a window, so a day the job missed still sends). */
  async function due(today: string): Promise<Due[]> {
    const d = dayLiteral(today);
    const result = await pool.query<Due>(
      `WITH candidates AS (
         SELECT a.id, CASE WHEN a.due_date - ${d} > 7 THEN 'DUE_30' ELSE 'DUE_7' END AS kind, a.due_date AS target
           FROM learning_assignment a
          WHERE a.completed_on IS NULL AND a.due_date - ${d} BETWEEN 0 AND 30
         UNION ALL
         SELECT a.id, CASE WHEN a.expires_on - ${d} > 7 THEN 'EXPIRY_30' ELSE 'EXPIRY_7' END, a.expires_on
           FROM learning_assignment a
          WHERE a.expires_on - ${d} BETWEEN 1 AND 30
         UNION ALL
         SELECT a.id, 'OVERDUE', a.due_date
           FROM learning_assignment a
          WHERE a.completed_on IS NULL AND a.due_date < ${d})
       SELECT k.id AS "assignmentId", k.kind, to_char(k.target, 'YYYY-MM-DD') AS target,
              c.title AS "courseTitle",
              coalesce(nullif(trim(concat_ws(' ', pd.first_name, pd.last_name)), ''), 'Employee #' || e.id)
                AS "employeeName",
              coalesce(u.email, pd.personal_email) AS "employeeEmail",
              nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '') AS "managerName",
              m.email AS "managerEmail"
         FROM candidates k
         JOIN learning_assignment a ON a.id = k.id
         JOIN learning_course c ON c.id = a.course_id AND c.active
         JOIN employee e ON e.id = a.employee_id AND e.status <> 'TERMINATED'
         LEFT JOIN employee_personal_details pd ON pd.employee_id = e.id
         LEFT JOIN app_user u ON u.id = e.user_id
         LEFT JOIN app_user m ON m.id = e.manager_id
        WHERE NOT EXISTS (SELECT 1 FROM learning_reminder r
                           WHERE r.assignment_id = k.id AND r.kind = k.kind AND r.target_date = k.target)
        ORDER BY k.id, k.kind`,
    );
    return result.rows;
  }

  /** Sends one reminder; false when another run claimed it first or nobody can receive it. */
  async function sendOne(reminder: Due): Promise<boolean> {
    const to = reminder.kind === 'OVERDUE' ? reminder.managerEmail : reminder.employeeEmail;
    if (!to) return false;
    const claimed = await pool.query(
      `INSERT INTO learning_reminder (assignment_id, kind, target_date) VALUES ($1, $2, $3::date)
       ON CONFLICT (assignment_id, kind, target_date) DO NOTHING RETURNING id`,
      [reminder.assignmentId, reminder.kind, reminder.target],
    );
    if (claimed.rowCount === 0) return false;
    const common = { entity: 'learning_assignment', entityId: reminder.assignmentId, to };
    if (reminder.kind === 'OVERDUE') {
      await mailer.send({
        ...common,
        templateKey: 'LEARNING_OVERDUE',
        values: {
          recipientName: reminder.managerName ?? to,
          employeeName: reminder.employeeName,
          courseTitle: reminder.courseTitle,
          dueDate: longDay(reminder.target),
          link: mailer.link('/reqsum/compliance'),
        },
      });
    } else if (reminder.kind === 'DUE_30' || reminder.kind === 'DUE_7') {
      await mailer.send({
        ...common,
        templateKey: 'LEARNING_DUE_REMINDER',
        values: {
          userName: reminder.employeeName,
          courseTitle: reminder.courseTitle,
          dueDate: longDay(reminder.target),
          link: mailer.link('/reqsum/mine'),
        },
      });
    } else {
      await mailer.send({
        ...common,
        templateKey: 'LEARNING_EXPIRY_REMINDER',
        values: {
          userName: reminder.employeeName,
          courseTitle: reminder.courseTitle,
          expiryDate: longDay(reminder.target),
          link: mailer.link('/reqsum/mine'),
        },
      });
    }
    return true;
  }

  return {
    /** Sends every reminder due today once; answers how many went. */
    async send(): Promise<number> {
      let sent = 0;
      for (const reminder of await due(await orgToday(db.prisma, clock())))
        if (await sendOne(reminder)) sent += 1;
      return sent;
    },
  };
}
