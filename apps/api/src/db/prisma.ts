import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  /** The pool Prisma runs on; list queries use it directly as parameterized SQL. */
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, onError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10000 });
  // A dropped idle connection (for example while PostgreSQL stops) must not crash the process.
  pool.on('error', onError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}
