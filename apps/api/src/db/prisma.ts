import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { APPLICATION_NAME } from '../lib/application-name.js';
import { watchCommittedWrites } from './committed-writes.js';
import { createStatementNames, STATEMENT_PERIOD_MS, usePreparedStatements } from './prepared-statements.js';

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  /** The pool Prisma runs on; list queries use it directly as parameterized SQL. */
  pool: pg.Pool;
  /** Tells of every write committed through the pool, with its tables (db/committed-writes.ts). */
  writes: ReturnType<typeof watchCommittedWrites>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * The lists name their statements (db/prepared-statements.ts). Off for a pooler that cannot keep
   * a connection's prepared statements (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
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
  if (options.preparedStatements) usePreparedStatements(pool, createStatementNames());
  // A dropped idle connection (for example while PostgreSQL stops) must not crash the process.
  pool.on('error', onError);
  // Nor one that drops while checked out between statements (runStatement, list exports): the pool
  // listens only to idle ones, and a client's 'error' with no listener ends the process. The
  // statement on it then fails (503 while the database is away) and the pool discards it.
  pool.on('connect', (client) => client.on('error', onError));
  const writes = watchCommittedWrites(pool);
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
    writes,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}
