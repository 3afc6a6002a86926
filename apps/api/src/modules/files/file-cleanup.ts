// The uploads' clean-up, an hourly job: uploaded files no record links to a day after their upload
// (rows, then bytes), and bytes in the storage that no row names (a crash between storing the bytes
// and committing the row, or a removal that failed). Which columns link a file, and which hold
// storage keys, is read from the database's catalog, so a table added later is never forgotten.
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../db/audit.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

/** How long an upload may wait for a record to link it. */
export const UNATTACHED_MAX_AGE_MS = 24 * 3600_000;
/** Bytes younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_GRACE_MS = 3600_000;
const BATCH = 500;
/** At most this many batches a run: the next hour's run goes on. */
const MAX_BATCHES = 20;

export interface CleanupResult {
  unattached: number;
  orphans: number;
}

export function createFileCleanup({
  db,
  storage,
  clock,
  log,
}: Pick<ServiceDeps, 'db' | 'storage' | 'clock'> & { log: FastifyBaseLogger }) {
  const { prisma, pool } = db;

  /** `NOT EXISTS` for every foreign key that points at uploaded_file (names from the catalog). */
  async function unlinkedCondition(): Promise<string> {
    const { rows } = await pool.query<{ tbl: string; col: string }>(
      `SELECT c.conrelid::regclass::text AS tbl, quote_ident(a.attname) AS col
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'uploaded_file'::regclass
        ORDER BY 1, 2`,
    );
    const each = rows.map(({ tbl, col }) => `NOT EXISTS (SELECT 1 FROM ${tbl} l WHERE l.${col} = f.id)`);
    return each.length > 0 ? each.join(' AND ') : 'true';
  }

  /** The storage keys of these that some row still names (every `storage_key` column). */
  async function keysInUse(keys: string[]): Promise<Set<string>> {
    const { rows: columns } = await pool.query<{ tbl: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS tbl FROM information_schema.columns
        WHERE column_name = 'storage_key' AND table_schema = current_schema()`,
    );
    const union = columns.map(({ tbl }) => `SELECT storage_key FROM ${tbl} WHERE storage_key = ANY ($1)`);
    if (union.length === 0) return new Set();
    const { rows } = await pool.query<{ storage_key: string }>(union.join(' UNION '), [keys]);
    return new Set(rows.map((row) => row.storage_key));
  }

  /**
   * Files no record links a day after their upload: rows first (locked, then checked again, so a
   * link made meanwhile keeps its file), then their bytes. A removal of bytes that fails leaves
   * them to the orphan sweep.
   */
  async function removeUnattached(): Promise<number> {
    const unlinked = await unlinkedCondition();
    const cutoff = new Date(clock().getTime() - UNATTACHED_MAX_AGE_MS);
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const gone = await prisma.$transaction(async (tx) => {
        const candidates = await tx.$queryRawUnsafe<{ id: number }[]>(
          `SELECT f.id FROM uploaded_file f WHERE f.created_at < $1 AND ${unlinked}
            ORDER BY f.id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          cutoff,
        );
        if (candidates.length === 0) return [];
        const deleted = await tx.$queryRawUnsafe<{ id: number; storage_key: string }[]>(
          `DELETE FROM uploaded_file f WHERE f.id = ANY ($1::int[]) AND ${unlinked}
            RETURNING f.id, f.storage_key`,
          candidates.map((row) => row.id),
        );
        if (deleted.length > 0)
          await audit(tx, {
            userId: null,
            entity: 'UploadedFile',
            id: '-',
            action: 'UNATTACHED_REMOVED',
            details: { files: deleted.length, ids: deleted.map((row) => row.id) },
          });
        return deleted;
      });
      for (const row of gone) await storage.remove(row.storage_key).catch(() => {});
      removed += gone.length;
      if (gone.length < BATCH) break;
    }
    return removed;
  }

  /** Bytes older than the grace period that no row names, and what a cut-off write left. */
  async function removeOrphans(): Promise<number> {
    const cutoff = clock().getTime() - ORPHAN_GRACE_MS;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const inUse = await keysInUse(batch);
      for (const key of batch) {
        if (inUse.has(key)) continue;
        await storage.remove(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const object of storage.list()) {
      if (object.modifiedAt.getTime() >= cutoff) continue;
      if (object.partial) {
        await storage.remove(object.key);
        removed += 1;
        continue;
      }
      batch.push(object.key);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return removed;
  }

  return {
    removeUnattached,
    removeOrphans,
    async run(): Promise<CleanupResult> {
      const result = { unattached: await removeUnattached(), orphans: await removeOrphans() };
      if (result.unattached || result.orphans) log.info(result, 'uploads cleaned up');
      return result;
    },
  };
}
