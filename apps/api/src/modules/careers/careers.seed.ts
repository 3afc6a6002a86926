// Demo data: the open requisitions (approved, not closed and not past their end date) are on the
// careers site, published a few days apart, so `npm start` shows positions at /careers.
import { PUBLISHABLE_STATUSES } from '@hr/contracts';
import type { SeedKit } from '../../db/seed/seed-kit.js';

export async function seedCareers({ tx, today, at }: Pick<SeedKit, 'tx' | 'today' | 'at'>): Promise<number> {
  const open = await tx.jobPosition.findMany({
    where: { status: { in: [...PUBLISHABLE_STATUSES] }, endDate: { gte: today } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  for (const [i, { id }] of open.entries()) {
    await tx.jobPosition.update({ where: { id }, data: { published: true, publishedAt: at(-1 - i, 9) } });
  }
  return open.length;
}
