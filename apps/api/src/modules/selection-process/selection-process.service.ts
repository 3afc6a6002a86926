import {
  ROLES,
  SELECTION_PROCESS_MESSAGES,
  type TCreateInterviewer,
  type TDeleteSelectionQuery,
  type TInterviewerUser,
  type TSelectionStep,
  type TSelectionTemplate,
  type TSetSelectionProcess,
} from '@hr/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { recordAudit, type Tx } from '../requisition-core/index.js';

/**
 * 409 SELECTION_PROCESS_LOCKED once an interview exists at one of the requisition's steps (a
 * cancelled one too: it keeps its step), whatever the requisition's status or its position lock
 * (that lock is about position data). An interview scheduled without a step holds nothing of the
 * process, so it does not lock it. Call it first in the change's transaction: it locks the steps,
 * so an interview being scheduled at one of them meanwhile either waits for this change or is
 * seen here.
 */
async function refuseOnceInterviewed(tx: Tx, positionId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM selection_process_step WHERE job_position_id = ${positionId} FOR UPDATE`;
  const rows = await tx.$queryRaw<{ interviewed: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM interview i JOIN selection_process_step s ON s.id = i.step_id
                    WHERE s.job_position_id = ${positionId}) AS interviewed`;
  if (rows[0]?.interviewed) throw new AppError('SELECTION_PROCESS_LOCKED', SELECTION_PROCESS_MESSAGES.locked);
}

const userName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export function createSelectionProcessService({ db }: Pick<ServiceDeps, 'db'>) {
  const { prisma } = db;

  async function requirePosition(positionId: number) {
    const found = await prisma.jobPosition.findUnique({ where: { id: positionId }, select: { id: true } });
    if (!found) throw notFound('Job requisition', positionId);
  }

  async function steps(positionId: number): Promise<TSelectionStep[]> {
    const rows = await prisma.selectionProcessStep.findMany({
      where: { jobPositionId: positionId },
      orderBy: { stepOrder: 'asc' },
      include: {
        interviewers: {
          include: { user: { select: { id: true, firstName: true, lastName: true, email: true } } },
          orderBy: { userId: 'asc' },
        },
        _count: { select: { interviews: true } },
      },
    });
    return rows.map((row) => ({
      id: row.id,
      positionId: row.jobPositionId,
      stepOrder: row.stepOrder,
      name: row.name,
      stepType: row.stepType,
      interviewers: row.interviewers.map(({ user }) => ({
        id: user.id,
        name: userName(user),
        email: user.email,
      })),
      interviews: row._count.interviews,
    }));
  }

  /** Active users holding any staff role (everyone but the applicant-only kind) can interview. */
  async function interviewers(): Promise<TInterviewerUser[]> {
    const rows = await prisma.user.findMany({
      where: { active: true, roles: { some: { role: { name: { not: ROLES.APPLICANT } } } } },
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
      select: { id: true, firstName: true, lastName: true, email: true },
    });
    return rows.map((u) => ({ id: u.id, name: userName(u), email: u.email }));
  }

  return {
    steps,

    async templates(): Promise<TSelectionTemplate[]> {
      const rows = await prisma.selectionProcessTemplate.findMany({
        orderBy: { name: 'asc' },
        include: { steps: { orderBy: { stepOrder: 'asc' } } },
      });
      return rows.map((t) => ({
        id: t.id,
        name: t.name,
        steps: t.steps.map((s) => ({ stepOrder: s.stepOrder, name: s.name, stepType: s.stepType })),
      }));
    },

    interviewers,

    /** Replaces the steps of a position (and their interviewers) in one transaction. */
    async set(body: TSetSelectionProcess, userId: number): Promise<TSelectionStep[]> {
      await requirePosition(body.positionId);
      let wanted: { name: string; stepType: string }[];
      if (body.templateId !== undefined) {
        const template = await prisma.selectionProcessTemplate.findUnique({
          where: { id: body.templateId },
          include: { steps: { orderBy: { stepOrder: 'asc' } } },
        });
        if (!template)
          throw new AppError('NOT_FOUND', `Selection process template ${body.templateId} was not found.`, {
            templateId: 'Unknown template',
          });
        wanted = template.steps;
      } else {
        wanted = body.steps ?? [];
      }
      const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(', ');
      await prisma.$transaction(async (tx) => {
        await refuseOnceInterviewed(tx, body.positionId);
        const before = await tx.selectionProcessStep.findMany({
          where: { jobPositionId: body.positionId },
          orderBy: { stepOrder: 'asc' },
          select: { name: true },
        });
        await tx.selectionProcessStep.deleteMany({ where: { jobPositionId: body.positionId } });
        await tx.selectionProcessStep.createMany({
          data: wanted.map((step, i) => ({
            jobPositionId: body.positionId,
            stepOrder: i + 1,
            name: step.name,
            stepType: step.stepType,
          })),
        });
        await recordAudit(
          tx,
          { userId },
          {
            jobPositionId: body.positionId,
            action: 'UPDATE',
            entity: 'SelectionProcessStep',
            entityId: null,
            changes: [{ field: 'steps', oldValue: names(before) || null, newValue: names(wanted) || null }],
          },
        );
      });
      return steps(body.positionId);
    },

    async addInterviewer(body: TCreateInterviewer, userId: number): Promise<TSelectionStep[]> {
      const step = await prisma.selectionProcessStep.findUnique({ where: { id: body.stepId } });
      if (!step) throw notFound('Selection step', body.stepId);
      const staff = (await interviewers()).find((u) => u.id === body.userId);
      if (!staff)
        throw new AppError('NOT_AN_INTERVIEWER', 'This user cannot interview.', {
          userId: 'Choose a staff user',
        });
      await prisma.$transaction(async (tx) => {
        await refuseOnceInterviewed(tx, step.jobPositionId);
        await tx.selectionStepInterviewer.create({ data: { stepId: body.stepId, userId: body.userId } });
        await recordAudit(
          tx,
          { userId },
          {
            jobPositionId: step.jobPositionId,
            action: 'CREATE',
            entity: 'SelectionStepInterviewer',
            entityId: `${body.stepId}:${body.userId}`,
            changes: [{ field: `interviewer of ${step.name}`, oldValue: null, newValue: staff.name }],
          },
        );
      });
      return steps(step.jobPositionId);
    },

    async remove(query: TDeleteSelectionQuery, userId: number): Promise<void> {
      const step = await prisma.selectionProcessStep.findUnique({ where: { id: query.stepId } });
      if (!step) throw notFound('Selection step', query.stepId);
      const interviewerId = query.userId;
      if (interviewerId !== undefined) {
        await prisma.$transaction(async (tx) => {
          await refuseOnceInterviewed(tx, step.jobPositionId);
          const row = await tx.selectionStepInterviewer.findUnique({
            where: { stepId_userId: { stepId: query.stepId, userId: interviewerId } },
            include: { user: { select: { firstName: true, lastName: true } } },
          });
          if (!row) throw new AppError('NOT_FOUND', 'This interviewer is not on the step.');
          await tx.selectionStepInterviewer.delete({
            where: { stepId_userId: { stepId: query.stepId, userId: interviewerId } },
          });
          await recordAudit(
            tx,
            { userId },
            {
              jobPositionId: step.jobPositionId,
              action: 'DELETE',
              entity: 'SelectionStepInterviewer',
              entityId: `${query.stepId}:${interviewerId}`,
              changes: [
                { field: `interviewer of ${step.name}`, oldValue: userName(row.user), newValue: null },
              ],
            },
          );
        });
        return;
      }
      await prisma.$transaction(async (tx) => {
        await refuseOnceInterviewed(tx, step.jobPositionId);
        // Deleted meanwhile by another change: 404 as if it had never been there.
        const { count } = await tx.selectionProcessStep.deleteMany({ where: { id: query.stepId } });
        if (count === 0) throw notFound('Selection step', query.stepId);
        // Keep the order contiguous: 1..n.
        const rest = await tx.selectionProcessStep.findMany({
          where: { jobPositionId: step.jobPositionId },
          orderBy: { stepOrder: 'asc' },
          select: { id: true, stepOrder: true },
        });
        for (const [i, row] of rest.entries())
          if (row.stepOrder !== i + 1)
            await tx.selectionProcessStep.update({ where: { id: row.id }, data: { stepOrder: i + 1 } });
        await recordAudit(
          tx,
          { userId },
          {
            jobPositionId: step.jobPositionId,
            action: 'DELETE',
            entity: 'SelectionProcessStep',
            entityId: step.id,
            changes: [{ field: 'step', oldValue: `${step.stepOrder}. ${step.name}`, newValue: null }],
          },
        );
      });
    },
  };
}
