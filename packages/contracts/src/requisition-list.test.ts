import { describe, expect, it } from 'vitest';
import { REQUISITION_FILTERS, ZRequisitionCriteria } from './requisition-list.js';

describe('requisition list filters', () => {
  it('gives the spec operators to the spec columns', () => {
    for (const column of ['id', 'jobPositionType', 'orgDepartment', 'city'] as const)
      expect(REQUISITION_FILTERS[column].operator).toBe('NUM_EQUAL');
    for (const column of ['requestDate', 'startDate', 'endDate'] as const)
      expect(REQUISITION_FILTERS[column].operator).toBe('TIME_EQUAL');
    for (const column of ['priority', 'status', 'progress'] as const)
      expect(REQUISITION_FILTERS[column].operator).toBe('SEL_EQUAL');
  });

  it('needs one operator and one fitting value per column', () => {
    const body = { page: 1, columns: ['status'], operators: ['SEL_EQUAL'], values: ['DR'] };
    expect(ZRequisitionCriteria.parse(body)).toMatchObject({ size: 20, sort: 'id', direction: 'desc' });
    const paths = (input: object) =>
      ZRequisitionCriteria.safeParse({ ...body, ...input }).error?.issues.map((issue) =>
        issue.path.join('.'),
      );
    expect(paths({ operators: [] })).toEqual(['operators']);
    expect(paths({ values: ['ZZ'] })).toEqual(['values']);
    expect(paths({ operators: ['STR_EQUAL'] })).toEqual(['operators']);
  });
});
