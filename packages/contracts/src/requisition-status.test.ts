import { describe, expect, it } from 'vitest';
import {
  canMoveRequisition,
  isManualRequisitionMove,
  manualRequisitionMoves,
  REQUISITION_TRANSITIONS,
} from './requisition-status.js';
import { REQUISITION_FINAL_STATUSES, REQUISITION_STATUS_CODES } from './statuses.js';

describe('requisition status transitions', () => {
  it('allows the moves of the table', () => {
    expect(canMoveRequisition('DR', 'SB')).toBe(true);
    expect(canMoveRequisition('SB', 'RV')).toBe(true);
    expect(canMoveRequisition('RV', 'RVA')).toBe(true);
    expect(canMoveRequisition('RV', 'RVD')).toBe(true);
    expect(canMoveRequisition('RVD', 'DR')).toBe(true);
    expect(canMoveRequisition('CA', 'CO')).toBe(true);
  });

  it('refuses moves outside the table, to itself and from final statuses', () => {
    expect(canMoveRequisition('DR', 'RVA')).toBe(false);
    expect(canMoveRequisition('DR', 'DR')).toBe(false);
    expect(canMoveRequisition('RV', 'CN')).toBe(false);
    for (const final of REQUISITION_FINAL_STATUSES) {
      for (const to of REQUISITION_STATUS_CODES) expect(canMoveRequisition(final, to)).toBe(false);
    }
  });

  it('refuses unknown statuses', () => {
    expect(canMoveRequisition('XX', 'DR')).toBe(false);
    expect(canMoveRequisition('DR', 'XX')).toBe(false);
  });

  it('names every status and only known targets', () => {
    expect(Object.keys(REQUISITION_TRANSITIONS).sort()).toEqual([...REQUISITION_STATUS_CODES].sort());
    for (const targets of Object.values(REQUISITION_TRANSITIONS)) {
      for (const to of targets) expect(REQUISITION_STATUS_CODES).toContain(to);
    }
  });

  it('leaves review, approval and decline to the approval flow: never a manual move', () => {
    expect(isManualRequisitionMove('SB', 'RV')).toBe(false);
    expect(isManualRequisitionMove('RV', 'RVA')).toBe(false);
    expect(isManualRequisitionMove('RV', 'RVD')).toBe(false);
    expect(manualRequisitionMoves('RV')).toEqual([]);
    expect(manualRequisitionMoves('IN')).toEqual(['RCK', 'CD', 'CN']);
    expect(isManualRequisitionMove('RVA', 'IN')).toBe(true);
    expect(isManualRequisitionMove('DR', 'CO')).toBe(false);
    for (const from of REQUISITION_STATUS_CODES)
      for (const to of manualRequisitionMoves(from)) expect(canMoveRequisition(from, to)).toBe(true);
  });
});
