import { ROLES, SELECTION_PROCESS_MESSAGES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: string;
let employee: string;
let applicant: { id: number; token: string };
let officer: { id: number; email: string; token: string };
let staffUserId: number;
let positionId: number;
/** A requisition whose steps have an interviewer. */
let staffedPositionId: number;
/** A requisition locked by an interview on its first step, and that step. */
let locked: { positionId: number; stepId: number };

beforeAll(async () => {
  const m = await make.manager();
  manager = m.token;
  staffUserId = m.id;
  employee = (await t.createUser({ roles: [ROLES.EMPLOYEE] })).token;
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
  await make.selectionTemplates();
  positionId = await make.requisition();
  staffedPositionId = await make.requisition({ complete: true });
  await make.selectionSteps(staffedPositionId, ['Phone screen', 'Panel'], [officer.id]);
  const lockedId = await make.requisition({ complete: true });
  const [stepId] = await make.selectionSteps(lockedId, ['Panel'], [staffUserId]);
  await make.interview((await make.application(lockedId)).applicationId, { stepId });
  locked = { positionId: lockedId, stepId: stepId! };
});

const steps = async () =>
  (await t.request('GET', `/api/v1/selection_process?positionId=${positionId}`, { token: officer.token }))
    .body;

describe('selection process reads', () => {
  it('lists the templates of the reference data with their steps', async () => {
    expect((await t.request('GET', '/api/v1/selection_process/templates', { token: employee })).status).toBe(
      403,
    );
    const res = await t.request('GET', '/api/v1/selection_process/templates', { token: officer.token });
    expect(res.status).toBe(200);
    const names = res.body.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Standard', 'Graduate']));
    const standard = res.body.find((row: { name: string }) => row.name === 'Standard');
    expect(standard.steps.length).toBeGreaterThan(1);
    expect(standard.steps.map((s: { stepOrder: number }) => s.stepOrder)).toEqual(
      standard.steps.map((_: unknown, i: number) => i + 1),
    );
  });

  it('lists staff users who can interview, not applicants', async () => {
    const res = await t.request('GET', '/api/v1/selection_process/user', { token: manager });
    expect(res.status).toBe(200);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids).toContain(staffUserId);
    expect(ids).not.toContain(applicant.id);
    expect(ids).toContain(officer.id);
  });

  it('lists the steps of a position with their interviewers', async () => {
    const res = await t.request('GET', `/api/v1/selection_process?positionId=${staffedPositionId}`, {
      token: officer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['Phone screen', 'Panel']);
    for (const step of res.body)
      expect(step.interviewers.map((u: { id: number }) => u.id)).toEqual([officer.id]);
  });

  it('refuses a missing position id (400), no token (401) and the applicant kind (403)', async () => {
    const bad = await t.request('GET', '/api/v1/selection_process', { token: manager });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['positionId']);
    expect((await t.request('GET', '/api/v1/selection_process/templates')).status).toBe(401);
    expect(
      (await t.request('GET', '/api/v1/selection_process/user', { token: applicant.token })).status,
    ).toBe(403);
  });
});

describe('POST /api/v1/selection_process', () => {
  it('sets the steps from a template, replacing the old ones', async () => {
    const templates = (await t.request('GET', '/api/v1/selection_process/templates', { token: manager }))
      .body;
    const graduate = templates.find((row: { name: string }) => row.name === 'Graduate');
    const res = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: { positionId, templateId: graduate.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(
      graduate.steps.map((s: { name: string }) => s.name),
    );
    expect(await steps()).toEqual(res.body);
    const audit = await t.app.db.prisma.requisitionAuditLog.findFirstOrThrow({
      where: { jobPositionId: positionId, entity: 'SelectionProcessStep', action: 'UPDATE' },
    });
    expect(audit.userId).toBe(staffUserId);
    expect(audit.newValue).toBe(graduate.steps.map((s: { name: string }) => s.name).join(', '));
  });

  it('stays editable on an approved requisition whose candidates moved past NEW, while no interview exists', async () => {
    // The dead end: approved without steps, then a candidate screened, so position data locks.
    const approved = await make.requisition({ complete: true, status: 'RVA' });
    const screened = await make.application(approved, {
      status: 'SCREENING',
      firstName: 'Zoë',
      surName: 'Ðặng',
    });
    // An interview scheduled without a step holds nothing of the process: it does not lock it.
    await make.interview(screened.applicationId, { stepId: null });
    const lock = await t.request('GET', `/api/v1/application/is-requisition-update-locked/${approved}`, {
      token: manager,
    });
    expect(lock.body).toMatchObject({ locked: true, interviewExists: true });
    const positionEdit = await t.request('POST', '/api/v1/financial', {
      token: manager,
      body: { jobPositionId: approved, compensationFrom: 80000, compensationTo: 95000 },
    });
    expect(positionEdit.status).toBe(409);
    expect(positionEdit.body.code).toBe('REQUISITION_LOCKED');

    const set = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: {
        positionId: approved,
        steps: [
          { name: 'Phone screen', stepType: 'SCREENING' },
          { name: 'Panel', stepType: 'INTERVIEW' },
        ],
      },
    });
    expect(set.status).toBe(200);
    const [phone, panel] = set.body as { id: number }[];
    const assign = await t.request('POST', '/api/v1/selection_process/create_interviewer', {
      token: manager,
      body: { stepId: panel!.id, userId: officer.id },
    });
    expect(assign.status).toBe(200);
    const unassign = await t.request(
      'DELETE',
      `/api/v1/selection_process?stepId=${panel!.id}&userId=${officer.id}`,
      { token: manager },
    );
    expect(unassign.status).toBe(200);
    const removed = await t.request('DELETE', `/api/v1/selection_process?stepId=${phone!.id}`, {
      token: manager,
    });
    expect(removed.status).toBe(200);
    const left = await t.request('GET', `/api/v1/selection_process?positionId=${approved}`, {
      token: manager,
    });
    expect(left.body.map((s: { stepOrder: number; name: string }) => `${s.stepOrder}:${s.name}`)).toEqual([
      '1:Panel',
    ]);
  });

  it('refuses every change once an interview exists (409 with a sentence), and changes nothing', async () => {
    const before = await t.request('GET', `/api/v1/selection_process?positionId=${locked.positionId}`, {
      token: manager,
    });
    const refusals = [
      await t.request('POST', '/api/v1/selection_process', {
        token: manager,
        body: { positionId: locked.positionId, steps: [] },
      }),
      await t.request('POST', '/api/v1/selection_process/create_interviewer', {
        token: manager,
        body: { stepId: locked.stepId, userId: officer.id },
      }),
      await t.request('DELETE', `/api/v1/selection_process?stepId=${locked.stepId}`, { token: manager }),
      await t.request('DELETE', `/api/v1/selection_process?stepId=${locked.stepId}&userId=${staffUserId}`, {
        token: manager,
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'SELECTION_PROCESS_LOCKED',
        message: SELECTION_PROCESS_MESSAGES.locked,
      });
    }
    const after = await t.request('GET', `/api/v1/selection_process?positionId=${locked.positionId}`, {
      token: manager,
    });
    expect(after.body).toEqual(before.body);
    expect(after.body.map((step: { interviews: number }) => step.interviews)).toEqual([1]);
  });

  it('sets custom steps in the given order', async () => {
    const res = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: {
        positionId,
        steps: [
          { name: 'Phone screen', stepType: 'SCREENING' },
          { name: 'Panel', stepType: 'INTERVIEW' },
          { name: 'References', stepType: 'REFERENCE_CHECK' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { stepOrder: number; name: string }) => `${s.stepOrder}:${s.name}`)).toEqual([
      '1:Phone screen',
      '2:Panel',
      '3:References',
    ]);
  });

  it('answers 400 naming the field, 404 for unknown ids, 401 and 403', async () => {
    const badType = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: { positionId, steps: [{ name: 'X', stepType: 'DANCE' }] },
    });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.fields)).toEqual(['steps.0.stepType']);
    const both = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: { positionId, templateId: 1, steps: [] },
    });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.fields)).toEqual(['templateId']);
    const noTemplate = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: { positionId, templateId: 99999 },
    });
    expect(noTemplate.status).toBe(404);
    const noPosition = await t.request('POST', '/api/v1/selection_process', {
      token: manager,
      body: { positionId: 99999, steps: [] },
    });
    expect(noPosition.status).toBe(404);
    const body = { positionId, steps: [] };
    expect((await t.request('POST', '/api/v1/selection_process', { body })).status).toBe(401);
    expect((await t.request('POST', '/api/v1/selection_process', { token: employee, body })).status).toBe(
      403,
    );
  });
});

describe('interviewers and deletes', () => {
  it('assigns an interviewer to a step once, and removes them', async () => {
    const [first] = await steps();
    const url = '/api/v1/selection_process/create_interviewer';
    const body = { stepId: first.id, userId: staffUserId };
    const res = await t.request('POST', url, { token: manager, body });
    expect(res.status).toBe(200);
    expect(res.body[0].interviewers.map((u: { id: number }) => u.id)).toEqual([staffUserId]);
    expect((await t.request('POST', url, { token: manager, body })).status).toBe(409);
    expect((await t.request('POST', url, { token: employee, body })).status).toBe(403);
    expect((await t.request('POST', url, { body })).status).toBe(401);
    const notStaff = await t.request('POST', url, {
      token: manager,
      body: { ...body, userId: applicant.id },
    });
    expect(notStaff.status).toBe(400);
    expect(Object.keys(notStaff.body.fields)).toEqual(['userId']);
    const missing = await t.request('POST', url, { token: manager, body: { stepId: first.id } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(['userId']);

    const del = `/api/v1/selection_process?stepId=${first.id}&userId=${staffUserId}`;
    expect((await t.request('DELETE', del, { token: employee })).status).toBe(403);
    const removed = await t.request('DELETE', del, { token: manager });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'deleted' });
    expect((await steps())[0].interviewers).toEqual([]);
    expect((await t.request('DELETE', del, { token: manager })).status).toBe(404);
  });

  it('deletes a step and keeps the order contiguous', async () => {
    const before = await steps();
    const res = await t.request('DELETE', `/api/v1/selection_process?stepId=${before[0].id}`, {
      token: manager,
    });
    expect(res.status).toBe(200);
    const after = await steps();
    expect(after.map((s: { stepOrder: number }) => s.stepOrder)).toEqual([1, 2]);
    expect(after.map((s: { name: string }) => s.name)).toEqual(['Panel', 'References']);
    expect(
      (await t.request('DELETE', '/api/v1/selection_process?stepId=abc', { token: manager })).status,
    ).toBe(400);
    expect((await t.request('DELETE', `/api/v1/selection_process?stepId=${before[0].id}`)).status).toBe(401);
  });
});
