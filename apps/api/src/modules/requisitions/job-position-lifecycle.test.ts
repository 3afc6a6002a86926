import { MESSAGES, REQUISITION_STEPS } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { orgDay } from '../../../test/test-app.js';
import { useJobPositionFixtures } from './job-position.fixtures.js';

const f = useJobPositionFixtures();
const { t } = f;

/** Sets the requisition's selection process through its call. */
async function setSelectionProcess(positionId: number) {
  const res = await t.request('POST', '/api/v1/selection_process', {
    token: f.manager.token,
    body: { positionId, steps: [{ name: 'Panel interview', stepType: 'INTERVIEW' }] },
  });
  expect(res.status).toBe(200);
}

describe('check, progress summary and progress', () => {
  it('lists the missing steps and becomes COMPLETED when the last step is saved', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    const check = await t.request('GET', `/api/v1/job_position/check/${id}`, { token: f.officer });
    expect(check.status).toBe(200);
    const missing = REQUISITION_STEPS.filter((s) => s !== 'position');
    expect(check.body).toEqual({
      complete: false,
      missing,
      readyToSubmit: false,
      missingToSubmit: [...missing, 'selectionProcess'],
    });

    await f.completePosition(id);
    expect((await t.request('GET', `/api/v1/job_position/${id}`, { token })).body.progress).toBe('COMPLETED');
    // Complete as a form, and still not ready to submit: interviews need a selection process.
    expect((await t.request('GET', `/api/v1/job_position/check/${id}`, { token })).body).toEqual({
      complete: true,
      missing: [],
      readyToSubmit: false,
      missingToSubmit: ['selectionProcess'],
    });
    await setSelectionProcess(id);
    expect((await t.request('GET', `/api/v1/job_position/check/${id}`, { token })).body).toEqual({
      complete: true,
      missing: [],
      readyToSubmit: true,
      missingToSubmit: [],
    });
    const summary = await t.request('GET', `/api/v1/job-requisition-summary/progress-summary/${id}`, {
      token: f.officer,
    });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      jobPositionId: id,
      progress: 'COMPLETED',
      status: 'DR',
      completedSteps: REQUISITION_STEPS.length,
      totalSteps: REQUISITION_STEPS.length,
    });

    // Removing a step brings it back to IN_PROGRESS.
    const docs = (await t.request('GET', `/api/v1/compliance/${id}`, { token })).body;
    await t.request('DELETE', `/api/v1/compliance/delete/${docs[0].id}`, { token });
    const after = await t.request('GET', `/api/v1/job-requisition-summary/progress-summary/${id}`, { token });
    expect(after.body).toMatchObject({
      progress: 'IN_PROGRESS',
      completedSteps: REQUISITION_STEPS.length - 1,
    });
    expect(after.body.steps).toContainEqual({ step: 'compliance', done: false });
  });

  it('refuses without token, applicants, and answers 404 for unknown requisitions', async () => {
    for (const path of ['/api/v1/job_position/check/', '/api/v1/job-requisition-summary/progress-summary/']) {
      expect((await t.request('GET', `${path}1`)).status).toBe(401);
      expect((await t.request('GET', `${path}1`, { token: f.applicant })).status).toBe(403);
      expect((await t.request('GET', `${path}999999`, { token: f.officer })).status).toBe(404);
    }
  });
});

describe('job requisition summary', () => {
  it('reads an empty summary, saves it and audits the change', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    expect(
      (await t.request('GET', `/api/v1/job-requisition-summary/${id}`, { token: f.officer })).body,
    ).toEqual({
      jobPositionId: id,
      summary: '',
      updatedAt: null,
    });
    const saved = await t.request('POST', `/api/v1/job-requisition-summary/update/${id}`, {
      token,
      body: { summary: 'Two engineers for the new site' },
    });
    expect(saved.status).toBe(200);
    await t.request('POST', `/api/v1/job-requisition-summary/update/${id}`, {
      token,
      body: { summary: 'One' },
    });
    const read = await t.request('GET', `/api/v1/job-requisition-summary/${id}`, { token });
    expect(read.body.summary).toBe('One');
    const log = (await t.request('GET', `/api/v1/audit-log/${id}`, { token })).body;
    expect(log).toContainEqual(
      expect.objectContaining({
        entity: 'JobRequisitionSummary',
        action: 'UPDATE',
        oldValue: 'Two engineers for the new site',
        newValue: 'One',
      }),
    );
  });

  it('answers 400 naming the field, 401, 403 and 409 when locked', async () => {
    const id = await f.createPosition();
    const path = `/api/v1/job-requisition-summary/update/${id}`;
    const bad = await t.request('POST', path, { token: f.manager.token, body: { summary: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('summary');
    expect((await t.request('POST', path, { body: { summary: 'x' } })).status).toBe(401);
    expect((await t.request('POST', path, { token: f.employee, body: { summary: 'x' } })).status).toBe(403);
    expect(
      (await t.request('GET', `/api/v1/job-requisition-summary/${id}`, { token: f.applicant })).status,
    ).toBe(403);
    await f.addApplication(id);
    const locked = await t.request('POST', path, { token: f.manager.token, body: { summary: 'x' } });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('REQUISITION_LOCKED');
  });
});

describe('GET /api/v1/audit-log/{requisitionId}', () => {
  it('refuses without token and applicants; 404 for unknown requisitions', async () => {
    const id = await f.createPosition();
    expect((await t.request('GET', `/api/v1/audit-log/${id}`)).status).toBe(401);
    expect((await t.request('GET', `/api/v1/audit-log/${id}`, { token: f.applicant })).status).toBe(403);
    expect((await t.request('GET', '/api/v1/audit-log/999999', { token: f.officer })).status).toBe(404);
  });
});

describe('POST /api/v1/job_position/{id}/status', () => {
  it('refuses SB while steps are missing (409 naming them), then moves DR -> SB and audits', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    const path = `/api/v1/job_position/${id}/status`;
    const incomplete = await t.request('POST', path, { token, body: { status: 'SB' } });
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.code).toBe('REQUISITION_INCOMPLETE');
    expect(Object.keys(incomplete.body.fields)).toContain('qualification');
    expect(Object.keys(incomplete.body.fields)).toContain('selectionProcess');

    // Every form step saved, no selection process: refused, naming it like the steps.
    await f.completePosition(id);
    const noProcess = await t.request('POST', path, { token, body: { status: 'SB' } });
    expect(noProcess.status).toBe(409);
    expect(noProcess.body).toEqual({
      code: 'REQUISITION_INCOMPLETE',
      message: `${MESSAGES.requisitionIncomplete}. Missing: Selection process.`,
      fields: { selectionProcess: 'Set the selection process: interviews are held at its steps' },
    });
    expect((await t.request('GET', `/api/v1/job_position/${id}`, { token })).body.status).toBe('DR');

    await setSelectionProcess(id);
    const submitted = await t.request('POST', path, { token, body: { status: 'SB' } });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual({ id, status: 'SB' });
    const log = (await t.request('GET', `/api/v1/audit-log/${id}`, { token })).body;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'STATUS', field: 'status', oldValue: 'DR', newValue: 'SB' }),
    );
  });

  it('never moves into review, approved or declined: only the approval flow does (409 for everyone)', async () => {
    const id = await f.createPosition();
    await f.completePosition(id);
    await setSelectionProcess(id);
    const path = `/api/v1/job_position/${id}/status`;
    const token = f.manager.token;
    expect((await t.request('POST', path, { token, body: { status: 'SB' } })).status).toBe(200);
    for (const [from, to] of [
      ['SB', 'RV'],
      ['RV', 'RVA'],
      ['RV', 'RVD'],
    ] as const) {
      await t.app.db.prisma.jobPosition.update({ where: { id }, data: { status: from } });
      for (const caller of [token, f.officer]) {
        const res = await t.request('POST', path, { token: caller, body: { status: to } });
        expect(res.status, `${from} -> ${to}`).toBe(409);
        expect(res.body.code).toBe('INVALID_TRANSITION');
      }
      expect((await t.request('GET', `/api/v1/job_position/${id}`, { token })).body.status).toBe(from);
    }
  });

  it('makes the manual moves of an approved requisition and audits the reason', async () => {
    const id = await f.createPosition();
    await t.app.db.prisma.jobPosition.update({ where: { id }, data: { status: 'RVA' } });
    const path = `/api/v1/job_position/${id}/status`;
    const token = f.manager.token;
    const started = await t.request('POST', path, { token, body: { status: 'IN' } });
    expect(started.body).toEqual({ id, status: 'IN' });
    const closed = await t.request('POST', path, {
      token,
      body: { status: 'CD', reason: 'Filled internally' },
    });
    expect(closed.status).toBe(200);
    const log = (await t.request('GET', `/api/v1/audit-log/${id}`, { token })).body;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'STATUS', field: 'reason', newValue: 'Filled internally' }),
    );
    const long = await t.request('POST', path, { token, body: { status: 'CN', reason: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('reason');
  });

  it('refuses a move outside the table with 409 INVALID_TRANSITION naming both statuses', async () => {
    const id = await f.createPosition();
    const res = await t.request('POST', `/api/v1/job_position/${id}/status`, {
      token: f.manager.token,
      body: { status: 'CO' },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_TRANSITION');
    expect(res.body.message).toContain('DR');
    expect(res.body.message).toContain('CO');
    expect((await t.request('GET', `/api/v1/job_position/${id}`, { token: f.officer })).body.status).toBe(
      'DR',
    );
  });

  it('answers 400 for an unknown status, 401, 403 and 404', async () => {
    const id = await f.createPosition();
    const path = `/api/v1/job_position/${id}/status`;
    const bad = await t.request('POST', path, { token: f.manager.token, body: { status: 'XX' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('status');
    expect((await t.request('POST', path, { body: { status: 'CN' } })).status).toBe(401);
    expect((await t.request('POST', path, { token: f.employee, body: { status: 'CN' } })).status).toBe(403);
    expect(
      (
        await t.request('POST', '/api/v1/job_position/999999/status', {
          token: f.manager.token,
          body: { status: 'CN' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /api/v1/job_position/clone', () => {
  it('copies the position and every table into a new draft with today as request date', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    await f.completePosition(id);
    await t.request('POST', `/api/v1/job_position/${id}/regulatory`, {
      token,
      body: { regulatoryIds: f.ref.regulatory },
    });
    await t.request('POST', `/api/v1/job-requisition-summary/update/${id}`, {
      token,
      body: { summary: 'Copy me' },
    });
    await t.request('POST', `/api/v1/job_position/${id}/status`, { token, body: { status: 'SB' } });
    await t.app.db.prisma.selectionProcessStep.create({
      data: {
        jobPositionId: id,
        stepOrder: 1,
        name: 'Phone screen',
        stepType: 'SCREENING',
        interviewers: { create: [{ userId: f.manager.id }] },
      },
    });

    const res = await t.request('GET', `/api/v1/job_position/clone?positionId=${id}`, { token });
    expect(res.status).toBe(200);
    const copy = res.body.id;
    expect(copy).not.toBe(id);
    const position = (await t.request('GET', `/api/v1/job_position/${copy}`, { token })).body;
    expect(position).toMatchObject({
      positionTitle: 'Site Engineer',
      status: 'DR',
      progress: 'COMPLETED',
      startDate: '2030-01-10',
      requestDate: orgDay(),
    });
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ id: _i, jobPositionId: _p, createdAt: _c, ...rest }) => rest);
    for (const table of [
      'job_qual_spec',
      'job_certification_spec',
      'work_auth',
      'job_role_res',
      'job_experience',
      'job_skill',
      'compliance',
    ]) {
      const original = (await t.request('GET', `/api/v1/${table}/${id}`, { token })).body;
      const copied = (await t.request('GET', `/api/v1/${table}/${copy}`, { token })).body;
      expect(original.length, table).toBeGreaterThan(0);
      expect(strip(copied), table).toEqual(strip(original));
    }
    for (const path of ['location', 'financial']) {
      const original = (await t.request('GET', `/api/v1/${path}/${id}`, { token })).body;
      const copied = (await t.request('GET', `/api/v1/${path}/${copy}`, { token })).body;
      expect(strip([copied])).toEqual(strip([original]));
    }
    expect((await t.request('GET', `/api/v1/job_position/${copy}/regulatory`, { token })).body).toHaveLength(
      2,
    );
    expect((await t.request('GET', `/api/v1/job-requisition-summary/${copy}`, { token })).body.summary).toBe(
      'Copy me',
    );
    const steps = await t.app.db.prisma.selectionProcessStep.findMany({
      where: { jobPositionId: copy },
      include: { interviewers: true },
    });
    expect(steps).toEqual([
      expect.objectContaining({
        name: 'Phone screen',
        interviewers: [expect.objectContaining({ userId: f.manager.id })],
      }),
    ]);
    const log = (await t.request('GET', `/api/v1/audit-log/${copy}`, { token })).body;
    expect(log).toContainEqual(expect.objectContaining({ field: 'clonedFrom', newValue: String(id) }));
  });

  it('answers 400 without positionId, 401, 403 and 404', async () => {
    expect((await t.request('GET', '/api/v1/job_position/clone', { token: f.manager.token })).status).toBe(
      400,
    );
    expect((await t.request('GET', '/api/v1/job_position/clone?positionId=1')).status).toBe(401);
    expect(
      (await t.request('GET', '/api/v1/job_position/clone?positionId=1', { token: f.employee })).status,
    ).toBe(403);
    expect(
      (await t.request('GET', '/api/v1/job_position/clone?positionId=999999', { token: f.manager.token }))
        .status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/job_position/delete/{jobId}', () => {
  it('removes the requisition and every row that belongs only to it', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    await f.completePosition(id);
    await t.request('POST', `/api/v1/job_position/${id}/regulatory`, {
      token,
      body: { regulatoryIds: f.ref.regulatory },
    });
    const res = await t.request('DELETE', `/api/v1/job_position/delete/${id}`, { token });
    expect(res.status).toBe(200);
    const prisma = t.app.db.prisma;
    const where = { jobPositionId: id };
    const counts = await Promise.all([
      prisma.jobPosition.count({ where: { id } }),
      prisma.jobLocation.count({ where }),
      prisma.jobFinancial.count({ where }),
      prisma.jobQualificationSpec.count({ where }),
      prisma.jobCertificationSpec.count({ where }),
      prisma.workAuthorizationSpec.count({ where }),
      prisma.jobDesignationSpec.count({ where }),
      prisma.jobExperienceSpec.count({ where }),
      prisma.jobSkillSpec.count({ where }),
      prisma.complianceDocument.count({ where }),
      prisma.jobPositionRegulatory.count({ where }),
      prisma.requisitionAuditLog.count({ where }),
    ]);
    expect(counts.every((count) => count === 0)).toBe(true);
    // Shared reference rows stay.
    expect(await prisma.regulatory.count({ where: { id: { in: f.ref.regulatory } } })).toBe(2);
    expect((await t.request('DELETE', `/api/v1/job_position/delete/${id}`, { token })).status).toBe(404);
  });

  it('refuses with 409 while the requisition has applications', async () => {
    const id = await f.createPosition();
    await f.addApplication(id, 'NEW');
    const res = await t.request('DELETE', `/api/v1/job_position/delete/${id}`, { token: f.manager.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REQUISITION_HAS_APPLICATIONS');
    expect(await t.app.db.prisma.jobPosition.count({ where: { id } })).toBe(1);
  });
});

describe('extending a requisition (POST /job_position?positionId= with new dates)', () => {
  const day = orgDay;

  it('changes only the dates of a locked requisition; any other change stays locked (409)', async () => {
    const id = await f.createPosition({ startDate: day(-40), endDate: day(-1) });
    await f.addApplication(id);
    const path = `/api/v1/job_position?positionId=${id}`;
    const token = f.manager.token;
    const extended = await t.request('POST', path, {
      token,
      body: f.positionBody({ startDate: day(-40), endDate: day(30) }),
    });
    expect(extended.status).toBe(200);
    expect((await t.request('GET', `/api/v1/job_position/${id}`, { token })).body.endDate).toContain(day(30));
    const edit = await t.request('POST', path, {
      token,
      body: f.positionBody({ startDate: day(-40), endDate: day(30), positionTitle: 'Renamed' }),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('REQUISITION_LOCKED');
  });

  it('refuses a changed end date that is not after today (400 naming endDate)', async () => {
    const id = await f.createPosition({ startDate: day(-40), endDate: day(-1) });
    for (const endDate of [day(-2), day(0)]) {
      const res = await t.request('POST', `/api/v1/job_position?positionId=${id}`, {
        token: f.manager.token,
        body: f.positionBody({ startDate: day(-40), endDate }),
      });
      expect(res.status, endDate).toBe(400);
      expect(res.body.fields).toEqual({ endDate: 'The end date must be after today.' });
    }
    // An unchanged past end date does not stop other edits.
    const rename = await t.request('POST', `/api/v1/job_position?positionId=${id}`, {
      token: f.manager.token,
      body: f.positionBody({ startDate: day(-40), endDate: day(-1), positionTitle: 'Still expired' }),
    });
    expect(rename.status).toBe(200);
  });
});
