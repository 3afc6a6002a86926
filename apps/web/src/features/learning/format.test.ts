import { describe, expect, it } from 'vitest';
import { cellDate, mandatoryFor } from './format';

describe('mandatoryFor', () => {
  it('names the departments and position types, or says everyone or optional', () => {
    const sales = { id: 1, name: 'Sales' };
    const driver = { id: 2, name: 'Driver' };
    expect(mandatoryFor({ mandatory: true, departments: [sales], positionTypes: [driver] })).toBe(
      'Sales, Driver',
    );
    expect(mandatoryFor({ mandatory: true, departments: [], positionTypes: [] })).toBe('Everyone');
    expect(mandatoryFor({ mandatory: false, departments: [sales], positionTypes: [] })).toBe('Optional');
  });
});

describe('cellDate', () => {
  it('shows the due date until the course is done, then the expiry', () => {
    expect(cellDate({ status: 'OVERDUE', dueDate: '2026-01-31', expiresOn: null })).toBe('Due 2026-01-31');
    expect(cellDate({ status: 'NOT_STARTED', dueDate: null, expiresOn: null })).toBeNull();
    expect(cellDate({ status: 'EXPIRED', dueDate: '2024-01-31', expiresOn: '2025-02-01' })).toBe(
      'Expires 2025-02-01',
    );
    expect(cellDate({ status: 'COMPLETED', dueDate: '2026-01-31', expiresOn: null })).toBeNull();
  });
});
