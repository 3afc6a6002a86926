// Page bookmarks: where a deep page of a list ordered by its key alone starts (the key of its first
// row at that offset), so a later request for the same query seeks from there instead of stepping
// over every row before it with OFFSET (the cost that grows with the page number).
// Totals: a list's total (the bounded count, and past it the planner's estimate found by an EXPLAIN)
// is kept per count query, so the list's later pages and calls run the page query alone.
// Both are exact while the rows they count have not changed. Every writing statement on the
// tables of NOTIFYING_TABLES sends a notification (migration 20261126000000_list_changes), which drops
// what was kept for the queries naming that table in every API instance; queries naming any other
// table keep nothing, and while the notification channel is down nothing kept is used.
// A notification travels apart from the answer to the write that sent it, so the writer's next call
// could come first: this process's own writes also drop what they touch the moment they commit
// (`dropWritten`, fed by db/committed-writes.ts), before the writing request answers.
import type { PgListener } from './pg-listen.js';

/** The channel the tables' statement triggers notify on; the payload is the table's name. */
export const LIST_CHANGES_CHANNEL = 'hr_lists_changed';

/** The tables whose every write is notified: the long lists' key queries read only these. */
export const NOTIFYING_TABLES: readonly string[] = [
  'job_position',
  'job_location',
  'application',
  'applicant',
  'employee',
  'employee_personal_details',
];

export interface BookmarkOptions {
  /** Pages that start before this offset are plain OFFSET: shallow pages cost little anyway. */
  minOffset: number;
  /** At most this many bookmarks, and as many totals, are kept; the oldest go first. */
  max: number;
  /** A bookmark's or total's lifetime from when the rows it counts were read (a safety net). */
  ttlMs: number;
}

const DEFAULTS: BookmarkOptions = { minOffset: 2_000, max: 5_000, ttlMs: 10 * 60_000 };

/** The key of the row at `offset` in a query's order, as read at `readAt` (ms). */
export interface Bookmark {
  offset: number;
  key: unknown;
  readAt: number;
}

/** A list's total: counted exactly, or the planner's estimate. */
export interface ListTotal {
  count: number;
  estimated: boolean;
}

export interface ListBookmarks {
  readonly minOffset: number;
  /** Bumped by every drop: a page read before one must not leave its bookmark after it. */
  readonly generation: number;
  /** The bookmark at or nearest before `offset` of the query, while they can be trusted. */
  find(query: string, offset: number): Bookmark | undefined;
  /** Keeps a bookmark of the query (which reads `tables`), unless a drop came since `generation`. */
  remember(query: string, tables: readonly string[], bookmark: Bookmark, generation: number): void;
  /** The total of a count query (its SQL and parameters), while it can be trusted. */
  findTotal(query: string): ListTotal | undefined;
  /** Keeps a total, unless a drop came since `generation`. */
  rememberTotal(query: string, tables: readonly string[], total: ListTotal, generation: number): void;
  /** Drops what was kept for the queries reading any of `tables` (this process wrote them), or all. */
  dropWritten(tables: ReadonlySet<string> | 'all'): void;
}

interface KeptTotal {
  tables: readonly string[];
  total: ListTotal;
  readAt: number;
}

interface QueryMarks {
  tables: readonly string[];
  byOffset: Map<number, Bookmark>;
}

export function createListBookmarks(
  notifications: PgListener,
  options: Partial<BookmarkOptions> = {},
): ListBookmarks {
  const { minOffset, max, ttlMs } = { ...DEFAULTS, ...options };
  const queries = new Map<string, QueryMarks>();
  // Every bookmark in the order it was kept, oldest first, for the bound.
  const kept = new Map<Bookmark, string>();
  // Oldest first, for the bound.
  const totals = new Map<string, KeptTotal>();
  let generation = 0;

  const dropQuery = (query: string) => {
    for (const bookmark of queries.get(query)?.byOffset.values() ?? []) kept.delete(bookmark);
    queries.delete(query);
  };
  const dropOne = (query: string, bookmark: Bookmark) => {
    kept.delete(bookmark);
    const marks = queries.get(query);
    if (marks?.byOffset.get(bookmark.offset) !== bookmark) return;
    marks.byOffset.delete(bookmark.offset);
    if (!marks.byOffset.size) queries.delete(query);
  };

  function dropAll() {
    generation += 1;
    queries.clear();
    kept.clear();
    totals.clear();
  }

  function dropTables(tables: ReadonlySet<string>) {
    generation += 1;
    const reads = (named: readonly string[]) => named.some((table) => tables.has(table));
    for (const [query, marks] of queries) if (reads(marks.tables)) dropQuery(query);
    for (const [query, entry] of totals) if (reads(entry.tables)) totals.delete(query);
  }

  notifications.subscribe(LIST_CHANGES_CHANNEL, {
    message: (table) => dropTables(new Set([table])),
    reset: dropAll,
  });

  return {
    minOffset,
    get generation() {
      return generation;
    },

    find(query, offset) {
      const marks = notifications.listening ? queries.get(query) : undefined;
      if (!marks) return undefined;
      const oldest = Date.now() - ttlMs;
      let best: Bookmark | undefined;
      for (const bookmark of marks.byOffset.values()) {
        if (bookmark.readAt < oldest) dropOne(query, bookmark);
        else if (bookmark.offset <= offset && (!best || bookmark.offset > best.offset)) best = bookmark;
      }
      return best;
    },

    remember(query, tables, bookmark, since) {
      if (!notifications.listening || since !== generation || bookmark.offset < minOffset) return;
      let marks = queries.get(query);
      if (!marks) {
        marks = { tables, byOffset: new Map() };
        queries.set(query, marks);
      }
      const previous = marks.byOffset.get(bookmark.offset);
      if (previous) kept.delete(previous);
      marks.byOffset.set(bookmark.offset, bookmark);
      kept.set(bookmark, query);
      while (kept.size > max) {
        const [oldest, itsQuery] = kept.entries().next().value as [Bookmark, string];
        dropOne(itsQuery, oldest);
      }
    },

    findTotal(query) {
      const found = notifications.listening ? totals.get(query) : undefined;
      if (!found) return undefined;
      if (found.readAt >= Date.now() - ttlMs) return found.total;
      totals.delete(query);
      return undefined;
    },

    rememberTotal(query, tables, total, since) {
      if (!notifications.listening || since !== generation) return;
      totals.delete(query);
      totals.set(query, { tables, total, readAt: Date.now() });
      if (totals.size > max) totals.delete(totals.keys().next().value as string);
    },

    dropWritten(tables) {
      if (tables === 'all') dropAll();
      else dropTables(tables);
    },
  };
}
