// `npm run dev`: one embedded PostgreSQL (the same .data/ as `npm start`), the API under `tsx watch`
// on API_PORT (3001) and Vite's dev server with hot reload on PORT (3000), proxying the API.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.js';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';
import { migrateDatabase, REPO_ROOT } from '../apps/api/src/db/migrate.js';
import { connectDatabase } from '../apps/api/src/db/prisma.js';
import { localEncryptionKey } from '../apps/api/src/lib/crypto.js';
import { seedDemoData } from '../apps/api/src/seed/demo.js';

const config = loadConfig();
const apiPort = Number(process.env.API_PORT ?? 3001);
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), database: 'hr' });
const databaseUrl = config.databaseUrl ?? embedded!.url;
await migrateDatabase(databaseUrl);
if (config.demoData) {
  const db = connectDatabase(databaseUrl, () => {});
  // The API child reads the same key: ENCRYPTION_KEY, else the key file in DATA_DIR.
  await seedDemoData(db.prisma, {
    encryptionKey: config.encryptionKey ?? (await localEncryptionKey(config.dataDir)),
  });
  await db.close();
}

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'watch',
      '--clear-screen=false',
      'apps/api/src/server.ts',
    ],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        // The contracts' TypeScript sources, as this script reads them (its --conditions flag).
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=source`.trim(),
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'false',
        PORT: String(apiPort),
        WEB_DIST: '',
      },
    },
  ),
  spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: path.join(REPO_ROOT, 'apps', 'web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(apiPort), WEB_PORT: String(config.port) },
  }),
];

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => void stop());
console.info(`\n  Dev server: http://localhost:${config.port} (API on ${apiPort})\n`);
