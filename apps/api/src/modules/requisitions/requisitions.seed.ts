// Demo requisitions in every status, with the steps of their form (drafts in progress have only some).
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import { REQUISITION_STATUS_CODES } from '@hr/contracts';
import { REQUISITIONS, type RequisitionSeed } from '../../db/seed/demo-requisitions.js';
import * as ref from '../../db/seed/reference-data.js';
import { byId, need, type SeedKit } from '../../db/seed/seed-kit.js';
import type { DemoUsersSeed } from '../auth/index.js';
import type { ReferenceDataSeed } from '../reference-data/index.js';

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  AU: 'AUD',
  NZ: 'NZD',
  GB: 'GBP',
  US: 'USD',
  IN: 'INR',
  SG: 'SGD',
  PH: 'PHP',
};

export async function seedRequisitions(
  seed: Pick<SeedKit, 'tx' | 'random' | 'day' | 'at'> &
    Pick<
      ReferenceDataSeed,
      | 'cityByName'
      | 'countryById'
      | 'stateCode'
      | 'industryIds'
      | 'disciplineId'
      | 'departmentIds'
      | 'positionTypeIds'
      | 'workAuthIds'
      | 'qualificationIds'
      | 'certificationIds'
      | 'skillIds'
      | 'designationIds'
      | 'responsibilities'
      | 'applicationTypeIds'
      | 'regulatoryIds'
    > &
    Pick<DemoUsersSeed, 'managerId' | 'danielId' | 'recruiters'>,
) {
  const {
    tx,
    random,
    day,
    at,
    cityByName,
    countryById,
    stateCode,
    industryIds,
    disciplineId,
    departmentIds,
    positionTypeIds,
    workAuthIds,
    qualificationIds,
    certificationIds,
    skillIds,
    designationIds,
    responsibilities,
    applicationTypeIds,
    regulatoryIds,
    managerId,
    danielId,
    recruiters,
  } = seed;
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

  // Every status of the contracts is represented (a guard against edits of the lists above).
  const present = new Set(requisitions.map((r) => r.seed.status));
  const missing = REQUISITION_STATUS_CODES.filter((code) => !present.has(code));
  if (missing.length) throw new Error(`Seed: no demo requisition in status ${missing.join(', ')}`);
  return { complete, requisitions };
}

export type RequisitionsSeed = Awaited<ReturnType<typeof seedRequisitions>>;
