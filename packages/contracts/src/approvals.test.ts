import { describe, expect, it } from 'vitest';
import {
  approvalLinkPath,
  NEW_APPROVER,
  ZAddApproverForm,
  ZApplyTemplateForm,
  ZChangeResponse,
  ZCreateApprover,
  ZRespondByLinkForm,
  ZSetSelectionProcess,
} from './approvals.js';

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

  it('adds a listed approver by id, or a new one checked as create_approver checks it', () => {
    expect(ZAddApproverForm.parse({ approverId: 7, name: '', email: '' })).toEqual({ approverId: 7 });
    expect(ZAddApproverForm.parse({ approverId: NEW_APPROVER, name: ' Ann ', email: 'Ann@X.Test' })).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
    });
    const issues = (input: unknown) =>
      ZAddApproverForm.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ approverId: NEW_APPROVER, name: ' ', email: 'ann@' })).toEqual([
      ['name', 'Enter a name'],
      ['email', 'Enter a valid email address'],
    ]);
    // Nothing chosen: only the choice is asked for, whatever the other inputs hold.
    expect(issues({ approverId: null, name: '', email: '' })?.map(([path]) => path)).toEqual(['approverId']);
  });

  it('asks the pickers for their choice and keeps a link response to a decision', () => {
    expect(ZApplyTemplateForm.safeParse({ templateId: 2 }).success).toBe(true);
    expect(ZApplyTemplateForm.safeParse({}).success).toBe(false);
    expect(ZRespondByLinkForm.parse({ response: 'DECLINED', comment: '  Too early ' })).toEqual({
      response: 'DECLINED',
      comment: 'Too early',
    });
    expect(ZRespondByLinkForm.safeParse({ response: 'PENDING' }).success).toBe(false);
  });
});
