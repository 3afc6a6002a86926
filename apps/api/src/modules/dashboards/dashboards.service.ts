// The role dashboards: every figure is one SQL aggregate on the pool (no rows are loaded to be
// counted). The manager's figures come in one answer, so its first render waits on two calls
// (this and the approvals waiting for the user).
import {
  APPLICATION_STATUS_CODES,
  DASHBOARD_ROWS,
  EXPIRING_WITHIN_DAYS,
  INTERVIEWS_WITHIN_DAYS,
  REQUISITION_FINAL_STATUSES,
  REQUISITION_STATUS_CODES,
  REVIEW_APPLICATION_STATUSES,
  type TDashboardRequisition,
  TIME_TO_HIRE_DAYS,
  type TManagerDashboard,
  type TOfficerDashboard,
  type TReviewApplication,
  type TUpcomingInterview,
  type TWaitingApproval,
} from '@hr/contracts';
import type { Database } from '../../db/prisma.js';
import { ORG_TODAY_SQL } from '../../lib/org-settings.js';
import { percentileSql } from '../reports/index.js';
import { worksOn } from './works-on.js';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const APPLICANT_NAME = `(ap.first_name || ' ' || coalesce(ap.middle_name || ' ', '') || ap.sur_name)`;
/** Hires of the manager's time-to-hire period (kept in application_stage by triggers). */
const RECENT_HIRES = `s.hired_at >= now() - make_interval(days => ${TIME_TO_HIRE_DAYS})`;
/** The most approvals the manager's card lists (a person waits on a handful at a time). */
const MAX_WAITING_APPROVALS = 200;

const REQUISITION_COLUMNS = `jp.id, jp.position_title AS "positionTitle", jp.status,
  ${day('jp.start_date')} AS "startDate", ${day('jp.end_date')} AS "endDate", d.name AS department`;

/** Interviews still to happen within the officer's window. */
const upcoming = (alias: string) =>
  `${alias}.status IN ('SCHEDULED', 'RESCHEDULED') AND ${alias}.scheduled_at >= now()
   AND ${alias}.scheduled_at < now() + make_interval(days => ${INTERVIEWS_WITHIN_DAYS})`;

type Counted<Row> = Row & { total: number };

/** The count of a `count(*) OVER ()` page and its rows without the count. */
function figure<Row>(rows: Counted<Row>[]): { count: number; rows: Row[] } {
  return {
    count: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => row as Row),
  };
}

/** Every code with its count, zero when no row has it. */
function byCode<C extends string>(codes: readonly C[], rows: { code: string; count: number }[]) {
  const counts = new Map(rows.map((row) => [row.code, row.count]));
  return codes.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Needs only the pool: the bench's baseline server runs the same SQL through it. */
export function createDashboardService({ db }: { db: Pick<Database, 'pool'> }) {
  const pool = db.pool;
  const query = async <Row>(sql: string, params: unknown[] = []) =>
    (await pool.query(sql, params)).rows as Row[];
  const scalar = async (sql: string, params: unknown[] = []) =>
    (await query<{ n: number }>(sql, params))[0]?.n ?? 0;

  /** Open requisitions whose end date meets the condition, soonest first, with their count. */
  const requisitionsEnding = (condition: string) =>
    query<Counted<TDashboardRequisition>>(
      `SELECT ${REQUISITION_COLUMNS}, (count(*) OVER ())::int AS total
         FROM job_position jp LEFT JOIN ref_department d ON d.id = jp.department_id
        WHERE ${condition} AND jp.status <> ALL($1)
        ORDER BY jp.end_date ASC, jp.id ASC LIMIT ${DASHBOARD_ROWS}`,
      [REQUISITION_FINAL_STATUSES],
    ).then(figure);

  return {
    async manager(userId: number): Promise<TManagerDashboard> {
      const [approvals, statuses, expiring, expired, pipeline, offers, hire] = await Promise.all([
        scalar(
          `SELECT count(*)::int AS n FROM approval a
             JOIN approver ar ON ar.id = a.approver_id
             JOIN job_position jp ON jp.id = a.job_position_id
            WHERE ar.user_id = $1 AND a.response = 'PENDING' AND jp.status = 'RV'`,
          [userId],
        ),
        query<{ code: string; count: number }>(
          'SELECT status AS code, count(*)::int AS count FROM job_position GROUP BY status',
        ),
        requisitionsEnding(
          `jp.end_date >= ${ORG_TODAY_SQL} AND jp.end_date <= ${ORG_TODAY_SQL} + ${EXPIRING_WITHIN_DAYS}`,
        ),
        requisitionsEnding(`jp.end_date < ${ORG_TODAY_SQL}`),
        // Kept per status by triggers (migration 20261129150000): a handful of rows, not a count of all.
        query<{ code: string; count: number }>(
          'SELECT status AS code, n::int AS count FROM application_status_count',
        ),
        // job_offer is the offer letter's status, kept by a trigger: the figure /appsch filters on.
        // Those past their expiry date are counted apart (an index on the letter's status and expiry).
        query<{ awaiting: number; pastExpiry: number }>(
          `SELECT (SELECT count(*)::int FROM application WHERE job_offer = 'SENT') AS awaiting,
                  (SELECT count(*)::int FROM offer_letter
                    WHERE status = 'SENT' AND expiry_date < ${ORG_TODAY_SQL}) AS "pastExpiry"`,
        ),
        // The median read at its place in the kept hire days' index (reports' percentiles.ts), not
        // sorted from every hire of the period.
        query<{ median: number | null; hires: number }>(
          `SELECT ${percentileSql(0.5, { value: 's.hire_days', from: 'application_stage s', where: RECENT_HIRES, count: 'c.n' })} AS median,
                  c.n::int AS hires
             FROM (SELECT count(*) AS n FROM application_stage s WHERE ${RECENT_HIRES}) c`,
        ),
      ]);
      return {
        approvalsWaiting: approvals,
        requisitionsByStatus: byCode(REQUISITION_STATUS_CODES, statuses),
        expiringSoon: expiring,
        expired,
        pipeline: byCode(APPLICATION_STATUS_CODES, pipeline),
        offersAwaiting: offers[0]?.awaiting ?? 0,
        offersPastExpiry: offers[0]?.pastExpiry ?? 0,
        timeToHire: { medianDays: hire[0]?.median ?? null, hires: hire[0]?.hires ?? 0 },
      };
    },

    /** The signed-in user's approvals of requisitions in review, oldest request first. */
    waitingApprovals(userId: number): Promise<TWaitingApproval[]> {
      return query<TWaitingApproval>(
        `SELECT a.id AS "approvalId", jp.id AS "requisitionId", jp.position_title AS "positionTitle",
                d.name AS department, jp.number_of_positions AS "numberOfPositions",
                ${day('jp.end_date')} AS "endDate", ${instant('a.email_sent_at')} AS "emailSentAt"
           FROM approval a
           JOIN approver ar ON ar.id = a.approver_id
           JOIN job_position jp ON jp.id = a.job_position_id
           LEFT JOIN ref_department d ON d.id = jp.department_id
          WHERE ar.user_id = $1 AND a.response = 'PENDING' AND jp.status = 'RV'
          ORDER BY a.email_sent_at ASC NULLS LAST, a.id ASC
          LIMIT ${MAX_WAITING_APPROVALS}`,
        [userId],
      );
    },

    async officer(userId: number): Promise<TOfficerDashboard> {
      // The open requisitions the user works on: created, manages, or interviews for.
      const mine = `SELECT jp.id FROM job_position jp WHERE jp.status <> ALL($2) AND ${worksOn('$1')}`;
      const params = [userId, REQUISITION_FINAL_STATUSES];
      const [requisitions, toReview, interviews, interviewCounts, letters, compliance] = await Promise.all([
        query<Counted<TDashboardRequisition>>(
          `SELECT ${REQUISITION_COLUMNS}, (count(*) OVER ())::int AS total
             FROM job_position jp LEFT JOIN ref_department d ON d.id = jp.department_id
            WHERE jp.id IN (${mine})
            ORDER BY jp.end_date ASC NULLS LAST, jp.id ASC LIMIT ${DASHBOARD_ROWS}`,
          params,
        ).then(figure),
        query<Counted<TReviewApplication>>(
          `SELECT a.id AS "applicationId", ${APPLICANT_NAME} AS "applicantName",
                  jp.id AS "requisitionId", jp.position_title AS "positionTitle", a.status,
                  ${instant('a.created_at')} AS "createdAt", (count(*) OVER ())::int AS total
             FROM application a
             JOIN applicant ap ON ap.id = a.applicant_id
             JOIN job_position jp ON jp.id = a.job_position_id
            WHERE a.job_position_id IN (${mine}) AND a.status = ANY($3)
            ORDER BY a.created_at ASC, a.id ASC LIMIT ${DASHBOARD_ROWS}`,
          [...params, REVIEW_APPLICATION_STATUSES],
        ).then(figure),
        query<TUpcomingInterview>(
          `SELECT i.id AS "interviewId", a.id AS "applicationId", ${APPLICANT_NAME} AS "applicantName",
                  jp.id AS "requisitionId", jp.position_title AS "positionTitle", s.name AS "stepName",
                  ${instant('i.scheduled_at')} AS "scheduledAt", i.mode,
                  EXISTS (SELECT 1 FROM interview_interviewer ii
                           WHERE ii.interview_id = i.id AND ii.user_id = $1) AS mine
             FROM interview i
             JOIN application a ON a.id = i.application_id
             JOIN applicant ap ON ap.id = a.applicant_id
             JOIN job_position jp ON jp.id = a.job_position_id
             LEFT JOIN selection_process_step s ON s.id = i.step_id
            WHERE ${upcoming('i')}
            ORDER BY mine DESC, i.scheduled_at ASC, i.id ASC LIMIT ${DASHBOARD_ROWS * 2}`,
          [userId],
        ),
        query<{ count: number; mine: number }>(
          `SELECT count(*)::int AS count,
                  (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM interview_interviewer ii
                                                   WHERE ii.interview_id = i.id AND ii.user_id = $1)))::int AS mine
             FROM interview i WHERE ${upcoming('i')}`,
          [userId],
        ),
        // The letter states /appsch filters on (kept from the letters by triggers).
        query<{ offers: number; contracts: number }>(
          `SELECT (count(*) FILTER (WHERE job_offer = 'SENT'))::int AS offers,
                  (count(*) FILTER (WHERE contract_offer = 'SENT'))::int AS contracts
             FROM application WHERE job_offer = 'SENT' OR contract_offer = 'SENT'`,
        ),
        scalar(`SELECT count(*)::int AS n FROM compliance_application WHERE status = 'PENDING'`),
      ]);
      return {
        requisitions,
        toReview,
        interviews: {
          count: interviewCounts[0]?.count ?? 0,
          mine: interviewCounts[0]?.mine ?? 0,
          rows: interviews,
        },
        lettersAwaiting: { offers: letters[0]?.offers ?? 0, contracts: letters[0]?.contracts ?? 0 },
        complianceWaiting: compliance,
      };
    },
  };
}
