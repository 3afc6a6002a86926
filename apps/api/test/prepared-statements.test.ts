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
  /**
   * Sends the application criteria call 8 times; answers the plan_cache_mode each named statement
   * holding `marker` ran under (what each connection was sent, in order: its mode changes and its
   * statements).
   */
  async function modesOfNamed(filter: { column: string; operator: string; value: string }, marker: string) {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      for (let round = 0; round < 8; round++) {
        const res = await t.request('POST', '/api/v1/application/criteria', {
          token: manager,
          body: {
            page: 1,
            size: 20,
            columns: [filter.column],
            operators: [filter.operator],
            values: [filter.value],
          },
        });
        expect(res.status).toBe(200);
      }
      const modeOf = new Map<unknown, string>();
      const modes: (string | undefined)[] = [];
      for (const [i, [query]] of sent.mock.calls.entries()) {
        const client = sent.mock.contexts[i];
        const text = statementText(query);
        const mode = /^SET plan_cache_mode = (\w+)/.exec(text)?.[1];
        if (mode) modeOf.set(client, mode);
        if (text.includes(marker) && (query as unknown as pg.QueryConfig).name)
          modes.push(modeOf.get(client));
      }
      return modes;
    } finally {
      sent.mockRestore();
    }
  }

  // Each named at least once (parsed once per connection all the same), always under its mode.
  it.each([
    // Free text: planned for its value on every call.
    { operator: 'STR_CONTAIN', value: 'a', marker: 'search_pattern($1)', mode: 'force_custom_plan' },
    // An equality on the applicant's name (nearly unique, indexed): planned once, whatever the name.
    { operator: 'STR_EQUAL', value: 'Nobody Atall', marker: 'search_fold($1)', mode: 'force_generic_plan' },
  ])('runs applicantName $operator under $mode', async ({ operator, value, marker, mode }) => {
    const modes = await modesOfNamed({ column: 'applicantName', operator, value }, marker);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set([mode]));
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
