// Medians and 90th percentiles at a million rows: percentile_cont sorts every value (64,000 hires,
// 890,000 stays, past work_mem on disk). The same value is the row at place p * (n - 1) in the
// values' order, and the one after it, interpolated: with an index on the values, PostgreSQL walks
// to that place (from the nearer end) and reads two rows. Exactly percentile_cont's arithmetic
// (float8: first = floor(p * (n - 1)), the fraction above it, lo + (hi - lo) * fraction), so the
// figures do not change (hr-reports.test.ts, dashboards.test.ts).

interface PercentileOf {
  /** The values (float8), as the index on them holds them. */
  value: string;
  /** FROM of the rows (with their alias) and the condition they meet. */
  from: string;
  where: string;
  /** The rows' count: SQL of a column or subquery counting the same rows. */
  count: string;
}

/** SQL of percentile_cont(p) over the rows, NULL for none, rounded to one decimal as the reports show. */
export function percentileSql(p: number, { value, from, where, count }: PercentileOf): string {
  if (!(p > 0 && p < 1)) throw new Error(`Not a percentile: ${p}`);
  const place = `(${p}::float8 * (${count} - 1)::float8)`;
  // The two rows around the place, in ascending order: walked from the bottom for p <= 0.5 (from
  // floor(place)), from the top above (down to ceil(place)), so a walk never passes the middle.
  const fromTop = p > 0.5;
  const walk = fromTop
    ? `ORDER BY ${value} DESC OFFSET greatest(0, ${count} - 1 - ceil(${place}))::bigint LIMIT 2`
    : `ORDER BY ${value} ASC OFFSET greatest(0, floor(${place}))::bigint LIMIT 2`;
  const around = `(SELECT array_agg(v ORDER BY v) FROM (SELECT ${value} AS v FROM ${from} WHERE ${where} ${walk}) w)`;
  // At a whole place the value is that row's: the first row walked from the bottom, the last from the top.
  const exact = fromTop ? 'r[cardinality(r)]' : 'r[1]';
  // OFFSET 0 keeps `q` a subquery of its own: flattened, each use of `r` would walk again.
  return `(SELECT round((CASE WHEN x = floor(x) THEN ${exact} ELSE r[1] + (r[2] - r[1]) * (x - floor(x)) END)::numeric, 1)::float8
             FROM (SELECT ${place} AS x, CASE WHEN ${count} > 0 THEN ${around} END AS r OFFSET 0) q)`;
}

/** `medianDays`, `p90Days` and `count` (the reports' durations) of the rows counted in `count`. */
export function durationSql(of: PercentileOf): string {
  return `${percentileSql(0.5, of)} AS "medianDays", ${percentileSql(0.9, of)} AS "p90Days", (${of.count})::int AS count`;
}
