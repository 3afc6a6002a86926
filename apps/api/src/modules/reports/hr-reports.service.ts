// Human Resource Reports: each report is one SQL aggregate on the pool (no rows are loaded to be
// counted), all narrowed by the same filters. Durations are medians and 90th percentiles by
// percentile_cont, in days rounded to one decimal.
import {
  EMPLOYEE_LEFT_STATUSES,
  FUNNEL_STAGES,
  HEADCOUNT_DEFAULT_MONTHS,
  HEADCOUNT_MAX_MONTHS,
  type THrReports,
  type TReportFilters,
} from '@hr/contracts';
import type { Database } from '../../db/prisma.js';
import { ORG_TODAY_SQL } from '../../lib/org-settings.js';
import { durationSql } from './percentiles.js';

const DAYS = (later: string, earlier: string) => `extract(epoch FROM (${later} - ${earlier})) / 86400`;
const DURATION = (days: string) =>
  `round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${days}))::numeric, 1)::float8 AS "medianDays",
   round((percentile_cont(0.9) WITHIN GROUP (ORDER BY ${days}))::numeric, 1)::float8 AS "p90Days",
   count(*)::int AS count`;
/** Decline reasons listed (the rest are rare one-offs). */
const MAX_DECLINE_REASONS = 50;

/** The parameters and conditions the filters make; every query gets its own. */
function scope(filters: TReportFilters) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  /** The conditions on the requisition `jp`. */
  const requisition = () => {
    const parts = ['TRUE'];
    if (filters.departmentId) parts.push(`jp.department_id = ${param(filters.departmentId)}`);
    if (filters.positionTypeId) parts.push(`jp.position_type_id = ${param(filters.positionTypeId)}`);
    if (filters.requisitionId) parts.push(`jp.id = ${param(filters.requisitionId)}`);
    return parts.join(' AND ');
  };
  /** `column` within the date range, both days included. */
  const range = (column: string) => {
    const parts = ['TRUE'];
    if (filters.from) parts.push(`${column} >= ${param(filters.from)}::date`);
    if (filters.to) parts.push(`${column} < ${param(filters.to)}::date + 1`);
    return parts.join(' AND ');
  };
  return { params, param, requisition, range };
}

/** Whether the filters narrow the requisitions (without, no join to sort through). */
const narrowed = (filters: TReportFilters) =>
  Boolean(filters.departmentId || filters.positionTypeId || filters.requisitionId);

/** The kept stages `s` of the applications, joined to their requisition `jp` when the filters need it. */
const keptStages = (filters: TReportFilters) =>
  narrowed(filters)
    ? 'application_stage s JOIN job_position jp ON jp.id = s.job_position_id'
    : 'application_stage s';

const duration = (row: { medianDays: number | null; p90Days: number | null; count: number } | undefined) =>
  row ?? { medianDays: null, p90Days: null, count: 0 };

/** Needs only the pool: the bench's baseline server runs the same SQL through it. */
export function createHrReportService({ db }: { db: Pick<Database, 'pool'> }) {
  const query = async <Row>(sql: string, params: unknown[]) =>
    (await db.pool.query(sql, params)).rows as Row[];

  const funnel = (filters: TReportFilters) => {
    const s = scope(filters);
    // An application's furthest stage (its current status or any status it held; every one was NEW)
    // is kept by triggers in application_stage (migration 20261129150000). Counted once per rank,
    // then summed from the top: "reached stage i" is "rank >= i".
    return query<{ rank: number; n: number }>(
      `SELECT s.furthest_rank AS rank, count(*)::int AS n
         FROM ${keptStages(filters)}
        WHERE ${s.requisition()} AND ${s.range('s.created_at')}
        GROUP BY 1`,
      s.params,
    ).then((rows) => {
      const byRank = new Map(rows.map((row) => [row.rank, row.n]));
      let reached = 0;
      const counts = FUNNEL_STAGES.map((_, i) => FUNNEL_STAGES.length - i)
        .map((rank) => {
          reached += byRank.get(rank) ?? 0;
          return reached;
        })
        .reverse();
      return FUNNEL_STAGES.map((stage, i) => {
        const before = counts[i - 1];
        return {
          stage,
          reached: counts[i]!,
          conversion: before ? Math.round((counts[i]! / before) * 1000) / 10 : null,
        };
      });
    });
  };

  const timeToHire = (filters: TReportFilters) => {
    const s = scope(filters);
    // The hires' days are kept (application_stage.hire_days, indexed): the median and 90th
    // percentile are read at their place in that index (percentiles.ts), not sorted.
    const hires = `s.hired_at IS NOT NULL AND ${s.requisition()} AND ${s.range('s.hired_at')}`;
    return query<THrReports['timeToHire']>(
      `SELECT ${durationSql({ value: 's.hire_days', from: keptStages(filters), where: hires, count: 'c.n' })}
         FROM (SELECT count(*) AS n FROM ${keptStages(filters)} WHERE ${hires}) c`,
      s.params,
    ).then((rows) => duration(rows[0]));
  };

  const stageTimes = (filters: TReportFilters) => {
    const s = scope(filters);
    const stages = s.param(FUNNEL_STAGES);
    // Each ended stay (a stage until the application's next move) is kept with its days by triggers
    // in application_stage_time; stays ended in the range count. Each stage's percentiles are read
    // at their place in the (stage, days) index (percentiles.ts).
    const stays = `${narrowed(filters) ? `t.application_id IN (SELECT a.id FROM application a JOIN job_position jp ON jp.id = a.job_position_id WHERE ${s.requisition()})` : 'TRUE'}
          AND ${s.range('t.left_at')}`;
    return query<THrReports['stageTimes'][number]>(
      `SELECT c.stage, ${durationSql({ value: 't.days', from: 'application_stage_time t', where: `t.stage = c.stage AND ${stays}`, count: 'c.n' })}
         FROM (SELECT t.stage, count(*) AS n FROM application_stage_time t
                WHERE t.stage = ANY(${stages}::text[]) AND ${stays} GROUP BY t.stage) c`,
      s.params,
    ).then((rows) => {
      const byStage = new Map(rows.map((row) => [row.stage, row]));
      // HIRED is final: no time is spent "in" it before a next move.
      return FUNNEL_STAGES.filter((stage) => stage !== 'HIRED').map((stage) => ({
        ...duration(byStage.get(stage)),
        stage,
      }));
    });
  };

  /** The funnel by source: applications per source, and how many reached Interview, Offered, Hired. */
  const sources = (filters: TReportFilters) => {
    const s = scope(filters);
    const reached = (stage: (typeof FUNNEL_STAGES)[number]) =>
      `(count(*) FILTER (WHERE st.furthest_rank >= ${FUNNEL_STAGES.indexOf(stage) + 1}))::int`;
    // The furthest stage as the funnel counts it (the current status or any status held): kept in
    // application_stage, not recounted from each application's history.
    return query<THrReports['sources'][number]>(
      `SELECT coalesce(nullif(btrim(a.applicant_source), ''), 'Not given') AS source, count(*)::int AS applications,
              ${reached('INTERVIEW')} AS interviewed, ${reached('OFFERED')} AS offered,
              (count(*) FILTER (WHERE a.status = 'HIRED'))::int AS hired
         FROM application a JOIN application_stage st ON st.application_id = a.id
              ${narrowed(filters) ? 'JOIN job_position jp ON jp.id = a.job_position_id' : ''}
        WHERE ${s.requisition()} AND ${s.range('a.created_at')}
        GROUP BY 1 ORDER BY applications DESC, source`,
      s.params,
    );
  };

  /** Offers sent in the range (`o`; joined to its requisition `jp` when the filters narrow by it). */
  const sentOffers = (s: ReturnType<typeof scope>, filters: TReportFilters) =>
    `offer_letter o ${narrowed(filters) ? 'JOIN application a ON a.id = o.application_id JOIN job_position jp ON jp.id = a.job_position_id' : ''}
     WHERE o.sent_at IS NOT NULL AND ${s.requisition()} AND ${s.range('o.sent_at')}`;

  const offers = (filters: TReportFilters) => {
    const s = scope(filters);
    return query<Omit<THrReports['offers'], 'acceptanceRate'>>(
      `SELECT count(*)::int AS sent,
              (count(*) FILTER (WHERE o.status = 'ACCEPTED'))::int AS accepted,
              (count(*) FILTER (WHERE o.status = 'DECLINED'))::int AS declined,
              (count(*) FILTER (WHERE o.status = 'WITHDRAWN'))::int AS withdrawn,
              (count(*) FILTER (WHERE o.status = 'SENT'))::int AS awaiting
         FROM ${sentOffers(s, filters)}`,
      s.params,
    ).then(([row]) => {
      const o = row ?? { sent: 0, accepted: 0, declined: 0, withdrawn: 0, awaiting: 0 };
      const answered = o.accepted + o.declined;
      return { ...o, acceptanceRate: answered ? Math.round((o.accepted / answered) * 1000) / 10 : null };
    });
  };

  const declineReasons = (filters: TReportFilters) => {
    const s = scope(filters);
    return query<THrReports['declineReasons'][number]>(
      `SELECT coalesce(nullif(btrim(o.response_comment), ''), 'No reason given') AS reason, count(*)::int AS count
         FROM ${sentOffers(s, filters)} AND o.status = 'DECLINED'
        GROUP BY 1 ORDER BY count DESC, reason LIMIT ${MAX_DECLINE_REASONS}`,
      s.params,
    );
  };

  const requisitions = (filters: TReportFilters) => {
    const s = scope(filters);
    return query<THrReports['requisitions'][number]>(
      `SELECT coalesce(d.name, 'No department') AS department, jp.status, count(*)::int AS count
         FROM job_position jp LEFT JOIN ref_department d ON d.id = jp.department_id
        WHERE ${s.requisition()} AND ${s.range('jp.created_at')}
        GROUP BY 1, 2 ORDER BY 1, 2`,
      s.params,
    );
  };

  const approvalTimes = (filters: TReportFilters) => {
    const s = scope(filters);
    return query<THrReports['approvalTimes']>(
      `SELECT ${DURATION(DAYS('ap.responded_at', 'coalesce(ap.email_sent_at, ap.created_at)'))}
         FROM approval ap JOIN job_position jp ON jp.id = ap.job_position_id
        WHERE ap.responded_at IS NOT NULL AND ${s.requisition()} AND ${s.range('ap.responded_at')}`,
      s.params,
    ).then((rows) => duration(rows[0]));
  };

  const headcount = (filters: TReportFilters) => {
    const s = scope(filters);
    const parts = ['e.employment_start_date IS NOT NULL'];
    if (filters.departmentId) parts.push(`e.department_id = ${s.param(filters.departmentId)}`);
    if (filters.positionTypeId) parts.push(`e.position_type_id = ${s.param(filters.positionTypeId)}`);
    if (filters.requisitionId) {
      parts.push(
        `e.application_id IN (SELECT id FROM application WHERE job_position_id = ${s.param(filters.requisitionId)})`,
      );
    }
    const left = s.param(EMPLOYEE_LEFT_STATUSES);
    const last = filters.to
      ? `date_trunc('month', ${s.param(filters.to)}::date)`
      : `date_trunc('month', ${ORG_TODAY_SQL})`;
    const first = filters.from
      ? `greatest(date_trunc('month', ${s.param(filters.from)}::date), ${last} - interval '${HEADCOUNT_MAX_MONTHS - 1} months')`
      : `${last} - interval '${HEADCOUNT_DEFAULT_MONTHS - 1} months'`;
    // A leaver's date: the effective date of the first move to a leaving status (its record date when
    // none was given), or the last update when no history holds it.
    // One pass over the people by month: a month's headcount is everyone who started by its end less
    // everyone who had left by then (counted from the later of their start and leaving months).
    return query<THrReports['headcount'][number]>(
      `WITH people AS (
         SELECT date_trunc('month', e.employment_start_date)::date AS start_month,
                date_trunc('month', CASE WHEN e.status = ANY(${left}::text[]) THEN coalesce(
                  (SELECT min(coalesce(h.effective_date, h.created_at::date)) FROM employee_status_history h
                    WHERE h.employee_id = e.id AND h.to_status = ANY(${left}::text[])), e.updated_at)::date END)::date AS left_month
           FROM employee e WHERE ${parts.join(' AND ')}),
       starts AS (SELECT start_month AS month, count(*) AS n FROM people GROUP BY 1),
       lefts AS (SELECT left_month AS month, count(*) AS n FROM people WHERE left_month IS NOT NULL GROUP BY 1),
       exits AS (SELECT greatest(start_month, left_month) AS month, count(*) AS n
                   FROM people WHERE left_month IS NOT NULL GROUP BY 1),
       months AS (SELECT m::date AS first_day FROM generate_series(${first}, ${last}, interval '1 month') m)
       SELECT to_char(first_day, 'YYYY-MM') AS month,
              coalesce((SELECT n FROM starts WHERE starts.month = first_day), 0)::int AS starters,
              coalesce((SELECT n FROM lefts WHERE lefts.month = first_day), 0)::int AS leavers,
              (coalesce((SELECT sum(n) FROM starts WHERE starts.month <= first_day), 0)
                - coalesce((SELECT sum(n) FROM exits WHERE exits.month <= first_day), 0))::int AS headcount
         FROM months ORDER BY first_day`,
      s.params,
    );
  };

  return {
    async all(filters: TReportFilters): Promise<THrReports> {
      const [f, tth, st, src, off, dec, req, appr, hc] = await Promise.all([
        funnel(filters),
        timeToHire(filters),
        stageTimes(filters),
        sources(filters),
        offers(filters),
        declineReasons(filters),
        requisitions(filters),
        approvalTimes(filters),
        headcount(filters),
      ]);
      return {
        funnel: f,
        timeToHire: tth,
        stageTimes: st,
        sources: src,
        offers: off,
        declineReasons: dec,
        requisitions: req,
        approvalTimes: appr,
        headcount: hc,
      };
    },
  };
}
