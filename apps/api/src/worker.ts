// `npm run worker`: runs the scheduled jobs in a process of its own, against DATABASE_URL (the
// database the API processes share; start them with JOB_WORKER=separate so only this one works).
// Ctrl-C or SIGTERM lets a running job finish, then exits.
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './config.js';
import { migrateDatabase } from './db/migrate.js';
import { DatabaseUnavailableError, waitForDatabase } from './db/wait-for-database.js';
import { localEncryptionKey } from './lib/crypto.js';

async function main() {
  const config = loadConfig();
  const databaseUrl = config.databaseUrl;
  // The embedded database lives and dies with `npm start`: a worker of its own needs a server.
  if (!databaseUrl)
    throw new ConfigError('DATABASE_URL: required by the worker (the API processes use it too)');
  await waitForDatabase(databaseUrl, {
    seconds: config.databaseWaitSeconds,
    log: (line) => console.warn(line),
  });
  // Whichever starts first migrates (under Prisma's advisory lock); the others find nothing to do.
  await migrateDatabase(databaseUrl);
  const { startWorker } = await import('./app.js');
  const app = await startWorker({
    ...config,
    databaseUrl,
    // The worker signs no tokens; it does read encrypted fields, with the API's key.
    jwtSecret: config.jwtSecret ?? randomBytes(48).toString('base64url'),
    encryptionKey: config.encryptionKey ?? (await localEncryptionKey(config.dataDir)),
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
  console.info('The job worker is running. Press Ctrl-C to stop.');
}

try {
  await main();
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(known ? error.message : error);
  process.exit(1);
}
