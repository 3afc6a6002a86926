// The lists' queries run as named statements (db/prepared-statements.ts): one text serves every
// scope, and PostgreSQL's plan for it, made once after five calls, answers each scope's own rows.
// Filter values are written into the text when safe, or make the statement unnamed.
import { ROLES } from '@hr/contracts';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedLarge } from '../src/db/seed/large.js';
import { statementText, useTestApp } from './test-app.js';

const t = useTestApp();
let manager: string;
let requisitions: number[];

beforeAll(async () => {
  await seedLarge(t.app.db.pool, { requisitions: 20, applicants: 120, applications: 300, employees: 0 });
  manager = (await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] })).token;
  const { rows } = await t.app.db.pool.query<{ id: number }>(
    'SELECT job_position_id AS id FROM application GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3',
  );
  requisitions = rows.map((row) => row.id);
});

/** The ids of a requisition's candidates in a status, as SQL finds them (newest first, first 20). */
async function truth(requisition: number, status: string): Promise<number[]> {
  const { rows } = await t.app.db.pool.query<{ id: number }>(
    'SELECT id FROM application WHERE job_position_id = $1 AND status = $2 ORDER BY id DESC LIMIT 20',
    [requisition, status],
  );
  return rows.map((row) => row.id);
}

describe('named list statements', () => {
  it('plans a statement with a free-text value for its value on every call', async () => {
    // What each connection is sent, in order: its mode changes and its statements.
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      for (let round = 0; round < 8; round++) {
        const res = await t.request('POST', '/api/v1/application/criteria', {
          token: manager,
          body: { page: 1, size: 20, columns: ['applicantName'], operators: ['STR_CONTAIN'], values: ['a'] },
        });
        expect(res.status).toBe(200);
      }
      const modeOf = new Map<unknown, string>();
      let named = 0;
      for (const [i, [query]] of sent.mock.calls.entries()) {
        const client = sent.mock.contexts[i];
        const text = statementText(query);
        const mode = /^SET plan_cache_mode = (\w+)/.exec(text)?.[1];
        if (mode) modeOf.set(client, mode);
        if (text.includes('ILIKE') && (query as unknown as pg.QueryConfig).name) {
          named += 1;
          expect(modeOf.get(client)).toBe('force_custom_plan');
        }
      }
      // Parsed once per connection all the same.
      expect(named).toBeGreaterThan(0);
    } finally {
      sent.mockRestore();
    }
  });

  it('answers each requisition its own candidates through one named statement', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const names = new Set<string>();
    try {
      // Past PostgreSQL's five planned calls, so the later ones may run its plan for any values.
      for (let round = 0; round < 8; round++) {
        for (const requisition of requisitions) {
          for (const status of ['NEW', 'SHORTLISTED']) {
            query.mockClear();
            const res = await t.request('POST', `/api/v1/applicant/criteria/${requisition}`, {
              token: manager,
              body: { page: 1, size: 20, columns: ['status'], operators: ['SEL_EQUAL'], values: [status] },
            });
            expect(res.status).toBe(200);
            expect(res.body.responseDataList.map((row: { id: number }) => row.id)).toEqual(
              await truth(requisition, status),
            );
            const page = query.mock.calls.find(([sent]) => statementText(sent).includes('WITH page'));
            const name = (page?.[0] as unknown as pg.QueryConfig | undefined)?.name;
            if (name) names.add(name);
          }
        }
      }
    } finally {
      query.mockRestore();
    }
    // The requisition is a parameter, the status (a code) is written in: one text per status,
    // shared by every requisition.
    expect(names.size).toBe(2);
  });
});
