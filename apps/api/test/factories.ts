// Builders of the rows API tests assert on, so a test file makes only what it needs instead of
// seeding the whole demo data. Requisitions and their steps go through the API (so progress and
// the audit are what the app makes of them); rows without a route yet go through Prisma.
import { ROLES } from '@hr/contracts';
import { expect } from 'vitest';
import { SELECTION_TEMPLATES } from '../src/db/seed/reference-data.js';
import { completeRequisitionSteps } from './requisition-steps.js';
import type { TestContext, TestUser } from './test-app.js';

/** One of each reference row a complete requisition names. */
export interface Reference {
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
}

export interface Factories {
  /** A Recruitment Manager of this file (made once): the factories act as this user. */
  manager(): Promise<TestUser>;
  /** The reference rows (made once per file). */
  reference(): Promise<Reference>;
  /** The job position body of a requisition naming the reference rows, with `over` on top. */
  positionBody(over?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * A draft requisition through the API; `complete` saves every form step, `status` then sets
   * a status directly (as if its approvals and postings had happened).
   */
  requisition(options?: { complete?: boolean; status?: string } & Record<string, unknown>): Promise<number>;
  /** Saves every form step of a requisition through the API. */
  completeRequisition(id: number): Promise<void>;
  /** A new applicant applying to the requisition in `status` (NEW unless given). */
  application(
    positionId: number,
    options?: {
      status?: string;
      firstName?: string;
      surName?: string;
      email?: string;
      profileScore?: number;
    },
  ): Promise<{ applicationId: number; applicantId: number }>;
  /** An application as `application` makes it, its applicant linked to a new Applicant account. */
  applicantWithAccount(
    positionId: number,
    options?: Parameters<Factories['application']>[1],
  ): Promise<{ applicationId: number; applicantId: number; user: TestUser; email: string }>;
  /** A file uploaded through the API as `user` (the file's manager unless given); answers its id. */
  upload(content: Buffer, name: string, options?: { purpose?: string; user?: TestUser }): Promise<number>;
  /** Selection steps of a requisition, with the given interviewers on every step. */
  selectionSteps(positionId: number, names: string[], interviewerIds?: number[]): Promise<number[]>;
  /** The selection process templates of the reference data (Standard, Graduate…). */
  selectionTemplates(): Promise<void>;
  /** An interview of the application through the API, `days` ahead at 10:00 UTC. */
  interview(applicationId: number, options?: { days?: number } & Record<string, unknown>): Promise<number>;
  /** A new approver (not a user unless `userId`) added to the requisition; answers its id and email. */
  approver(
    positionId: number,
    options?: { name?: string; userId?: number },
  ): Promise<{ id: number; email: string }>;
}

/** Factories over one test app; call at the top of a test file after `useTestApp`. */
export function factories(t: TestContext): Factories {
  let manager: Promise<TestUser> | undefined;
  let reference: Promise<Reference> | undefined;
  let templates: Promise<void> | undefined;
  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };

  const post = async (path: string, body: unknown) => {
    const res = await t.request('POST', `/api/v1${path}`, { token: (await f.manager()).token, body });
    expect(res.status, `POST ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  const f: Factories = {
    manager() {
      manager ??= t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
      return manager;
    },

    reference() {
      reference ??= (async () => {
        const prisma = t.app.db.prisma;
        const country = await prisma.country.create({ data: { name: 'Australia', code: 'AU' } });
        const designation = await prisma.designation.create({ data: { name: 'Lead' } });
        const industry = await prisma.industry.create({ data: { name: 'Mining' } });
        const responsibilities: number[] = [];
        for (const name of ['Plan', 'Review']) {
          responsibilities.push(
            (await prisma.roleResponsibility.create({ data: { name, designationId: designation.id } })).id,
          );
        }
        const regulatory: number[] = [];
        for (const name of ['WHS', 'Privacy']) {
          regulatory.push((await prisma.regulatory.create({ data: { name } })).id);
        }
        return {
          country: country.id,
          city: (await prisma.city.create({ data: { name: 'Sydney', countryId: country.id } })).id,
          department: (await prisma.department.create({ data: { name: 'Engineering' } })).id,
          positionType: (await prisma.positionType.create({ data: { name: 'Full time' } })).id,
          industry: industry.id,
          discipline: (
            await prisma.industryDiscipline.create({ data: { name: 'Geology', industryId: industry.id } })
          ).id,
          qualification: (await prisma.qualification.create({ data: { name: 'BEng' } })).id,
          certification: (await prisma.certification.create({ data: { name: 'PMP' } })).id,
          workAuth: (await prisma.workAuthorization.create({ data: { name: 'Citizen' } })).id,
          designation: designation.id,
          responsibilities,
          skill: (await prisma.skill.create({ data: { name: 'AutoCAD' } })).id,
          applicationType: (await prisma.applicationType.create({ data: { name: 'Permanent' } })).id,
          regulatory,
        };
      })();
      return reference;
    },

    async positionBody(over = {}) {
      const ref = await f.reference();
      return {
        positionTitle: `Site Engineer ${next()}`,
        jobDescription: 'Builds things',
        numberOfPositions: 2,
        startDate: '2030-01-10',
        endDate: '2030-03-10',
        positionTypeId: ref.positionType,
        departmentId: ref.department,
        industryId: ref.industry,
        disciplineId: ref.discipline,
        applicationTypeId: ref.applicationType,
        priority: 'H',
        ...over,
      };
    },

    async requisition(options = {}) {
      const { complete = false, status, ...over } = options;
      const { id } = (await post('/job_position', await f.positionBody(over))) as { id: number };
      if (complete) await f.completeRequisition(id);
      if (status) await t.app.db.prisma.jobPosition.update({ where: { id }, data: { status } });
      return id;
    },

    async completeRequisition(id) {
      const ref = await f.reference();
      for (const [path, body] of completeRequisitionSteps(id, ref)) await post(path, body);
    },

    async application(positionId, options = {}) {
      const n = next();
      const { status = 'NEW', firstName = 'Ann', surName = `Lee ${n}`, email, profileScore } = options;
      const prisma = t.app.db.prisma;
      const person = await prisma.applicant.create({
        data: { firstName, surName, email: email ?? `applicant${n}-${positionId}@test.local` },
      });
      const application = await prisma.application.create({
        data: {
          jobPositionId: positionId,
          applicantId: person.id,
          status,
          profileScore,
          statusHistory: { create: { fromStatus: null, toStatus: status } },
        },
      });
      return { applicationId: application.id, applicantId: person.id };
    },

    async applicantWithAccount(positionId, options = {}) {
      const email = options.email ?? `account${next()}-${positionId}@test.local`;
      const made = await f.application(positionId, { ...options, email });
      const user = await t.createUser({ roles: [ROLES.APPLICANT], email });
      await t.app.db.prisma.applicant.update({ where: { id: made.applicantId }, data: { userId: user.id } });
      return { ...made, user, email };
    },

    async upload(content, name, { purpose = 'RESUME', user } = {}) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), name);
      const res = await fetch(`${t.baseUrl}/api/v1/file/upload?purpose=${purpose}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${(user ?? (await f.manager())).token}` },
        body: form,
      });
      const body = (await res.json()) as { data: { id: number } };
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.data.id;
    },

    async selectionSteps(positionId, names, interviewerIds = []) {
      const ids: number[] = [];
      for (const [i, name] of names.entries()) {
        const step = await t.app.db.prisma.selectionProcessStep.create({
          data: {
            jobPositionId: positionId,
            name,
            stepOrder: i + 1,
            stepType: 'INTERVIEW',
            interviewers: { create: interviewerIds.map((userId) => ({ userId })) },
          },
        });
        ids.push(step.id);
      }
      return ids;
    },

    selectionTemplates() {
      templates ??= (async () => {
        for (const template of SELECTION_TEMPLATES) {
          await t.app.db.prisma.selectionProcessTemplate.create({
            data: {
              name: template.name,
              steps: { create: template.steps.map((step, i) => ({ ...step, stepOrder: i + 1 })) },
            },
          });
        }
      })();
      return templates;
    },

    async interview(applicationId, options = {}) {
      const { days = 30, ...rest } = options;
      const at = new Date(Date.now() + days * 86_400_000);
      at.setUTCHours(10, 0, 0, 0);
      const row = (await post(`/interview/schedule/${applicationId}`, {
        scheduledAt: at.toISOString(),
        ...rest,
      })) as { id: number };
      return row.id;
    },

    async approver(positionId, options = {}) {
      const n = next();
      const name = options.name ?? `Approver ${n}`;
      const created = (await post('/approval/create_approver', {
        name,
        email: `approver${n}-${positionId}@approvers.test`,
        ...(options.userId ? { userId: options.userId } : {}),
      })) as { id: number; email: string };
      await post('/approval/add_approver', { positionId, approverId: created.id });
      return created;
    },
  };
  return f;
}
