// Shared setup of the job-position tests: a test app, users of each kind and reference rows
// (from the shared API test factories).
import { ROLES } from '@hr/contracts';
import { beforeAll, expect } from 'vitest';
import { factories, type Reference } from '../../../test/factories.js';
import { type TestContext, useTestApp } from '../../../test/test-app.js';

export interface Fixtures {
  t: TestContext;
  manager: { id: number; token: string };
  officer: string;
  employee: string;
  applicant: string;
  ref: Reference;
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
  const make = factories(t);
  const f = { t } as unknown as Fixtures;

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

  f.completePosition = (id) => make.completeRequisition(id);

  f.addApplication = async (id, status = 'SHORTLISTED') =>
    (await make.application(id, { status })).applicationId;

  beforeAll(async () => {
    const created = await make.manager();
    f.manager = { id: created.id, token: created.token };
    f.officer = (await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] })).token;
    f.employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
    f.applicant = (await t.createUser({ roles: [ROLES.APPLICANT] })).token;
    f.ref = await make.reference();
  });

  return f;
}
