import { describe, expect, it } from 'vitest';
import { TEST_ENCRYPTION_KEY, useTestApp } from '../../../test/test-app.js';
import { seedDemoData } from '../../db/seed/demo.js';
import { checkCompleteness, refreshProgress } from './completeness.js';

const t = useTestApp();

describe('requisition completeness', () => {
  it('agrees with the demo data: COMPLETED ones have every step, others miss some', async () => {
    await seedDemoData(t.app.db.prisma, { encryptionKey: TEST_ENCRYPTION_KEY });
    const rows = await t.app.db.prisma.jobPosition.findMany({ select: { id: true, progress: true } });
    const result = await checkCompleteness(
      t.app.db.pool,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      expect(result.get(row.id)?.complete, `requisition ${row.id}`).toBe(row.progress === 'COMPLETED');
    }
  });

  it('lists the missing steps of a bare requisition and updates its progress', async () => {
    const position = await t.app.db.prisma.jobPosition.create({
      data: { positionTitle: 'Bare', progress: 'COMPLETED' },
    });
    const completeness = await refreshProgress(t.app.db.pool, position.id);
    expect(completeness?.complete).toBe(false);
    expect(completeness?.missing).toContain('position');
    expect(completeness?.missing).toContain('compliance');
    const after = await t.app.db.prisma.jobPosition.findUniqueOrThrow({ where: { id: position.id } });
    expect(after.progress).toBe('IN_PROGRESS');
    expect((await checkCompleteness(t.app.db.pool, [999999])).size).toBe(0);
  });
});
