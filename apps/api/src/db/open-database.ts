// The database a process starts on: DATABASE_URL, waited for (DATABASE_WAIT_SECONDS, one line per
// cause), or the embedded PostgreSQL in DATA_DIR when none is set. Used by the server, the worker
// and the command-line tools alike, so each waits and reports the same way.
import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { EmbeddedDatabase } from './embedded-postgres.js';
import { loadEmbeddedPostgres } from './load-embedded-postgres.js';
import { DatabaseUnavailableError, waitForDatabase } from './wait-for-database.js';

export interface OpenedDatabase {
  url: string;
  /** Stops the embedded PostgreSQL, when this process started one. */
  stop(): Promise<void>;
}

export interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface OpenOptions {
  /** What the operator should hear meanwhile (waiting, a leftover server stopped). */
  log: StartLog;
  /** The embedded PostgreSQL died and could not be restarted. */
  onFatal?: (error: Error) => void;
}

export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseWaitSeconds' | 'dataDir'>,
  options: OpenOptions,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    await waitForDatabase(config.databaseUrl, {
      seconds: config.databaseWaitSeconds,
      log: (line) => options.log.warn(line),
    });
    return { url: config.databaseUrl, stop: async () => {} };
  }
  const dir = path.join(config.dataDir, 'postgres');
  options.log.info(`Starting the embedded PostgreSQL in ${dir}`);
  const { startEmbeddedPostgres } = await loadEmbeddedPostgres();
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedPostgres({
      dir,
      database: 'hr',
      notice: (line) => options.log.warn(line),
      ...(options.onFatal ? { onFatal: options.onFatal } : {}),
    });
  } catch (error) {
    // "did not start", "belongs to another running copy": the operator's to act on, in one line.
    throw new DatabaseUnavailableError((error as Error).message);
  }
  return { url: embedded.url, stop: () => embedded.stop().catch(() => {}) };
}
