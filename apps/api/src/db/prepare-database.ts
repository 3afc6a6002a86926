// What every process does once its database answers, before it serves or works: the migrations
// (under Prisma's advisory lock, so processes may start together) and the encryption key's check.
import pg from 'pg';
import { verifyEncryptionKey } from './encryption-key.js';
import { migrateDatabase } from './migrate.js';
import {
  DatabaseUnavailableError,
  describeDatabaseError,
  isDatabaseUnavailable,
} from './wait-for-database.js';

export async function prepareDatabase(
  url: string,
  encryptionKey: Buffer,
  log: { info(message: string): void },
): Promise<void> {
  try {
    const applied = await migrateDatabase(url);
    if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      if ((await verifyEncryptionKey(client, encryptionKey)) === 'stored')
        log.info('Stored the check value of ENCRYPTION_KEY: later starts refuse any other key');
    } finally {
      await client.end().catch(() => {});
    }
  } catch (error) {
    // Lost between the wait and now: still one line, not a stack trace.
    if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(describeDatabaseError(url, error));
    throw error;
  }
}
