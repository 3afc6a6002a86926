// Demo selection processes: each complete requisition's template steps with interviewers.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import * as ref from '../../db/seed/reference-data.js';
import { byId, type SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';
import type { RequisitionsSeed } from '../requisitions/index.js';

export async function seedSelectionProcess(
  seed: Pick<SeedKit, 'tx'> &
    Pick<DemoUsersSeed, 'managerId' | 'officerId' | 'priyaId' | 'danielId' | 'graceId' | 'tomId'> &
    Pick<RequisitionsSeed, 'complete'>,
) {
  const { tx, managerId, officerId, priyaId, danielId, graceId, tomId, complete } = seed;
  // Selection process: the template's steps with interviewers.
  const stepRows = complete.flatMap((r) =>
    ref.SELECTION_TEMPLATES.find((t) => t.name === (r.seed.template ?? 'Standard'))!.steps.map((step, i) => ({
      jobPositionId: r.id,
      stepOrder: i + 1,
      name: step.name,
      stepType: step.stepType,
    })),
  );
  const steps = byId(
    await tx.selectionProcessStep.createManyAndReturn({
      data: stepRows,
      select: { id: true, jobPositionId: true, stepOrder: true, stepType: true },
    }),
    stepRows.length,
  );
  const stepInterviewers = (step: (typeof steps)[number]): number[] => {
    if (step.stepType === 'SCREENING' || step.stepType === 'TEST') return [officerId];
    if (step.stepType === 'INTERVIEW')
      return step.stepOrder === 2 ? [danielId, graceId] : [managerId, danielId, tomId];
    return [priyaId];
  };
  await tx.selectionStepInterviewer.createMany({
    data: steps.flatMap((step) => stepInterviewers(step).map((uid) => ({ stepId: step.id, userId: uid }))),
  });
  const interviewStep = new Map<number, (typeof steps)[number]>();
  for (const step of steps)
    if (step.stepType === 'INTERVIEW' && !interviewStep.has(step.jobPositionId))
      interviewStep.set(step.jobPositionId, step);
  return { steps, stepInterviewers, interviewStep };
}

export type SelectionProcessSeed = Awaited<ReturnType<typeof seedSelectionProcess>>;
