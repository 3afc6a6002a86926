import { JOB_POSITION_LIMITS } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { orgDay } from '../../../test/test-app.js';
import { useJobPositionFixtures } from './job-position.fixtures.js';

const f = useJobPositionFixtures();

describe('POST /api/v1/job_position (create and update)', () => {
  it('creates a draft with today as request date, records the audit and answers the id', async () => {
    const id = await f.createPosition();
    const res = await f.t.request('GET', `/api/v1/job_position/${id}`, { token: f.officer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      positionTitle: 'Site Engineer',
      numberOfPositions: 2,
      startDate: '2030-01-10',
      endDate: '2030-03-10',
      priority: 'H',
      status: 'DR',
      progress: 'IN_PROGRESS',
      requestDate: orgDay(),
      createdById: f.manager.id,
    });
    const log = await f.t.request('GET', `/api/v1/audit-log/${id}`, { token: f.officer });
    expect(log.status).toBe(200);
    expect(log.body).toContainEqual(
      expect.objectContaining({
        action: 'CREATE',
        entity: 'JobPosition',
        field: 'positionTitle',
        oldValue: null,
        newValue: 'Site Engineer',
        userId: f.manager.id,
      }),
    );
  });

  it('updates with ?positionId= and writes one audit row per changed field with old and new values', async () => {
    const id = await f.createPosition();
    const res = await f.t.request('POST', `/api/v1/job_position?positionId=${id}`, {
      token: f.manager.token,
      body: f.positionBody({ positionTitle: 'Senior Site Engineer', endDate: '2030-04-01' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    const log = await f.t.request('GET', `/api/v1/audit-log/${id}`, { token: f.manager.token });
    const updates = log.body.filter((row: { action: string }) => row.action === 'UPDATE');
    expect(updates).toHaveLength(2);
    expect(updates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'JobPosition',
          entityId: String(id),
          field: 'positionTitle',
          oldValue: 'Site Engineer',
          newValue: 'Senior Site Engineer',
          userEmail: expect.any(String),
        }),
        expect.objectContaining({ field: 'endDate', oldValue: '2030-03-10', newValue: '2030-04-01' }),
      ]),
    );
  });

  it('saves new dates through the normal update (the expired bell UPDATE flow)', async () => {
    const id = await f.createPosition({ startDate: '2020-01-01', endDate: '2020-02-01' });
    const current = (await f.t.request('GET', `/api/v1/job_position/${id}`, { token: f.manager.token })).body;
    const res = await f.t.request('POST', `/api/v1/job_position?positionId=${id}`, {
      token: f.manager.token,
      body: { ...f.positionBody(), ...current, startDate: '2031-01-01', endDate: '2031-06-30' },
    });
    expect(res.status).toBe(200);
    const after = await f.t.request('GET', `/api/v1/job_position/${id}`, { token: f.manager.token });
    expect(after.body).toMatchObject({ startDate: '2031-01-01', endDate: '2031-06-30' });
  });

  it('answers 400 naming the field for an invalid body', async () => {
    const missing = await f.t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody({ positionTitle: '' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('positionTitle');
    const dates = await f.t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody({ startDate: '2030-05-01', endDate: '2030-04-01' }),
    });
    expect(dates.status).toBe(400);
    expect(dates.body.fields).toHaveProperty('endDate');
    const priority = await f.t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody({ priority: 'X' }),
    });
    expect(priority.status).toBe(400);
    expect(priority.body.fields).toHaveProperty('priority');
  });

  it('bounds the job description: at the limit it saves, one character more is refused on its field', async () => {
    const max = JOB_POSITION_LIMITS.jobDescription;
    const atLimit = await f.t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody({ jobDescription: 'é'.repeat(max) }),
    });
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
    const over = await f.t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody({ jobDescription: 'x'.repeat(max + 1) }),
    });
    expect(over.status).toBe(400);
    expect(over.body.fields.jobDescription).toBe(`At most ${max} characters`);
  });

  it('answers 400 for a reference id that does not exist', async () => {
    const res = await f.t.request('POST', '/api/v1/job_position', {
      token: f.manager.token,
      body: f.positionBody({ departmentId: 999999 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_REFERENCE');
  });

  it('refuses without token (401), without JOB_POSTING (403) and applicants on reads (403)', async () => {
    const id = await f.createPosition();
    expect((await f.t.request('POST', '/api/v1/job_position', { body: f.positionBody() })).status).toBe(401);
    expect(
      (await f.t.request('POST', '/api/v1/job_position', { token: f.employee, body: f.positionBody() }))
        .status,
    ).toBe(403);
    expect((await f.t.request('GET', `/api/v1/job_position/${id}`)).status).toBe(401);
    expect((await f.t.request('GET', `/api/v1/job_position/${id}`, { token: f.applicant })).status).toBe(403);
    expect((await f.t.request('GET', '/api/v1/job_position/999999', { token: f.manager.token })).status).toBe(
      404,
    );
  });

  it('refuses to update a locked requisition with 409 REQUISITION_LOCKED', async () => {
    const id = await f.createPosition();
    await f.addApplication(id);
    const res = await f.t.request('POST', `/api/v1/job_position?positionId=${id}`, {
      token: f.manager.token,
      body: f.positionBody({ positionTitle: 'Changed' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REQUISITION_LOCKED');
    const after = await f.t.request('GET', `/api/v1/job_position/${id}`, { token: f.manager.token });
    expect(after.body.positionTitle).toBe('Site Engineer');
  });
});

describe('GET /api/v1/application/is-requisition-update-locked/{id}', () => {
  it('is unlocked with no or only NEW applications, locked once one moved on or an interview exists', async () => {
    const id = await f.createPosition();
    const path = `/api/v1/application/is-requisition-update-locked/${id}`;
    expect((await f.t.request('GET', path, { token: f.officer })).body).toEqual({
      interviewExists: false,
      statusIsNewApplication: true,
      locked: false,
    });
    const applicationId = await f.addApplication(id, 'NEW');
    expect((await f.t.request('GET', path, { token: f.officer })).body.locked).toBe(false);
    await f.t.app.db.prisma.interview.create({ data: { applicationId, scheduledAt: new Date() } });
    expect((await f.t.request('GET', path, { token: f.officer })).body).toEqual({
      interviewExists: true,
      statusIsNewApplication: true,
      locked: true,
    });
    const other = await f.createPosition();
    await f.addApplication(other, 'REJECTED');
    const moved = await f.t.request('GET', `/api/v1/application/is-requisition-update-locked/${other}`, {
      token: f.officer,
    });
    expect(moved.body).toEqual({ interviewExists: false, statusIsNewApplication: false, locked: true });
  });

  it('refuses without token, applicants, and answers 404 for an unknown requisition', async () => {
    const id = await f.createPosition();
    const path = `/api/v1/application/is-requisition-update-locked/${id}`;
    expect((await f.t.request('GET', path)).status).toBe(401);
    expect((await f.t.request('GET', path, { token: f.applicant })).status).toBe(403);
    expect(
      (
        await f.t.request('GET', '/api/v1/application/is-requisition-update-locked/999999', {
          token: f.officer,
        })
      ).status,
    ).toBe(404);
  });
});

describe('guards of every form call', () => {
  const reads = (id: number) => [
    `/api/v1/job_position/${id}`,
    `/api/v1/job_position/check/${id}`,
    `/api/v1/job_position/${id}/regulatory`,
    `/api/v1/location/${id}`,
    `/api/v1/compliance/${id}`,
    `/api/v1/application/is-requisition-update-locked/${id}`,
    `/api/v1/job-requisition-summary/${id}`,
    `/api/v1/job-requisition-summary/progress-summary/${id}`,
    ...[
      'job_qual_spec',
      'job_certification_spec',
      'work_auth',
      'job_role_res',
      'job_experience',
      'job_skill',
    ].map((table) => `/api/v1/${table}/${id}`),
  ];
  const writes = (id: number): [string, string][] => [
    ['POST', '/api/v1/job_position'],
    ['POST', `/api/v1/job_position?positionId=${id}`],
    ['GET', `/api/v1/job_position/clone?positionId=${id}`],
    ['POST', `/api/v1/job_position/${id}/status`],
    ['POST', `/api/v1/job_position/${id}/regulatory`],
    ['POST', '/api/v1/location'],
    ['POST', '/api/v1/financial'],
    ['POST', '/api/v1/compliance'],
    ['PUT', `/api/v1/compliance/update/${id}`],
    ['DELETE', `/api/v1/compliance/delete/${id}`],
    ['POST', `/api/v1/job-requisition-summary/update/${id}`],
    ['DELETE', `/api/v1/job_position/delete/${id}`],
    ...[
      'job_qual_spec',
      'job_certification_spec',
      'work_auth',
      'job_role_res',
      'job_experience',
      'job_skill',
    ].flatMap((table): [string, string][] => [
      ['POST', `/api/v1/${table}`],
      ['PUT', `/api/v1/${table}/${id}`],
      ['DELETE', `/api/v1/${table}/${id}`],
    ]),
  ];

  it('reads: 401 without token, 403 for applicants, 200 for staff without JOB_POSTING', async () => {
    const id = await f.createPosition();
    for (const path of reads(id)) {
      expect((await f.t.request('GET', path)).status, path).toBe(401);
      expect((await f.t.request('GET', path, { token: f.applicant })).status, path).toBe(403);
      expect((await f.t.request('GET', path, { token: f.employee })).status, path).toBe(200);
    }
  });

  it('financials and the audit log: for recruiters (JOB_POSTING or CANDIDATE_ACCESS), 403 for employees', async () => {
    const id = await f.createPosition();
    for (const path of [`/api/v1/financial/${id}`, `/api/v1/audit-log/${id}`]) {
      expect((await f.t.request('GET', path, { token: f.employee })).status, path).toBe(403);
      expect((await f.t.request('GET', path, { token: f.applicant })).status, path).toBe(403);
      expect((await f.t.request('GET', path, { token: f.officer })).status, path).toBe(200);
    }
  });

  it('changes: 401 without token, 403 without JOB_POSTING, and nothing changes', async () => {
    const id = await f.createPosition();
    const before = await f.t.app.db.prisma.requisitionAuditLog.count();
    for (const [method, path] of writes(id)) {
      const body = method === 'DELETE' || method === 'GET' ? undefined : {};
      expect((await f.t.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await f.t.request(method, path, { token: f.employee, body })).status, `${method} ${path}`).toBe(
        403,
      );
      expect(
        (await f.t.request(method, path, { token: f.applicant, body })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    expect(await f.t.app.db.prisma.requisitionAuditLog.count()).toBe(before);
  });

  it('refuses regulatory changes to a locked requisition with 409', async () => {
    const id = await f.createPosition();
    await f.addApplication(id);
    const res = await f.t.request('POST', `/api/v1/job_position/${id}/regulatory`, {
      token: f.manager.token,
      body: { regulatoryIds: f.ref.regulatory },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REQUISITION_LOCKED');
  });
});
