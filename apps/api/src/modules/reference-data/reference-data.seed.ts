// Demo reference data: every kind of reference list, the selection process templates.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).
import * as ref from '../../db/seed/reference-data.js';
import { named, need, type SeedKit } from '../../db/seed/seed-kit.js';

export async function seedReferenceData(seed: Pick<SeedKit, 'tx'>) {
  const { tx } = seed;
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
  return {
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
    lifecycleIds,
    computerSkillIds,
    languageIds,
  };
}

export type ReferenceDataSeed = Awaited<ReturnType<typeof seedReferenceData>>;
