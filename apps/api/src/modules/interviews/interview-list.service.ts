// Reading the interviews of a requisition: the list, the paged criteria, the export and the
// candidates an interview may be for.
import {
  type Criteria,
  INTERVIEW_FILTERS,
  NO_INTERVIEW_APPLICATION_STATUSES,
  type TInterviewCandidate,
  type TInterviewPage,
  type TInterviewRow,
  type ZInterviewCriteria,
} from '@hr/contracts';
import type { ExportHeaders } from '../../lib/list-export.js';
import {
  byName,
  containsFolded,
  filterColumns,
  type ListDefinition,
  runCriteria,
} from '../../lib/list-query.js';
import {
  createInterviewKit,
  type InterviewDeps,
  interviewInclude,
  personName,
  toRow,
} from './interview-shared.js';

const interviewList = (reqId: number): ListDefinition => ({
  from: `interview i
    JOIN application a ON a.id = i.application_id
    JOIN applicant p ON p.id = a.applicant_id`,
  where: (param) => `a.job_position_id = ${param(Math.trunc(reqId))}`,
  select: { id: 'i.id' },
  sortable: {
    id: 'i.id',
    applicantName: byName("(p.first_name || ' ' || p.sur_name)"),
    scheduledAt: 'i.scheduled_at',
    status: 'i.status',
    mode: 'i.mode',
  },
  // The applicant's name ignoring case and accents (its folded copy: migration 20261127113000).
  search: (term, param) => containsFolded('p.name_search', param(term)),
  filters: filterColumns(
    INTERVIEW_FILTERS,
    {
      id: 'i.id',
      applicationId: 'i.application_id',
      applicantName: "(p.first_name || ' ' || p.sur_name)",
      stepId: 'i.step_id',
      status: 'i.status',
      scheduledAt: 'i.scheduled_at',
      mode: 'i.mode',
    },
    { folded: { applicantName: 'p.name_search' } },
  ),
  tieBreaker: 'i.id',
});

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"')`;

/** The same list with what a spreadsheet shows in each row (the page reads rows through Prisma). */
const interviewExportList = (reqId: number): ListDefinition => {
  const list = interviewList(reqId);
  return {
    ...list,
    from: `${list.from} LEFT JOIN selection_process_step s ON s.id = i.step_id`,
    select: {
      id: 'i.id',
      applicantName: "(p.first_name || ' ' || p.sur_name)",
      stepName: 's.name',
      scheduledAt: iso('i.scheduled_at'),
      durationMinutes: 'i.duration_minutes',
      mode: 'i.mode',
      location: 'coalesce(i.location, i.meeting_link)',
      status: 'i.status',
      interviewers: `(SELECT string_agg(u.first_name || ' ' || u.last_name, ', ' ORDER BY u.id)
        FROM interview_interviewer ii JOIN app_user u ON u.id = ii.user_id WHERE ii.interview_id = i.id)`,
      feedbackCount: '(SELECT count(*)::int FROM interview_feedback f WHERE f.interview_id = i.id)',
    },
  };
};

/** The interview list's XLSX columns (the panel's column names). */
export const INTERVIEW_EXPORT_HEADERS: ExportHeaders = {
  id: 'Id',
  applicantName: 'Candidate',
  stepName: 'Step',
  scheduledAt: 'Date and time (UTC)',
  durationMinutes: 'Minutes',
  mode: 'Mode',
  location: 'Location',
  status: 'Status',
  interviewers: 'Interviewers',
  feedbackCount: 'Feedback',
};

export function createInterviewListService(deps: InterviewDeps) {
  const { prisma } = deps.db;
  const { lists } = deps;
  const { requirePosition } = createInterviewKit(deps);

  return {
    async list(reqId: number): Promise<TInterviewRow[]> {
      await requirePosition(reqId);
      const rows = await prisma.interview.findMany({
        where: { application: { jobPositionId: reqId } },
        include: interviewInclude,
        orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map(toRow);
    },

    async criteria(reqId: number, body: Criteria<typeof ZInterviewCriteria>): Promise<TInterviewPage> {
      await requirePosition(reqId);
      const page = await runCriteria<{ id: number }>(lists, interviewList(reqId), body);
      const ids = page.responseDataList.map((r) => r.id);
      const rows = await prisma.interview.findMany({ where: { id: { in: ids } }, include: interviewInclude });
      const byId = new Map(rows.map((r) => [r.id, toRow(r)]));
      return { responseDataList: ids.map((id) => byId.get(id)!).filter(Boolean), paging: page.paging };
    },

    /** What the export reads; 404 when the requisition does not exist. */
    async exportList(reqId: number): Promise<ListDefinition> {
      await requirePosition(reqId);
      return interviewExportList(reqId);
    },

    async candidates(reqId: number): Promise<TInterviewCandidate[]> {
      await requirePosition(reqId);
      const rows = await prisma.application.findMany({
        where: { jobPositionId: reqId, status: { notIn: [...NO_INTERVIEW_APPLICATION_STATUSES] } },
        select: { id: true, status: true, applicant: { select: { firstName: true, surName: true } } },
        orderBy: [{ applicant: { firstName: 'asc' } }, { id: 'asc' }],
      });
      return rows.map((a) => ({
        applicationId: a.id,
        applicantName: personName(a.applicant),
        status: a.status,
      }));
    },
  };
}
