// `NEW_ENCRYPTION_KEY=$(openssl rand -base64 32) npm run key:rotate`: re-encrypts every encrypted
// value (the *_enc columns) and the key's check value from ENCRYPTION_KEY to NEW_ENCRYPTION_KEY, in
// one transaction: all of them or, on any failure, none. Stop every API process and worker first
// (it refuses while one is connected); then start them with ENCRYPTION_KEY set to the new key.
// The keys come from the environment, never the command line (which `ps` and shell history show).
// Without ENCRYPTION_KEY (a development install) the key file in DATA_DIR is the old key, and is
// replaced by the new one once the transaction commits. Uses DATABASE_URL, or the embedded database.
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.js';
import { otherAppConnections, rotateEncryptionKey } from '../db/encryption-key.js';
import { migrateDatabase } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import {
  DatabaseUnavailableError,
  describeDatabaseError,
  isDatabaseUnavailable,
} from '../db/wait-for-database.js';
import { parseEncryptionKey } from '../lib/crypto.js';
import { StartupError } from '../lib/startup-error.js';

function newKeyOf(text: string | undefined): Buffer {
  if (!text)
    throw new ConfigError('NEW_ENCRYPTION_KEY: required, the key to change to (openssl rand -base64 32)');
  try {
    return parseEncryptionKey(text);
  } catch (error) {
    throw new ConfigError(`NEW_ENCRYPTION_KEY: ${(error as Error).message}`);
  }
}

async function main() {
  const config = loadConfig();
  const newKey = newKeyOf(process.env.NEW_ENCRYPTION_KEY);
  const keyFile = path.join(config.dataDir, 'encryption-key');
  let oldKey = config.encryptionKey;
  if (!oldKey) {
    if (!existsSync(keyFile))
      throw new ConfigError('ENCRYPTION_KEY: required, the key the data is encrypted with');
    oldKey = parseEncryptionKey(await readFile(keyFile, 'utf8'));
  }
  if (oldKey.equals(newKey)) throw new ConfigError('NEW_ENCRYPTION_KEY: the same as ENCRYPTION_KEY');

  const database = await openDatabase(config, {
    log: { info: (line) => console.error(line), warn: (line) => console.error(line) },
  });
  try {
    await migrateDatabase(database.url);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const running = await otherAppConnections(client);
      if (running)
        throw new StartupError(
          `The app is still connected to this database (${running} connection${running === 1 ? '' : 's'}): ` +
            'stop every API process and worker, then run this again',
        );
      const result = await rotateEncryptionKey(client, oldKey, newKey);
      if (!config.encryptionKey) {
        // Written beside, then renamed: the file is never half a key.
        await writeFile(`${keyFile}.new`, newKey.toString('base64'), { mode: 0o600 });
        await rename(`${keyFile}.new`, keyFile);
      }
      console.info(
        `Re-encrypted ${result.values} value${result.values === 1 ? '' : 's'} in ${result.columns.length} ` +
          `column${result.columns.length === 1 ? '' : 's'} (${result.columns.join(', ') || 'none yet'}) with the new key.`,
      );
      console.info(
        config.encryptionKey
          ? 'Start every process with ENCRYPTION_KEY set to the new key. Keep the old one with the backups made before now.'
          : `The new key is in ${keyFile}.`,
      );
    } finally {
      await client.end().catch(() => {});
    }
  } catch (error) {
    if (isDatabaseUnavailable(error))
      throw new DatabaseUnavailableError(describeDatabaseError(database.url, error));
    throw error;
  } finally {
    await database.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  // What the operator acts on, in one line; nothing was changed unless the success lines said so.
  if (error instanceof StartupError) console.error(error.message);
  else
    console.error(
      `Could not change the key: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  process.exit(1);
}
