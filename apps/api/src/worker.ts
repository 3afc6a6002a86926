// `npm run worker` (the compose file's worker service) runs this file compiled
// (apps/api/dist/worker.js), without building: the scheduled jobs in a process of their own, against
// DATABASE_URL (the database the API processes share; start them with JOB_WORKER=separate so only
// workers work). It starts as the server does (waits for the database, migrates, checks the
// encryption key and the storage), logs JSON lines, and on Ctrl-C or SIGTERM lets a running job
// finish, then exits.
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { prepareDatabase } from './db/prepare-database.js';
import { localEncryptionKey } from './lib/crypto.js';
import { createStartLog, failedStart } from './lib/start-log.js';

const log = createStartLog();

async function main() {
  const config = loadConfig();
  // The embedded database lives and dies with `npm start`: a worker of its own needs a server.
  if (!config.databaseUrl)
    throw new ConfigError('DATABASE_URL: required by the worker (the API processes use it too)');
  const database = await openDatabase(config, { log });
  const encryptionKey = config.encryptionKey ?? (await localEncryptionKey(config.dataDir));
  // Whichever process starts first migrates (under Prisma's advisory lock); the others find nothing to do.
  await prepareDatabase(database.url, encryptionKey, log);
  const { startWorker } = await import('./app.js');
  const app = await startWorker({
    ...config,
    databaseUrl: database.url,
    // The worker signs no tokens; it does read encrypted fields, with the API's key.
    jwtSecret: config.jwtSecret ?? randomBytes(48).toString('base64url'),
    encryptionKey,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping the worker');
    await app.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  app.log.info('The job worker is running. Press Ctrl-C to stop.');
}

try {
  await main();
} catch (error) {
  failedStart(log, error);
  process.exit(1);
}
