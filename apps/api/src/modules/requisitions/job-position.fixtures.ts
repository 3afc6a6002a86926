// Shared setup of the job-position tests: a test app, users of each kind and reference rows.
import { ROLES } from '@hr/contracts';
import { beforeAll, expect } from 'vitest';
import { type TestContext, useTestApp } from '../../../test/test-app.js';

export interface Fixtures {
  t: TestContext;
  manager: { id: number; token: string };
  officer: string;
  employee: string;
  applicant: string;
  ref: {
    country: number;
    city: number;
    department: number;
    positionType: number;
    industry: number;
    discipline: number;
    qualification: number;
    certification: number;
    workAuth: number;
    designation: number;
    responsibilities: number[];
    skill: number;
    applicationType: number;
    regulatory: number[];
  };
  positionBody(over?: Record<string, unknown>): Record<string, unknown>;
  createPosition(over?: Record<string, unknown>): Promise<number>;
  /** Saves every step of a requisition through the API. */
  completePosition(id: number): Promise<void>;
  /** Adds an application in `status` (not NEW locks the requisition); answers its id. */
  addApplication(id: number, status?: string): Promise<number>;
}

/** Call at the top of a test file. */
export function useJobPositionFixtures(): Fixtures {
  const t = useTestApp();
  const f = { t, ref: { responsibilities: [], regulatory: [] } } as unknown as Fixtures;
  let applicants = 0;

  f.positionBody = (over = {}) => ({
    positionTitle: 'Site Engineer',
    jobDescription: 'Builds things',
    numberOfPositions: 2,
    startDate: '2030-01-10',
    endDate: '2030-03-10',
    positionTypeId: f.ref.positionType,
    departmentId: f.ref.department,
    industryId: f.ref.industry,
    disciplineId: f.ref.discipline,
    applicationTypeId: f.ref.applicationType,
    priority: 'H',
    ...over,
  });

  f.createPosition = async (over = {}) => {
    const res = await t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody(over),
    });
    expect(res.status).toBe(200);
    return res.body.id;
  };

  f.completePosition = async (id) => {
    const { ref } = f;
    const calls: [string, unknown][] = [
      ['/api/v1/job_qual_spec', { jobPositionId: id, jobQualityRefId: ref.qualification }],
      ['/api/v1/job_certification_spec', { jobPositionId: id, jobCertRefId: ref.certification }],
      ['/api/v1/work_auth', { jobPositionId: id, workAuthRefId: ref.workAuth }],
      ['/api/v1/location', { jobPositionId: id, cityId: ref.city, countryId: ref.country }],
      ['/api/v1/financial', { jobPositionId: id, compensationFrom: 90000, compensationTo: 120000 }],
      ['/api/v1/job_experience', { jobPositionId: id, industryId: ref.industry, minYears: 2, maxYears: 5 }],
      ['/api/v1/job_skill', { jobPositionId: id, skillTypeId: ref.skill, level: 'EXPERT' }],
      [
        '/api/v1/job_role_res',
        { jobPositionId: id, designationTypeId: ref.designation, responsibilityIds: ref.responsibilities },
      ],
      ['/api/v1/compliance', { jobPositionId: id, name: 'Police check' }],
    ];
    for (const [path, body] of calls) {
      const res = await t.request('POST', path, { token: f.manager.token, body });
      expect(res.status, path).toBe(200);
    }
  };

  f.addApplication = async (id, status = 'SHORTLISTED') => {
    const prisma = t.app.db.prisma;
    applicants += 1;
    const person = await prisma.applicant.create({
      data: { firstName: 'Ann', surName: 'Lee', email: `ann${applicants}-${id}@test.local` },
    });
    const application = await prisma.application.create({
      data: { jobPositionId: id, applicantId: person.id, status },
    });
    return application.id;
  };

  beforeAll(async () => {
    const created = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    f.manager = { id: created.id, token: created.token };
    f.officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
    f.employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
    f.applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
    const prisma = t.app.db.prisma;
    const ref = f.ref;
    const country = await prisma.country.create({ data: { name: 'Australia', code: 'AU' } });
    ref.country = country.id;
    ref.city = (await prisma.city.create({ data: { name: 'Sydney', countryId: country.id } })).id;
    ref.department = (await prisma.department.create({ data: { name: 'Engineering' } })).id;
    ref.positionType = (await prisma.positionType.create({ data: { name: 'Full time' } })).id;
    ref.industry = (await prisma.industry.create({ data: { name: 'Mining' } })).id;
    ref.discipline = (
      await prisma.industryDiscipline.create({ data: { name: 'Geology', industryId: ref.industry } })
    ).id;
    ref.qualification = (await prisma.qualification.create({ data: { name: 'BEng' } })).id;
    ref.certification = (await prisma.certification.create({ data: { name: 'PMP' } })).id;
    ref.workAuth = (await prisma.workAuthorization.create({ data: { name: 'Citizen' } })).id;
    ref.designation = (await prisma.designation.create({ data: { name: 'Lead' } })).id;
    for (const name of ['Plan', 'Review']) {
      ref.responsibilities.push(
        (await prisma.roleResponsibility.create({ data: { name, designationId: ref.designation } })).id,
      );
    }
    ref.skill = (await prisma.skill.create({ data: { name: 'AutoCAD' } })).id;
    ref.applicationType = (await prisma.applicationType.create({ data: { name: 'Permanent' } })).id;
    for (const name of ['WHS', 'Privacy']) {
      ref.regulatory.push((await prisma.regulatory.create({ data: { name } })).id);
    }
  });

  return f;
}
