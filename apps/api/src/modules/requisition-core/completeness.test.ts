import { describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { checkCompleteness, refreshProgress } from './completeness.js';

const t = useTestApp();
const make = factories(t);

describe('requisition completeness', () => {
  it('agrees with the stored progress: COMPLETED ones have every step, others miss some', async () => {
    const ids = [
      await make.requisition({ complete: true }),
      await make.requisition({ complete: true }),
      await make.requisition(),
    ];
    // One with some steps only.
    const partial = await make.requisition();
    const ref = await make.reference();
    await t.request('POST', '/api/v1/job_skill', {
      token: (await make.manager()).token,
      body: { jobPositionId: partial, skillTypeId: ref.skill, level: 'EXPERT' },
    });
    ids.push(partial);
    const rows = await t.app.db.prisma.jobPosition.findMany({
      where: { id: { in: ids } },
      select: { id: true, progress: true },
    });
    expect(rows.map((row) => row.progress).sort()).toEqual([
      'COMPLETED',
      'COMPLETED',
      'IN_PROGRESS',
      'IN_PROGRESS',
    ]);
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
