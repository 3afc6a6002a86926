// Demo interviews: upcoming ones for applications in INTERVIEW, past ones with feedback for those who went further.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import * as ref from '../../db/seed/reference-data.js';
import { byId, DAY, type SeedKit, startOfDay } from '../../db/seed/seed-kit.js';
import type { ApplicationsSeed } from '../applications/index.js';
import type { SelectionProcessSeed } from '../selection-process/index.js';

export async function seedInterviews(
  seed: Pick<SeedKit, 'tx' | 'random' | 'at'> &
    Pick<SelectionProcessSeed, 'steps' | 'stepInterviewers' | 'interviewStep'> &
    Pick<ApplicationsSeed, 'applications' | 'historyOf'>,
) {
  const { tx, random, at, steps, stepInterviewers, interviewStep, applications, historyOf } = seed;
  // When each interview was scheduled (and its invitations emailed): three days before it, and
  // never after yesterday morning for the upcoming ones.
  const scheduledOn = (scheduledAt: Date) =>
    new Date(Math.min(scheduledAt.getTime() - 3 * DAY, at(-1, 9).getTime()));
  // Interviews: upcoming ones for applications in INTERVIEW, past ones (with feedback) for those
  // who went further or were rejected after interviewing.
  const interviewPlan: {
    a: (typeof applications)[number];
    step: (typeof steps)[number];
    scheduledAt: Date;
    past: boolean;
  }[] = [];
  for (const a of applications) {
    const step = interviewStep.get(a.plan.r.id);
    if (!step) continue;
    const history = historyOf.get(a.id)!;
    const reachedInterview = history.findIndex((h) => h.status === 'INTERVIEW');
    if (reachedInterview < 0) continue;
    if (a.status === 'INTERVIEW') {
      const scheduledAt = at(random.int(1, 9), random.pick([9, 10, 11, 13, 14, 15]), random.pick([0, 30]));
      interviewPlan.push({ a, step, scheduledAt, past: false });
    } else {
      const from = history[reachedInterview]!.at.getTime();
      const to = history[reachedInterview + 1]!.at.getTime();
      // Between moving to INTERVIEW and the next status, at a business hour.
      const middle = startOfDay(new Date(from + (to - from) / 2));
      const scheduledAt = new Date(middle.getTime() + (9 + (a.k % 7)) * 60 * 60 * 1000);
      interviewPlan.push({ a, step, scheduledAt, past: true });
    }
  }
  const interviews = byId(
    await tx.interview.createManyAndReturn({
      data: interviewPlan.map((p, i) => {
        const mode = (['ONSITE', 'VIDEO', 'PHONE'] as const)[i % 3]!;
        return {
          applicationId: p.a.id,
          stepId: p.step.id,
          scheduledAt: p.scheduledAt,
          durationMinutes: mode === 'PHONE' ? 30 : random.pick([45, 60, 60, 90]),
          mode,
          location:
            mode === 'ONSITE'
              ? `Level ${random.int(2, 20)}, ${random.int(1, 300)} ${random.pick(ref.STREETS)}, ${p.a.plan.r.city.name}`
              : null,
          meetingLink: mode === 'VIDEO' ? `https://meet.example.com/interview-${p.a.id}` : null,
          status: p.past ? 'COMPLETED' : i % 7 === 3 ? 'RESCHEDULED' : 'SCHEDULED',
          notes: p.past ? null : 'Please bring photo identification.',
          createdAt: scheduledOn(p.scheduledAt),
          applicantEmailedAt: scheduledOn(p.scheduledAt),
          interviewersEmailedAt: scheduledOn(p.scheduledAt),
        };
      }),
      select: { id: true },
    }),
    interviewPlan.length,
  );
  await tx.interviewInterviewer.createMany({
    data: interviewPlan.flatMap((p, i) =>
      stepInterviewers(p.step).map((uid) => ({ interviewId: interviews[i]!.id, userId: uid })),
    ),
  });
  await tx.interviewFeedback.createMany({
    data: interviewPlan.flatMap((p, i) => {
      if (!p.past) return [];
      const positive = p.a.status !== 'REJECTED';
      return stepInterviewers(p.step).map((uid, j) => {
        const rating = positive ? random.int(3, 5) : random.int(1, 3);
        return {
          interviewId: interviews[i]!.id,
          userId: uid,
          rating,
          recommendation: rating >= 4 ? 'HIRE' : rating === 3 ? 'MAYBE' : 'NO_HIRE',
          meetsRequirement: rating >= 3,
          comments: positive
            ? random.pick([
                'Clear communicator with solid examples from recent roles.',
                'Good technical depth; would fit the team well.',
                'Well prepared and asked thoughtful questions.',
              ])
            : random.pick([
                'Limited experience with the key requirements.',
                'Struggled with the practical questions.',
                'Salary expectations well above the band.',
              ]),
          createdAt: new Date(p.scheduledAt.getTime() + (2 + j) * 60 * 60 * 1000),
        };
      });
    }),
  });
}

export type InterviewsSeed = Awaited<ReturnType<typeof seedInterviews>>;
