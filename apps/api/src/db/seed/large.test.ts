import { REQUISITION_STATUS_CODES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { APPLICATION_STATUSES_BY_REQUISITION } from './demo-requisitions.js';
import { seedLarge } from './large.js';

const t = useTestApp();

const one = async (sql: string) => (await t.app.db.pool.query(sql)).rows[0];
const count = async (sql: string) => Number((await one(`SELECT count(*)::int AS n FROM ${sql}`)).n);

describe('seedLarge', () => {
  it('adds requisitions, locations, applicants and applications with sound references', async () => {
    const lines: string[] = [];
    const result = await seedLarge(t.app.db.pool, {
      requisitions: 200,
      applicants: 1000,
      log: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ requisitions: 200, locations: 200, applicants: 1000, applications: 1000 });
    expect(result.statusHistory).toBeGreaterThan(1000);
    expect(result.databaseSize).toMatch(/\d+ (kB|MB|GB)/);
    expect(result.seconds).toBeGreaterThanOrEqual(0);
    expect(lines.join('\n')).toContain('applications: 1000');

    expect(await count('job_position')).toBe(200);
    expect(await count('job_location')).toBe(200);
    expect(await count('applicant')).toBe(1000);
    expect(await count('application')).toBe(1000);
    // The reference data it needs was added to the empty database.
    expect(await count('ref_city')).toBeGreaterThan(0);
    expect(await count('ref_industry_discipline')).toBeGreaterThan(0);

    // Every reference points at an existing row (the foreign keys hold, and nothing is left null).
    expect(
      await count(`application a WHERE NOT EXISTS (SELECT 1 FROM job_position jp WHERE jp.id = a.job_position_id)
                      OR NOT EXISTS (SELECT 1 FROM applicant ap WHERE ap.id = a.applicant_id)`),
    ).toBe(0);
    expect(
      await count(`job_position WHERE position_type_id IS NULL OR department_id IS NULL OR industry_id IS NULL
                      OR discipline_id IS NULL OR application_type_id IS NULL OR end_date IS NULL`),
    ).toBe(0);
    expect(
      await count(`job_position jp JOIN ref_industry_discipline d ON d.id = jp.discipline_id
                    WHERE d.industry_id <> jp.industry_id`),
    ).toBe(0);
    expect(
      await count(`job_location l JOIN ref_city c ON c.id = l.city_id WHERE c.country_id <> l.country_id`),
    ).toBe(0);
    // One application per applicant and requisition.
    expect(
      await count(
        `(SELECT 1 FROM application GROUP BY job_position_id, applicant_id HAVING count(*) > 1) AS d`,
      ),
    ).toBe(0);
    // Applications only on requisitions that take them, with a status that fits the requisition.
    const pairs = await t.app.db.pool.query(
      `SELECT DISTINCT jp.status AS requisition, a.status FROM application a
         JOIN job_position jp ON jp.id = a.job_position_id`,
    );
    for (const { requisition, status } of pairs.rows)
      expect(APPLICATION_STATUSES_BY_REQUISITION[requisition as 'IN'], `${requisition} ${status}`).toContain(
        status,
      );
    // Each history ends in the application's status.
    expect(
      await count(`application a WHERE a.status IS DISTINCT FROM
                     (SELECT h.to_status FROM application_status_history h WHERE h.application_id = a.id
                       ORDER BY h.created_at DESC, h.id DESC LIMIT 1)`),
    ).toBe(0);
    const statuses = await t.app.db.pool.query('SELECT DISTINCT status FROM job_position');
    expect(statuses.rows.map((r) => r.status).sort()).toEqual([...REQUISITION_STATUS_CODES].sort());
    expect(await count(`applicant WHERE email !~ '^[a-z0-9.]+@example\\.com$'`)).toBe(0);
  });

  it('is additive and deterministic in shape: a second run adds as many again', async () => {
    const result = await seedLarge(t.app.db.pool, { requisitions: 50, applicants: 300, applications: 600 });
    expect(result).toMatchObject({ requisitions: 50, locations: 50, applicants: 300, applications: 600 });
    expect(await count('job_position')).toBe(250);
    expect(await count('applicant')).toBe(1300);
    expect(await count('application')).toBe(1600);
    expect(
      await count(
        `(SELECT 1 FROM application GROUP BY job_position_id, applicant_id HAVING count(*) > 1) AS d`,
      ),
    ).toBe(0);
    // Two applications per new applicant, on two different requisitions.
    expect(
      await count(`(SELECT applicant_id FROM application GROUP BY applicant_id
                     HAVING count(DISTINCT job_position_id) = 2) AS twice`),
    ).toBe(300);
  });

  it('adds employees: the new hires with a signed contract first, then others, with their sections', async () => {
    const hiredBefore = await count(`application a JOIN contract_letter c ON c.application_id = a.id
      WHERE a.status = 'HIRED' AND c.status = 'SIGNED'`);
    const result = await seedLarge(t.app.db.pool, {
      requisitions: 40,
      applicants: 400,
      employees: 500,
    });
    expect(result.employees).toBe(500);
    expect(await count('employee')).toBe(500);
    const hiredAfter = await count(`application a JOIN contract_letter c ON c.application_id = a.id
      WHERE a.status = 'HIRED' AND c.status = 'SIGNED'`);
    // Every new hire (none of the earlier runs') became an employee, through its contract.
    expect(await count('employee WHERE application_id IS NOT NULL')).toBe(
      Math.min(500, hiredAfter - hiredBefore),
    );
    expect(
      await count(`employee e JOIN contract_letter c ON c.id = e.contract_letter_id
                    WHERE c.application_id IS DISTINCT FROM e.application_id`),
    ).toBe(0);
    expect(await count(`employee WHERE employee_code !~ '^EMP-\\d{6}$'`)).toBe(0);
    expect(await count('employee_personal_details')).toBe(500);
    expect(await count(`employee_address WHERE kind = 'PHYSICAL'`)).toBe(500);
    expect(
      await count(`employee e JOIN employee_personal_details pd ON pd.employee_id = e.id
                    WHERE pd.different_address <> EXISTS (SELECT 1 FROM employee_address x
                      WHERE x.employee_id = e.id AND x.kind = 'POSTAL')`),
    ).toBe(0);
    // Each history ends in the employee's status, and no sensitive section is invented.
    expect(
      await count(`employee e WHERE e.status IS DISTINCT FROM
                     (SELECT h.to_status FROM employee_status_history h WHERE h.employee_id = e.id
                       ORDER BY h.created_at DESC, h.id DESC LIMIT 1)`),
    ).toBe(0);
    expect(await count('employee_tax_detail')).toBe(0);
    const statuses = await t.app.db.pool.query('SELECT DISTINCT status FROM employee ORDER BY 1');
    expect(statuses.rows.map((r) => r.status)).toEqual([
      'ACTIVE',
      'ONBOARDING',
      'ON_LEAVE',
      'SUSPENDED',
      'TERMINATED',
    ]);
  });

  it('adds nothing when asked for nothing', async () => {
    const result = await seedLarge(t.app.db.pool, { requisitions: 0, applicants: 0 });
    expect(result).toMatchObject({
      requisitions: 0,
      locations: 0,
      applicants: 0,
      applications: 0,
      employees: 0,
    });
    expect(await count('job_position')).toBe(290);
  });
});
