// A connection runs its statements one at a time in the order asked for, with pg's deprecated queue
// never used: not by statements sent at once, nor by Prisma reading a write's relations inside a
// transaction (its Promise.all over the transaction's one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const QUEUE_WARNING = /client is already executing a query/;
const warnings: string[] = [];
const heard = (warning: Error) => warnings.push(warning.message);
beforeAll(() => {
  process.on('warning', heard);
});
afterAll(() => {
  process.off('warning', heard);
});

describe('statements on one connection', () => {
  it('run in the order asked for, promises and callbacks alike, failures included', async () => {
    const client = await t.app.db.pool.connect();
    try {
      const order: string[] = [];
      const note = (name: string) => (result: unknown) => {
        order.push(name);
        return result;
      };
      // Asked for in this order, all at once; the first one takes the longest.
      const first = client.query('SELECT pg_sleep(0.05), 1 AS n').then(note('first'));
      const second = client.query('SELECT * FROM no_such_table').catch((error: Error) => {
        order.push('second');
        throw error;
      });
      const third = new Promise<number>((resolve, reject) =>
        client.query('SELECT 3 AS n', (error, result) => {
          order.push('third');
          return error ? reject(error) : resolve(result.rows[0].n);
        }),
      );
      const fourth = client.query({ text: 'SELECT $1::int AS n', values: [4] }).then(note('fourth'));
      const answers = await Promise.allSettled([first, second, third, fourth]);
      expect(order).toEqual(['first', 'second', 'third', 'fourth']);
      expect(answers.map((one) => one.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((answers[0] as PromiseFulfilledResult<{ rows: { n: number }[] }>).value.rows[0]?.n).toBe(1);
      expect((answers[2] as PromiseFulfilledResult<number>).value).toBe(3);
      expect((answers[3] as PromiseFulfilledResult<{ rows: { n: number }[] }>).value.rows[0]?.n).toBe(4);
      // The connection is free again: a statement after them all runs at once.
      expect((await client.query('SELECT 5 AS n')).rows[0].n).toBe(5);
    } finally {
      client.release();
    }
    expect(warnings.filter((one) => QUEUE_WARNING.test(one))).toEqual([]);
  });

  it("keep a transaction's statements in it: Prisma's relation reads inside $transaction", async () => {
    const prisma = t.app.db.prisma;
    const country = await prisma.country.create({ data: { name: 'Việt Nam (in turn)', code: 'VQX' } });
    const cities = await prisma.$transaction(async (tx) => {
      await tx.city.createMany({
        data: ['Hà Nội', 'Đà Nẵng', 'Huế'].map((name) => ({ name, countryId: country.id })),
      });
      // An update that reads three relations back: Prisma fetches them at once.
      const updated = await tx.country.update({
        where: { id: country.id },
        data: { name: 'Việt Nam' },
        include: { cities: true, states: true, holidays: true },
      });
      return updated.cities.map((city) => city.name);
    });
    expect(new Set(cities)).toEqual(new Set(['Hà Nội', 'Đà Nẵng', 'Huế']));
    expect(warnings.filter((one) => QUEUE_WARNING.test(one))).toEqual([]);
  });
});
