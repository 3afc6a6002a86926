import { MESSAGES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { failureMessage } from './api';

describe('requisition form failure toasts', () => {
  it('asks to fill all fields on a 400', () => {
    expect(failureMessage(new ApiError(400, { message: 'Invalid input.' }))).toBe(
      MESSAGES.failedFillAllFields,
    );
  });

  it('says Failed on any other answer or error', () => {
    expect(failureMessage(new ApiError(409, { message: 'locked', code: 'REQUISITION_LOCKED' }))).toBe(
      MESSAGES.failed,
    );
    expect(failureMessage(new ApiError(500, { message: 'boom' }))).toBe(MESSAGES.failed);
    expect(failureMessage(new Error('network'))).toBe(MESSAGES.failed);
  });
});
