import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { APPLICATION_NAME } from '../lib/application-name.js';
import { type BookmarkOptions, createListBookmarks } from '../lib/list-bookmarks.js';
import type { PgListener } from '../lib/pg-listen.js';
import { createListSpeed, type ListSpeed } from './list-speed.js';
import { createStatementNames, STATEMENT_PERIOD_MS } from './prepared-statements.js';
import { queryInTurn } from './queries-in-turn.js';

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  /** The pool Prisma runs on; list queries use it directly as parameterized SQL. */
  pool: pg.Pool;
  /** The lists' speed layer on the pool (db/list-speed.ts): what runList runs through. */
  lists: ListSpeed;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * The lists name their statements (db/prepared-statements.ts). Off for a pooler that cannot keep
   * a connection's prepared statements (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
  /**
   * The instance's notifications: with them the lists keep totals and deep pages' bookmarks, which
   * the tables' notifications keep exact (lib/list-bookmarks.ts). Without (a script) they keep none.
   */
  notifications?: PgListener;
  /** The bookmarks' bounds (tests lower the offset they start at). */
  bookmarks?: Partial<BookmarkOptions>;
}

export function connectDatabase(
  url: string,
  onError: (error: Error) => void,
  options: DatabaseOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    // Named, so `npm run key:rotate` sees a running process (lib/application-name.ts).
    application_name: APPLICATION_NAME,
    max: 10,
    connectionTimeoutMillis: 10000,
    // A connection keeps what it prepared until it closes: one naming period at most.
    ...(options.preparedStatements ? { maxLifetimeSeconds: STATEMENT_PERIOD_MS / 1000 } : {}),
  });
  // A dropped idle connection (for example while PostgreSQL stops) must not crash the process.
  pool.on('error', onError);
  // Nor one that drops while checked out between statements (runStatement, list exports): the pool
  // listens only to idle ones, and a client's 'error' with no listener ends the process. The
  // statement on it then fails (503 while the database is away) and the pool discards it.
  pool.on('connect', (client) => client.on('error', onError));
  const lists = createListSpeed(pool, {
    ...(options.preparedStatements ? { statements: createStatementNames() } : {}),
    ...(options.notifications
      ? { bookmarks: createListBookmarks(options.notifications, options.bookmarks) }
      : {}),
  });
  // After the lists' watcher (its own 'connect' listener): the turn wraps it, so the watcher sees each
  // statement as it is sent.
  pool.on('connect', queryInTurn);
  // A transaction waits for a connection as long as a plain query does (the pool's 10 s), not
  // Prisma's 2 s: under a burst (the soak at 20 users on a loaded machine) the 2 s start limit turned
  // waits into 500s. The 15 s limit on a running transaction stays well above the slowest write.
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
  return {
    prisma,
    pool,
    lists,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}
