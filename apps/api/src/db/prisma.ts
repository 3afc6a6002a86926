import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { watchCommittedWrites } from './committed-writes.js';

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  /** The pool Prisma runs on; list queries use it directly as parameterized SQL. */
  pool: pg.Pool;
  /** Tells of every write committed through the pool, with its tables (db/committed-writes.ts). */
  writes: ReturnType<typeof watchCommittedWrites>;
  close(): Promise<void>;
}

export function connectDatabase(url: string, onError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10000 });
  // A dropped idle connection (for example while PostgreSQL stops) must not crash the process.
  pool.on('error', onError);
  const writes = watchCommittedWrites(pool);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
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
