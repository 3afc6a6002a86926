// The lists' speed layer, one object made with the pool (db/prisma.ts) and handed to the services
// in `ServiceDeps.lists`: what runList (lib/list-query.ts) runs its statements through.
// - statements: named (prepared) statements and each connection's plan_cache_mode
//   (db/prepared-statements.ts);
// - bookmarks: kept totals and deep pages' bookmarks (lib/list-bookmarks.ts), dropped by the
//   tables' notifications and, the moment they commit, by this process's own writes
//   (db/committed-writes.ts).
// Without options (a script's pool, the bench's baseline) it runs plain unnamed statements on an
// unwatched pool and keeps nothing: every page is counted and stepped to with OFFSET.
import type pg from 'pg';
import type { ListBookmarks } from '../lib/list-bookmarks.js';
import { type WrittenTables, watchCommittedWrites } from './committed-writes.js';
import type { StatementNames, StatementPlan } from './prepared-statements.js';

export interface ListSpeed {
  readonly pool: pg.Pool;
  /** Kept totals and bookmarks, when the pool's lists keep them. */
  readonly bookmarks: ListBookmarks | undefined;
  /** Tells of every write committed through the pool, with its tables, when it keeps bookmarks. */
  readonly writes: { listen(listener: (tables: WrittenTables) => void): void } | undefined;
  /** The query to send: named when the pool names statements and this text has a name. */
  statement(text: string, values: unknown[]): pg.QueryConfig;
  /**
   * Runs a statement, named where it can be, on a connection whose plan_cache_mode suits its `plan`
   * (a `perCall` one is still parsed once, then planned for its values on every call).
   */
  run<R extends pg.QueryResultRow>(
    text: string,
    values: unknown[],
    plan: StatementPlan,
  ): Promise<pg.QueryResult<R>>;
}

export interface ListSpeedOptions {
  /** Names the lists' statements; without it every statement is unnamed. */
  statements?: StatementNames;
  /** Keeps totals and bookmarks; without it every call counts and pages with OFFSET. */
  bookmarks?: ListBookmarks;
}

type PlanMode = 'auto' | 'force_custom_plan' | 'force_generic_plan';
const MODES: Record<StatementPlan, PlanMode> = {
  auto: 'auto',
  once: 'force_generic_plan',
  perCall: 'force_custom_plan',
};

export function createListSpeed(pool: pg.Pool, options: ListSpeedOptions = {}): ListSpeed {
  const { statements, bookmarks } = options;
  // This process's own writes drop what they touch as they commit, before the writing request
  // answers: its caller's next call may come before the notification of the write. Nothing kept,
  // nothing to drop: a pool without bookmarks runs its statements unwatched.
  const writes = bookmarks ? watchCommittedWrites(pool) : undefined;
  writes?.listen((tables) => bookmarks?.dropWritten(tables));
  // Each connection's plan_cache_mode where it was changed; forgotten as the pool lets it go.
  const modes = new Map<pg.PoolClient, PlanMode>();
  pool.on('remove', (client) => modes.delete(client));

  function statement(text: string, values: unknown[]): pg.QueryConfig {
    const name = statements?.nameOf(text);
    return name === undefined ? { text, values } : { name, text, values };
  }

  return {
    pool,
    bookmarks,
    writes,
    statement,
    async run<R extends pg.QueryResultRow>(text: string, values: unknown[], plan: StatementPlan) {
      const query = statement(text, values);
      if (query.name === undefined) return pool.query<R>(query);
      const mode = MODES[plan];
      const client = await pool.connect();
      try {
        // Switched only when the mode it needs is not the one it has: one short round trip.
        if ((modes.get(client) ?? 'auto') !== mode) {
          await client.query(`SET plan_cache_mode = ${mode}`);
          modes.set(client, mode);
        }
        const result = await client.query<R>(query);
        client.release();
        return result;
      } catch (error) {
        // As pool.query does: a connection that failed a statement is not reused.
        client.release(error as Error);
        throw error;
      }
    },
  };
}
