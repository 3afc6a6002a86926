// Demo data for `npm start` on the embedded database (DEMO_DATA): every kind of reference data, the
// demo accounts and a few more staff, about 30 requisitions in every status (exactly three of them
// open past their end date, for the bell), about 200 applicants and applications along the whole
// pipeline with their history, interviews, letters, and two employees whose sensitive fields are
// encrypted. Deterministic (a seeded generator), bulk inserts, one transaction, only into a
// database without users.
import { REQUISITION_STATUS_CODES, type RequisitionStatus, ROLES, type RoleName } from '@hr/contracts';
import { createFieldCipher, type FieldCipher, last4 } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/password.js';
import type { PrismaClient } from '../prisma.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoGrants } from './demo-accounts.js';
import {
  APPLICATION_STATUSES_BY_REQUISITION,
  REQUISITIONS,
  type RequisitionSeed,
} from './demo-requisitions.js';
import * as ref from './reference-data.js';

export interface SeedDemoOptions {
  /** Key of the encrypted employee fields (the server's ENCRYPTION_KEY or its generated key). */
  encryptionKey: Buffer;
  /** "Today" of the data; dates are placed around it. Defaults to now. */
  today?: Date;
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

// ---------------------------------------------------------------- a small seeded generator

/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    pick,
    chance: (probability: number) => next() < probability,
    /** n distinct items, in list order. */
    sample<T>(items: readonly T[], n: number): T[] {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.min(n, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]!);
    },
  };
}

/** The requisition of the demo applicant's application (an offer letter was sent to them). */
const APPLICANT_DEMO_REQUISITION = 'HR Business Partner';

const PIPELINE = [
  'NEW',
  'SCREENING',
  'SHORTLISTED',
  'INTERVIEW',
  'OFFERED',
  'OFFER_ACCEPTED',
  'CONTRACTED',
  'HIRED',
];

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  AU: 'AUD',
  NZ: 'NZD',
  GB: 'GBP',
  US: 'USD',
  IN: 'INR',
  SG: 'SGD',
  PH: 'PHP',
};

const EXTRA_STAFF: { email: string; firstName: string; lastName: string; roles: RoleName[] }[] = [
  {
    email: 'priya.sharma@demo.local',
    firstName: 'Priya',
    lastName: 'Sharma',
    roles: [ROLES.RECRUITMENT_OFFICER],
  },
  { email: 'daniel.nguyen@demo.local', firstName: 'Daniel', lastName: 'Nguyen', roles: [ROLES.EMPLOYEE] },
  { email: 'grace.lee@demo.local', firstName: 'Grace', lastName: 'Lee', roles: [ROLES.EMPLOYEE] },
  { email: 'tom.walker@demo.local', firstName: 'Tom', lastName: 'Walker', roles: [ROLES.EMPLOYEE] },
];

// ---------------------------------------------------------------- helpers

const DAY = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): Date {
  const day = new Date(date);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** Sorts rows returned by a bulk insert by id: ids follow the order of the inserted rows. */
function byId<T extends { id: number }>(rows: T[], expected: number): T[] {
  if (rows.length !== expected) throw new Error(`Seed: inserted ${rows.length} rows, expected ${expected}`);
  return [...rows].sort((a, b) => a.id - b.id);
}

/** Inserts names missing from a reference list and answers name -> id for the whole list. */
async function named(
  insert: (data: { name: string }[]) => Promise<unknown>,
  read: () => Promise<{ id: number; name: string }[]>,
  names: string[],
): Promise<Map<string, number>> {
  await insert(names.map((name) => ({ name })));
  return new Map((await read()).map((row) => [row.name, row.id]));
}

const need = (map: Map<string, number>, key: string): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: unknown reference "${key}"`);
  return id;
};

// ---------------------------------------------------------------- the seed

/** Seeds only into a database without users; answers whether it did. */
export async function seedDemoData(prisma: PrismaClient, options: SeedDemoOptions): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  const cipher = createFieldCipher(options.encryptionKey);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return prisma.$transaction(
    async (tx) => {
      // Two servers starting on one empty database: the second waits here, then finds the users.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(4242, 1)`;
      if ((await tx.user.count()) > 0) return false;
      await seedInto(tx, cipher, passwordHash, startOfDay(options.today ?? new Date()));
      return true;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

async function seedInto(tx: Tx, cipher: FieldCipher, passwordHash: string, today: Date): Promise<void> {
  const random = createRandom(20250101);
  const day = (offset: number) => new Date(today.getTime() + offset * DAY);
  const at = (offsetDays: number, hour: number, minute = 0) =>
    new Date(today.getTime() + offsetDays * DAY + (hour * 60 + minute) * 60 * 1000);

  // ---------------------------------------------------------------- reference data
  const countryIds = await named(
    (data) =>
      tx.country.createMany({
        data: data.map(({ name }) => ({ name, code: ref.COUNTRIES.find((c) => c.name === name)!.code })),
        skipDuplicates: true,
      }),
    () => tx.country.findMany({ select: { id: true, name: true } }),
    ref.COUNTRIES.map((c) => c.name),
  );
  await tx.state.createMany({
    data: ref.COUNTRIES.flatMap((country) =>
      country.states.map((state) => ({
        countryId: need(countryIds, country.name),
        name: state.name,
        code: state.code,
      })),
    ),
    skipDuplicates: true,
  });
  const states = await tx.state.findMany({ select: { id: true, name: true, countryId: true } });
  const stateId = (countryId: number, name: string) =>
    states.find((s) => s.countryId === countryId && s.name === name)!.id;
  await tx.city.createMany({
    data: ref.COUNTRIES.flatMap((country) =>
      country.states.flatMap((state) =>
        state.cities.map((name) => {
          const countryId = need(countryIds, country.name);
          return { name, countryId, stateId: stateId(countryId, state.name) };
        }),
      ),
    ),
    skipDuplicates: true,
  });
  const cities = await tx.city.findMany({ select: { id: true, name: true, countryId: true, stateId: true } });
  const cityByName = new Map(cities.map((c) => [c.name, c]));
  const countryById = new Map(ref.COUNTRIES.map((c) => [need(countryIds, c.name), c]));
  const stateById = new Map(states.map((s) => [s.id, s]));
  const stateCode = (id: number | null) => {
    const state = id === null ? undefined : stateById.get(id);
    if (!state) return undefined;
    return countryById.get(state.countryId)?.states.find((s) => s.name === state.name)?.code;
  };

  const industryIds = await named(
    (data) => tx.industry.createMany({ data, skipDuplicates: true }),
    () => tx.industry.findMany({ select: { id: true, name: true } }),
    ref.INDUSTRIES.map((i) => i.name),
  );
  await tx.industryDiscipline.createMany({
    data: ref.INDUSTRIES.flatMap((industry) =>
      industry.disciplines.map((name) => ({ industryId: need(industryIds, industry.name), name })),
    ),
    skipDuplicates: true,
  });
  const disciplines = await tx.industryDiscipline.findMany({
    select: { id: true, name: true, industryId: true },
  });
  const disciplineId = (industryId: number, name: string) => {
    const found = disciplines.find((d) => d.industryId === industryId && d.name === name);
    if (!found) throw new Error(`Seed: unknown discipline "${name}"`);
    return found.id;
  };

  const departmentIds = await named(
    (data) => tx.department.createMany({ data, skipDuplicates: true }),
    () => tx.department.findMany({ select: { id: true, name: true } }),
    ref.DEPARTMENTS,
  );
  const positionTypeIds = await named(
    (data) => tx.positionType.createMany({ data, skipDuplicates: true }),
    () => tx.positionType.findMany({ select: { id: true, name: true } }),
    ref.POSITION_TYPES,
  );
  const workAuthIds = await named(
    (data) => tx.workAuthorization.createMany({ data, skipDuplicates: true }),
    () => tx.workAuthorization.findMany({ select: { id: true, name: true } }),
    ref.WORK_AUTHORIZATIONS,
  );
  const qualificationIds = await named(
    (data) => tx.qualification.createMany({ data, skipDuplicates: true }),
    () => tx.qualification.findMany({ select: { id: true, name: true } }),
    ref.QUALIFICATIONS,
  );
  const certificationIds = await named(
    (data) => tx.certification.createMany({ data, skipDuplicates: true }),
    () => tx.certification.findMany({ select: { id: true, name: true } }),
    ref.CERTIFICATIONS,
  );
  const skillIds = await named(
    (data) => tx.skill.createMany({ data, skipDuplicates: true }),
    () => tx.skill.findMany({ select: { id: true, name: true } }),
    ref.SKILLS,
  );
  const designationIds = await named(
    (data) => tx.designation.createMany({ data, skipDuplicates: true }),
    () => tx.designation.findMany({ select: { id: true, name: true } }),
    ref.DESIGNATIONS.map((d) => d.name),
  );
  await tx.roleResponsibility.createMany({
    data: ref.DESIGNATIONS.flatMap((designation) =>
      designation.responsibilities.map((name) => ({
        designationId: need(designationIds, designation.name),
        name,
      })),
    ),
    skipDuplicates: true,
  });
  const responsibilities = await tx.roleResponsibility.findMany({
    select: { id: true, designationId: true },
    orderBy: { id: 'asc' },
  });
  const applicationTypeIds = await named(
    (data) => tx.applicationType.createMany({ data, skipDuplicates: true }),
    () => tx.applicationType.findMany({ select: { id: true, name: true } }),
    ref.APPLICATION_TYPES,
  );
  const lifecycleIds = await named(
    (data) => tx.lifecycle.createMany({ data, skipDuplicates: true }),
    () => tx.lifecycle.findMany({ select: { id: true, name: true } }),
    ref.LIFECYCLES,
  );
  const computerSkillIds = await named(
    (data) => tx.computerSkill.createMany({ data, skipDuplicates: true }),
    () => tx.computerSkill.findMany({ select: { id: true, name: true } }),
    ref.COMPUTER_SKILLS,
  );
  const languageIds = await named(
    (data) => tx.language.createMany({ data, skipDuplicates: true }),
    () => tx.language.findMany({ select: { id: true, name: true } }),
    ref.LANGUAGES,
  );
  const regulatoryIds = await named(
    (data) => tx.regulatory.createMany({ data, skipDuplicates: true }),
    () => tx.regulatory.findMany({ select: { id: true, name: true } }),
    ref.REGULATORIES,
  );

  // Selection process templates.
  const templateIds = await named(
    (data) => tx.selectionProcessTemplate.createMany({ data, skipDuplicates: true }),
    () => tx.selectionProcessTemplate.findMany({ select: { id: true, name: true } }),
    ref.SELECTION_TEMPLATES.map((t) => t.name),
  );
  await tx.selectionProcessTemplateStep.createMany({
    data: ref.SELECTION_TEMPLATES.flatMap((template) =>
      template.steps.map((step, i) => ({
        templateId: need(templateIds, template.name),
        stepOrder: i + 1,
        name: step.name,
        stepType: step.stepType,
      })),
    ),
    skipDuplicates: true,
  });

  // ---------------------------------------------------------------- users and approvers
  const roleIds = new Map((await tx.role.findMany()).map((role) => [role.name, role.id]));
  const accounts = [...DEMO_ACCOUNTS, ...EXTRA_STAFF];
  const users = byId(
    await tx.user.createManyAndReturn({
      data: accounts.map(({ email, firstName, lastName }) => ({ email, firstName, lastName, passwordHash })),
      select: { id: true, email: true },
    }),
    accounts.length,
  );
  const userId = new Map(users.map((u) => [u.email, u.id]));
  await tx.userRole.createMany({
    data: accounts.flatMap((account) =>
      account.roles.map((name) => ({ userId: userId.get(account.email)!, roleId: roleIds.get(name)! })),
    ),
  });
  await tx.userAuthority.createMany({
    data: accounts.flatMap((account) =>
      demoGrants(account.roles).map((authorityCode) => ({
        userId: userId.get(account.email)!,
        authorityCode,
      })),
    ),
  });
  const managerId = userId.get('manager@demo.local')!;
  const officerId = userId.get('officer@demo.local')!;
  const applicantUserId = userId.get('applicant@demo.local')!;
  const priyaId = userId.get('priya.sharma@demo.local')!;
  const danielId = userId.get('daniel.nguyen@demo.local')!;
  const graceId = userId.get('grace.lee@demo.local')!;
  const tomId = userId.get('tom.walker@demo.local')!;
  const recruiters = [managerId, officerId, priyaId];

  const approvers = byId(
    await tx.approver.createManyAndReturn({
      data: [
        { userId: managerId, name: 'Morgan Manager', email: 'manager@demo.local' },
        { userId: danielId, name: 'Daniel Nguyen', email: 'daniel.nguyen@demo.local' },
        { name: 'Fiona Chen (Finance Director)', email: 'fiona.chen@demo.local' },
      ],
      select: { id: true, userId: true },
    }),
    3,
  );
  const [managerApprover, danielApprover, financeApprover] = approvers as [
    (typeof approvers)[0],
    (typeof approvers)[0],
    (typeof approvers)[0],
  ];

  // ---------------------------------------------------------------- requisitions
  const dates = (seed: RequisitionSeed) => {
    if (seed.expired) {
      const back = random.int(3, 12);
      return { request: -100 - back, start: -80 - back, end: -back };
    }
    switch (seed.status) {
      case 'DR':
        return { request: -random.int(2, 10), start: random.int(7, 20), end: random.int(45, 75) };
      case 'SB':
      case 'RV':
        return { request: -random.int(10, 20), start: random.int(3, 10), end: random.int(40, 60) };
      case 'RVA':
      case 'RVD':
        return { request: -random.int(20, 30), start: -random.int(3, 10), end: random.int(20, 45) };
      case 'CD':
      case 'CO':
        return { request: -random.int(100, 140), start: -random.int(80, 95), end: -random.int(20, 45) };
      case 'CN':
        return { request: -random.int(50, 70), start: -random.int(35, 45), end: -random.int(5, 15) };
      default:
        return { request: -random.int(45, 75), start: -random.int(30, 44), end: random.int(14, 35) };
    }
  };

  const seeds = REQUISITIONS.map((seed, index) => {
    const d = dates(seed);
    const city = cityByName.get(seed.city);
    if (!city) throw new Error(`Seed: unknown city "${seed.city}"`);
    const industryId = need(industryIds, seed.industry);
    const creator = recruiters[index % recruiters.length]!;
    return {
      seed,
      index,
      ...d,
      city,
      industryId,
      disciplineId: disciplineId(industryId, seed.discipline),
      creator,
    };
  });

  const positions = byId(
    await tx.jobPosition.createManyAndReturn({
      data: seeds.map(({ seed, request, start, end, industryId, disciplineId, creator, index }) => ({
        positionTitle: seed.title,
        jobDescription:
          `We are looking for a ${seed.title} to join our ${seed.department} team in ${seed.city}. ` +
          `You will ${ref.DESIGNATIONS.find((d) => d.name === seed.designation)!.responsibilities[0]!.toLowerCase()} ` +
          `and work closely with colleagues across the business. ` +
          `Experience with ${seed.skills.join(', ')} is highly regarded.`,
        numberOfPositions: seed.openings ?? 1,
        requestDate: day(request),
        startDate: day(start),
        endDate: day(end),
        positionTypeId: need(positionTypeIds, seed.type),
        departmentId: need(departmentIds, seed.department),
        industryId,
        disciplineId,
        applicationTypeId: need(applicationTypeIds, seed.appType),
        priority: seed.priority,
        status: seed.status,
        progress: seed.complete === false ? 'IN_PROGRESS' : 'COMPLETED',
        hiringManagerId: index % 3 === 2 ? managerId : danielId,
        createdById: creator,
        createdAt: at(request, 9, index),
      })),
      select: { id: true },
    }),
    seeds.length,
  );
  const requisitions = seeds.map((s, i) => ({ ...s, id: positions[i]!.id }));
  const complete = requisitions.filter((r) => r.seed.complete !== false);
  // Drafts still in progress have saved only some steps (location and financial always, then a few).
  const hasStep = (r: (typeof requisitions)[number], step: number) =>
    r.seed.complete !== false || (r.index + step) % 3 === 0;

  await tx.jobLocation.createMany({
    data: requisitions.map((r) => ({
      jobPositionId: r.id,
      countryId: r.city.countryId,
      cityId: r.city.id,
      address: `${random.int(1, 400)} ${random.pick(ref.STREETS)}, ${r.city.name}${
        stateCode(r.city.stateId) ? ` ${stateCode(r.city.stateId)}` : ''
      }`,
      remote: r.seed.remote ?? false,
      distance: r.seed.remote ? 100 : random.pick([10, 20, 20, 30, 50]),
      mandatory: !r.seed.remote,
      weight: 20,
    })),
  });
  await tx.jobFinancial.createMany({
    data: requisitions.map((r) => {
      const hourly = r.seed.pay[1] < 1000;
      const code = countryById.get(r.city.countryId)!.code;
      return {
        jobPositionId: r.id,
        compensationFrom: r.seed.pay[0],
        compensationTo: r.seed.pay[1],
        currency: CURRENCY_BY_COUNTRY[code] ?? 'AUD',
        salaryOption: hourly ? 'HOURLY' : 'ANNUAL',
        budgetCode: `CC-${r.seed.department.slice(0, 3).toUpperCase()}-${2400 + r.index}`,
        mandatory: r.index % 4 === 0,
        weight: 20,
      };
    }),
  });
  await tx.jobQualificationSpec.createMany({
    data: requisitions
      .filter((r) => hasStep(r, 1))
      .map((r) => ({
        jobPositionId: r.id,
        jobQualityRefId: need(qualificationIds, r.seed.qualification),
        mandatory: r.index % 2 === 0,
        weight: r.index % 5 === 0 ? 30 : 20,
        complianceDocument: /degree|Diploma/.test(r.seed.qualification),
      })),
  });
  await tx.jobCertificationSpec.createMany({
    data: requisitions
      .filter((r) => hasStep(r, 2))
      .flatMap((r) => {
        const names = r.seed.certifications.length ? r.seed.certifications : ['First Aid'];
        return names.map((name, i) => ({
          jobPositionId: r.id,
          jobCertRefId: need(certificationIds, name),
          mandatory: r.seed.certifications.length > 0 && i === 0,
          weight: 20,
          complianceDocument: r.seed.certifications.length > 0,
        }));
      }),
  });
  await tx.workAuthorizationSpec.createMany({
    data: complete.flatMap((r) => {
      const abroad = countryById.get(r.city.countryId)!.code !== 'AU';
      const names = abroad
        ? ['Permanent resident', 'Temporary skilled visa (482)']
        : r.index % 3 === 0
          ? ['Australian citizen', 'Permanent resident', 'NZ citizen', 'Temporary skilled visa (482)']
          : ['Australian citizen', 'Permanent resident', 'NZ citizen'];
      return names.map((name, i) => ({
        jobPositionId: r.id,
        workAuthRefId: need(workAuthIds, name),
        mandatory: i < 2 && !abroad,
        weight: 20,
      }));
    }),
  });
  const designationRows = requisitions.filter((r) => hasStep(r, 0));
  const designationSpecs = byId(
    await tx.jobDesignationSpec.createManyAndReturn({
      data: designationRows.map((r) => ({
        jobPositionId: r.id,
        designationTypeId: need(designationIds, r.seed.designation),
        mandatory: r.index % 2 === 1,
        weight: 20,
      })),
      select: { id: true, designationTypeId: true },
    }),
    designationRows.length,
  );
  await tx.jobDesignationResponsibility.createMany({
    data: designationSpecs.flatMap((spec, i) =>
      responsibilities
        .filter((rr) => rr.designationId === spec.designationTypeId)
        .slice(0, 2 + (i % 2))
        .map((rr) => ({ specId: spec.id, roleResponsibilityId: rr.id })),
    ),
  });
  await tx.jobExperienceSpec.createMany({
    data: requisitions
      .filter((r) => hasStep(r, 1))
      .map((r) => {
        const senior = /Senior|Controller|Manager|Lead|Engineer$/.test(r.seed.title);
        const junior = /Graduate|Intern|Attendant|Clerk/.test(r.seed.title);
        const minYears = junior ? 0 : senior ? 5 : 2;
        return {
          jobPositionId: r.id,
          industryId: r.industryId,
          industryDisciplineId: r.disciplineId,
          jobPositionTypeId: need(positionTypeIds, r.seed.type),
          minYears,
          maxYears: minYears + (junior ? 2 : 8),
          mandatory: senior,
          weight: 20,
        };
      }),
  });
  await tx.jobSkillSpec.createMany({
    data: requisitions
      .filter((r) => hasStep(r, 2))
      .flatMap((r) =>
        r.seed.skills.map((name, i) => ({
          jobPositionId: r.id,
          skillTypeId: need(skillIds, name),
          level: i === 0 ? 'EXPERT' : i === 1 ? 'INTERMEDIATE' : 'BASIC',
          mandatory: i === 0,
          weight: i === 0 ? 30 : i === r.seed.skills.length - 1 && i > 1 ? 10 : 20,
        })),
      ),
  });
  await tx.complianceDocument.createMany({
    data: complete.flatMap((r) => [
      {
        jobPositionId: r.id,
        name: 'Proof of identity',
        description: 'Passport or driver licence',
        source: 'Requisition',
        mandatory: true,
      },
      {
        jobPositionId: r.id,
        name: 'Right to work evidence',
        description: 'Citizenship certificate or visa grant notice',
        source: 'Requisition',
        mandatory: true,
      },
      ...r.seed.certifications.map((name) => ({
        jobPositionId: r.id,
        name: `${name} certificate`,
        description: `A current copy of your ${name}`,
        source: 'Requisition',
        mandatory: true,
      })),
      ...(r.index % 4 === 0
        ? [
            {
              jobPositionId: r.id,
              name: 'Bank and superannuation details form',
              description: 'Signed form for payroll',
              source: 'Other',
              mandatory: false,
            },
          ]
        : []),
    ]),
  });
  await tx.jobPositionRegulatory.createMany({
    data: complete.flatMap((r) => {
      const names = ['Right to work verification', 'Police check'];
      if (r.seed.certifications.includes('Working with Children Check') || r.seed.industry === 'Healthcare')
        names.push('Working with Children Check');
      if (r.seed.industry === 'Mining' || r.seed.industry === 'Construction')
        names.push('Drug and alcohol test');
      if (r.seed.industry === 'Healthcare') names.push('Pre-employment medical');
      if (r.index % 2 === 0) names.push('Reference check');
      return names.map((name) => ({ jobPositionId: r.id, regulatoryId: need(regulatoryIds, name) }));
    }),
  });
  await tx.jobRequisitionSummary.createMany({
    data: complete.map((r) => ({
      jobPositionId: r.id,
      summary:
        `${r.seed.openings ?? 1} x ${r.seed.title} (${r.seed.type}, ${r.seed.appType}) in ${r.seed.city}. ` +
        `Key skills: ${r.seed.skills.join(', ')}. Requires ${r.seed.qualification}` +
        (r.seed.certifications.length ? ` and ${r.seed.certifications.join(', ')}.` : '.'),
    })),
  });

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

  // Approvals: pending for submitted ones, a decision for reviewed ones.
  const approvalPlan: {
    r: (typeof requisitions)[number];
    approverId: number;
    approverUser: number | null;
    order: number;
    response: 'PENDING' | 'APPROVED' | 'DECLINED';
    comment?: string;
  }[] = [];
  for (const r of requisitions) {
    const s = r.seed.status;
    if (s === 'DR' || s === 'CN') continue;
    if (s === 'SB') {
      approvalPlan.push({
        r,
        approverId: managerApprover.id,
        approverUser: managerId,
        order: 1,
        response: 'PENDING',
      });
      approvalPlan.push({
        r,
        approverId: danielApprover.id,
        approverUser: danielId,
        order: 2,
        response: 'PENDING',
      });
    } else if (s === 'RV') {
      approvalPlan.push({
        r,
        approverId: danielApprover.id,
        approverUser: danielId,
        order: 1,
        response: 'APPROVED',
        comment: 'Happy with the scope. The team needs this role before the next release.',
      });
      approvalPlan.push({
        r,
        approverId: managerApprover.id,
        approverUser: managerId,
        order: 2,
        response: 'PENDING',
      });
    } else if (s === 'RVD') {
      approvalPlan.push({
        r,
        approverId: financeApprover.id,
        approverUser: null,
        order: 1,
        response: 'DECLINED',
        comment: 'No budget for this position this financial year. Please resubmit in July.',
      });
    } else {
      approvalPlan.push({
        r,
        approverId: managerApprover.id,
        approverUser: managerId,
        order: 1,
        response: 'APPROVED',
        comment: r.index % 2 === 0 ? 'Approved. Please keep the salary within the band.' : undefined,
      });
      approvalPlan.push({
        r,
        approverId: financeApprover.id,
        approverUser: null,
        order: 2,
        response: 'APPROVED',
        comment: r.index % 3 === 0 ? 'Budget confirmed.' : undefined,
      });
    }
  }
  const approvals = byId(
    await tx.approval.createManyAndReturn({
      data: approvalPlan.map((a) => ({
        jobPositionId: a.r.id,
        approverId: a.approverId,
        approvalOrder: a.order,
        response: a.response,
        emailSentAt: at(a.r.request + 1, 10),
        respondedAt: a.response === 'PENDING' ? null : at(a.r.request + 2 + a.order, 14),
        createdAt: at(a.r.request + 1, 10),
      })),
      select: { id: true },
    }),
    approvalPlan.length,
  );
  await tx.approvalComment.createMany({
    data: approvalPlan.flatMap((a, i) =>
      a.comment
        ? [
            {
              jobPositionId: a.r.id,
              approvalId: approvals[i]!.id,
              userId: a.approverUser,
              comment: a.comment,
              createdAt: at(a.r.request + 2 + a.order, 14),
            },
          ]
        : [],
    ),
  });
  const STATUS_PATH: Record<RequisitionStatus, RequisitionStatus[]> = {
    DR: [],
    SB: ['SB'],
    RV: ['SB', 'RV'],
    RVA: ['SB', 'RV', 'RVA'],
    RVD: ['SB', 'RV', 'RVD'],
    IN: ['SB', 'RV', 'RVA', 'IN'],
    RCK: ['SB', 'RV', 'RVA', 'IN', 'RCK'],
    CCK: ['SB', 'RV', 'RVA', 'IN', 'RCK', 'CCK'],
    CA: ['SB', 'RV', 'RVA', 'IN', 'RCK', 'CCK', 'CA'],
    CD: ['SB', 'RV', 'RVA', 'IN', 'CD'],
    CN: ['CN'],
    CO: ['SB', 'RV', 'RVA', 'IN', 'RCK', 'CCK', 'CA', 'CO'],
  };
  await tx.requisitionAuditLog.createMany({
    data: requisitions.flatMap((r) => {
      const path = STATUS_PATH[r.seed.status];
      const span = Math.max(1, -r.request - 1);
      return [
        {
          jobPositionId: r.id,
          userId: r.creator,
          action: 'CREATE',
          entity: 'JobPosition',
          entityId: String(r.id),
          createdAt: at(r.request, 9, r.index),
        },
        ...(r.index % 4 === 1
          ? [
              {
                jobPositionId: r.id,
                userId: r.creator,
                action: 'UPDATE',
                entity: 'JobFinancial',
                entityId: String(r.id),
                field: 'compensationTo',
                oldValue: String(r.seed.pay[1] - (r.seed.pay[1] < 1000 ? 2 : 5000)),
                newValue: String(r.seed.pay[1]),
                createdAt: at(r.request, 11),
              },
            ]
          : []),
        ...path.map((status, i) => ({
          jobPositionId: r.id,
          userId: status === 'RVA' || status === 'RVD' ? managerId : r.creator,
          action: 'STATUS',
          entity: 'JobPosition',
          entityId: String(r.id),
          field: 'status',
          oldValue: i === 0 ? 'DR' : path[i - 1]!,
          newValue: status,
          createdAt: at(r.request + Math.floor(((i + 1) * span) / (path.length + 1)), 15),
        })),
      ];
    }),
  });

  // ---------------------------------------------------------------- applicants and applications
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

  // Statuses: by the requisition's stage; each hiring requisition hires its first applicants.
  const hiredSoFar = new Map<number, number>();
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
      }
    }
    // Applied between the requisition's start and a week ago (or yesterday for recent ones).
    const earliest = Math.max(p.r.start, -85);
    const latest = Math.min(p.r.end - 1, -2);
    const applied = latest > earliest ? random.int(earliest, latest) : latest;
    const stage = PIPELINE.indexOf(status);
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
        selected: stage >= PIPELINE.indexOf('OFFERED'),
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
          createdAt: new Date(p.scheduledAt.getTime() - 3 * DAY),
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

  // ---------------------------------------------------------------- letters and employees
  const OFFER_STATUS: Record<string, string> = {
    OFFERED: 'SENT',
    OFFER_ACCEPTED: 'ACCEPTED',
    OFFER_DECLINED: 'DECLINED',
    CONTRACTED: 'ACCEPTED',
    HIRED: 'ACCEPTED',
  };
  const withOffer = applications.filter((a) => OFFER_STATUS[a.status]);
  const offerData = withOffer.map((a) => {
    const history = historyOf.get(a.id)!;
    const sentAt = history.find((h) => h.status === 'OFFERED')!.at;
    const responded = history.find((h) => h.status === 'OFFER_ACCEPTED' || h.status === 'OFFER_DECLINED');
    const person = people[a.plan.applicant]!;
    const r = a.plan.r;
    const hourly = r.seed.pay[1] < 1000;
    const salary = hourly
      ? r.seed.pay[1]
      : Math.round((r.seed.pay[0] + (r.seed.pay[1] - r.seed.pay[0]) * 0.6) / 1000) * 1000;
    const status = OFFER_STATUS[a.status]!;
    // Hired people have started; everyone else starts in a few weeks.
    const startDate = day(a.status === 'HIRED' ? Math.min(a.applied + 35, -7) : Math.max(a.applied + 35, 14));
    return {
      applicationId: a.id,
      jobTitle: r.seed.title,
      salary,
      startDate,
      body:
        `Dear ${person.firstName} ${person.surName},\n\n` +
        `We are delighted to offer you the position of ${r.seed.title} (${r.seed.type}, ${r.seed.appType}) ` +
        `in our ${r.seed.department} team in ${r.seed.city}, starting on ${startDate.toISOString().slice(0, 10)}. ` +
        `Your ${hourly ? 'hourly rate' : 'annual salary'} will be ${salary.toLocaleString('en-AU')} ` +
        `plus superannuation.\n\nPlease accept or decline this offer and upload the requested documents.\n\n` +
        `Kind regards,\nMorgan Manager\nRecruitment Manager`,
      status,
      sentAt,
      respondedAt: status === 'SENT' ? null : (responded?.at ?? new Date(sentAt.getTime() + DAY)),
      responseComment:
        status === 'DECLINED'
          ? 'Thank you, but I have accepted another offer closer to home.'
          : status === 'ACCEPTED'
            ? 'Happy to accept. Looking forward to starting!'
            : null,
      createdAt: new Date(sentAt.getTime() - 2 * 60 * 60 * 1000),
    };
  });
  const offers = byId(
    await tx.offerLetter.createManyAndReturn({ data: offerData, select: { id: true } }),
    offerData.length,
  );
  const offerOf = new Map(withOffer.map((a, i) => [a.id, { id: offers[i]!.id, data: offerData[i]! }]));

  // Sent offers (not answered yet) ask for the requisition's compliance documents; no files yet.
  const complianceDocs = await tx.complianceDocument.findMany({
    select: { id: true, jobPositionId: true, name: true, mandatory: true },
    orderBy: { id: 'asc' },
  });
  await tx.offerLetterCompliance.createMany({
    data: withOffer
      .filter((a) => OFFER_STATUS[a.status] === 'SENT')
      .flatMap((a) =>
        complianceDocs
          .filter((doc) => doc.jobPositionId === a.plan.r.id)
          .slice(0, 3)
          .map((doc) => ({
            offerLetterId: offerOf.get(a.id)!.id,
            complianceDocumentId: doc.id,
            name: doc.name,
            mandatory: doc.mandatory,
          })),
      ),
  });

  const withContract = applications.filter((a) => a.status === 'CONTRACTED' || a.status === 'HIRED');
  const contractData = withContract.map((a) => {
    const offer = offerOf.get(a.id)!;
    const sentAt = historyOf.get(a.id)!.find((h) => h.status === 'CONTRACTED')!.at;
    const person = people[a.plan.applicant]!;
    return {
      applicationId: a.id,
      offerLetterId: offer.id,
      contractType: a.plan.r.seed.appType,
      body:
        `Employment contract between the Company and ${person.firstName} ${person.surName}.\n\n` +
        `Position: ${a.plan.r.seed.title}. Employment type: ${a.plan.r.seed.type} (${a.plan.r.seed.appType}). ` +
        `Commencement: ${offer.data.startDate.toISOString().slice(0, 10)}. ` +
        `Remuneration: ${offer.data.salary.toLocaleString('en-AU')} plus superannuation.\n\n` +
        `Probation: six months. Notice: four weeks by either party.`,
      status: a.status === 'HIRED' ? 'SIGNED' : 'SENT',
      sentAt,
      createdAt: new Date(sentAt.getTime() - 60 * 60 * 1000),
    };
  });
  const contracts = byId(
    await tx.contractLetter.createManyAndReturn({ data: contractData, select: { id: true } }),
    contractData.length,
  );
  const contractOf = new Map(withContract.map((a, i) => [a.id, contracts[i]!.id]));

  // Two employees from hired applications, with every section; sensitive fields encrypted.
  const hired = applications.filter((a) => a.status === 'HIRED').slice(0, 2);
  const employeeRows = hired.map((a, n) => ({
    a,
    n,
    person: people[a.plan.applicant]!,
    applicant: applicantRows[a.plan.applicant]!,
    status: n === 0 ? 'ACTIVE' : 'ONBOARDING',
  }));
  const employees = byId(
    await tx.employee.createManyAndReturn({
      data: employeeRows.map(({ a, n, status }) => ({
        employeeCode: `EMP-${String(1001 + n)}`,
        applicationId: a.id,
        contractLetterId: contractOf.get(a.id)!,
        departmentId: need(departmentIds, a.plan.r.seed.department),
        positionTypeId: need(positionTypeIds, a.plan.r.seed.type),
        industryId: a.plan.r.industryId,
        disciplineId: a.plan.r.disciplineId,
        employmentStartDate: offerOf.get(a.id)!.data.startDate,
        status,
        approved: status === 'ACTIVE',
      })),
      select: { id: true },
    }),
    employeeRows.length,
  );
  const employeeId = (n: number) => employees[n]!.id;
  await tx.employeePersonalDetails.createMany({
    data: employeeRows.map(({ n, person, applicant }) => ({
      employeeId: employeeId(n),
      title: applicant.title,
      firstName: person.firstName,
      middleName: applicant.middleName,
      lastName: person.surName,
      preferredName: n === 0 ? person.firstName.slice(0, 3) : null,
      dateOfBirth: new Date(Date.UTC(1985 + n * 7, 2 + n * 4, 11 + n * 9)),
      gender: person.female ? 'Female' : 'Male',
      personalEmail: person.email,
      personalPhone: applicant.mobile,
      workPhone: `(02) 8${random.int(100, 999)} ${random.int(1000, 9999)}`,
      differentAddress: true,
    })),
  });
  await tx.employeeAddress.createMany({
    data: employeeRows.flatMap(({ n, a }) => {
      const city = a.plan.r.city;
      const state = stateCode(city.stateId) ?? null;
      const country = countryById.get(city.countryId)!.name;
      const postcode = String(random.int(2000, 7999));
      return [
        {
          employeeId: employeeId(n),
          kind: 'PHYSICAL',
          line1: `${random.int(1, 120)} ${random.pick(ref.STREETS)}`,
          line2: n === 0 ? `Unit ${random.int(1, 40)}` : null,
          suburb: city.name,
          state,
          postcode,
          country,
        },
        {
          employeeId: employeeId(n),
          kind: 'POSTAL',
          line1: `PO Box ${random.int(100, 9999)}`,
          line2: null,
          suburb: city.name,
          state,
          postcode,
          country,
        },
      ];
    }),
  });
  await tx.employeeContact.createMany({
    data: employeeRows.flatMap(({ n, person }) => [
      {
        employeeId: employeeId(n),
        position: 1,
        name: `${random.pick(ref.FIRST_NAMES)} ${person.surName}`,
        relationship: 'Partner',
        phone: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        email: `partner.${person.surName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        address: 'Same as employee',
      },
      {
        employeeId: employeeId(n),
        position: 2,
        name: `${random.pick(ref.FIRST_NAMES)} ${random.pick(ref.SURNAMES)}`,
        relationship: 'Parent',
        phone: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        email: null,
        address: `${random.int(1, 200)} ${random.pick(ref.STREETS)}, Wollongong NSW 2500`,
      },
    ]),
  });
  await tx.employeeSuperannuation.createMany({
    data: employeeRows.map(({ n }) => {
      const fund = ref.SUPER_FUNDS[n % ref.SUPER_FUNDS.length]!;
      return {
        employeeId: employeeId(n),
        fundName: fund.name,
        fundAbn: fund.abn,
        usi: fund.usi,
        memberNumber: String(random.int(10_000_000, 99_999_999)),
      };
    }),
  });
  await tx.employeeBankDetail.createMany({
    data: employeeRows.map(({ n, person }) => {
      const bank = ref.BANKS[n % ref.BANKS.length]!;
      const accountNumber = String(random.int(10_000_000, 999_999_999));
      return {
        employeeId: employeeId(n),
        accountName: `${person.firstName} ${person.surName}`,
        bankName: bank.name,
        bsb: bank.bsb,
        accountNumberEnc: cipher.encrypt(accountNumber),
        accountLast4: last4(accountNumber),
      };
    }),
  });
  await tx.employeeTaxDetail.createMany({
    data: employeeRows.map(({ n }) => ({
      employeeId: employeeId(n),
      taxFileNumberEnc: cipher.encrypt(
        `${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      ),
      residencyStatus: 'Australian resident',
      taxFreeThreshold: n === 0,
      studyLoanDebt: n === 1,
    })),
  });
  await tx.employeeDisability.createMany({
    data: employeeRows.map(({ n }) => ({
      employeeId: employeeId(n),
      hasDisability: n === 1,
      detailsEnc: n === 1 ? cipher.encrypt('Mild hearing impairment; prefers written meeting notes.') : null,
    })),
  });
  await tx.employeeDriversLicense.createMany({
    data: employeeRows.map(({ n, a }) => ({
      employeeId: employeeId(n),
      licenseNumberEnc: cipher.encrypt(String(random.int(10_000_000, 99_999_999))),
      state: stateCode(a.plan.r.city.stateId) ?? null,
      licenseClass: n === 0 ? 'C' : 'HR',
      expiryDate: day(365 * (2 + n) + 40),
    })),
  });
  await tx.employeeStatusHistory.createMany({
    data: employeeRows.flatMap(({ n, status, a }) => {
      const start = offerOf.get(a.id)!.data.startDate;
      return [
        {
          employeeId: employeeId(n),
          fromStatus: null,
          toStatus: 'ONBOARDING',
          userId: managerId,
          createdAt: new Date(start.getTime() - 7 * DAY),
        },
        ...(status === 'ACTIVE'
          ? [
              {
                employeeId: employeeId(n),
                fromStatus: 'ONBOARDING',
                toStatus: 'ACTIVE',
                userId: managerId,
                createdAt: start,
              },
            ]
          : []),
      ];
    }),
  });

  // Every status of the contracts is represented (a guard against edits of the lists above).
  const present = new Set(requisitions.map((r) => r.seed.status));
  const missing = REQUISITION_STATUS_CODES.filter((code) => !present.has(code));
  if (missing.length) throw new Error(`Seed: no demo requisition in status ${missing.join(', ')}`);
}
