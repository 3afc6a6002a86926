import { EMPLOYEE_MESSAGES, EMPLOYEE_PATHS as P, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { TEST_PASSWORD, type TestUser, useTestApp } from '../../../test/test-app.js';

// The app's log lines, to prove the sensitive values never reach them.
const logLines: string[] = [];
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
const make = factories(t);
const api = (path: string) => `/api/v1${path}`;

// Values that pass the rules; each appears nowhere but the encrypted columns and the reveal answer.
const TFN = '123 456 782';
const TFN_DIGITS = '123456782';
const ACCOUNT = '98765432';
const LICENSE = 'ZX91827';
const DISABILITY = 'Uses a screen reader; needs captioned meetings.';

const address = (line1: string) => ({
  line1,
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  country: 'Australia',
});

const fullBody = (over: Record<string, unknown> = {}) => ({
  personalDetails: {
    title: 'Ms',
    dateOfBirth: '1990-04-12',
    gender: 'Female',
    workPhone: '(02) 9123 4567',
    differentAddress: true,
    physicalAddress: address('12 George Street'),
    postalAddress: address('PO Box 881'),
  },
  contactOne: { name: 'Sam Rivers', relationship: 'Partner', phone: '0412 345 678' },
  superanuationFund: { fundName: 'AustralianSuper', fundAbn: '65 714 394 898', memberNumber: '4471122' },
  bankDetail: { accountName: 'Ann Example', bankName: 'Westpac', bsb: '032-001', accountNumber: ACCOUNT },
  taxDetail: {
    taxFileNumber: TFN,
    residencyStatus: 'RESIDENT',
    taxFreeThreshold: true,
    studyLoanDebt: false,
  },
  disability: { hasDisability: true, details: DISABILITY },
  driversLicense: {
    licenseNumber: LICENSE,
    state: 'NSW',
    licenseClass: 'C',
    issueDate: '2022-03-01',
    expiryDate: '2027-03-01',
  },
  ...over,
});

let manager: TestUser;
let officer: TestUser;
let positionId: number;
let counter = 0;

/** A requisition at compliance check with one CONTRACTED application whose contract is `status`. */
async function contract(status = 'SIGNED', lastName = 'Example') {
  counter += 1;
  const prisma = t.app.db.prisma;
  const { applicationId, applicantId } = await make.application(positionId, {
    status: 'CONTRACTED',
    firstName: 'Ann',
    surName: `${lastName}${counter}`,
    email: `ann.${lastName.toLowerCase()}${counter}@example.com`,
  });
  const user = await t.createUser({
    roles: [ROLES.APPLICANT],
    email: `ann.${lastName.toLowerCase()}${counter}@example.com`,
  });
  await prisma.applicant.update({
    where: { id: applicantId },
    data: { userId: user.id, mobile: '0400 111 222' },
  });
  const letter = await prisma.contractLetter.create({
    data: {
      applicationId,
      body: 'Contract',
      jobTitle: 'Geologist',
      status,
      startDate: new Date('2027-02-01'),
    },
  });
  return { contractId: letter.id, applicationId, applicantId, user };
}

async function save(contractId: number, body: unknown, token = manager.token) {
  return t.request('POST', api(P.save(contractId)), { token, body });
}

beforeAll(async () => {
  manager = await make.manager();
  officer = await t.createUser({ roles: [ROLES.RECRUITMENT_OFFICER] });
  positionId = await make.requisition({ complete: true, status: 'CCK' });
});

describe('POST employee/save/{contractId}', () => {
  let hired: Awaited<ReturnType<typeof contract>>;
  let employeeId: number;

  beforeAll(async () => {
    hired = await contract();
  });

  it('creates the employee from a signed contract, hires the application and makes the account an Employee', async () => {
    const res = await save(hired.contractId, fullBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(EMPLOYEE_MESSAGES.created);
    employeeId = res.body.employeeId;

    const prisma = t.app.db.prisma;
    const application = await prisma.application.findUnique({ where: { id: hired.applicationId } });
    expect(application?.status).toBe('HIRED');
    const requisition = await prisma.jobPosition.findUnique({ where: { id: positionId } });
    expect(requisition?.status).toBe('CA');
    const employee = await prisma.employee.findUnique({ where: { id: employeeId } });
    expect(employee).toMatchObject({
      userId: hired.user.id,
      status: 'ONBOARDING',
      employeeCode: expect.stringMatching(/^EMP-\d{6}$/),
    });

    // The old token's session ended; the same password signs in with the new role.
    expect((await t.request('GET', api(P.get(employeeId)), { token: hired.user.token })).status).toBe(401);
    const login = await t.request('POST', '/auth/userLogin', {
      body: { email: hired.user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const payload = JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString());
    expect(payload.roles).toBe(ROLES.EMPLOYEE);
    hired.user = { ...hired.user, token: login.body.token };
  });

  it('answers the record with the applicant prefill, addresses beside personalDetails and every sensitive value masked', async () => {
    const res = await t.request('GET', api(P.get(employeeId)), { token: manager.token });
    expect(res.status).toBe(200);
    const record = res.body.data;
    expect(record.personalDetails).toMatchObject({
      firstName: 'Ann',
      lastName: expect.stringMatching(/^Example/),
      personalEmail: hired.user.email,
      personalPhone: '0400 111 222',
      differentAddress: true,
    });
    expect(record.personalDetails).not.toHaveProperty('physicalAddress');
    expect(record.physicalAddress.line1).toBe('12 George Street');
    expect(record.postalAddress.line1).toBe('PO Box 881');
    expect(record.bankDetail).toMatchObject({ bsb: '032001', accountNumber: '•••••432' });
    expect(record.taxDetail.taxFileNumber).toBe('•••••782');
    expect(record.driversLicense.licenseNumber).toBe('•••••827');
    expect(record.disability.details).toBe('•••••gs.');
    expect(record.employment.employmentStartDate).toBe('2027-02-01');
    expect(record.application).toMatchObject({ id: hired.applicationId, status: 'HIRED' });
    expect(record.statusHistory[0]).toMatchObject({ fromStatus: null, toStatus: 'ONBOARDING' });
    const text = JSON.stringify(res.body);
    for (const secret of [TFN_DIGITS, ACCOUNT, LICENSE, DISABILITY]) expect(text).not.toContain(secret);
  });

  it('lets the employee read their own record (masked) and no other (404)', async () => {
    const mine = await t.request('GET', api(P.mine), { token: hired.user.token });
    expect(mine.body).toEqual({ employeeId });
    expect((await t.request('GET', api(P.mine), { token: officer.token })).body).toEqual({
      employeeId: null,
    });
    expect((await t.request('GET', api(P.mine))).status).toBe(401);
    const own = await t.request('GET', api(P.get(employeeId)), { token: hired.user.token });
    expect(own.status).toBe(200);
    expect(own.body.data.taxDetail.taxFileNumber).toBe('•••••782');
    const other = await contract();
    const made = await save(other.contractId, {});
    expect(made.status).toBe(200);
    expect(
      (await t.request('GET', api(P.get(made.body.employeeId)), { token: hired.user.token })).status,
    ).toBe(404);
    expect((await t.request('GET', api(P.get(999999)), { token: hired.user.token })).status).toBe(404);
    // Nor may they reveal, save or list.
    expect(
      (
        await t.request('POST', api(P.reveal(employeeId)), {
          token: hired.user.token,
          body: { field: 'taxDetail.taxFileNumber' },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a second employee for the contract, an unsigned contract and a missing one', async () => {
    const again = await save(hired.contractId, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMPLOYEE_EXISTS');
    const sent = await contract('SENT');
    const unsigned = await save(sent.contractId, {});
    expect(unsigned.status).toBe(409);
    expect(unsigned.body).toMatchObject({
      code: 'CONTRACT_NOT_SIGNED',
      message: EMPLOYEE_MESSAGES.contractNotSigned,
    });
    expect((await save(999999, {})).status).toBe(404);
    // Two creates at once: one employee, the other click answers 409.
    const race = await contract();
    const both = await Promise.all([save(race.contractId, {}), save(race.contractId, {})]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe('EMPLOYEE_EXISTS');
    // Nothing was hired by the refusals.
    const application = await t.app.db.prisma.application.findUnique({ where: { id: sent.applicationId } });
    expect(application?.status).toBe('CONTRACTED');
  });

  it('updates only what is sent: other sections and the stored sensitive values stay', async () => {
    const res = await save(hired.contractId, {
      employeeId,
      contactTwo: { name: 'Jo Rivers', phone: '+61 2 9000 1111' },
      bankDetail: { bankName: 'Westpac Banking', accountNumber: '•••••432' },
      personalDetails: { preferredName: 'Annie' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: EMPLOYEE_MESSAGES.updated, employeeId });
    const record = (await t.request('GET', api(P.get(employeeId)), { token: manager.token })).body.data;
    expect(record.contactOne.name).toBe('Sam Rivers');
    expect(record.contactTwo.name).toBe('Jo Rivers');
    expect(record.bankDetail).toMatchObject({
      bankName: 'Westpac Banking',
      bsb: '032001',
      accountNumber: '•••••432',
    });
    expect(record.personalDetails).toMatchObject({
      preferredName: 'Annie',
      title: 'Ms',
      differentAddress: true,
    });
    expect(record.postalAddress.line1).toBe('PO Box 881');
    expect(record.taxDetail.taxFileNumber).toBe('•••••782');
    const audit = await t.app.db.prisma.auditEvent.findFirst({
      where: { entity: 'Employee', entityId: String(employeeId), action: 'UPDATE' },
      orderBy: { id: 'desc' },
    });
    expect(audit?.fields.sort()).toEqual([
      'bankDetail.bankName',
      'contactTwo.name',
      'contactTwo.phone',
      'personalDetails.preferredName',
    ]);
  });

  it('answers 400 naming the field: TFN, BSB, account, postal address, licence dates, missing account', async () => {
    const cases: [unknown, string][] = [
      [{ employeeId, taxDetail: { taxFileNumber: '123 456 789' } }, 'taxDetail.taxFileNumber'],
      [{ employeeId, bankDetail: { bsb: '12-345' } }, 'bankDetail.bsb'],
      [{ employeeId, bankDetail: { accountNumber: '12a45' } }, 'bankDetail.accountNumber'],
      [
        { employeeId, personalDetails: { differentAddress: true, postalAddress: null } },
        'personalDetails.postalAddress',
      ],
      [
        { employeeId, driversLicense: { issueDate: '2027-01-01', expiryDate: '2026-01-01' } },
        'driversLicense.expiryDate',
      ],
      [{ employeeId, contactOne: { phone: 'call me' } }, 'contactOne.phone'],
      [{ employeeId, personalDetails: { personalEmail: 'not-an-email' } }, 'personalDetails.personalEmail'],
    ];
    for (const [body, field] of cases) {
      const res = await save(hired.contractId, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
      expect(JSON.stringify(res.body)).not.toMatch(/123 ?456 ?789|12a45/);
    }
    // Checked after merging with what is stored: a first bank section needs the account number, and
    // a postal address once the addresses differ.
    const other = await contract();
    const made = await save(other.contractId, { personalDetails: { differentAddress: false } });
    const id = made.body.employeeId;
    const noAccount = await save(other.contractId, {
      employeeId: id,
      bankDetail: { accountName: 'A', bsb: '062000' },
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.fields).toHaveProperty(['bankDetail.accountNumber']);
    const noPostal = await save(other.contractId, {
      employeeId: id,
      personalDetails: { differentAddress: true },
    });
    expect(noPostal.status).toBe(400);
    expect(noPostal.body.fields).toHaveProperty(['personalDetails.postalAddress']);
    // References: a manager must be a staff user, a department must exist.
    const applicantUser = await t.createUser({ roles: [ROLES.APPLICANT] });
    const refs = await save(other.contractId, {
      employeeId: id,
      employment: { managerId: applicantUser.id, departmentId: 999999 },
    });
    expect(refs.status).toBe(400);
    expect(Object.keys(refs.body.fields).sort()).toEqual(['employment.departmentId', 'employment.managerId']);
    expect((await save(other.contractId, { employeeId: 999999 })).status).toBe(404);
    // The employee of another contract cannot be saved through this one.
    const wrong = await save(hired.contractId, { employeeId: id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('employeeId');
  });

  it('is refused without a token (401) and without ONBOARDING (403)', async () => {
    expect((await save(hired.contractId, {}, '')).status).toBe(401);
    expect((await save(hired.contractId, { employeeId }, officer.token)).status).toBe(403);
    expect((await save(hired.contractId, { employeeId }, hired.user.token)).status).toBe(403);
  });

  it('keeps no sensitive value in plain text in the database, the audit or the logs', async () => {
    const pool = t.app.db.pool;
    const tables = [
      'employee_bank_detail',
      'employee_tax_detail',
      'employee_drivers_license',
      'employee_disability',
      'audit_event',
    ];
    for (const table of tables) {
      const rows = await pool.query(`SELECT row_to_json(x)::text AS row FROM ${table} x`);
      const text = rows.rows.map((r) => r.row).join('\n');
      for (const secret of [TFN_DIGITS, TFN, ACCOUNT, LICENSE, DISABILITY])
        expect(text, table).not.toContain(secret);
    }
    const stored = await pool.query(
      'SELECT tax_file_number_enc FROM employee_tax_detail WHERE employee_id = $1',
      [employeeId],
    );
    expect(stored.rows[0].tax_file_number_enc).toMatch(/^v1:/);
    // The app did log the saves (request lines), and none of them holds a value.
    const log = logLines.join('');
    expect(log).toContain(P.save(hired.contractId));
    for (const secret of [TFN_DIGITS, TFN, ACCOUNT, LICENSE, DISABILITY]) expect(log).not.toContain(secret);
  });
});

describe('POST employee/reveal/{employeId}', () => {
  let employeeId: number;
  beforeAll(async () => {
    const hired = await contract();
    employeeId = (await save(hired.contractId, fullBody())).body.employeeId;
  });

  it('answers one value in full and audits who saw which field of whom', async () => {
    const res = await t.request('POST', api(P.reveal(employeeId)), {
      token: manager.token,
      body: { field: 'taxDetail.taxFileNumber' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ field: 'taxDetail.taxFileNumber', value: TFN_DIGITS });
    const audit = await t.app.db.prisma.auditEvent.findFirst({
      where: { entity: 'Employee', entityId: String(employeeId), action: 'REVEAL' },
    });
    expect(audit).toMatchObject({ userId: manager.id, fields: ['taxDetail.taxFileNumber'] });
    expect(JSON.stringify(audit?.details ?? null)).not.toContain(TFN_DIGITS);
    const details = await t.request('POST', api(P.reveal(employeeId)), {
      token: manager.token,
      body: { field: 'disability.details' },
    });
    expect(details.body.value).toBe(DISABILITY);
  });

  it('answers 400 for an unknown field, 401, 403 and 404', async () => {
    const bad = await t.request('POST', api(P.reveal(employeeId)), {
      token: manager.token,
      body: { field: 'salary' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('field');
    const body = { field: 'bankDetail.accountNumber' };
    expect((await t.request('POST', api(P.reveal(employeeId)), { body })).status).toBe(401);
    expect((await t.request('POST', api(P.reveal(employeeId)), { token: officer.token, body })).status).toBe(
      403,
    );
    expect((await t.request('POST', api(P.reveal(999999)), { token: manager.token, body })).status).toBe(404);
  });
});

describe('POST employee/change-status', () => {
  let employeeId: number;
  beforeAll(async () => {
    const hired = await contract();
    employeeId = (await save(hired.contractId, {})).body.employeeId;
  });
  const change = (body: Record<string, unknown>, token = manager.token) =>
    t.request('POST', api(P.changeStatus), { token, body });

  it('moves through the conversion table, keeps history and refuses other moves with 409', async () => {
    const moved = await change({
      employeeId,
      status: 'ACTIVE',
      effectiveDate: '2027-02-01',
      reason: 'Started',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ fromStatus: 'ONBOARDING', status: 'ACTIVE' });
    const refused = await change({
      employeeId,
      status: 'ONBOARDING',
      effectiveDate: '2027-02-02',
      reason: 'Oops',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('An employee cannot change from Active to Onboarding.');
    expect(
      (await change({ employeeId, status: 'TERMINATED', effectiveDate: '2027-03-01', reason: 'Resigned' }))
        .status,
    ).toBe(200);
    expect(
      (await change({ employeeId, status: 'ACTIVE', effectiveDate: '2027-04-01', reason: 'Back' })).status,
    ).toBe(409);
    const record = (await t.request('GET', api(P.get(employeeId)), { token: manager.token })).body.data;
    expect(record.status).toBe('TERMINATED');
    expect(record.statusHistory.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'TERMINATED',
      'ACTIVE',
      'ONBOARDING',
    ]);
    expect(record.statusHistory[0]).toMatchObject({
      effectiveDate: '2027-03-01',
      reason: 'Resigned',
      changedBy: expect.any(String),
    });
  });

  it('answers 400 naming the field, 401, 403 and 404', async () => {
    const bad = await change({ employeeId, status: 'ACTIVE', effectiveDate: '01/02/2027', reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('effectiveDate');
    const body = { employeeId, status: 'ACTIVE', effectiveDate: '2027-02-01', reason: 'Started' };
    expect((await t.request('POST', api(P.changeStatus), { body })).status).toBe(401);
    expect((await change(body, officer.token)).status).toBe(403);
    expect((await change({ ...body, employeeId: 999999 })).status).toBe(404);
  });
});

describe('the employee list, criteria and summary', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const name of ['Quartz', 'Quill']) {
      const hired = await contract('SIGNED', name);
      ids.push((await save(hired.contractId, fullBody())).body.employeeId);
    }
  });

  it('searches, filters, sorts and pages in SQL with the spec columns and nothing sensitive', async () => {
    const list = await t.request('GET', api(`${P.list}?search=quartz&size=5`), { token: manager.token });
    expect(list.status).toBe(200);
    expect(list.body.responseDataList.map((r: { employeeId: number }) => r.employeeId)).toEqual([ids[0]]);
    const row = list.body.responseDataList[0];
    for (const column of [
      'applicantId',
      'employeeId',
      'applicantEmail',
      'personalDetailsFirstName',
      'personalDetailsLastName',
      'personalDetailsMiddleName',
      'orgDeptName',
      'jobPositionType',
      'industry',
      'discipline',
      'personalPhoneNumber',
      'workPhoneNumber',
      'employmentStartDate',
      'approved',
    ]) {
      expect(row).toHaveProperty(column);
    }
    expect(row).toMatchObject({
      workPhoneNumber: '(02) 9123 4567',
      employmentStartDate: '2027-02-01',
      status: 'ONBOARDING',
    });
    for (const secret of [TFN_DIGITS, ACCOUNT, LICENSE])
      expect(JSON.stringify(list.body)).not.toContain(secret);

    const criteria = await t.request('POST', api(P.criteria), {
      token: manager.token,
      body: {
        columns: ['personalDetailsLastName', 'workPhoneNumber'],
        operators: ['STR_CONTAIN', 'NUM_EQUAL'],
        values: ['quill', '0291234567'],
        sort: 'personalDetailsLastName',
        direction: 'asc',
      },
    });
    expect(criteria.status).toBe(200);
    expect(criteria.body.responseDataList.map((r: { employeeId: number }) => r.employeeId)).toEqual([ids[1]]);
    const byDay = await t.request('POST', api(P.criteria), {
      token: manager.token,
      body: { columns: ['employmentStartDate'], operators: ['TIME_EQUAL'], values: ['2027-02-01'], size: 1 },
    });
    expect(byDay.body.paging.size).toBe(1);
    expect(byDay.body.paging.totalElements).toBeGreaterThanOrEqual(2);

    const bad = await t.request('POST', api(P.criteria), {
      token: manager.token,
      body: { columns: ['taxFileNumber'], operators: ['STR_EQUAL'], values: ['1'] },
    });
    expect(bad.status).toBe(400);
  });

  it('answers the summary cards as aggregates', async () => {
    const res = await t.request('GET', api(P.summary), { token: manager.token });
    expect(res.status).toBe(200);
    const count = await t.app.db.prisma.employee.count();
    expect(res.body.total).toBe(count);
    expect(res.body.byStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(count);
    expect(res.body.byDepartment[0]).toMatchObject({ departmentName: 'Engineering' });
    // The employees saved with {} lack bank, tax and more; the full ones lack nothing.
    const incomplete = await t.app.db.pool.query(
      `SELECT count(*)::int AS n FROM employee e WHERE e.status <> 'TERMINATED'
         AND NOT EXISTS (SELECT 1 FROM employee_tax_detail x WHERE x.employee_id = e.id)`,
    );
    expect(res.body.missingDetails).toBeGreaterThanOrEqual(incomplete.rows[0].n);
    expect(res.body.missingDetails).toBeLessThan(count);
    const starters = await t.app.db.pool.query(
      `SELECT count(*)::int AS n FROM employee
        WHERE date_trunc('month', employment_start_date) = date_trunc('month', now() AT TIME ZONE 'UTC')`,
    );
    expect(res.body.startersThisMonth).toBe(starters.rows[0].n);
  });

  it('is refused without a token (401) and without ONBOARDING (403)', async () => {
    for (const [method, path, body] of [
      ['GET', P.list, undefined],
      ['POST', P.criteria, {}],
      ['GET', P.summary, undefined],
      ['POST', P.export, {}],
    ] as const) {
      expect((await t.request(method, api(path), { body })).status, path).toBe(401);
      expect((await t.request(method, api(path), { token: officer.token, body })).status, path).toBe(403);
    }
    const applicant = await t.createUser({ roles: [ROLES.APPLICANT] });
    expect((await t.request('GET', api(P.get(ids[0]!)), { token: applicant.token })).status).toBe(403);
    expect((await t.request('GET', api(P.get(ids[0]!)), { token: officer.token })).status).toBe(403);
    expect((await t.request('GET', api(P.get(ids[0]!)))).status).toBe(401);
  });
});
