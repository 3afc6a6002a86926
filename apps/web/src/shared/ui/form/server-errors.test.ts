import { MESSAGES } from '@hr/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { applyServerErrors, FORM_ERROR, mapServerErrors } from './server-errors';

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, { message: 'Invalid input.', code: 'VALIDATION_FAILED', fields });

describe('mapServerErrors', () => {
  it('puts each named field on its input, nested paths under their first segment', () => {
    const mapped = mapServerErrors(invalid({ positionTitle: 'Required', 'steps.0.name': 'Too long' }), [
      'positionTitle',
      'steps',
    ]);
    expect(mapped).toEqual({ fields: { positionTitle: 'Required', 'steps.0.name': 'Too long' }, form: null });
  });

  it('shows the fields no input can show above the form, naming them', () => {
    const mapped = mapServerErrors(invalid({ email: 'Taken', jobPositionId: 'Unknown', body: 'Bad' }), [
      'email',
    ]);
    expect(mapped.fields).toEqual({ email: 'Taken' });
    expect(mapped.form).toBe('jobPositionId: Unknown\nbody: Bad');
  });

  it("shows the server's message above the form when no field is named", () => {
    const conflict = new ApiError(409, { message: "Skill 'Go' already exists.", code: 'DUPLICATE' });
    expect(mapServerErrors(conflict, ['name'])).toEqual({ fields: {}, form: "Skill 'Go' already exists." });
  });

  it("words the form-level error with the caller's rule, and says 'Failed' for a non-API error", () => {
    const rule = () => MESSAGES.failedBang;
    expect(mapServerErrors(new ApiError(500, { message: 'x' }), [], rule).form).toBe(MESSAGES.failedBang);
    expect(mapServerErrors(new TypeError('boom'), ['name']).form).toBe(MESSAGES.failed);
  });
});

describe('applyServerErrors', () => {
  it('sets each input error and the form-level error through setError', () => {
    const setError = vi.fn();
    applyServerErrors(invalid({ subject: 'Unknown merge field {{nope}}', key: 'Bad key' }), setError, [
      'subject',
      'body',
    ]);
    expect(setError).toHaveBeenCalledWith(
      'subject',
      { type: 'server', message: 'Unknown merge field {{nope}}' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(FORM_ERROR, { type: 'server', message: 'key: Bad key' });
    expect(setError).toHaveBeenCalledTimes(2);
  });
});
