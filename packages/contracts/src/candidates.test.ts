import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_CODES,
  APPLICATION_TRANSITIONS,
  applicationExistsMessage,
  canMoveApplication,
  commonMoves,
  MESSAGES,
  ZAddCandidate,
  ZChangeStatusBulk,
} from './index.js';

describe('application transitions', () => {
  it('has a row for every status and only known targets', () => {
    expect(Object.keys(APPLICATION_TRANSITIONS).sort()).toEqual([...APPLICATION_STATUS_CODES].sort());
    for (const targets of Object.values(APPLICATION_TRANSITIONS)) {
      for (const to of targets) expect(APPLICATION_STATUS_CODES).toContain(to);
    }
  });

  it('allows the pipeline and refuses jumps and moves out of final statuses', () => {
    expect(canMoveApplication('NEW', 'SCREENING')).toBe(true);
    expect(canMoveApplication('OFFERED', 'OFFER_ACCEPTED')).toBe(true);
    expect(canMoveApplication('CONTRACTED', 'HIRED')).toBe(true);
    expect(canMoveApplication('NEW', 'HIRED')).toBe(false);
    expect(canMoveApplication('HIRED', 'REJECTED')).toBe(false);
    expect(canMoveApplication('REJECTED', 'NEW')).toBe(false);
    expect(canMoveApplication('UNKNOWN', 'NEW')).toBe(false);
  });

  it('offers for a selection the moves at least one of them can make', () => {
    expect(commonMoves([])).toEqual([]);
    expect(commonMoves(['HIRED'])).toEqual([]);
    expect(commonMoves(['NEW', 'SCREENING'])).toEqual(['SCREENING', 'SHORTLISTED', 'REJECTED', 'WITHDRAWN']);
  });
});

describe('candidate requests', () => {
  it('starts the duplicate message with the spec text', () => {
    expect(applicationExistsMessage('a@b.c').startsWith(MESSAGES.applicationExistsPrefix)).toBe(true);
  });

  it('takes either an applicant or an applicant id', () => {
    expect(ZAddCandidate.safeParse({ requisitionId: 1, applicantId: 2 }).success).toBe(true);
    const parsed = ZAddCandidate.parse({
      requisitionId: 1,
      applicant: { firstName: 'A', surName: 'B', email: ' A@B.COM ' },
    });
    expect(parsed.applicant?.email).toBe('a@b.com');
    expect(ZAddCandidate.safeParse({ requisitionId: 1 }).success).toBe(false);
    expect(
      ZAddCandidate.safeParse({
        requisitionId: 1,
        applicantId: 2,
        applicant: { firstName: 'A', surName: 'B', email: 'a@b.c' },
      }).success,
    ).toBe(false);
  });

  it('bounds a bulk change to 1..1,000 ids', () => {
    expect(ZChangeStatusBulk.safeParse({ applicationIds: [], status: 'NEW' }).success).toBe(false);
    expect(ZChangeStatusBulk.safeParse({ applicationIds: [1], status: 'SCREENING' }).success).toBe(true);
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(ZChangeStatusBulk.safeParse({ applicationIds: many, status: 'SCREENING' }).success).toBe(false);
    expect(ZChangeStatusBulk.safeParse({ applicationIds: many.slice(1), status: 'SCREENING' }).success).toBe(
      true,
    );
  });
});
