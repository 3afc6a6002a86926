// Identity by email (issue 24 item 9): both add paths link an applicant by email only, ignoring
// case; a phone on another record is the phone check's warning, never a link.
import { ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);

let manager: TestUser;
let officer: TestUser;
let hrOnly: TestUser;
let employee: TestUser;
let applicantUser: TestUser;
let reqA: number;
let reqB: number;

let counter = 0;
const unique = () => {
  counter += 1;
  return counter;
};
const person = (over: Record<string, unknown> = {}) => {
  const n = unique();
  return { firstName: 'Zoë', surName: `Ðặng ${n}`, email: `zoe.dang${n}@identity.test`, ...over };
};

const api = (method: string, path: string, body: unknown, user: TestUser | null = manager) =>
  t.request(method, `/api/v1${path}`, { ...(user ? { token: user.token } : {}), body });
const check = (body: unknown, user: TestUser | null = manager) =>
  api('POST', '/applicant/phone-check', body, user);

beforeAll(async () => {
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  hrOnly = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER], authorities: ['ONBOARDING'] });
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
  applicantUser = await t.createUser({ roles: [ROLES.APPLICANT] });
  reqA = await make.requisition({ complete: true, status: 'IN' });
  reqB = await make.requisition({ complete: true, status: 'IN' });
});

describe('the application form (POST /api/v1/application)', () => {
  it('files a new email with a phone already on file as a new applicant', async () => {
    const first = await api('POST', '/application', {
      jobPositionId: reqA,
      applicant: person({ firstName: 'Łukasz', surName: 'Żółć', mobile: '+61 (0)412 345 678' }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The same digits, written another way, under another email: a sister who shares the phone.
    const second = await api('POST', '/application', {
      jobPositionId: reqB,
      applicant: person({ firstName: 'Agnieszka', surName: 'Żółć', phone: '61 0412-345-678' }),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.linkedExisting).toBe(false);
    expect(second.body.applicantId).not.toBe(first.body.applicantId);
    const record = await api('GET', `/application/${second.body.applicationId}`, undefined);
    expect(record.body.applicant).toMatchObject({
      firstName: 'Agnieszka',
      email: expect.stringContaining('@'),
    });
    // The same requisition for the new person is allowed too: they are not the first applicant.
    const sameReq = await api('POST', '/application', {
      jobPositionId: reqA,
      applicant: person({ firstName: 'Marek', mobile: '+61 412 345 678' }),
    });
    expect(sameReq.status).toBe(200);
    expect(sameReq.body.linkedExisting).toBe(false);
  });

  it('links the same email in another case to the existing applicant', async () => {
    const p = person({ firstName: '王', surName: '秀英' });
    const first = await api('POST', '/application', { jobPositionId: reqA, applicant: p });
    const again = await api('POST', '/application', {
      jobPositionId: reqB,
      applicant: { ...person({ firstName: 'Someone', surName: 'Else' }), email: p.email.toUpperCase() },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ applicantId: first.body.applicantId, linkedExisting: true });
    // The existing details stay: the form's other input does not overwrite them.
    const record = await api('GET', `/application/${again.body.applicationId}`, undefined);
    expect(record.body.applicant).toMatchObject({ firstName: '王', surName: '秀英' });
  });
});

describe('the candidates panel (POST /api/v1/applicant/add-candidate)', () => {
  it('files a new email with a phone already on file as a new applicant, and reuses the same email', async () => {
    const first = await api('POST', '/applicant/add-candidate', {
      requisitionId: reqA,
      applicant: person({ firstName: 'محمد', surName: 'علي', mobile: '0400 111 222' }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const other = await api('POST', '/applicant/add-candidate', {
      requisitionId: reqA,
      applicant: person({ firstName: 'فاطمة', surName: 'علي', mobile: '0400111222' }),
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.applicantId).not.toBe(first.body.applicantId);
    const applicant = await api('GET', `/applicant/${other.body.applicantId}`, undefined);
    expect(applicant.body.firstName).toBe('فاطمة');
  });
});

describe('POST /api/v1/applicant/phone-check', () => {
  it("names the other applicants whose mobile or phone has the same digits, not the email's owner", async () => {
    const owner = person({ firstName: 'Ngozi', surName: 'Okonkwo', mobile: '+44 20 7946 0958' });
    const created = await api('POST', '/applicant/add-candidate', { requisitionId: reqB, applicant: owner });
    expect(created.status).toBe(200);
    const other = person({
      firstName: 'Chidi',
      surName: 'Okonkwo',
      phone: '020 7946 0958',
      mobile: '0711 222 333',
    });
    const added = await api('POST', '/applicant/add-candidate', { requisitionId: reqB, applicant: other });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const found = await check({ phones: ['(020) 7946-0958', null], email: 'new.person@identity.test' });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.matches).toEqual([
      { applicantId: expect.any(Number), name: 'Chidi Okonkwo', email: other.email },
    ]);
    const byMobile = await check({ phones: ['+44 20 7946 0958'], email: 'x@identity.test' });
    expect(byMobile.body.matches).toEqual([
      { applicantId: created.body.applicantId, name: 'Ngozi Okonkwo', email: owner.email },
    ]);
    // The applicant with the given email is that person, not a warning (in any case of the email).
    const self = await check({ phones: ['+44 20 7946 0958'], email: owner.email.toUpperCase() });
    expect(self.body.matches).toEqual([]);
    // Too few digits to mean anything, no numbers, or a number nobody has: nothing.
    expect((await check({ phones: ['12-34'] })).body.matches).toEqual([]);
    expect((await check({ phones: [] })).body.matches).toEqual([]);
    expect((await check({ phones: ['+1 555 0100 999'] })).body.matches).toEqual([]);
  });

  it('is open to SHORTLISTING and ONBOARDING holders only, and refuses bad input with 400', async () => {
    const body = { phones: ['0400 111 222'], email: null };
    expect((await check(body, officer)).status).toBe(200);
    expect((await check(body, hrOnly)).status).toBe(200);
    expect((await check(body, employee)).status).toBe(403);
    expect((await check(body, applicantUser)).status).toBe(403);
    expect((await check(body, null)).status).toBe(401);
    const tooMany = await check({ phones: ['1', '2', '3'] });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fields)).toContain('phones');
    const tooLong = await check({ phones: ['1'.repeat(31)] });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields)).toContain('phones.0');
  });
});
