// Named (prepared) statements for the lists' queries. PostgreSQL parses, analyses and plans an
// unnamed statement on every call: for the application list's page at 100k applications that is
// 0.9 ms of a 1.2 ms round trip. A named one is parsed once per connection, and from its sixth call
// PostgreSQL may run one plan made for any parameter values when it estimates it no dearer
// (plan_cache_mode auto). That is only safe when no parameter's value changes which plan is good:
// a plan for `status = $1` made for an average status walked all 1M applications for a status no
// row has (660 ms; 1.5 ms planned for the value). So a statement may take such a plan only when its
// parameters are keys (a requisition's id, a bookmark's) or an equality on a nearly unique indexed
// column (a name: the index is its plan for any value). The lists write other filter values into
// the text where their form makes that safe (digits, a day, a code in capitals: lib/list-query.ts),
// and a statement with any other value (free text, a search) runs on a connection set to plan each
// call for its values (force_custom_plan): still parsed once, planned as an unnamed one would be.
// LIMIT and OFFSET are written in too: a plan for any LIMIT assumes a tenth of the rows.
// Each costs PostgreSQL memory on every connection that ran it (about 170 kB for the application
// list's page with its plan), so few are kept: names go to texts seen at least twice, at most `max`
// per period; a new period names afresh, and the pool retires each connection after one period
// (db/prisma.ts), so a connection holds at most two periods' statements. The names and each
// connection's plan_cache_mode belong to the pool's list speed layer (db/list-speed.ts).
export interface StatementNames {
  /** The name of this statement text, when it has (or now gets) one. */
  nameOf(text: string): string | undefined;
}

export interface StatementNameOptions {
  /** At most this many texts are named per period. */
  max: number;
  /** A text is named on its this-many-th call. */
  after: number;
  periodMs: number;
  now?: () => number;
}

/** Texts seen fewer than `after` times are counted in a map of at most this many. */
const MAX_COUNTED = 2_000;

export const STATEMENT_PERIOD_MS = 60 * 60_000;

export function createStatementNames(
  options: StatementNameOptions = { max: 50, after: 2, periodMs: STATEMENT_PERIOD_MS },
): StatementNames {
  const now = options.now ?? Date.now;
  const names = new Map<string, string>();
  const calls = new Map<string, number>();
  let period = 0;
  let periodStart = now();
  return {
    nameOf(text) {
      if (now() - periodStart >= options.periodMs) {
        period += 1;
        periodStart = now();
        names.clear();
        calls.clear();
      }
      const name = names.get(text);
      if (name !== undefined || names.size >= options.max) return name;
      const seen = (calls.get(text) ?? 0) + 1;
      if (seen < options.after) {
        if (calls.size >= MAX_COUNTED) calls.clear();
        calls.set(text, seen);
        return undefined;
      }
      calls.delete(text);
      // Unique in the process; pg remembers which a connection has prepared.
      const given = `hr_${period}_${names.size + 1}`;
      names.set(text, given);
      return given;
    },
  };
}

/**
 * How a statement's parameters bear on its plan: `auto`, keys only (PostgreSQL may plan it once);
 * `once`, an equality on a nearly unique indexed column (planned once: the index is the plan for any
 * value, though PostgreSQL, costing a generic plan for an average value, may keep planning per call);
 * `perCall`, a value PostgreSQL must see to plan it well.
 */
export type StatementPlan = 'auto' | 'once' | 'perCall';
