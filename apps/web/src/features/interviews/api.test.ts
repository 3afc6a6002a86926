import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { scheduleFailureText } from './api';

describe('interviews panel helpers', () => {
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
