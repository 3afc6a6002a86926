import { describe, expect, it } from 'vitest';
import { learningHome, learningTabs } from './routes';

describe('learningTabs', () => {
  it('gives HR every tab, and My learning only with an employee record', () => {
    expect(learningTabs({ hr: true, manager: false, employeeId: 7 })).toEqual([
      'mine',
      'courses',
      'assignments',
      'compliance',
    ]);
    expect(learningTabs({ hr: true, manager: false, employeeId: null })).toEqual([
      'courses',
      'assignments',
      'compliance',
    ]);
  });

  it('gives a manager the matrix of their reports but not the assignments', () => {
    expect(learningTabs({ hr: false, manager: true, employeeId: 3 })).toEqual([
      'mine',
      'courses',
      'compliance',
    ]);
  });

  it('gives an employee their own learning and the catalogue', () => {
    expect(learningTabs({ hr: false, manager: false, employeeId: 3 })).toEqual(['mine', 'courses']);
  });
});

describe('learningHome', () => {
  it('opens the matrix for HR and My learning for everyone else', () => {
    expect(learningHome({ hr: true, manager: false, employeeId: null })).toBe('compliance');
    expect(learningHome({ hr: false, manager: true, employeeId: 1 })).toBe('mine');
  });
});
