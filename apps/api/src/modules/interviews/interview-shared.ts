// What the interviews' use cases share: the deps, an interview's row and feedback answers, the
// future and overlap rules, the application lock and the lookups each use case starts from. The use
// cases are interview-list (list, criteria, export, candidates), interview-schedule (schedule,
// change, reschedule, assign, feedback) and interview-invites (the emails with their .ics).
import {
  INTERVIEW_ALREADY_EXISTS_THIS_DATE,
  INTERVIEW_OVERLAP_FIELD,
  ROLES,
  type TInterviewFeedback,
  type TInterviewRow,
  ZScorecardLine,
} from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export type InterviewDeps = Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'>;

export type Tx = Prisma.TransactionClient;
export type InviteSide = 'applicant' | 'interviewers';

export const interviewInclude = {
  application: { select: { applicant: { select: { firstName: true, surName: true } } } },
  step: { select: { name: true } },
  interviewers: {
    select: { user: { select: { id: true, firstName: true, lastName: true } } },
    orderBy: { userId: 'asc' },
  },
  _count: { select: { feedback: true } },
} satisfies Prisma.InterviewInclude;

export type InterviewWithParts = Prisma.InterviewGetPayload<{ include: typeof interviewInclude }>;

export const personName = (p: {
  firstName: string | null;
  lastName?: string | null;
  surName?: string | null;
}) => [p.firstName, p.lastName ?? p.surName].filter(Boolean).join(' ');

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

export function mustBeFuture(scheduledAt: Date, now: Date): void {
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
export async function refuseOverlap(
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
export const lockApplication = (tx: Tx, applicationId: number) =>
  tx.$queryRaw`SELECT id FROM application WHERE id = ${applicationId} FOR UPDATE`;

/** The lookups the use cases start from, over the module's deps. */
export function createInterviewKit({ db }: InterviewDeps) {
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

  return { requirePosition, row, requireStaff };
}
