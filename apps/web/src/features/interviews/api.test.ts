import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { criteriaBody, scheduleFailureText } from './api';

describe('interviews panel helpers', () => {
  it('turns the table state into a criteria body with the column operator', () => {
    const sort = { columnId: 'scheduledAt', direction: 'asc' as const };
    expect(criteriaBody(2, 10, sort, null)).toEqual({
      page: 2,
      size: 10,
      sort: 'scheduledAt',
      direction: 'asc',
    });
    expect(criteriaBody(1, 10, sort, { columnId: 'scheduledAt', value: '2030-01-02' })).toMatchObject({
      columns: ['scheduledAt'],
      operators: ['TIME_EQUAL'],
      values: ['2030-01-02'],
    });
    expect(criteriaBody(1, 10, sort, { columnId: 'applicantName', value: 'ann' }).operators).toEqual([
      'STR_CONTAIN',
    ]);
    expect(criteriaBody(1, 10, sort, { columnId: 'status', value: 'SCHEDULED' }).operators).toEqual([
      'SEL_EQUAL',
    ]);
  });

  it('shows the same-day code humanized, short messages as is, and Failed! otherwise', () => {
    const sameDay = new ApiError(409, { message: 'x', code: 'INTERVIEW_ALREADY_EXISTS_THIS_DATE' });
    expect(scheduleFailureText(sameDay)).toBe('interview already exists this date');
    expect(scheduleFailureText(new ApiError(400, { message: 'The interview must be in the future.' }))).toBe(
      'The interview must be in the future.',
    );
    expect(scheduleFailureText(new ApiError(500, { message: 'y'.repeat(80) }))).toBe('Failed!');
    expect(scheduleFailureText(new Error('boom'))).toBe('Failed!');
  });
});
