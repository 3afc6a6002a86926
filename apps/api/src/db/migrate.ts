// Applies prisma/migrations in order, each in its own transaction, and records them in Prisma's own
// `_prisma_migrations` table, so `prisma migrate deploy` and this agree on what is applied.
// Why not spawn `prisma migrate deploy`: its CLI idles 10 s before exiting on every start.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { StartupError } from '../lib/startup-error.js';

/** A migration that cannot apply: the operator's to resolve, said in one line. */
export class MigrationError extends StartupError {}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'prisma', 'migrations');
const LOCK_ID = 72707369; // the advisory lock Prisma's migrate uses, so the two never run at once

export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const done = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const byName = new Map(done.rows.map((row) => [row.migration_name, row]));
    for (const name of names) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = byName.get(name);
      if (previous?.finished_at) {
        if (previous.checksum !== checksum) {
          throw new MigrationError(
            `Migration ${name} was changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      if (previous)
        throw new MigrationError(`Migration ${name} failed earlier; resolve it before starting again.`);
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), checksum, name],
        );
        await client.query('COMMIT');
        applied.push(name);
      } catch (error) {
        await client.query('ROLLBACK');
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        throw new MigrationError(`Migration ${name} failed: ${reason}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    await client.end();
  }
  return applied;
}
