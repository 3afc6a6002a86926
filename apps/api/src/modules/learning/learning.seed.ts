// Demo learning: a small catalogue (WHS induction and Privacy training mandatory for everyone, First
// Aid with a 36-month renewal, an optional course) and Eddie's (employee@demo.local) assignments: one
// completed, one overdue, one expired, one not started. The rules then give the other employees theirs.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { dayOfDate, expiryOf } from '@hr/contracts';
import type { SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';
import { applyLearningRules } from './learning-sql.js';

const COURSES = [
  {
    title: 'Work health and safety induction',
    provider: 'HireOnboard People Team',
    delivery: 'ONLINE',
    durationHours: 1.5,
    mandatory: true,
    renewalMonths: null,
    link: 'https://www.safeworkaustralia.gov.au/safety-topic/managing-health-and-safety',
  },
  {
    title: 'First Aid',
    provider: 'St John Ambulance',
    delivery: 'CLASSROOM',
    durationHours: 8,
    mandatory: true,
    renewalMonths: 36,
    link: null,
  },
  {
    title: 'Privacy training',
    provider: 'HireOnboard Legal',
    delivery: 'ONLINE',
    durationHours: 1,
    mandatory: true,
    renewalMonths: 12,
    link: null,
  },
  {
    title: 'Presenting with confidence',
    provider: 'Toastmasters',
    delivery: 'CLASSROOM',
    durationHours: 3,
    mandatory: false,
    renewalMonths: null,
    link: null,
  },
] as const;

export async function seedLearning(
  seed: Pick<SeedKit, 'tx' | 'day' | 'today'> & Pick<DemoUsersSeed, 'employeeUserId'>,
) {
  const { tx, day, today, employeeUserId } = seed;
  const ids: number[] = [];
  for (const course of COURSES) ids.push((await tx.learningCourse.create({ data: course })).id);
  const [whs, firstAid, privacy, presenting] = ids as [number, number, number, number];
  const eddie = await tx.employee.findUnique({ where: { userId: employeeUserId }, select: { id: true } });
  if (eddie) {
    const completedOn = day(-20);
    const firstAidOn = day(-1200);
    const firstAidExpiry = expiryOf(dayOfDate(firstAidOn), 36)!;
    const rows = [
      { courseId: whs, dueDate: day(-10), completedOn, score: 95 },
      {
        courseId: firstAid,
        dueDate: day(-1210),
        completedOn: firstAidOn,
        score: null,
        expiresOn: new Date(`${firstAidExpiry}T00:00:00Z`),
      },
      { courseId: privacy, dueDate: day(-5) },
      { courseId: presenting, dueDate: day(25) },
    ];
    for (const row of rows) {
      const assignment = await tx.learningAssignment.create({
        data: { employeeId: eddie.id, source: row.courseId === presenting ? 'MANUAL' : 'RULE', ...row },
      });
      if (row.completedOn)
        await tx.learningCompletion.create({
          data: {
            assignmentId: assignment.id,
            completedOn: row.completedOn,
            score: row.score ?? null,
            expiresOn: row.expiresOn ?? null,
          },
        });
    }
  }
  await applyLearningRules(tx, dayOfDate(today));
}
