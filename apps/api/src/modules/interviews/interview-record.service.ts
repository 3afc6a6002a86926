// Interviews as the application record shows them: one step's interviews with their feedback, a
// delete, and the step's decision (meetsRequirement), which moves the applicant on through the
// applications module's transition function.
import {
  MESSAGES,
  type TMeetsRequirementAnswer,
  type TStepInterview,
  type ZMeetsRequirement,
} from '@hr/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { passInterviewStep } from '../applications/index.js';
import { interviewInclude, toFeedback, toRow } from './interviews.service.js';

const personName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : null;

export function createInterviewRecordService({ db }: Pick<ServiceDeps, 'db'>) {
  const { prisma } = db;

  return {
    /** The application's interviews at one step, newest first, each with its feedback (three queries). */
    async stepInterviews(stepId: number, applicationId: number): Promise<TStepInterview[]> {
      const [step, application] = await Promise.all([
        prisma.selectionProcessStep.findUnique({ where: { id: stepId }, select: { jobPositionId: true } }),
        prisma.application.findUnique({ where: { id: applicationId }, select: { jobPositionId: true } }),
      ]);
      if (!application) throw notFound('Application', applicationId);
      if (!step || step.jobPositionId !== application.jobPositionId) throw notFound('Selection step', stepId);
      const rows = await prisma.interview.findMany({
        where: { stepId, applicationId },
        include: {
          ...interviewInclude,
          feedback: {
            include: { user: { select: { firstName: true, lastName: true } } },
            orderBy: { id: 'asc' },
          },
        },
        orderBy: { id: 'desc' },
      });
      return rows.map((i) => ({
        ...toRow(i),
        meetsRequirement: i.meetsRequirement,
        decidedAt: i.decidedAt?.toISOString() ?? null,
        feedback: i.feedback.map((f) => ({ ...toFeedback(f), userName: personName(f.user) })),
      }));
    },

    /** Deletes an interview not yet held; a completed or decided one is kept (its feedback is the record). */
    async remove(interviewId: number): Promise<{ message: string }> {
      const found = await prisma.interview.findUnique({
        where: { id: interviewId },
        select: { status: true, meetsRequirement: true },
      });
      if (!found) throw notFound('Interview', interviewId);
      if (found.status === 'COMPLETED' || found.meetsRequirement !== null) {
        throw new AppError('INTERVIEW_COMPLETED', 'A completed interview cannot be deleted.');
      }
      await prisma.interview.delete({ where: { id: interviewId } });
      return { message: MESSAGES.deleted };
    },

    async meetsRequirement(
      body: z.output<typeof ZMeetsRequirement>,
      userId: number,
    ): Promise<TMeetsRequirementAnswer> {
      const found = await prisma.interview.findUnique({
        where: { id: body.interviewId },
        select: { applicationId: true },
      });
      if (!found) throw notFound('Interview', body.interviewId);
      return prisma.$transaction(async (tx) => {
        // The application first (as scheduling locks it), then the interview: one order, no deadlock.
        await tx.$queryRaw`SELECT id FROM application WHERE id = ${found.applicationId} FOR UPDATE`;
        const rows = await tx.$queryRaw<{ status: string; meetsRequirement: boolean | null }[]>`
          SELECT status, meets_requirement AS "meetsRequirement" FROM interview WHERE id = ${body.interviewId} FOR UPDATE`;
        const interview = rows[0]!;
        if (interview.meetsRequirement !== null) {
          throw new AppError('INTERVIEW_DECIDED', 'This interview step is already decided.');
        }
        if (interview.status === 'CANCELLED') {
          throw new AppError('INTERVIEW_DECIDED', 'A cancelled interview cannot be decided.');
        }
        await tx.interview.update({
          where: { id: body.interviewId },
          data: {
            meetsRequirement: body.meetsRequirement,
            decidedAt: new Date(),
            decidedById: userId,
            status: 'COMPLETED',
          },
        });
        const note = body.note || (body.meetsRequirement ? 'Interview passed' : 'Interview failed');
        const status = await passInterviewStep(tx, found.applicationId, body.meetsRequirement, userId, note);
        return {
          interviewId: body.interviewId,
          applicationId: found.applicationId,
          status,
          message: MESSAGES.successfullyUpdated,
        };
      });
    },
  };
}
