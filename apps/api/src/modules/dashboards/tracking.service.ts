// Recruitment Tracking: the open requisitions with where each stands (approval state, applications
// per pipeline stage, interviews, offers, days open against the end date) through the one list
// mechanism, and one requisition's selection process with each candidate's state at each step.
import {
  type Criteria,
  MAX_TRACKING_CANDIDATES,
  REQUISITION_FINAL_STATUSES,
  type StepState,
  TRACKING_FILTERS,
  TRACKING_STAGE_KEYS,
  TRACKING_STAGES,
  type TTrackingCandidate,
  type TTrackingDetail,
  type TTrackingRow,
  type ZTrackingCriteria,
} from '@hr/contracts';
import { notFound } from '../../lib/app-error.js';
import {
  filterColumns,
  type ListDefinition,
  likePattern,
  runCriteria,
  runList,
} from '../../lib/list-query.js';
import { ORG_TODAY_SQL } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { worksOn } from './works-on.js';

const codes = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const userName = (alias: string) => `(${alias}.first_name || ' ' || ${alias}.last_name)`;

// Grouped per requisition: the page's keys are chosen without these joins unless a sort or filter
// needs them (a LEFT JOIN on the group key is unique, so the planner drops it when unused).
const APPROVALS = `(SELECT job_position_id, count(*) AS total,
    count(*) FILTER (WHERE response = 'PENDING') AS pending,
    count(*) FILTER (WHERE response = 'DECLINED') AS declined
  FROM approval GROUP BY job_position_id)`;
const APPLICATIONS = `(SELECT job_position_id, count(*) AS total FROM application GROUP BY job_position_id)`;
const INTERVIEWS = `(SELECT a.job_position_id,
    count(*) FILTER (WHERE i.status IN ('SCHEDULED', 'RESCHEDULED')) AS scheduled
  FROM interview i JOIN application a ON a.id = i.application_id GROUP BY a.job_position_id)`;
const OFFERS = `(SELECT a.job_position_id, count(*) FILTER (WHERE o.sent_at IS NOT NULL) AS sent
  FROM offer_letter o JOIN application a ON a.id = o.application_id GROUP BY a.job_position_id)`;

const APPROVAL_STATE = `(CASE WHEN coalesce(apr.total, 0) = 0 THEN 'NONE'
  WHEN apr.declined > 0 THEN 'DECLINED' WHEN apr.pending > 0 THEN 'PENDING' ELSE 'APPROVED' END)`;
const DAYS_OPEN = `(${ORG_TODAY_SQL} - coalesce(jp.request_date, jp.created_at::date))`;
const DAYS_LEFT = `(jp.end_date - ${ORG_TODAY_SQL})`;

// The shown counts of a page's rows: correlated aggregates over the indexed foreign keys, so a page
// of 20 costs 20 index lookups rather than grouping whole tables.
const STAGE_COUNTS = `(SELECT json_build_object('total', count(*), ${TRACKING_STAGE_KEYS.map(
  (key) => `'${key}', count(*) FILTER (WHERE x.status IN (${codes(TRACKING_STAGES[key].statuses)}))`,
).join(', ')}) FROM application x WHERE x.job_position_id = jp.id)`;
const INTERVIEW_COUNTS = `(SELECT json_build_object(
    'scheduled', count(*) FILTER (WHERE i.status IN ('SCHEDULED', 'RESCHEDULED')),
    'done', count(*) FILTER (WHERE i.status = 'COMPLETED'))
  FROM interview i JOIN application x ON x.id = i.application_id WHERE x.job_position_id = jp.id)`;
const OFFER_COUNTS = `(SELECT json_build_object(
    'sent', count(*) FILTER (WHERE o.sent_at IS NOT NULL),
    'accepted', count(*) FILTER (WHERE o.status = 'ACCEPTED'))
  FROM offer_letter o JOIN application x ON x.id = o.application_id WHERE x.job_position_id = jp.id)`;

/**
 * The tracking list as the user sees it; `open` keeps the requisitions not closed, cancelled or
 * completed. The user's id is a whole number written into the SQL (`mine` compares with it).
 */
function trackingList(open: boolean, userId: number): ListDefinition {
  const mine = worksOn(String(Math.trunc(userId)));
  const COLUMNS = {
    id: 'jp.id',
    positionTitle: 'jp.position_title',
    status: 'jp.status',
    approvalState: APPROVAL_STATE,
    department: 'd.name',
    mine: `(CASE WHEN ${mine} THEN 'YES' ELSE 'NO' END)`,
  } as const;
  return {
    from: `job_position jp
      LEFT JOIN ref_department d ON d.id = jp.department_id
      LEFT JOIN ${APPROVALS} apr ON apr.job_position_id = jp.id
      LEFT JOIN ${APPLICATIONS} app ON app.job_position_id = jp.id
      LEFT JOIN ${INTERVIEWS} itv ON itv.job_position_id = jp.id
      LEFT JOIN ${OFFERS} ofr ON ofr.job_position_id = jp.id`,
    ...(open ? { where: `jp.status NOT IN (${codes(REQUISITION_FINAL_STATUSES)})` } : {}),
    select: {
      ...COLUMNS,
      mine,
      approvalsPending: 'coalesce(apr.pending, 0)::int',
      stageCounts: STAGE_COUNTS,
      interviewCounts: INTERVIEW_COUNTS,
      offerCounts: OFFER_COUNTS,
      daysOpen: DAYS_OPEN,
      endDate: day('jp.end_date'),
      daysLeft: DAYS_LEFT,
    },
    sortable: {
      ...COLUMNS,
      positionTitle: 'lower(jp.position_title)',
      department: 'lower(d.name)',
      applications: 'coalesce(app.total, 0)',
      interviewsScheduled: 'coalesce(itv.scheduled, 0)',
      offersSent: 'coalesce(ofr.sent, 0)',
      daysOpen: DAYS_OPEN,
      daysLeft: DAYS_LEFT,
      endDate: 'jp.end_date',
    },
    search: (term, param) => {
      const byId = /^\d{1,9}$/.test(term) ? ` OR jp.id = ${param(Number(term))}` : '';
      return `jp.position_title ILIKE ${param(likePattern(term))}${byId}`;
    },
    filters: filterColumns(TRACKING_FILTERS, COLUMNS),
    tieBreaker: 'jp.id',
  };
}

interface RawRow {
  id: number;
  positionTitle: string;
  department: string | null;
  status: string;
  approvalState: TTrackingRow['approvalState'];
  mine: boolean;
  approvalsPending: number;
  stageCounts: Record<string, number>;
  interviewCounts: { scheduled: number; done: number };
  offerCounts: { sent: number; accepted: number };
  daysOpen: number;
  endDate: string | null;
  daysLeft: number | null;
}

function trackingRow(raw: RawRow): TTrackingRow {
  const { stageCounts, interviewCounts, offerCounts, ...rest } = raw;
  return {
    ...rest,
    applications: stageCounts.total ?? 0,
    stages: Object.fromEntries(
      TRACKING_STAGE_KEYS.map((key) => [key, stageCounts[key] ?? 0]),
    ) as TTrackingRow['stages'],
    interviewsScheduled: interviewCounts.scheduled,
    interviewsDone: interviewCounts.done,
    offersSent: offerCounts.sent,
    offersAccepted: offerCounts.accepted,
  };
}

interface StepRow {
  id: number;
  stepOrder: number;
  name: string;
  stepType: string;
  interviewers: string[];
}
interface CandidateRow {
  applicationId: number;
  applicantName: string;
  status: TTrackingCandidate['status'];
  jobOffer: string;
  contractOffer: string;
}
interface StepInterview {
  applicationId: number;
  stepId: number;
  status: string;
  meetsRequirement: boolean | null;
  scheduledAt: string;
  past: boolean;
}

function stepState(interview: StepInterview | undefined): StepState {
  if (!interview) return 'NOT_SCHEDULED';
  if (interview.meetsRequirement === true) return 'PASSED';
  if (interview.meetsRequirement === false) return 'NOT_PASSED';
  if (interview.status === 'CANCELLED') return 'CANCELLED';
  if (interview.status === 'COMPLETED' || interview.past) return 'AWAITING_DECISION';
  return 'SCHEDULED';
}

const who = (names: string[]) => (names.length > 0 ? names.join(', ') : 'the interviewers');

/** What a candidate's next move waits for, and on whom. */
function waitingOn(
  candidate: CandidateRow,
  steps: StepRow[],
  states: TTrackingCandidate['steps'],
): string | null {
  switch (candidate.status) {
    case 'NEW':
    case 'SCREENING':
      return 'Screening, by the recruiters';
    case 'SHORTLISTED':
    case 'INTERVIEW': {
      const index = states.findIndex((s) => s.state !== 'PASSED');
      const step = steps[index];
      const state = states[index];
      if (!step || !state) return 'An offer, by the recruiters';
      switch (state.state) {
        case 'SCHEDULED':
          return `${step.name} on ${state.scheduledAt?.slice(0, 10)}, with ${who(step.interviewers)}`;
        case 'AWAITING_DECISION':
          return `The ${step.name} decision, by ${who(step.interviewers)}`;
        case 'NOT_PASSED':
          return `A decision after ${step.name} was not passed, by the recruiters`;
        default:
          return `Scheduling ${step.name}, by the recruiters`;
      }
    }
    case 'OFFERED':
      return candidate.jobOffer === 'SENT'
        ? `An answer to the offer, by ${candidate.applicantName}`
        : 'Sending the offer letter, by HR';
    case 'OFFER_ACCEPTED':
      return candidate.contractOffer === 'SENT'
        ? `Signing the contract, by ${candidate.applicantName}`
        : 'Sending the contract, by HR';
    case 'CONTRACTED':
      return 'Onboarding, by HR';
    default:
      return null;
  }
}

export function createTrackingService({ db }: Pick<ServiceDeps, 'db'>) {
  const pool = db.pool;
  const query = async <Row>(sql: string, params: unknown[]) => (await pool.query(sql, params)).rows as Row[];

  return {
    async criteria(body: Criteria<typeof ZTrackingCriteria>, userId: number) {
      const page = await runCriteria<RawRow>(pool, trackingList(true, userId), body);
      return { ...page, responseDataList: page.responseDataList.map(trackingRow) };
    },

    /** One requisition (open or not): its steps, candidates per step, and who it waits on. */
    async detail(id: number, userId: number): Promise<TTrackingDetail> {
      const one = await runList<RawRow>(
        pool,
        trackingList(false, userId),
        { page: 1, size: 1, sort: 'id', direction: 'desc' },
        [{ column: 'id', operator: 'NUM_EQUAL', value: String(id) }],
      );
      const raw = one.responseDataList[0];
      if (!raw) throw notFound('Job requisition', id);
      const [manager, approvals, steps, candidates, interviews] = await Promise.all([
        query<{ name: string }>(
          `SELECT ${userName('u')} AS name FROM job_position jp JOIN app_user u ON u.id = jp.hiring_manager_id
            WHERE jp.id = $1`,
          [id],
        ),
        query<{ approverName: string; response: string; respondedAt: string | null }>(
          `SELECT ar.name AS "approverName", a.response, ${instant('a.responded_at')} AS "respondedAt"
             FROM approval a JOIN approver ar ON ar.id = a.approver_id
            WHERE a.job_position_id = $1 ORDER BY a.approval_order, a.id`,
          [id],
        ),
        query<StepRow>(
          `SELECT s.id, s.step_order AS "stepOrder", s.name, s.step_type AS "stepType",
                  coalesce(array_agg(${userName('u')} ORDER BY u.first_name, u.last_name)
                    FILTER (WHERE u.id IS NOT NULL), '{}') AS interviewers
             FROM selection_process_step s
             LEFT JOIN selection_step_interviewer si ON si.step_id = s.id
             LEFT JOIN app_user u ON u.id = si.user_id
            WHERE s.job_position_id = $1
            GROUP BY s.id ORDER BY s.step_order`,
          [id],
        ),
        query<CandidateRow>(
          `SELECT a.id AS "applicationId",
                  (ap.first_name || ' ' || coalesce(ap.middle_name || ' ', '') || ap.sur_name) AS "applicantName",
                  a.status, a.job_offer AS "jobOffer", a.contract_offer AS "contractOffer"
             FROM application a JOIN applicant ap ON ap.id = a.applicant_id
            WHERE a.job_position_id = $1 ORDER BY a.id DESC LIMIT ${MAX_TRACKING_CANDIDATES}`,
          [id],
        ),
        // Each candidate's latest interview per step (a cancelled one only when it is the only one).
        query<StepInterview>(
          `SELECT DISTINCT ON (i.application_id, i.step_id)
                  i.application_id AS "applicationId", i.step_id AS "stepId", i.status,
                  i.meets_requirement AS "meetsRequirement", ${instant('i.scheduled_at')} AS "scheduledAt",
                  i.scheduled_at < now() AS past
             FROM interview i JOIN application a ON a.id = i.application_id
            WHERE a.job_position_id = $1 AND i.step_id IS NOT NULL
            ORDER BY i.application_id, i.step_id, (i.status = 'CANCELLED'), i.scheduled_at DESC`,
          [id],
        ),
      ]);
      const byKey = new Map(interviews.map((i) => [`${i.applicationId}:${i.stepId}`, i]));
      const requisition = { ...trackingRow(raw), hiringManager: manager[0]?.name ?? null };
      return {
        requisition,
        approvals,
        steps,
        candidates: candidates.map((candidate) => {
          const states = steps.map((step) => {
            const interview = byKey.get(`${candidate.applicationId}:${step.id}`);
            return {
              stepId: step.id,
              state: stepState(interview),
              scheduledAt: interview?.scheduledAt ?? null,
            };
          });
          return { ...candidate, steps: states, waitingOn: waitingOn(candidate, steps, states) };
        }),
        totalCandidates: requisition.applications,
        waiting: requisitionWaits(raw.status, approvals),
      };
    },
  };
}

/** The requisition-level waits: its approval round, or the step before it. */
function requisitionWaits(status: string, approvals: { approverName: string; response: string }[]): string[] {
  if (status === 'DR') return ['Completing and submitting the requisition, by the recruiters'];
  if (status === 'SB') return ['Sending it for approval, by the recruiters'];
  if (status === 'RV') {
    return approvals.filter((a) => a.response === 'PENDING').map((a) => `Approval, by ${a.approverName}`);
  }
  if (status === 'RVD') return ['Revising the declined requisition, by the recruiters'];
  return [];
}
