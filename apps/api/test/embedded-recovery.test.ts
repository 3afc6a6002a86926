// Finding 1.5: the embedded PostgreSQL after a hard kill of the application, and of PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { REPO_ROOT } from '../src/db/migrate.js';
import { JWT_SECRET, TEST_ENCRYPTION_KEY } from './test-app.js';

let dir: string;
let db: EmbeddedDatabase | undefined;
let holder: ChildProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hr-recovery-'));
});

afterAll(async () => {
  if (holder?.exitCode === null) holder.kill('SIGKILL');
  await db?.stop().catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

const postmasterPid = async () =>
  Number.parseInt(
    (await readFile(path.join(dir, 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
    10,
  );

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function eventually(check: () => Promise<boolean>, seconds: number): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The application, killed with SIGKILL later: a child process holding the embedded PostgreSQL. */
async function startHolder() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/test/fixtures/hold-embedded-postgres.ts'), dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  holder = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the fixture exited with ${code}`)));
  });
  return child;
}

// One cluster for the whole file (initdb is the slow part), in this order.
describe('the embedded PostgreSQL after a hard kill', () => {
  const fatal: Error[] = [];

  it('refuses a folder whose PostgreSQL belongs to a running application, and takes it over once that is killed', async () => {
    const holder = await startHolder();
    await expect(startEmbeddedPostgres({ dir, database: 'hr' })).rejects.toThrow(
      `belongs to another running copy of the application (process ${holder.pid})`,
    );
    const leftover = await postmasterPid();
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(alive(leftover)).toBe(true); // the application's death does not stop PostgreSQL

    db = await startEmbeddedPostgres({
      dir,
      database: 'hr',
      restartAttempts: 2,
      onFatal: (error) => fatal.push(error),
    });
    expect(await answers(db.url)).toBe(true);
    expect(alive(leftover)).toBe(false);
  }, 60_000);

  it('restarts PostgreSQL when it is killed, and the app on it recovers', async () => {
    if (!db) throw new Error('needs the server of the first test');
    const url = db.url;
    // The app on it: its pool and Prisma must come back too, without a restart of the app.
    const app = await buildApp({
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' }),
      databaseUrl: url,
      jwtSecret: JWT_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
    });
    const health = async () => (await app.inject({ method: 'GET', url: '/health' })).statusCode;
    try {
      expect(await health()).toBe(200);
      const before = await postmasterPid();
      process.kill(before, 'SIGKILL');
      expect(await eventually(async () => (await health()) === 503, 5)).toBe(true);
      expect(await eventually(() => answers(url), 20)).toBe(true);
      expect(await postmasterPid()).not.toBe(before);
      expect(await eventually(async () => (await health()) === 200, 10)).toBe(true);
      expect(await app.db.prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      expect(fatal).toEqual([]);
    } finally {
      await app.close();
    }
  }, 40_000);

  it('reports a PostgreSQL that cannot be restarted, so the application can exit', async () => {
    const pid = await postmasterPid();
    // Its data folder gone: no restart can work.
    await rename(path.join(dir, 'cluster'), path.join(dir, 'moved'));
    process.kill(pid, 'SIGKILL');
    expect(await eventually(async () => fatal.length > 0, 15)).toBe(true);
    expect(fatal[0]?.message).toContain('died and did not restart');
    expect(existsSync(path.join(dir, 'cluster', 'postmaster.pid'))).toBe(false);
  }, 40_000);
});
