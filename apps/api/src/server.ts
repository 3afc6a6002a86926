// `npm start`: the embedded PostgreSQL (unless DATABASE_URL is set), migrations, demo data, then the
// API and the built web app on one URL. Ctrl-C or SIGTERM stops the server and the database.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.js';
import { DatabaseUnavailableError, describeDatabaseError, waitForDatabase } from './db/wait-for-database.js';
import { localEncryptionKey } from './lib/crypto.js';

/** A signing secret kept in the data folder, so tokens survive restarts without configuration. */
async function localJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function main(config: AppConfig) {
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    await waitForDatabase(databaseUrl, {
      seconds: config.databaseWaitSeconds,
      log: (line) => console.warn(line),
    });
  } else {
    console.info(`Starting the embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} ...`);
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'postgres'),
      database: 'hr',
      notice: (line) => console.warn(line),
      // Exit so a supervisor (systemd, Docker's restart policy) starts the whole app again.
      onFatal: (error) => {
        console.error(error.message);
        process.exit(1);
      },
    }).catch((error: Error) => {
      // "did not start", "belongs to another running copy": the operator's to act on, in one line.
      throw new DatabaseUnavailableError(error.message);
    });
    databaseUrl = embedded.url;
  }
  const stopDatabase = async () => {
    if (embedded) await embedded.stop().catch(() => {});
  };

  const url = databaseUrl;
  try {
    const applied = await migrateDatabase(url).catch((error: unknown) => {
      // Lost between the wait and the migrations: still one line, not a stack trace.
      if (error instanceof Error && /^Migration /.test(error.message)) throw error;
      throw new DatabaseUnavailableError(describeDatabaseError(url, error));
    });
    if (applied.length) console.info(`Applied migrations: ${applied.join(', ')}`);
    const resolved: ResolvedConfig = {
      ...config,
      databaseUrl,
      jwtSecret: config.jwtSecret ?? (await localJwtSecret(config.dataDir)),
      encryptionKey: config.encryptionKey ?? (await localEncryptionKey(config.dataDir)),
    };
    // The app's modules load once the database answers: a wrong DATABASE_URL is reported in a
    // second rather than after compiling the whole server.
    const [{ buildApp }, { seedDemoData }, { ensureDefaultEmailTemplates }] = await Promise.all([
      import('./app.js'),
      import('./db/seed/demo.js'),
      import('./modules/email/index.js'),
    ]);
    const app = await buildApp(resolved);
    // Templates are product data (every send needs one), so they are ensured in every mode.
    const templates = await ensureDefaultEmailTemplates(app.db.prisma);
    if (templates.length) console.info(`Added the default email templates: ${templates.join(', ')}`);
    if (config.demoData && (await seedDemoData(app.db.prisma, { encryptionKey: resolved.encryptionKey })))
      console.info('Seeded the demo data.');

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping');
      await app.close().catch(() => {});
      await stopDatabase();
      process.exit(0);
    };
    // embedded-postgres stops the database on the same signals, racing the server's own close;
    // one handler closes the server first, then the database.
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const lines = [``, `  Recruitment & onboarding is running at http://localhost:${port}`];
    if (config.demoData) {
      lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
      for (const account of DEMO_ACCOUNTS)
        lines.push(`    ${account.email.padEnd(22)} ${account.roles.join(', ')}`);
    }
    lines.push(`  Press Ctrl-C to stop.`, ``);
    console.info(lines.join('\n'));
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

try {
  await main(loadConfig());
} catch (error) {
  // What an operator can act on is one line; anything else keeps its stack for a bug report.
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(known ? error.message : error);
  process.exit(1);
}
