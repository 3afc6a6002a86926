import type { TAuditLogEntry } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { auditWho, auditWords, humanize } from './audit-words';

const entry = (over: Partial<TAuditLogEntry>): TAuditLogEntry => ({
  id: 1,
  jobPositionId: 33,
  userId: null,
  userEmail: null,
  actorName: null,
  action: 'UPDATE',
  entity: 'JobPosition',
  entityId: '33',
  field: null,
  oldValue: null,
  newValue: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('the audit log in words', () => {
  it('words a status move with the status labels, not codes', () => {
    expect(auditWords(entry({ action: 'STATUS', field: 'status', oldValue: 'SB', newValue: 'RV' }))).toEqual({
      what: 'Job position status changed',
      change: 'Status: Submitted -> In review',
    });
  });

  it('words fields, priorities, approval answers and new values', () => {
    expect(auditWords(entry({ field: 'priority', oldValue: 'N', newValue: 'H' })).change).toBe(
      'Priority: Normal -> High',
    );
    expect(
      auditWords(entry({ field: 'endDate', oldValue: '2026-01-01', newValue: '2026-03-01' })).change,
    ).toBe('End date: 2026-01-01 -> 2026-03-01');
    expect(
      auditWords(entry({ entity: 'Approval', field: 'response', oldValue: 'PENDING', newValue: 'APPROVED' })),
    ).toEqual({ what: 'Approval changed', change: 'Response: Pending -> Approved' });
    expect(
      auditWords(entry({ action: 'CREATE', entity: 'JobLocation', field: 'remote', newValue: 'true' })),
    ).toEqual({
      what: 'Location added',
      change: 'Remote: Yes',
    });
    expect(humanize('numberOfPositions')).toBe('Number of positions');
    expect(humanize('departmentId')).toBe('Department');
  });

  it('names who acted: the user, else the approver by emailed link', () => {
    expect(auditWho(entry({ userEmail: 'officer@demo.local' }))).toBe('officer@demo.local');
    expect(auditWho(entry({ actorName: 'Dan Approver (approver, by emailed link)' }))).toBe(
      'Dan Approver (approver, by emailed link)',
    );
  });
});
