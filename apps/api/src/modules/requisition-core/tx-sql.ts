// Lets the SQL helpers that take anything with `.query` (completeness.ts) run inside a Prisma
// interactive transaction, so progress is refreshed in the same transaction as the change.
import type pg from 'pg';
import type { Tx } from './audit.js';
import { checkCompleteness, refreshProgress } from './completeness.js';

export function txQuery(tx: Tx): Pick<pg.Pool, 'query'> {
  const query = async (text: string, values: unknown[] = []) => ({
    rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values),
  });
  return { query } as unknown as Pick<pg.Pool, 'query'>;
}

export const refreshProgressIn = (tx: Tx, id: number) => refreshProgress(txQuery(tx), id);
export const completenessIn = async (tx: Tx, id: number) =>
  (await checkCompleteness(txQuery(tx), [id])).get(id);
