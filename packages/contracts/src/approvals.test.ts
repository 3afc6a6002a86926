import { describe, expect, it } from 'vitest';
import { approvalLinkPath, ZChangeResponse, ZCreateApprover, ZSetSelectionProcess } from './approvals.js';

describe('approval contracts', () => {
  it('takes either the approval id or the link token for a response, never both or neither', () => {
    const token = 'a'.repeat(43);
    expect(ZChangeResponse.safeParse({ approvalId: 1, response: 'APPROVED' }).success).toBe(true);
    expect(ZChangeResponse.safeParse({ token, response: 'DECLINED', comment: 'No' }).success).toBe(true);
    expect(ZChangeResponse.safeParse({ approvalId: 1, token, response: 'APPROVED' }).success).toBe(false);
    expect(ZChangeResponse.safeParse({ response: 'APPROVED' }).success).toBe(false);
    expect(ZChangeResponse.safeParse({ approvalId: 1, response: 'PENDING' }).success).toBe(false);
    expect(ZChangeResponse.safeParse({ token: 'bad token!', response: 'APPROVED' }).success).toBe(false);
  });

  it('sets the steps from a template or a custom list, not both', () => {
    expect(ZSetSelectionProcess.safeParse({ positionId: 1, templateId: 2 }).success).toBe(true);
    expect(
      ZSetSelectionProcess.safeParse({ positionId: 1, steps: [{ name: 'Panel', stepType: 'INTERVIEW' }] })
        .success,
    ).toBe(true);
    expect(ZSetSelectionProcess.safeParse({ positionId: 1, templateId: 2, steps: [] }).success).toBe(false);
    expect(ZSetSelectionProcess.safeParse({ positionId: 1 }).success).toBe(false);
  });

  it('normalises an approver email and builds the emailed link path', () => {
    expect(ZCreateApprover.parse({ name: ' Ann ', email: ' Ann@X.Test ' })).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
    });
    expect(approvalLinkPath('abc')).toBe('/approval/abc');
  });
});
