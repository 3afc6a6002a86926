// Demo applicants (with their profiles) and applications along the whole pipeline, with history, reviews and scores.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { FUNNEL_STAGES, type RequisitionStatus } from '@hr/contracts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { APPLICATION_STATUSES_BY_REQUISITION } from '../../db/seed/demo-requisitions.js';
import * as ref from '../../db/seed/reference-data.js';
import { byId, need, type SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';
import type { ReferenceDataSeed } from '../reference-data/index.js';
import type { RequisitionsSeed } from '../requisitions/index.js';

/** The requisition of the demo applicant's application (an offer letter was sent to them). */
const APPLICANT_DEMO_REQUISITION = 'HR Business Partner';

/** Hired applications of the demo: the employees seed gives each an employee record. */
const DEMO_EMPLOYEES = 2;

/** The path of a hire, in order: the funnel the reports count. */
const PIPELINE: readonly string[] = FUNNEL_STAGES;

export async function seedApplications(
  seed: Pick<SeedKit, 'tx' | 'random' | 'day' | 'at' | 'today'> &
    Pick<
      ReferenceDataSeed,
      | 'industryIds'
      | 'disciplineId'
      | 'qualificationIds'
      | 'skillIds'
      | 'lifecycleIds'
      | 'computerSkillIds'
      | 'languageIds'
    > &
    Pick<DemoUsersSeed, 'managerId' | 'officerId' | 'applicantUserId' | 'priyaId' | 'recruiters'> &
    Pick<RequisitionsSeed, 'requisitions'>,
) {
  const {
    tx,
    random,
    day,
    at,
    today,
    industryIds,
    disciplineId,
    qualificationIds,
    skillIds,
    lifecycleIds,
    computerSkillIds,
    languageIds,
    managerId,
    officerId,
    applicantUserId,
    priyaId,
    recruiters,
    requisitions,
  } = seed;
  const open = requisitions.filter((r) => APPLICATION_STATUSES_BY_REQUISITION[r.seed.status]);
  const demoRequisition = requisitions.find((r) => r.seed.title === APPLICANT_DEMO_REQUISITION)!;
  const APPLICANTS = 200;
  // Applicant 0 is the demo applicant; 1..169 apply once, 1..30 apply a second time, the last 30
  // are in the talent pool without an application.
  const applying = APPLICANTS - 30;
  const plan: { applicant: number; r: (typeof requisitions)[number] }[] = [];
  plan.push({ applicant: 0, r: demoRequisition });
  for (let i = 1; i < applying; i++) plan.push({ applicant: i, r: open[i % open.length]! });
  // A second application, on another requisition (open holds more than seven).
  for (let i = 1; i <= 30; i++) plan.push({ applicant: i, r: open[(i + 7) % open.length]! });
  const firstRequisition = new Map<number, (typeof requisitions)[number]>();
  for (const p of plan) if (!firstRequisition.has(p.applicant)) firstRequisition.set(p.applicant, p.r);

  const demoAccount = DEMO_ACCOUNTS.find((a) => a.email === 'applicant@demo.local')!;
  const people = Array.from({ length: APPLICANTS }, (_, i) => {
    const firstIndex = (i * 17 + 3) % ref.FIRST_NAMES.length;
    const female = ref.isFemaleName(firstIndex);
    const firstName = i === 0 ? demoAccount.firstName : ref.FIRST_NAMES[firstIndex]!;
    const surName =
      i === 0 ? demoAccount.lastName : ref.SURNAMES[(i * 7 + Math.floor(i / 40)) % ref.SURNAMES.length]!;
    const email =
      i === 0
        ? demoAccount.email
        : `${firstName}.${surName}.${i}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '');
    return { i, firstName, surName, email, female: i === 0 ? true : female };
  });
  const applicantRows = people.map((p) => {
    const target = firstRequisition.get(p.i);
    const matchesTarget = target && random.chance(0.8);
    const industryName = matchesTarget ? target.seed.industry : random.pick(ref.INDUSTRIES).name;
    const industryId = need(industryIds, industryName);
    const disciplineName = matchesTarget
      ? target.seed.discipline
      : random.pick(ref.INDUSTRIES.find((x) => x.name === industryName)!.disciplines);
    const experience = Math.round((0.5 + random.next() * 22) * 10) / 10;
    const hourly = target ? target.seed.pay[1] < 1000 : false;
    const base = target ? (target.seed.pay[0] + target.seed.pay[1]) / 2 : random.int(55, 160) * 1000;
    const current = hourly
      ? random.int(24, 34)
      : Math.round((base * (0.8 + random.next() * 0.25)) / 1000) * 1000;
    const expected = hourly
      ? current + random.int(1, 4)
      : Math.round((current * (1.05 + random.next() * 0.15)) / 1000) * 1000;
    const received = -random.int(5, 90);
    const source = random.pick(ref.APPLICANT_SOURCES);
    return {
      userId: p.i === 0 ? applicantUserId : null,
      title: p.female ? random.pick(['Ms', 'Ms', 'Mrs', 'Dr']) : random.pick(['Mr', 'Mr', 'Mr', 'Dr']),
      firstName: p.firstName,
      middleName: random.chance(0.4)
        ? random.pick(ref.FIRST_NAMES.filter((_, k) => ref.isFemaleName(k) === p.female))
        : null,
      surName: p.surName,
      email: p.email,
      mobile: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      phone: random.chance(0.6)
        ? `(0${random.pick([2, 3, 7, 8])}) ${random.int(9000, 9999)} ${random.int(1000, 9999)}`
        : null,
      totalExperience: experience,
      currentSalary: current,
      expectedSalary: expected,
      minExperience: Math.floor(experience),
      maxExperience: Math.floor(experience) + 3,
      currentSalOption: hourly ? 'HOURLY' : 'ANNUAL',
      expectedSalOption: hourly ? 'HOURLY' : 'ANNUAL',
      industryId,
      disciplineId: disciplineId(industryId, disciplineName),
      dateReceived: day(received),
      cvReference: `CV-${today.getUTCFullYear()}-${String(p.i + 1).padStart(4, '0')}`,
      cvNotes: random.pick([
        'Strong communicator with a stable work history.',
        'Relevant industry experience; available at four weeks notice.',
        'Career changer with transferable skills.',
        'Looking for hybrid work; open to relocation.',
        'Excellent technical background, some gaps in leadership experience.',
        'Recently completed further study.',
      ]),
      reference:
        source === 'Referral'
          ? `Referred by ${random.pick(['Grace Lee', 'Tom Walker', 'Daniel Nguyen'])}`
          : random.chance(0.5)
            ? `Previous manager: ${random.pick(ref.FIRST_NAMES)} ${random.pick(ref.SURNAMES)}, ${random.pick(['0412 555 010', '0433 555 021', '0455 555 032'])}`
            : null,
      source,
      createdAt: at(received, 8, p.i % 60),
    };
  });
  const applicants = byId(
    await tx.applicant.createManyAndReturn({ data: applicantRows, select: { id: true } }),
    applicantRows.length,
  );
  const applicantId = (index: number) => applicants[index]!.id;

  const qualificationNames = ref.QUALIFICATIONS;
  await tx.applicantQualification.createMany({
    data: people.flatMap((p) => {
      const level = random.int(1, qualificationNames.length - 1);
      const names = random.chance(0.4)
        ? [qualificationNames[level - 1]!, qualificationNames[level]!]
        : [qualificationNames[level]!];
      return names.map((name) => ({
        applicantId: applicantId(p.i),
        qualificationId: need(qualificationIds, name),
      }));
    }),
  });
  await tx.applicantSkill.createMany({
    data: people.flatMap((p) => {
      const target = firstRequisition.get(p.i);
      const names = new Set([
        ...(target ? random.sample(target.seed.skills, random.int(1, 3)) : []),
        ...random.sample(ref.SKILLS, random.int(1, 3)),
      ]);
      return [...names].map((name) => ({ applicantId: applicantId(p.i), skillId: need(skillIds, name) }));
    }),
  });
  await tx.applicantLifecycle.createMany({
    data: people.map((p) => ({
      applicantId: applicantId(p.i),
      lifecycleId: need(lifecycleIds, random.pick(ref.LIFECYCLES)),
    })),
  });
  await tx.applicantComputerSkill.createMany({
    data: people.flatMap((p) =>
      random.sample(ref.COMPUTER_SKILLS, random.int(2, 4)).map((name) => ({
        applicantId: applicantId(p.i),
        computerSkillId: need(computerSkillIds, name),
      })),
    ),
  });
  await tx.applicantLanguage.createMany({
    data: people.flatMap((p) =>
      ['English', ...(random.chance(0.45) ? [random.pick(ref.LANGUAGES.slice(1))] : [])].map((name) => ({
        applicantId: applicantId(p.i),
        languageId: need(languageIds, name),
      })),
    ),
  });

  // Statuses: by the requisition's stage; each hiring requisition hires its first applicants. Hired
  // means an employee record exists (the employees seed makes two): later hires wait at Contracted
  // (a signed contract) for HR's "Create employee".
  const hiredSoFar = new Map<number, number>();
  let employeesToBe = DEMO_EMPLOYEES;
  const applicationRows = plan.map((p, k) => {
    let status: string;
    if (p.applicant === 0) status = 'OFFERED';
    else {
      const choices = APPLICATION_STATUSES_BY_REQUISITION[p.r.seed.status]!;
      status = random.pick(choices);
      if (p.r.seed.status === 'CD' || p.r.seed.status === 'CO') {
        const hired = hiredSoFar.get(p.r.id) ?? 0;
        if (hired < (p.r.seed.openings ?? 1)) status = 'HIRED';
        else if (status === 'HIRED') status = 'REJECTED';
        if (status === 'HIRED') hiredSoFar.set(p.r.id, hired + 1);
        if (status === 'HIRED' && employeesToBe-- <= 0) status = 'CONTRACTED';
      }
    }
    // Applied between the requisition's start and a week ago (or yesterday for recent ones).
    const earliest = Math.max(p.r.start, -85);
    const latest = Math.min(p.r.end - 1, -2);
    const applied = latest > earliest ? random.int(earliest, latest) : latest;
    const reviewed = status !== 'NEW';
    return {
      plan: p,
      k,
      status,
      applied,
      data: {
        jobPositionId: p.r.id,
        applicantId: applicantId(p.applicant),
        status,
        profileScore: random.int(35, 98),
        reviewScore: reviewed ? random.int(40, 95) : null,
        missingMandatoryItems: status === 'NEW' || status === 'SCREENING' ? random.pick([0, 0, 0, 1, 2]) : 0,
        applicantSource: applicantRows[p.applicant]!.source,
        createdAt: at(applied, 10, k % 60),
      },
    };
  });
  const applicationIds = byId(
    await tx.application.createManyAndReturn({
      data: applicationRows.map((a) => a.data),
      select: { id: true },
    }),
    applicationRows.length,
  ).map((row) => row.id);
  const applications = applicationRows.map((a, i) => ({ ...a, id: applicationIds[i]! }));

  // Status history: the path through the pipeline to the current status.
  // Rejected or withdrawn after screening at most while the requisition is only approved.
  const pathTo = (status: string, seedValue: number, requisitionStatus: RequisitionStatus): string[] => {
    const stage = PIPELINE.indexOf(status);
    if (stage >= 0) return PIPELINE.slice(0, stage + 1);
    if (status === 'OFFER_DECLINED') return [...PIPELINE.slice(0, 5), 'OFFER_DECLINED'];
    const furthest = requisitionStatus === 'RVA' ? 2 : 4;
    return [...PIPELINE.slice(0, 1 + (seedValue % furthest)), status];
  };
  const historyOf = new Map<number, { status: string; at: Date }[]>();
  await tx.applicationStatusHistory.createMany({
    data: applications.flatMap((a) => {
      const path = pathTo(a.status, a.k, a.plan.r.seed.status);
      // Closed requisitions finished their pipeline a couple of weeks after their end date.
      const closed = ['CD', 'CO', 'CN'].includes(a.plan.r.seed.status);
      const until = closed ? Math.min(-1, a.plan.r.end + 15) : -1;
      const span = Math.max(1, until - a.applied);
      const times = path.map((_, i) =>
        at(a.applied + Math.floor((i * span) / path.length), 10 + (i % 7), a.k % 60),
      );
      historyOf.set(
        a.id,
        path.map((status, i) => ({ status, at: times[i]! })),
      );
      return path.map((status, i) => ({
        applicationId: a.id,
        fromStatus: i === 0 ? null : path[i - 1]!,
        toStatus: status,
        userId: i === 0 ? null : recruiters[(a.k + i) % recruiters.length]!,
        note:
          status === 'REJECTED'
            ? 'Does not meet the mandatory requirements.'
            : status === 'WITHDRAWN'
              ? 'Candidate accepted another offer.'
              : status === 'SHORTLISTED'
                ? 'Strong match on skills.'
                : null,
        createdAt: times[i]!,
      }));
    }),
  });
  await tx.applicationReview.createMany({
    data: applications.flatMap((a) => {
      if (a.status === 'NEW') return [];
      const verdict = a.status === 'REJECTED' ? 'DISLIKE' : a.status === 'SCREENING' ? 'MAYBE' : 'LIKE';
      const reviewers = a.k % 2 === 0 ? [officerId, managerId] : [priyaId];
      return reviewers.map((uid, i) => ({
        applicationId: a.id,
        userId: uid,
        reviewType: i === 1 && verdict === 'LIKE' && a.k % 5 === 0 ? 'MAYBE' : verdict,
        createdAt: at(a.applied + 1, 11 + i),
      }));
    }),
  });
  await tx.applicationScore.createMany({
    data: applications
      .filter((a) => a.plan.r.seed.complete !== false)
      .flatMap((a) =>
        a.plan.r.seed.skills.map((name, i) => ({
          applicationId: a.id,
          criterion: 'SKILL',
          referenceId: need(skillIds, name),
          weight: i === 0 ? 30 : 20,
          met: (a.data.profileScore + i * 17) % 100 > 40,
          mandatory: i === 0,
        })),
      ),
  });

  return { applications, historyOf, people, applicantRows };
}

export type ApplicationsSeed = Awaited<ReturnType<typeof seedApplications>>;
