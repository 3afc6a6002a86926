import { describe, expect, it } from 'vitest';
import { formatDayTime } from './format';

describe('formatDayTime', () => {
  it('reads as day, month and time in the reader zone, with the year only when it is not this one', () => {
    const at = new Date(2026, 10, 27, 10, 4);
    expect(formatDayTime(at.toISOString(), new Date(2026, 11, 1))).toBe('27 Nov 10:04');
    expect(formatDayTime(new Date(2025, 0, 3, 9, 0).toISOString(), new Date(2026, 0, 1))).toBe(
      '3 Jan 2025 09:00',
    );
    expect(formatDayTime('not a date')).toBe('not a date');
  });
});
