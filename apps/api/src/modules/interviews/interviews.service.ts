// Interviews by requisition: scheduling, changes, interviewers and feedback. Scheduling never moves
// the application's status (the candidates pipeline owns that). Scheduling and rescheduling email
// both sides; the record's "Send again" buttons resend one side, at most once per resend window.
import {
  AUTHORITY_CODES,
  type Criteria,
  INTERVIEW_ALREADY_EXISTS_THIS_DATE,
  INTERVIEW_FILTERS,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_OVERLAP_FIELD,
  INTERVIEW_RESEND_SECONDS,
  type InterviewMode,
  NO_INTERVIEW_APPLICATION_STATUSES,
  ROLES,
  SERVER_MESSAGES,
  type TInterviewCandidate,
  type TInterviewFeedback,
  type TInterviewPage,
  type TInterviewRow,
  type ZAssignInterviewer,
  type ZInterviewCriteria,
  type ZInterviewFeedbackInput,
  type ZRescheduleInterview,
  type ZScheduleInterview,
  ZScorecardLine,
  type ZUpdateInterview,
} from '@hr/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ExportHeaders } from '../../lib/list-export.js';
import {
  byName,
  containsFolded,
  filterColumns,
  type ListDefinition,
  runCriteria,
} from '../../lib/list-query.js';
import { orgTimeZone } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { applyPipelineEvent } from '../applications/index.js';
import { refuseWhileAwaitingApproval } from '../requisition-core/index.js';
import { icsInvite, localInterviewTime } from './calendar.js';

type Tx = Prisma.TransactionClient;
type InviteSide = 'applicant' | 'interviewers';

export const interviewInclude = {
  application: { select: { applicant: { select: { firstName: true, surName: true } } } },
  step: { select: { name: true } },
  interviewers: {
    select: { user: { select: { id: true, firstName: true, lastName: true } } },
    orderBy: { userId: 'asc' },
  },
  _count: { select: { feedback: true } },
} satisfies Prisma.InterviewInclude;

type InterviewWithParts = Prisma.InterviewGetPayload<{ include: typeof interviewInclude }>;

const personName = (p: { firstName: string | null; lastName?: string | null; surName?: string | null }) =>
  [p.firstName, p.lastName ?? p.surName].filter(Boolean).join(' ');

export function toRow(i: InterviewWithParts): TInterviewRow {
  return {
    id: i.id,
    applicationId: i.applicationId,
    applicantName: personName(i.application.applicant),
    stepId: i.stepId,
    stepName: i.step?.name ?? null,
    scheduledAt: i.scheduledAt.toISOString(),
    durationMinutes: i.durationMinutes,
    mode: i.mode,
    location: i.location,
    meetingLink: i.meetingLink,
    status: i.status,
    notes: i.notes,
    interviewers: i.interviewers.map(({ user }) => ({ id: user.id, name: personName(user) })),
    feedbackCount: i._count.feedback,
    applicantEmailedAt: i.applicantEmailedAt?.toISOString() ?? null,
    interviewersEmailedAt: i.interviewersEmailedAt?.toISOString() ?? null,
  };
}

/** A feedback row as the API answers it (the scorecard is JSON in the table). */
export function toFeedback(f: Prisma.InterviewFeedbackGetPayload<object>): TInterviewFeedback {
  return {
    id: f.id,
    interviewId: f.interviewId,
    userId: f.userId,
    rating: f.rating,
    recommendation: f.recommendation,
    meetsRequirement: f.meetsRequirement,
    comments: f.comments,
    scorecard: ZScorecardLine.array().catch([]).parse(f.scorecard),
    createdAt: f.createdAt.toISOString(),
  };
}

function mustBeFuture(scheduledAt: Date, now: Date): void {
  if (scheduledAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', 'The interview must be in the future.', {
      scheduledAt: 'Choose a date and time in the future',
    });
  }
}

/**
 * One application's live (not cancelled) interviews may not overlap in time: two on one day are
 * fine when one ends before the other starts. Call it under the application's row lock.
 */
async function refuseOverlap(
  tx: Tx,
  applicationId: number,
  slot: { scheduledAt: Date; durationMinutes: number },
  exceptId?: number,
) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM interview
     WHERE application_id = ${applicationId} AND status <> 'CANCELLED' AND id <> ${exceptId ?? 0}
       AND scheduled_at < ${slot.scheduledAt}::timestamptz + make_interval(mins => ${slot.durationMinutes}::int)
       AND ${slot.scheduledAt}::timestamptz < scheduled_at + make_interval(mins => duration_minutes)
     LIMIT 1`;
  if (rows.length > 0) {
    throw new AppError(INTERVIEW_ALREADY_EXISTS_THIS_DATE, 'interview already exists this date', {
      scheduledAt: INTERVIEW_OVERLAP_FIELD,
    });
  }
}

/** Locks the application's row: scheduling, rescheduling and duration changes of one applicant queue up. */
const lockApplication = (tx: Tx, applicationId: number) =>
  tx.$queryRaw`SELECT id FROM application WHERE id = ${applicationId} FOR UPDATE`;

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

export function createInterviewService({
  db,
  lists,
  mailer,
  clock,
}: Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'>) {
  const { prisma } = db;

  async function requirePosition(reqId: number) {
    const position = await prisma.jobPosition.findUnique({ where: { id: reqId }, select: { id: true } });
    if (!position) throw notFound('Job requisition', reqId);
  }

  async function row(id: number): Promise<TInterviewRow> {
    return toRow(await prisma.interview.findUniqueOrThrow({ where: { id }, include: interviewInclude }));
  }

  /** Refuses (400 naming the field) any id that is not an active staff user. */
  async function requireStaff(userIds: readonly number[], field: string) {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return unique;
    const staff = await prisma.user.count({
      where: {
        id: { in: unique },
        active: true,
        roles: { some: { role: { name: { not: ROLES.APPLICANT } } } },
      },
    });
    if (staff !== unique.length) {
      throw new AppError('VALIDATION_FAILED', 'Interviewers must be staff users.', {
        [field]: 'Choose staff users',
      });
    }
    return unique;
  }

  /**
   * Stamps the side's emailed time. A resend claims it only when the side was not emailed within
   * the resend window (one atomic update, so two clicks at once claim it once); answers whether
   * this call may send.
   */
  async function stampEmailed(interviewId: number, to: InviteSide, now: Date, resend: boolean) {
    const cutoff = new Date(now.getTime() - INTERVIEW_RESEND_SECONDS * 1000);
    const due = (field: 'applicantEmailedAt' | 'interviewersEmailedAt') =>
      resend ? { OR: [{ [field]: null }, { [field]: { lte: cutoff } }] } : {};
    const { count } =
      to === 'applicant'
        ? await prisma.interview.updateMany({
            where: { id: interviewId, ...due('applicantEmailedAt') },
            data: { applicantEmailedAt: now },
          })
        : await prisma.interview.updateMany({
            where: { id: interviewId, ...due('interviewersEmailedAt') },
            data: { interviewersEmailedAt: now },
          });
    return count > 0;
  }

  /**
   * Emails the applicant or each interviewer, each email with the .ics invite, times in the
   * organisation's zone; a refused delivery is recorded by the mailer. Schedule and reschedule send
   * always; a `resend` (the record's buttons) sends nothing when that side was emailed within the
   * window. Answers how many were sent and when the side was last emailed.
   */
  async function sendInvites(
    interviewId: number,
    to: InviteSide,
    { resend = false }: { resend?: boolean } = {},
  ): Promise<{ sent: number; emailedAt: string | null }> {
    const i = await prisma.interview.findUnique({
      where: { id: interviewId },
      include: {
        application: {
          select: {
            applicant: { select: { firstName: true, surName: true, email: true } },
            jobPosition: { select: { positionTitle: true } },
          },
        },
        interviewers: {
          select: { user: { select: { firstName: true, lastName: true, email: true } } },
          orderBy: { userId: 'asc' },
        },
      },
    });
    if (!i) throw notFound('Interview', interviewId);
    const applicant = i.application.applicant;
    const interviewers = i.interviewers.map(({ user }) => ({ name: personName(user), email: user.email }));
    const lastEmailed = async () => {
      const row = await prisma.interview.findUnique({
        where: { id: interviewId },
        select: { applicantEmailedAt: true, interviewersEmailedAt: true },
      });
      const at = to === 'applicant' ? row?.applicantEmailedAt : row?.interviewersEmailedAt;
      return at?.toISOString() ?? null;
    };
    if (to === 'interviewers' && interviewers.length === 0)
      return { sent: 0, emailedAt: await lastEmailed() };
    const now = clock();
    if (!(await stampEmailed(interviewId, to, now, resend)))
      return { sent: 0, emailedAt: await lastEmailed() };

    const timeZone = await orgTimeZone(prisma);
    const applicantName = personName(applicant);
    const jobTitle = i.application.jobPosition.positionTitle ?? '';
    const location = i.location ?? i.meetingLink ?? INTERVIEW_MODE_LABELS[i.mode as InterviewMode] ?? i.mode;
    const common = { applicantName, jobTitle, location, ...localInterviewTime(i.scheduledAt, timeZone) };
    const ics = icsInvite({
      uid: `interview-${i.id}@hireonboard`,
      start: i.scheduledAt,
      durationMinutes: i.durationMinutes,
      timeZone,
      summary: `Interview: ${applicantName}, ${jobTitle}`,
      description: i.notes ?? '',
      location,
      organizer: interviewers[0]?.email ?? applicant.email,
      attendees: [{ name: applicantName, email: applicant.email }, ...interviewers],
      sequence: Math.floor(i.updatedAt.getTime() / 1000),
      now,
    });
    const attachments = [
      { filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ];
    if (to === 'applicant') {
      await mailer.send({
        templateKey: 'INTERVIEW_APPLICANT',
        to: applicant.email,
        values: { ...common, link: mailer.link('/') },
        entity: 'interview',
        entityId: i.id,
        attachments,
      });
      return { sent: 1, emailedAt: now.toISOString() };
    }
    for (const interviewer of interviewers) {
      await mailer.send({
        templateKey: 'INTERVIEW_INTERVIEWERS',
        to: interviewer.email,
        values: { ...common, interviewerName: interviewer.name },
        entity: 'interview',
        entityId: i.id,
        attachments,
      });
    }
    return { sent: interviewers.length, emailedAt: now.toISOString() };
  }

  /** Schedule and reschedule: the invitation goes to both sides, once each. */
  async function notify(interviewId: number) {
    await sendInvites(interviewId, 'applicant');
    await sendInvites(interviewId, 'interviewers');
  }

  return {
    sendInvites,

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

    async schedule(
      applicationId: number,
      body: z.output<typeof ZScheduleInterview>,
      userId: number | null,
    ): Promise<TInterviewRow> {
      const application = await prisma.application.findUnique({
        where: { id: applicationId },
        select: { id: true, status: true, jobPositionId: true, jobPosition: { select: { status: true } } },
      });
      if (!application) throw notFound('Application', applicationId);
      if ((NO_INTERVIEW_APPLICATION_STATUSES as readonly string[]).includes(application.status)) {
        throw new AppError('APPLICATION_CLOSED', 'This application cannot get an interview.');
      }
      refuseWhileAwaitingApproval(application.jobPosition.status);
      if (body.stepId !== null) {
        const step = await prisma.selectionProcessStep.findUnique({
          where: { id: body.stepId },
          select: { jobPositionId: true },
        });
        if (!step || step.jobPositionId !== application.jobPositionId) {
          throw new AppError('VALIDATION_FAILED', 'The step is not one of this requisition.', {
            stepId: 'Choose a step of this requisition',
          });
        }
      }
      const scheduledAt = new Date(body.scheduledAt);
      mustBeFuture(scheduledAt, clock());
      const interviewerIds = await requireStaff(body.interviewerIds, 'interviewerIds');
      const created = await prisma.$transaction(async (tx) => {
        // Serializes scheduling for one application so the overlap rule holds under races.
        await lockApplication(tx, applicationId);
        await refuseOverlap(tx, applicationId, { scheduledAt, durationMinutes: body.durationMinutes });
        // An interview brings an application not yet at Interview there (an event of the pipeline).
        await applyPipelineEvent(tx, applicationId, 'INTERVIEW_SCHEDULED', userId);
        return tx.interview.create({
          data: {
            applicationId,
            stepId: body.stepId,
            scheduledAt,
            durationMinutes: body.durationMinutes,
            mode: body.mode,
            location: body.location,
            meetingLink: body.meetingLink,
            notes: body.notes,
            status: 'SCHEDULED',
            interviewers: { create: interviewerIds.map((userId) => ({ userId })) },
          },
          select: { id: true },
        });
      });
      await notify(created.id);
      return row(created.id);
    },

    async update(interviewId: number, body: z.output<typeof ZUpdateInterview>): Promise<TInterviewRow> {
      const found = await prisma.interview.findUnique({
        where: { id: interviewId },
        select: { applicationId: true, scheduledAt: true, status: true },
      });
      if (!found) throw notFound('Interview', interviewId);
      await prisma.$transaction(async (tx) => {
        // A longer interview may run into the applicant's next one.
        const live = (body.status ?? found.status) !== 'CANCELLED';
        if (body.durationMinutes !== undefined && live) {
          await lockApplication(tx, found.applicationId);
          await refuseOverlap(
            tx,
            found.applicationId,
            { scheduledAt: found.scheduledAt, durationMinutes: body.durationMinutes },
            interviewId,
          );
        }
        await tx.interview.update({
          where: { id: interviewId },
          data: {
            mode: body.mode,
            location: body.location,
            meetingLink: body.meetingLink,
            notes: body.notes,
            durationMinutes: body.durationMinutes,
            status: body.status,
          },
        });
      });
      return row(interviewId);
    },

    async reschedule(body: z.output<typeof ZRescheduleInterview>): Promise<TInterviewRow> {
      const found = await prisma.interview.findUnique({
        where: { id: body.interviewId },
        select: { applicationId: true, status: true, notes: true, durationMinutes: true },
      });
      if (!found) throw notFound('Interview', body.interviewId);
      if (found.status === 'COMPLETED') {
        throw new AppError('INTERVIEW_COMPLETED', 'A completed interview cannot be rescheduled.');
      }
      const scheduledAt = new Date(body.scheduledAt);
      mustBeFuture(scheduledAt, clock());
      await prisma.$transaction(async (tx) => {
        await lockApplication(tx, found.applicationId);
        await refuseOverlap(
          tx,
          found.applicationId,
          { scheduledAt, durationMinutes: found.durationMinutes },
          body.interviewId,
        );
        const note = body.reason ? `Rescheduled: ${body.reason}` : null;
        await tx.interview.update({
          where: { id: body.interviewId },
          data: {
            scheduledAt,
            status: 'RESCHEDULED',
            ...(note ? { notes: found.notes ? `${found.notes}\n${note}` : note } : {}),
          },
        });
      });
      await notify(body.interviewId);
      return row(body.interviewId);
    },

    async assign(body: z.output<typeof ZAssignInterviewer>): Promise<TInterviewRow> {
      const found = await prisma.interview.findUnique({
        where: { id: body.interviewId },
        select: { id: true },
      });
      if (!found) throw notFound('Interview', body.interviewId);
      const userIds = await requireStaff(body.userIds, 'userIds');
      await prisma.$transaction(async (tx) => {
        if (body.replace)
          await tx.interviewInterviewer.deleteMany({ where: { interviewId: body.interviewId } });
        await tx.interviewInterviewer.createMany({
          data: userIds.map((userId) => ({ interviewId: body.interviewId, userId })),
          skipDuplicates: true,
        });
      });
      return row(body.interviewId);
    },

    async addFeedback(
      interviewId: number,
      body: z.output<typeof ZInterviewFeedbackInput>,
      actor: { id: number; authorities: readonly string[] },
    ): Promise<TInterviewFeedback> {
      const userId = actor.id;
      const found = await prisma.interview.findUnique({
        where: { id: interviewId },
        select: { interviewers: { where: { userId }, select: { userId: true } } },
      });
      if (!found) throw notFound('Interview', interviewId);
      const shortlister = actor.authorities.includes(AUTHORITY_CODES.SHORTLISTING);
      if (found.interviewers.length === 0 && !shortlister) {
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      }
      const saved = await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM interview WHERE id = ${interviewId} FOR UPDATE`;
        const given = await tx.interviewFeedback.findFirst({
          where: { interviewId, userId },
          select: { id: true },
        });
        if (given) {
          throw new AppError('FEEDBACK_ALREADY_GIVEN', 'You already gave feedback on this interview.');
        }
        return tx.interviewFeedback.create({
          data: {
            interviewId,
            userId,
            rating: body.rating,
            recommendation: body.recommendation,
            meetsRequirement: body.meetsRequirement,
            comments: body.comments,
            scorecard: body.scorecard,
          },
        });
      });
      return toFeedback(saved);
    },
  };
}
