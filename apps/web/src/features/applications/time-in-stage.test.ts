import { describe, expect, it } from 'vitest';
import { timeInStage } from './time-in-stage';

describe('time in stage', () => {
  const now = Date.parse('2027-03-12T12:00:00Z');
  it('counts hours for two days, then days', () => {
    expect(timeInStage('2027-03-12T11:30:00Z', now)).toBe('under 1 h');
    expect(timeInStage('2027-03-12T07:00:00Z', now)).toBe('5 h');
    expect(timeInStage('2027-03-10T13:00:00Z', now)).toBe('47 h');
    expect(timeInStage('2027-03-10T12:00:00Z', now)).toBe('2 d');
    expect(timeInStage('2027-02-10T12:00:00Z', now)).toBe('30 d');
  });
});
