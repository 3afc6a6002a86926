// Which tables this process has just written, told the moment the write is committed: a cache of
// what the lists read (lib/list-bookmarks.ts) drops its entries for those tables before the request
// that wrote answers, so the writer's next call never meets a total from before its own write.
// (The tables' triggers also NOTIFY every instance, but that message travels apart from the answer.)
// It watches the statements each pooled connection sends, Prisma's and the list code's alike:
// INSERT, UPDATE, DELETE, TRUNCATE and MERGE outside a transaction when they complete, inside one
// when its COMMIT does; a data-modifying WITH, or a string of several statements that writes, names
// no one table, so it counts as every table.
import type pg from 'pg';

/** A committed write's tables; `all` when the statement did not say which. */
export type WrittenTables = ReadonlySet<string> | 'all';

const STATEMENT = /^\s*(INSERT|UPDATE|DELETE|TRUNCATE|MERGE|WITH|BEGIN|START|COMMIT|END|ROLLBACK)\b/i;
const TARGET =
  /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|MERGE\s+INTO)\s+(?:ONLY\s+)?(?:"?\w+"?\.)?"?(\w+)"?/i;
const MODIFYING = /\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;
const SEVERAL = /;\s*\S/;

type Kind = { kind: 'begin' | 'commit' | 'rollback' } | { kind: 'write'; table: string | 'all' };

/** What a statement does to the transaction state or the data; undefined for a read (most statements). */
export function classify(text: string): Kind | undefined {
  const first = STATEMENT.exec(text)?.[1]?.toUpperCase();
  if (first === undefined) return undefined;
  // Several statements in one string (pg-boss sends `BEGIN; ...; COMMIT;`) run and commit together:
  // any data-modifying word in them counts as every table.
  if (SEVERAL.test(text)) return MODIFYING.test(text) ? { kind: 'write', table: 'all' } : undefined;
  switch (first) {
    case 'BEGIN':
    case 'START':
      return { kind: 'begin' };
    case 'COMMIT':
    case 'END':
      return { kind: 'commit' };
    case 'ROLLBACK':
      // ROLLBACK TO SAVEPOINT leaves the transaction open.
      return /^\s*ROLLBACK\s+TO\b/i.test(text) ? undefined : { kind: 'rollback' };
    case 'WITH':
      return MODIFYING.test(text) ? { kind: 'write', table: 'all' } : undefined;
    default:
      return { kind: 'write', table: TARGET.exec(text)?.[1]?.toLowerCase() ?? 'all' };
  }
}

type Listener = (tables: WrittenTables) => void;

/** Watches every connection the pool opens; `listen` is told each committed write's tables. */
export function watchCommittedWrites(pool: pg.Pool): { listen(listener: Listener): void } {
  const listeners: Listener[] = [];
  const tell = (tables: WrittenTables) => {
    for (const listener of listeners) listener(tables);
  };
  pool.on('connect', (client) => watchClient(client, tell));
  return {
    listen(listener) {
      listeners.push(listener);
    },
  };
}

function watchClient(client: pg.PoolClient, tell: Listener): void {
  let open = false;
  let written = new Set<string>();
  let writtenAll = false;
  const settle = (kind: Kind, ok: boolean) => {
    if (kind.kind === 'begin') {
      open = ok;
      written = new Set();
      writtenAll = false;
    } else if (kind.kind === 'write') {
      if (!ok) return;
      if (!open) tell(kind.table === 'all' ? 'all' : new Set([kind.table]));
      else if (kind.table === 'all') writtenAll = true;
      else written.add(kind.table);
    } else {
      if (kind.kind === 'commit' && ok && (writtenAll || written.size)) tell(writtenAll ? 'all' : written);
      open = false;
      written = new Set();
      writtenAll = false;
    }
  };

  // Looked up on each call, not kept: whatever the class's query is then (a test may wrap it) runs.
  const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  // pg's query takes (text | config, values?, callback?) or a submittable (a cursor: a read).
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const original = prototype.query;
    const [config, values, callback] = args;
    const text =
      typeof config === 'string'
        ? config
        : config && typeof config === 'object' && !('submit' in config)
          ? (config as { text?: unknown }).text
          : undefined;
    const kind = typeof text === 'string' ? classify(text) : undefined;
    if (!kind) return original.apply(this, args);
    const done = (error: unknown) => settle(kind, !error);
    if (typeof values === 'function') {
      return original.call(this, config, (error: unknown, result: unknown) => {
        done(error);
        (values as (e: unknown, r: unknown) => void)(error, result);
      });
    }
    if (typeof callback === 'function') {
      return original.call(this, config, values, (error: unknown, result: unknown) => {
        done(error);
        (callback as (e: unknown, r: unknown) => void)(error, result);
      });
    }
    const result = original.apply(this, args) as Promise<unknown>;
    result.then(
      () => done(undefined),
      (error: unknown) => done(error ?? new Error('failed')),
    );
    return result;
  } as typeof client.query;
}
