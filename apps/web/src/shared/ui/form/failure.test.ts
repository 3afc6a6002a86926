import { MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { failureMessage } from './failure';

describe('failureMessage (spec section 8)', () => {
  it('asks to fill all fields on a 400', () => {
    expect(failureMessage(new ApiError(400, { message: 'Invalid input.' }))).toBe(
      MESSAGES.failedFillAllFields,
    );
    expect(failureMessage(new ApiError(400, { message: 'x' }), MESSAGES.failedBang)).toBe(
      MESSAGES.failedFillAllFields,
    );
  });

  it("shows a duplicate application's message as is, whatever the status", () => {
    const message = `${MESSAGES.applicationExistsPrefix} position already exists for a@b.c.`;
    expect(failureMessage(new ApiError(409, { message }), MESSAGES.failedBang)).toBe(message);
  });

  it("says the caller's fallback on any other answer or error ('Failed' by default)", () => {
    expect(failureMessage(new ApiError(409, { message: 'locked', code: 'REQUISITION_LOCKED' }))).toBe(
      MESSAGES.failed,
    );
    expect(failureMessage(new ApiError(500, { message: 'boom' }), MESSAGES.failedBang)).toBe(
      MESSAGES.failedBang,
    );
    expect(failureMessage(new Error('network'))).toBe(MESSAGES.failed);
  });
});
