// The percentiles read at their place in an index (percentiles.ts) equal percentile_cont's, rounded
// as the reports show them, for any count: none, one, two, odd, even, with ties and a filter.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { percentileSql } from './percentiles.js';

const t = useTestApp();

describe('percentiles at their place in an index', () => {
  it('equal percentile_cont for every count, with ties and a filter', async () => {
    const client = await t.app.db.pool.connect();
    try {
      await client.query(`CREATE TEMP TABLE pct (grp int, v float8, keep boolean)`);
      await client.query(`CREATE INDEX ON pct (grp, v)`);
      // Groups of 0 to 60 values, some repeated, some left out by the filter.
      await client.query(
        `INSERT INTO pct (grp, v, keep)
         SELECT g, round((random() * 40)::numeric, (g % 3))::float8, random() > 0.2
           FROM generate_series(1, 60) g, generate_series(1, g) i`,
      );
      for (const p of [0.5, 0.9, 0.25, 0.75]) {
        const { rows } = await client.query<{ grp: number; expected: number | null; got: number | null }>(
          `SELECT g.grp,
                  (SELECT round((percentile_cont(${p}) WITHIN GROUP (ORDER BY v))::numeric, 1)::float8
                     FROM pct WHERE grp = g.grp AND keep) AS expected,
                  ${percentileSql(p, {
                    value: 'x.v',
                    from: 'pct x',
                    where: 'x.grp = g.grp AND x.keep',
                    count: '(SELECT count(*) FROM pct y WHERE y.grp = g.grp AND y.keep)',
                  })} AS got
             FROM generate_series(0, 60) g(grp)`,
        );
        expect(rows).toHaveLength(61);
        for (const row of rows)
          expect({ p, grp: row.grp, value: row.got }).toEqual({ p, grp: row.grp, value: row.expected });
        // Group 0 has no values: no percentile.
        expect(rows[0]?.got).toBeNull();
      }
    } finally {
      await client.query('DROP TABLE IF EXISTS pct');
      client.release();
    }
  });

  it('refuses what is not a percentile', () => {
    expect(() => percentileSql(1, { value: 'v', from: 't', where: 'TRUE', count: '1' })).toThrow(
      'Not a percentile',
    );
  });
});
