// The one audit writer: the row it writes (who, what, which record, fields, details), inside a
// transaction or a batch, and no secret in its details at any depth.
import { ROLES } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { audit, withoutSecrets } from './audit.js';

const t = useTestApp();

describe('withoutSecrets', () => {
  it('drops passwords, tokens, codes, links and the sensitive employee fields, at any depth', () => {
    const details = {
      ip: '203.0.113.7',
      email: 'zoe.dang@example.com',
      password: 'Test@12345',
      newPassword: 'x',
      current_password: 'y',
      passwordHash: '$argon2id$...',
      token: 'abc',
      accessToken: 'abc',
      refresh_token: 'abc',
      clientSecret: 's',
      code: '123456',
      link: 'https://hr.example/set-password?code=1',
      before: { roles: ['HR'], password: 'old', nested: [{ token: 't', kept: 1 }] },
      bankDetail: { accountNumber: '12345678', bsb: '062-000' },
      taxFileNumber: '123456782',
      licenseNumber: 'NSW123',
      disability: { details: 'private', hasDisability: true },
      // A plain `details` key elsewhere is not the disability's.
      change: { details: 'kept' },
    };
    expect(withoutSecrets(details)).toEqual({
      ip: '203.0.113.7',
      email: 'zoe.dang@example.com',
      before: { roles: ['HR'], nested: [{ kept: 1 }] },
      bankDetail: { bsb: '062-000' },
      disability: { hasDisability: true },
      change: { details: 'kept' },
    });
  });

  it('leaves the details the app writes today as they are', () => {
    const today = [
      { before: { roles: ['HR'], authorities: ['A'] }, after: { roles: [], authorities: [] } },
      { ip: '::1', purpose: 'OFFER_LETTER' },
      { version: 2, resend: true, reason: 'Ŀøŵ salary — محمد asked again' },
      { ip: '::1', userAgent: null, version: 1, consent: true },
      { files: 2, ids: [4, 5] },
      { from: 'PENDING', to: 'APPROVED' },
      { leaveTypeId: 3, days: -1.5, entryId: 9 },
      { positionTitle: '王秀英 role', status: 'OPEN', progress: 'APPROVED' },
    ];
    for (const details of today) expect(withoutSecrets(details)).toEqual(details);
  });
});

describe('audit', () => {
  it('writes the row the audit screen reads, and keeps no secret', async () => {
    const prisma = t.app.db.prisma;
    const user = await t.createUser({ roles: [ROLES.RECRUITMENT_MANAGER] });
    const { id } = await prisma.$transaction((tx) =>
      audit(tx, {
        userId: user.id,
        entity: 'Employee',
        id: 42,
        action: 'STATUS_CHANGE',
        fields: ['status'],
        details: {
          from: 'ACTIVE',
          to: 'TERMINATED',
          token: 'never-stored',
          bankDetail: { accountNumber: '1' },
        },
      }),
    );
    const row = await prisma.auditEvent.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      userId: user.id,
      entity: 'Employee',
      entityId: '42',
      action: 'STATUS_CHANGE',
      fields: ['status'],
      details: { from: 'ACTIVE', to: 'TERMINATED', bankDetail: {} },
    });
    expect(JSON.stringify(row.details)).not.toContain('never-stored');
  });

  it('writes as a step of a batch, with no fields or details when none are given', async () => {
    const prisma = t.app.db.prisma;
    const [written] = await prisma.$transaction([
      audit(prisma, { userId: null, entity: 'UploadedFile', id: '-', action: 'UNATTACHED_REMOVED' }),
    ]);
    const row = await prisma.auditEvent.findUniqueOrThrow({ where: { id: written.id } });
    expect(row).toMatchObject({
      userId: null,
      entity: 'UploadedFile',
      entityId: '-',
      fields: [],
      details: null,
    });
  });
});
