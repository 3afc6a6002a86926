import {
  PUBLISHABLE_STATUSES,
  REQUISITION_FINAL_STATUSES,
  REQUISITION_STATUS_CODES,
  ROLES,
} from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENCRYPTION_KEY, useTestApp } from '../../test/test-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { createFieldCipher } from '../lib/crypto.js';
import { createRandom, seedDemoData } from './demo.js';

const t = useTestApp();
let seeded: boolean;

beforeAll(async () => {
  seeded = await seedDemoData(t.app.db.prisma, { encryptionKey: TEST_ENCRYPTION_KEY });
}, 60_000);

const count = async (table: string) =>
  Number((await t.app.db.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);

const signIn = async (email: string) => {
  const res = await t.request('POST', '/auth/userLogin', { body: { email, password: DEMO_PASSWORD } });
  return res;
};

describe('seedDemoData', () => {
  // How long it takes is a start-up figure, not a test: a shared machine's load decides it.
  it('seeds an empty database, and leaves a seeded one alone', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(t.app.db.prisma, { encryptionKey: TEST_ENCRYPTION_KEY })).toBe(false);
  });

  it('fills every kind of reference data', async () => {
    const tables = [
      'ref_country',
      'ref_state',
      'ref_city',
      'ref_industry',
      'ref_industry_discipline',
      'ref_department',
      'ref_position_type',
      'ref_work_authorization',
      'ref_qualification',
      'ref_certification',
      'ref_skill',
      'ref_designation',
      'ref_role_responsibility',
      'ref_application_type',
      'ref_lifecycle',
      'ref_computer_skill',
      'ref_language',
      'ref_regulatory',
      'selection_process_template',
      'selection_process_template_step',
    ];
    for (const table of tables) expect(await count(table), table).toBeGreaterThan(0);
    // Every table whose name starts with ref_ is a reference kind: none may be left empty.
    const refTables = await t.app.db.pool.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE 'ref\\_%'`,
    );
    for (const { tablename } of refTables.rows) expect(await count(tablename), tablename).toBeGreaterThan(0);
  });

  it('makes Australia country 1 with Sydney as city 1, and all eight states and territories', async () => {
    const prisma = t.app.db.prisma;
    const country = await prisma.country.findUniqueOrThrow({ where: { id: 1 }, include: { states: true } });
    expect(country.name).toBe('Australia');
    expect(country.states.map((s) => s.code).sort()).toEqual(
      ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].sort(),
    );
    const city = await prisma.city.findUniqueOrThrow({ where: { id: 1 } });
    expect(city).toMatchObject({ name: 'Sydney', countryId: 1 });
  });

  it('lets the four demo accounts sign in with their roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await signIn(account.email);
      expect(res.status, account.email).toBe(200);
      const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
      expect(payload.roles).toBe(account.roles.join(','));
    }
    expect(await t.app.db.prisma.approver.count()).toBeGreaterThanOrEqual(2);
  });

  it('gives employee@demo.local leave balances and a pending request their manager sees', async () => {
    const login = await signIn('employee@demo.local');
    const me = await t.request('GET', '/api/hr/v1/leave/me', { token: login.body.token });
    expect(me.status).toBe(200);
    const annual = me.body.balances.find(
      (b: { leaveTypeName: string }) => b.leaveTypeName === 'Annual leave',
    );
    expect(annual.accrued).toBeGreaterThan(0);
    expect(annual.pending).toBeGreaterThan(0);
    const mine = await t.request('GET', '/api/hr/v1/leave/requests?scope=mine', { token: login.body.token });
    expect(mine.body.responseDataList).toHaveLength(1);
    const manager = await signIn('manager@demo.local');
    const toApprove = await t.request('GET', '/api/hr/v1/leave/requests?scope=to-approve', {
      token: manager.body.token,
    });
    expect(toApprove.body.responseDataList.map((r: { id: number }) => r.id)).toContain(
      mine.body.responseDataList[0].id,
    );
    expect(await t.app.db.prisma.publicHoliday.count()).toBeGreaterThan(40);
  });

  it('holds exactly three expired requisitions', async () => {
    const login = await signIn('manager@demo.local');
    const res = await t.request('GET', '/api/v1/job_position/expired', { token: login.body.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const past = await t.app.db.pool.query(
      'SELECT count(*)::int AS n FROM job_position WHERE end_date < current_date AND status <> ALL($1)',
      [REQUISITION_FINAL_STATUSES],
    );
    expect(past.rows[0].n).toBe(3);
  });

  it('publishes its open requisitions on the careers site, and only those', async () => {
    const page = await fetch(`${t.baseUrl}/careers`);
    expect(page.status).toBe(200);
    const listed = (await page.text()).match(/<li><a href="\/careers\/\d+-/g) ?? [];
    const open = await t.app.db.pool.query(
      `SELECT count(*)::int AS n FROM job_position
        WHERE published AND status = ANY($1) AND end_date >= (now() AT TIME ZONE 'Australia/Sydney')::date`,
      [[...PUBLISHABLE_STATUSES]],
    );
    expect(open.rows[0].n).toBeGreaterThan(2);
    expect(listed).toHaveLength(Math.min(open.rows[0].n, 20));
    const closed = await t.app.db.pool.query(
      'SELECT count(*)::int AS n FROM job_position WHERE published AND status = ANY($1)',
      [REQUISITION_FINAL_STATUSES],
    );
    expect(closed.rows[0].n).toBe(0);
  });

  it('has requisitions in every status, complete ones with every form step', async () => {
    const statuses = await t.app.db.pool.query('SELECT DISTINCT status FROM job_position');
    expect(statuses.rows.map((r) => r.status).sort()).toEqual([...REQUISITION_STATUS_CODES].sort());
    const total = await count('job_position');
    expect(total).toBeGreaterThanOrEqual(28);
    const incomplete = await t.app.db.pool.query(
      `SELECT jp.id FROM job_position jp
        WHERE jp.progress = 'COMPLETED' AND (
          NOT EXISTS (SELECT 1 FROM job_location x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_financial x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_qual_spec x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_certification_spec x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM work_auth_spec x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_role_res_spec_item x JOIN job_role_res_spec s ON s.id = x.spec_id
                          WHERE s.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_experience_spec x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_skill_spec x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_compliance_document x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM job_position_regulatory x WHERE x.job_position_id = jp.id)
          OR NOT EXISTS (SELECT 1 FROM selection_step_interviewer x JOIN selection_process_step s
                          ON s.id = x.step_id WHERE s.job_position_id = jp.id))`,
    );
    expect(incomplete.rows).toEqual([]);
    // Past a draft, every requisition can hold interviews: submitting needs a selection process.
    expect(
      await count(`job_position jp WHERE jp.status <> 'DR'
        AND NOT EXISTS (SELECT 1 FROM selection_process_step s WHERE s.job_position_id = jp.id)`),
    ).toBe(0);
    expect(await count(`job_position WHERE progress = 'IN_PROGRESS'`)).toBeGreaterThan(0);
    expect(await count('approval')).toBeGreaterThan(0);
    expect(await count(`approval WHERE response = 'DECLINED'`)).toBeGreaterThan(0);
    expect(await count('approval_comment')).toBeGreaterThan(0);
    expect(await count('requisition_audit_log')).toBeGreaterThan(0);
  });

  it('has about 200 applicants and applications across the whole pipeline with history', async () => {
    expect(await count('applicant')).toBeGreaterThanOrEqual(190);
    const applications = await count('application');
    expect(applications).toBeGreaterThanOrEqual(190);
    expect(applications).toBeLessThanOrEqual(230);
    const statuses = await t.app.db.pool.query('SELECT DISTINCT status FROM application ORDER BY status');
    expect(statuses.rows.map((r) => r.status)).toEqual(
      [
        'NEW',
        'SCREENING',
        'SHORTLISTED',
        'INTERVIEW',
        'OFFERED',
        'OFFER_ACCEPTED',
        'OFFER_DECLINED',
        'CONTRACTED',
        'HIRED',
        'REJECTED',
        'WITHDRAWN',
      ].sort(),
    );
    // Each application's history ends in its current status.
    const mismatched = await t.app.db.pool.query(
      `SELECT a.id FROM application a
        WHERE a.status IS DISTINCT FROM (SELECT h.to_status FROM application_status_history h
                                   WHERE h.application_id = a.id ORDER BY h.created_at DESC, h.id DESC LIMIT 1)`,
    );
    expect(mismatched.rows).toEqual([]);
    const sources = await t.app.db.pool.query('SELECT DISTINCT applicant_source FROM application');
    expect(sources.rows.map((r) => r.applicant_source).sort()).toEqual(
      ['Agency', 'Company website', 'LinkedIn', 'Referral', 'Seek'].sort(),
    );
    for (const table of [
      'applicant_qualification',
      'applicant_skill',
      'applicant_lifecycle',
      'applicant_computer_skill',
      'applicant_language',
      'application_review',
    ])
      expect(await count(table), table).toBeGreaterThan(0);
    expect(await count(`interview WHERE scheduled_at > now()`)).toBeGreaterThan(0);
    expect(await count(`interview WHERE status = 'COMPLETED'`)).toBeGreaterThan(0);
    // Scheduling emailed each interview's invitations, never in the future.
    expect(
      await count(`interview WHERE applicant_emailed_at IS NULL OR interviewers_emailed_at IS NULL
        OR applicant_emailed_at > now()`),
    ).toBe(0);
    expect(await count('interview_feedback')).toBeGreaterThan(0);
  });

  it('links the demo applicant to an application with a sent offer letter and its documents', async () => {
    const applicant = await t.app.db.prisma.applicant.findFirstOrThrow({
      where: { user: { email: 'applicant@demo.local' } },
      include: { applications: { include: { offerLetter: { include: { compliance: true } } } } },
    });
    expect(applicant.applications).toHaveLength(1);
    const [application] = applicant.applications;
    expect(application!.status).toBe('OFFERED');
    expect(application!.offerLetter).toMatchObject({ status: 'SENT' });
    expect(application!.offerLetter!.sentAt).toBeInstanceOf(Date);
    expect(application!.offerLetter!.compliance.length).toBeGreaterThanOrEqual(2);
    expect(application!.offerLetter!.compliance.every((item) => item.applicantFileId === null)).toBe(true);
  });

  it('stores the employees sensitive fields encrypted', async () => {
    const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);
    const employees = await t.app.db.prisma.employee.findMany({
      include: {
        bankDetail: true,
        taxDetail: true,
        driversLicense: true,
        disability: true,
        personalDetails: true,
        addresses: true,
        contacts: true,
        superannuationFund: true,
      },
    });
    expect(employees.length).toBeGreaterThanOrEqual(2);
    for (const employee of employees) {
      expect(employee.personalDetails).not.toBeNull();
      expect(employee.addresses).toHaveLength(2);
      expect(employee.contacts).toHaveLength(2);
      expect(employee.superannuationFund).not.toBeNull();
      const stored = employee.bankDetail!.accountNumberEnc;
      expect(stored.startsWith('v1:')).toBe(true);
      const accountNumber = cipher.decrypt(stored);
      expect(accountNumber).toMatch(/^\d{8,9}$/);
      expect(employee.bankDetail!.accountLast4).toBe(accountNumber.slice(-4));
      expect(cipher.decrypt(employee.taxDetail!.taxFileNumberEnc)).toMatch(/^\d{3} \d{3} \d{3}$/);
      expect(cipher.decrypt(employee.driversLicense!.licenseNumberEnc)).toMatch(/^\d{8}$/);
    }
    const disclosed = employees.find((e) => e.disability?.hasDisability);
    expect(cipher.decrypt(disclosed!.disability!.detailsEnc!)).toContain('hearing');
    // No plain account number anywhere in the column.
    const plain = await t.app.db.pool.query(
      `SELECT 1 FROM employee_bank_detail WHERE account_number_enc ~ '^\\d+$'`,
    );
    expect(plain.rowCount).toBe(0);
  });

  it('gives employee@demo.local their own record, with a manager, masked and valid', async () => {
    const user = await t.app.db.prisma.user.findUnique({
      where: { email: 'employee@demo.local' },
      select: { employee: { select: { id: true, managerId: true, contractLetterId: true } } },
    });
    expect(user?.employee?.managerId).not.toBeNull();
    expect(user?.employee?.contractLetterId).not.toBeNull();
    const login = await signIn('employee@demo.local');
    const res = await t.request('GET', `/api/v1/employee/get/${user!.employee!.id}`, {
      token: login.body.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.personalDetails).toMatchObject({ firstName: 'Eddie', lastName: 'Employee' });
    expect(res.body.data.employment.managerName).toBeTruthy();
    expect(res.body.data.taxDetail.taxFileNumber).toMatch(/^•{5}\d{3}$/);
    // The seeded record passes the save's rules: an update of every section's stored values succeeds.
    const manager = await signIn('manager@demo.local');
    const saved = await t.request('POST', `/api/v1/employee/save/${user!.employee!.contractLetterId}`, {
      token: manager.body.token,
      body: {
        employeeId: user!.employee!.id,
        personalDetails: {},
        contactOne: {},
        contactTwo: {},
        superanuationFund: {},
        bankDetail: {},
        taxDetail: {},
        disability: {},
        driversLicense: {},
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("gives employee@demo.local's My learning one completed, one overdue and one expired course", async () => {
    const login = await signIn('employee@demo.local');
    const res = await t.request('GET', '/api/v1/learning/mine?page=1&size=20', { token: login.body.token });
    expect(res.status).toBe(200);
    const statuses = res.body.responseDataList.map((row: { status: string }) => row.status);
    expect(statuses).toEqual(expect.arrayContaining(['COMPLETED', 'OVERDUE', 'EXPIRED', 'NOT_STARTED']));
  });

  it('does nothing on a database that has users', async () => {
    const before = await count('job_position');
    expect(await seedDemoData(t.app.db.prisma, { encryptionKey: TEST_ENCRYPTION_KEY })).toBe(false);
    expect(await count('job_position')).toBe(before);
    expect(await count('app_user')).toBe(DEMO_ACCOUNTS.length + 4);
    const roles = await t.app.db.pool.query(
      `SELECT r.name, count(*)::int AS n FROM user_role ur JOIN role r ON r.id = ur.role_id GROUP BY r.name`,
    );
    const byRole = Object.fromEntries(roles.rows.map((r) => [r.name, r.n]));
    expect(byRole[ROLES.RECRUITMENT_MANAGER]).toBe(1);
    expect(byRole[ROLES.APPLICANT]).toBe(1);
  });
});

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
    const sample = createRandom(1).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });
});
