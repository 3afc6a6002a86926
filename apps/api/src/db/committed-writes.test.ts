// Committed writes are told with their tables: outside a transaction when the statement completes,
// inside one only when it commits; reads, rolled-back writes and failed statements are not.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { classify, type WrittenTables } from './committed-writes.js';

const t = useTestApp();

describe('classify', () => {
  it('reads the statement kind and the written table', () => {
    expect(classify('SELECT 1')).toBeUndefined();
    expect(
      classify('WITH page AS MATERIALIZED (SELECT id FROM application) SELECT updated_at FROM page'),
    ).toBeUndefined();
    expect(classify('INSERT INTO "public"."job_position" ("a") VALUES ($1)')).toEqual({
      kind: 'write',
      table: 'job_position',
    });
    expect(classify(' update application SET status = $1')).toEqual({ kind: 'write', table: 'application' });
    expect(classify('DELETE FROM ONLY applicant WHERE id = 1')).toEqual({
      kind: 'write',
      table: 'applicant',
    });
    expect(classify('TRUNCATE TABLE employee')).toEqual({ kind: 'write', table: 'employee' });
    expect(classify('WITH gone AS (DELETE FROM applicant RETURNING id) SELECT count(*) FROM gone')).toEqual({
      kind: 'write',
      table: 'all',
    });
    expect(classify('BEGIN')).toEqual({ kind: 'begin' });
    expect(classify('COMMIT')).toEqual({ kind: 'commit' });
    expect(classify('ROLLBACK')).toEqual({ kind: 'rollback' });
    expect(classify('ROLLBACK TO SAVEPOINT s1')).toBeUndefined();
    // A script that opens and commits its own transaction, as pg-boss sends.
    expect(
      classify('BEGIN;\n SELECT pg_advisory_xact_lock(1);\n DELETE FROM pgboss.job WHERE false;\n COMMIT;'),
    ).toEqual({
      kind: 'write',
      table: 'all',
    });
    expect(classify('BEGIN; SELECT 1; COMMIT;')).toBeUndefined();
    expect(classify('UPDATE application SET status = $1;')).toEqual({ kind: 'write', table: 'application' });
  });
});

describe('committed writes through the pool', () => {
  async function told(work: () => Promise<unknown>): Promise<WrittenTables[]> {
    const heard: WrittenTables[] = [];
    t.app.db.lists.writes!.listen((tables) => heard.push(tables));
    await work();
    const mine = [...heard];
    heard.length = 0;
    return mine;
  }
  const names = (tables: WrittenTables[]) => tables.map((one) => (one === 'all' ? 'all' : [...one].sort()));

  it('tells a write outside a transaction, and nothing for reads or a failed write', async () => {
    const pool = t.app.db.pool;
    expect(names(await told(() => pool.query(`UPDATE ref_country SET name = name WHERE false`)))).toEqual([
      ['ref_country'],
    ]);
    expect(await told(() => pool.query('SELECT count(*) FROM ref_country'))).toEqual([]);
    expect(
      await told(() => pool.query('INSERT INTO no_such_table VALUES (1)').catch(() => undefined)),
    ).toEqual([]);
  });

  it('tells a script of several statements as it completes, and leaves no transaction open behind it', async () => {
    const pool = t.app.db.pool;
    const script = 'BEGIN; UPDATE ref_country SET name = name WHERE false; COMMIT;';
    expect(await told(() => pool.query(script))).toEqual(['all']);
    // The connection it ran on is not taken for one inside a transaction: a later write is told at once.
    for (let i = 0; i < 12; i++)
      expect(
        names(await told(() => pool.query('UPDATE ref_city SET name = name WHERE false'))),
        `write ${i}`,
      ).toEqual([['ref_city']]);
  });

  it('tells a transaction its tables once it commits, and nothing when it rolls back', async () => {
    const client = await t.app.db.pool.connect();
    try {
      const heard: WrittenTables[] = [];
      t.app.db.lists.writes!.listen((tables) => heard.push(tables));
      await client.query('BEGIN');
      await client.query(`UPDATE ref_country SET name = name WHERE false`);
      await client.query(`UPDATE ref_city SET name = name WHERE false`);
      expect(heard).toEqual([]);
      await client.query('COMMIT');
      expect(names(heard)).toEqual([['ref_city', 'ref_country']]);
      heard.length = 0;
      await client.query('BEGIN');
      await client.query(`UPDATE ref_country SET name = name WHERE false`);
      await client.query('ROLLBACK');
      expect(heard).toEqual([]);
    } finally {
      client.release();
    }
  });

  it("tells Prisma's writes and transactions too", async () => {
    const prisma = t.app.db.prisma;
    const name = `Committed ${Date.now()}`;
    expect(names(await told(() => prisma.country.create({ data: { name, code: 'QZ9' } })))).toEqual([
      ['ref_country'],
    ]);
    const both = await told(() =>
      prisma.$transaction(async (tx) => {
        await tx.country.updateMany({ where: { name }, data: { name: `${name}!` } });
        await tx.country.deleteMany({ where: { name: `${name}!` } });
      }),
    );
    expect(names(both)).toEqual([['ref_country']]);
  });
});
