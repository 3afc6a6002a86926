// Scheduling an interview and changing it (details, new time, interviewers), and its feedback.
// Scheduling never moves the application's status; scheduling and rescheduling email both sides.
import {
  AUTHORITY_CODES,
  NO_INTERVIEW_APPLICATION_STATUSES,
  SERVER_MESSAGES,
  type TInterviewFeedback,
  type TInterviewRow,
  type ZAssignInterviewer,
  type ZInterviewFeedbackInput,
  type ZRescheduleInterview,
  type ZScheduleInterview,
  type ZUpdateInterview,
} from '@hr/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { applyPipelineEvent } from '../applications/index.js';
import { refuseWhileAwaitingApproval } from '../requisition-core/index.js';
import { createInterviewInvites } from './interview-invites.js';
import {
  createInterviewKit,
  type InterviewDeps,
  lockApplication,
  mustBeFuture,
  refuseOverlap,
  toFeedback,
} from './interview-shared.js';

export function createInterviewScheduleService(deps: InterviewDeps) {
  const { prisma } = deps.db;
  const { clock } = deps;
  const { row, requireStaff } = createInterviewKit(deps);
  const { sendInvites, notify } = createInterviewInvites(deps);

  return {
    sendInvites,

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
