import { describe, expect, it } from 'vitest';
import { applicationExistsMessage, MESSAGES, ZAddCandidate, ZChangeStatusBulk } from './index.js';

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
