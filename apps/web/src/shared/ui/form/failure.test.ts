import { MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { describeFailure, failureMessage } from './failure';

describe('describeFailure (spec section 8, with the server sentence beneath)', () => {
  it('asks to fill all fields on a 400, with the server sentence beneath', () => {
    expect(describeFailure(new ApiError(400, { message: 'Invalid input. Check: email.' }))).toEqual({
      title: MESSAGES.failedFillAllFields,
      reason: 'Invalid input. Check: email.',
    });
    expect(failureMessage(new ApiError(400, { message: 'x' }), MESSAGES.failedBang)).toBe(
      `${MESSAGES.failedFillAllFields}\nx`,
    );
  });

  it("shows a duplicate application's message as is, whatever the status", () => {
    const message = `${MESSAGES.applicationExistsPrefix} position already exists for a@b.c.`;
    expect(failureMessage(new ApiError(409, { message }), MESSAGES.failedBang)).toBe(message);
  });

  it("titles any other refusal with the caller's fallback and gives the server's reason", () => {
    const conflict = new ApiError(409, { message: 'An approver with this email already exists.' });
    expect(describeFailure(conflict)).toEqual({
      title: MESSAGES.failed,
      reason: 'An approver with this email already exists.',
    });
    expect(describeFailure(new ApiError(500, { message: 'boom' }), MESSAGES.failedBang).title).toBe(
      MESSAGES.failedBang,
    );
  });

  it('says only the fallback when there is no server sentence', () => {
    expect(failureMessage(new Error('network'))).toBe(MESSAGES.failed);
    expect(describeFailure(new ApiError(404, { message: '' })).reason).toBeNull();
    expect(describeFailure(new ApiError(409, { message: MESSAGES.failed })).reason).toBeNull();
  });
});
