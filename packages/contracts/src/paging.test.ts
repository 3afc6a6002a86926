import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APPLICATION_FILTERS, ZApplicationCriteria } from './application-list.js';
import { ZOutboxCriteria } from './email.js';
import {
  criteriaSchema,
  exportPath,
  filterValueFits,
  filterValueProblem,
  listQuerySchema,
  pageAnswer,
} from './paging.js';

const ZTest = criteriaSchema({
  filters: {
    id: { type: 'number', operator: 'NUM_EQUAL' },
    name: { type: 'text', operator: 'STR_CONTAIN' },
    kind: { type: 'select', operator: 'SEL_EQUAL' },
    salary: { type: 'decimal', operator: 'NUM_EQUAL' },
    day: { type: 'date', operator: 'TIME_EQUAL' },
  },
  sortColumns: ['id', 'name'],
  defaultSort: 'name',
  defaultDirection: 'asc',
  selectCodes: { kind: ['A', 'B'] },
});

const issues = (input: object) =>
  ZTest.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('filter values', () => {
  it('reads values by type', () => {
    expect(filterValueFits('number', '42')).toBe(true);
    expect(filterValueFits('number', '4.2')).toBe(false);
    expect(filterValueFits('decimal', '4.25')).toBe(true);
    expect(filterValueFits('decimal', '4.255')).toBe(false);
    expect(filterValueFits('date', '2024-02-29')).toBe(true);
    expect(filterValueFits('date', '2023-02-29')).toBe(false);
    expect(filterValueFits('select', 'DR', ['DR'])).toBe(true);
    expect(filterValueFits('select', 'XX', ['DR'])).toBe(false);
    expect(filterValueFits('select', '')).toBe(false);
    expect(filterValueFits('text', '  ')).toBe(false);
  });
});

describe('criteriaSchema', () => {
  it('fills the list defaults and empty filters', () => {
    expect(ZTest.parse({})).toEqual({
      page: 1,
      size: 20,
      sort: 'name',
      direction: 'asc',
      columns: [],
      operators: [],
      values: [],
    });
  });

  it('accepts a fitting filter on every value type', () => {
    expect(
      issues({
        columns: ['id', 'name', 'kind', 'salary', 'day'],
        operators: ['NUM_SQUAL', 'STR_EQUAL', 'SEL_EQUAL', 'NUM_EQUAL', 'TIME_EQUAL'],
        values: ['7', 'ann', 'B', '1200.5', '2030-01-02'],
      }),
    ).toEqual([]);
  });

  it('refuses unknown columns and sort columns', () => {
    expect(issues({ columns: ['secret'], operators: ['STR_EQUAL'], values: ['x'] })[0]).toMatch(
      /^columns\.0/,
    );
    expect(issues({ sort: 'secret' })[0]).toMatch(/^sort/);
  });

  it('needs one operator and one value per column', () => {
    expect(issues({ columns: ['id'], operators: [], values: ['1'] })).toEqual([
      'operators: One operator per column',
    ]);
    expect(issues({ columns: ['id'], operators: ['NUM_EQUAL'], values: [] })).toEqual([
      'values: One value per column',
    ]);
  });

  it('refuses an operator that does not fit the column type', () => {
    expect(issues({ columns: ['day'], operators: ['NUM_EQUAL'], values: ['2030-01-02'] })).toEqual([
      'operators: NUM_EQUAL does not apply to day',
    ]);
    expect(issues({ columns: ['name'], operators: ['SEL_EQUAL'], values: ['x'] })).toEqual([
      'operators: SEL_EQUAL does not apply to name',
    ]);
  });

  it('refuses values that do not fit the type or the known codes', () => {
    expect(issues({ columns: ['id'], operators: ['NUM_EQUAL'], values: ['1.5'] })).toEqual([
      'values: Not a valid id value',
    ]);
    expect(issues({ columns: ['kind'], operators: ['SEL_EQUAL'], values: ['C'] })).toEqual([
      'values: Not a valid kind value',
    ]);
    expect(issues({ columns: ['name'], operators: ['STR_CONTAIN'], values: ['  '] })).toEqual([
      'values: Not a valid name value',
    ]);
  });

  it('gives every list the same checks', () => {
    expect(APPLICATION_FILTERS.applicantName.operator).toBe('STR_EQUAL');
    const status = { columns: ['status'], operators: ['SEL_EQUAL'] };
    expect(ZApplicationCriteria.safeParse({ ...status, values: ['HIRED'] }).success).toBe(true);
    expect(ZApplicationCriteria.safeParse({ ...status, values: ['NOPE'] }).success).toBe(false);
    expect(
      ZApplicationCriteria.safeParse({
        columns: ['currentSalary'],
        operators: ['NUM_EQUAL'],
        values: ['99.5'],
      }).success,
    ).toBe(true);
    // A phone number is compared by its digits; anything else is refused before SQL.
    const cell = { columns: ['applicantCell'], operators: ['NUM_EQUAL'] };
    expect(ZApplicationCriteria.safeParse({ ...cell, values: ['0400111222'] }).success).toBe(true);
    expect(ZApplicationCriteria.safeParse({ ...cell, values: ['0400 111'] }).success).toBe(false);
    expect(
      ZApplicationCriteria.safeParse({ ...cell, operators: ['NUM_SQUAL'], values: ['1234'] }).success,
    ).toBe(false);
    expect(ZOutboxCriteria.parse({})).toMatchObject({ sort: 'createdAt', direction: 'desc' });
    expect(
      ZOutboxCriteria.safeParse({ columns: ['status'], operators: ['SEL_EQUAL'], values: ['LOST'] }).success,
    ).toBe(false);
  });
});

describe('list query, page answer and export path', () => {
  it('coerces query text and keeps the sort whitelist', () => {
    const query = listQuerySchema({ sortColumns: ['id', 'name'], defaultSort: 'id' });
    expect(query.parse({ page: '3', size: '10' })).toMatchObject({ page: 3, size: 10, sort: 'id' });
    expect(query.safeParse({ sort: 'password' }).success).toBe(false);
    expect(query.safeParse({ size: '201' }).success).toBe(false);
  });

  it('answers rows with paging', () => {
    const page = pageAnswer(z.object({ id: z.number() }));
    const answer = {
      responseDataList: [{ id: 1 }],
      paging: { page: 1, size: 20, totalElements: 1, totalPages: 1 },
    };
    expect(page.parse(answer)).toEqual(answer);
    expect(page.safeParse({ content: [], totalElements: 0 }).success).toBe(false);
  });

  it('puts the export next to the list call', () => {
    expect(exportPath('/requisitions/criteria')).toBe('/requisitions/criteria/export');
  });
});

describe('filterValueProblem', () => {
  it('says in plain words what a typed filter value lacks, or null when it fits', () => {
    expect(filterValueProblem('number', '42')).toBeNull();
    expect(filterValueProblem('number', '99999999999')).toBe('Enter a whole number');
    expect(filterValueProblem('date', '2026-02-30')).toBe('Enter a date as YYYY-MM-DD');
    expect(filterValueProblem('date', '2026-02-28')).toBeNull();
    expect(filterValueProblem('text', 'x'.repeat(201))).toBe('At most 200 characters');
    expect(filterValueProblem('text', 'Engineer')).toBeNull();
  });
});
