import { SPEC_TABLE_NAMES, type TSpecTable } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { useJobPositionFixtures } from './job-position.fixtures.js';

const f = useJobPositionFixtures();
const { t } = f;

/** A valid add body per table, its expected answer fields, an edit, and an invalid body with its field. */
const CASES = (): Record<
  TSpecTable,
  {
    add: Record<string, unknown>;
    answer: Record<string, unknown>;
    edit: Record<string, unknown>;
    invalid: [Record<string, unknown>, string];
  }
> => ({
  job_qual_spec: {
    add: { jobQualityRefId: f.ref.qualification },
    answer: { jobQualityRefId: f.ref.qualification, mandatory: false, weight: 20, complianceDocument: false },
    edit: { jobQualityRefId: f.ref.qualification, mandatory: true, weight: 50, complianceDocument: true },
    invalid: [{ weight: 101 }, 'weight'],
  },
  job_certification_spec: {
    add: { jobCertRefId: f.ref.certification },
    answer: { jobCertRefId: f.ref.certification, mandatory: false, weight: 20, complianceDocument: false },
    edit: { jobCertRefId: f.ref.certification, weight: 30 },
    invalid: [{ mandatory: 'yes' }, 'mandatory'],
  },
  work_auth: {
    add: { workAuthRefId: f.ref.workAuth },
    answer: { workAuthRefId: f.ref.workAuth, mandatory: false, weight: 20 },
    edit: { workAuthRefId: f.ref.workAuth, mandatory: true },
    invalid: [{ weight: -1 }, 'weight'],
  },
  job_role_res: {
    add: { designationTypeId: f.ref.designation, responsibilityIds: f.ref.responsibilities },
    answer: { designationTypeId: f.ref.designation, responsibilityIds: f.ref.responsibilities, weight: 20 },
    edit: { designationTypeId: f.ref.designation, responsibilityIds: [f.ref.responsibilities[0]] },
    invalid: [{ responsibilityIds: ['x'] }, 'responsibilityIds.0'],
  },
  job_experience: {
    add: { industryId: f.ref.industry, industryDisciplineId: f.ref.discipline, minYears: 2, maxYears: 5 },
    answer: { industryId: f.ref.industry, minYears: 2, maxYears: 5, jobPositionTypeId: null, weight: 20 },
    edit: { industryId: f.ref.industry, minYears: 3, maxYears: 8 },
    invalid: [{ minYears: 6, maxYears: 2 }, 'maxYears'],
  },
  job_skill: {
    add: { skillTypeId: f.ref.skill, level: 'BASIC' },
    answer: { skillTypeId: f.ref.skill, level: 'BASIC', mandatory: false, weight: 20 },
    edit: { skillTypeId: f.ref.skill, level: 'EXPERT' },
    invalid: [{ level: 'GURU' }, 'level'],
  },
});

describe.each(SPEC_TABLE_NAMES)('specification table %s', (table) => {
  it('adds with the form defaults, lists, edits and deletes rows, auditing each change', async () => {
    const c = CASES()[table];
    const id = await f.createPosition();
    const token = f.manager.token;
    const added = await t.request('POST', `/api/v1/${table}`, {
      token,
      body: { jobPositionId: id, ...c.add },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ jobPositionId: id, ...c.answer });
    const rowId = added.body.id;

    const list = await t.request('GET', `/api/v1/${table}/${id}`, { token: f.officer });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([added.body]);

    const edited = await t.request('PUT', `/api/v1/${table}/${rowId}`, {
      token,
      body: { jobPositionId: id, ...c.edit },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: rowId, ...c.edit });

    const removed = await t.request('DELETE', `/api/v1/${table}/${rowId}`, { token });
    expect(removed.status).toBe(200);
    expect((await t.request('GET', `/api/v1/${table}/${id}`, { token })).body).toEqual([]);

    const log = (await t.request('GET', `/api/v1/audit-log/${id}`, { token })).body as {
      action: string;
      entityId: string;
      oldValue: string | null;
      newValue: string | null;
    }[];
    const mine = log.filter((row) => row.entityId === String(rowId));
    expect(new Set(mine.map((row) => row.action))).toEqual(new Set(['CREATE', 'UPDATE', 'DELETE']));
    const update = mine.find((row) => row.action === 'UPDATE');
    expect(update?.oldValue).not.toBe(update?.newValue);
    expect(mine.filter((row) => row.action === 'DELETE').every((row) => row.newValue === null)).toBe(true);
  });

  it('answers 400 naming the field, 401, 403 and 404', async () => {
    const c = CASES()[table];
    const id = await f.createPosition();
    const [invalid, field] = c.invalid;
    const bad = await t.request('POST', `/api/v1/${table}`, {
      token: f.manager.token,
      body: { jobPositionId: id, ...c.add, ...invalid },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(field);
    const noPosition = await t.request('POST', `/api/v1/${table}`, { token: f.manager.token, body: c.add });
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.fields).toHaveProperty('jobPositionId');
    // Plain words, never zod's own ("Too big: expected number to be <=100").
    expect(noPosition.body.fields.jobPositionId).toBe('Required');
    expect(Object.values(bad.body.fields).join(' ')).not.toMatch(/expected|Too big|Too small|Invalid input/);
    const body = { jobPositionId: id, ...c.add };
    expect((await t.request('POST', `/api/v1/${table}`, { body })).status).toBe(401);
    expect((await t.request('POST', `/api/v1/${table}`, { token: f.employee, body })).status).toBe(403);
    expect((await t.request('PUT', `/api/v1/${table}/1`, { token: f.employee, body })).status).toBe(403);
    expect((await t.request('DELETE', `/api/v1/${table}/1`, { token: f.employee })).status).toBe(403);
    expect((await t.request('GET', `/api/v1/${table}/${id}`)).status).toBe(401);
    expect((await t.request('GET', `/api/v1/${table}/${id}`, { token: f.applicant })).status).toBe(403);
    expect((await t.request('PUT', `/api/v1/${table}/999999`, { token: f.manager.token, body })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/v1/${table}/999999`, { token: f.manager.token })).status).toBe(
      404,
    );
  });

  it('refuses add, edit and delete on a locked requisition with 409', async () => {
    const c = CASES()[table];
    const id = await f.createPosition();
    const token = f.manager.token;
    const added = await t.request('POST', `/api/v1/${table}`, {
      token,
      body: { jobPositionId: id, ...c.add },
    });
    await f.addApplication(id);
    const body = { jobPositionId: id, ...c.add };
    for (const res of [
      await t.request('POST', `/api/v1/${table}`, { token, body }),
      await t.request('PUT', `/api/v1/${table}/${added.body.id}`, { token, body }),
      await t.request('DELETE', `/api/v1/${table}/${added.body.id}`, { token }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('REQUISITION_LOCKED');
    }
  });
});

describe('location and financial', () => {
  it('saves a location with the spec defaults and updates it, auditing old and new values', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    expect((await t.request('GET', `/api/v1/location/${id}`, { token: f.officer })).body).toBeNull();
    const saved = await t.request('POST', '/api/v1/location', {
      token,
      body: { jobPositionId: id, cityId: f.ref.city, countryId: f.ref.country },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ remote: false, distance: 20, mandatory: false, weight: 20 });
    const again = await t.request('POST', '/api/v1/location', {
      token,
      body: { jobPositionId: id, cityId: f.ref.city, countryId: f.ref.country, distance: 50, remote: true },
    });
    expect(again.body.id).toBe(saved.body.id);
    const read = await t.request('GET', `/api/v1/location/${id}`, { token: f.officer });
    expect(read.body).toMatchObject({ distance: 50, remote: true });
    const log = (await t.request('GET', `/api/v1/audit-log/${id}`, { token })).body;
    expect(log).toContainEqual(
      expect.objectContaining({
        entity: 'JobLocation',
        action: 'UPDATE',
        field: 'distance',
        oldValue: '20',
        newValue: '50',
      }),
    );
  });

  it('saves financial data, refusing compensationTo below compensationFrom', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    const bad = await t.request('POST', '/api/v1/financial', {
      token,
      body: { jobPositionId: id, compensationFrom: 100, compensationTo: 50 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('compensationTo');
    const saved = await t.request('POST', '/api/v1/financial', {
      token,
      body: { jobPositionId: id, compensationFrom: 90000.5, compensationTo: 120000 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      compensationFrom: 90000.5,
      currency: 'AUD',
      salaryOption: 'ANNUAL',
      weight: 20,
    });
    expect(
      (await t.request('GET', `/api/v1/financial/${id}`, { token: f.officer })).body.compensationTo,
    ).toBe(120000);
  });

  it('refuses without token, without authority, applicants on reads and locked requisitions', async () => {
    const id = await f.createPosition();
    const body = { jobPositionId: id, compensationFrom: 1, compensationTo: 2 };
    const badLocation = await t.request('POST', '/api/v1/location', {
      token: f.manager.token,
      body: { jobPositionId: id, distance: -1, remote: 'no' },
    });
    expect(badLocation.status).toBe(400);
    expect(badLocation.body.fields).toHaveProperty('distance');
    expect(badLocation.body.fields).toHaveProperty('remote');
    expect((await t.request('POST', '/api/v1/financial', { body })).status).toBe(401);
    expect((await t.request('POST', '/api/v1/financial', { token: f.employee, body })).status).toBe(403);
    expect((await t.request('GET', `/api/v1/financial/${id}`, { token: f.applicant })).status).toBe(403);
    expect((await t.request('GET', `/api/v1/location/${id}`, { token: f.applicant })).status).toBe(403);
    await f.addApplication(id);
    const locked = await t.request('POST', '/api/v1/location', {
      token: f.manager.token,
      body: { jobPositionId: id },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('REQUISITION_LOCKED');
  });
});

describe('compliance documents', () => {
  it('adds with source Requisition, lists, updates and deletes', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    const added = await t.request('POST', '/api/v1/compliance', {
      token,
      body: { jobPositionId: id, name: 'Visa' },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'Visa', source: 'Requisition', mandatory: true });
    const updated = await t.request('PUT', `/api/v1/compliance/update/${added.body.id}`, {
      token,
      body: { jobPositionId: id, name: 'Work visa', mandatory: false },
    });
    expect(updated.status).toBe(200);
    expect((await t.request('GET', `/api/v1/compliance/${id}`, { token: f.officer })).body).toEqual([
      expect.objectContaining({ name: 'Work visa', mandatory: false }),
    ]);
    expect((await t.request('DELETE', `/api/v1/compliance/delete/${added.body.id}`, { token })).status).toBe(
      200,
    );
    expect((await t.request('GET', `/api/v1/compliance/${id}`, { token })).body).toEqual([]);
    const log = (await t.request('GET', `/api/v1/audit-log/${id}`, { token })).body;
    expect(log).toContainEqual(
      expect.objectContaining({
        entity: 'ComplianceDocument',
        action: 'UPDATE',
        field: 'name',
        oldValue: 'Visa',
        newValue: 'Work visa',
      }),
    );
  });

  it('answers 400 naming the field, 401, 403, 404 and 409 when locked', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    const bad = await t.request('POST', '/api/v1/compliance', {
      token,
      body: { jobPositionId: id, name: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('name');
    const body = { jobPositionId: id, name: 'Visa' };
    expect((await t.request('POST', '/api/v1/compliance', { body })).status).toBe(401);
    expect((await t.request('POST', '/api/v1/compliance', { token: f.employee, body })).status).toBe(403);
    expect((await t.request('GET', `/api/v1/compliance/${id}`, { token: f.applicant })).status).toBe(403);
    expect((await t.request('DELETE', '/api/v1/compliance/delete/999999', { token })).status).toBe(404);
    await f.addApplication(id);
    const locked = await t.request('POST', '/api/v1/compliance', { token, body });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('REQUISITION_LOCKED');
  });
});

describe('regulatory items of a position', () => {
  it('replaces the chosen items and lists them with names', async () => {
    const id = await f.createPosition();
    const token = f.manager.token;
    const path = `/api/v1/job_position/${id}/regulatory`;
    const saved = await t.request('POST', path, { token, body: { regulatoryIds: f.ref.regulatory } });
    expect(saved.status).toBe(200);
    expect(saved.body.map((row: { name: string }) => row.name).sort()).toEqual(['Privacy', 'WHS']);
    await t.request('POST', path, { token, body: { regulatoryIds: [f.ref.regulatory[1]] } });
    expect((await t.request('GET', path, { token: f.officer })).body).toEqual([
      { regulatoryId: f.ref.regulatory[1], name: 'Privacy' },
    ]);
    const bad = await t.request('POST', path, { token, body: { regulatoryIds: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('regulatoryIds');
    expect((await t.request('POST', path, { token: f.employee, body: { regulatoryIds: [] } })).status).toBe(
      403,
    );
    expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('GET', path, { token: f.applicant })).status).toBe(403);
  });
});
