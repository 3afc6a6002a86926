// An operator's first hour with the compiled server (`npm run build` first), as `npm start` and the
// image run it: the log is JSON lines from the first to the last, the running line names
// PUBLIC_URL, and each start-up failure (settings, port, storage, key) ends the log with one line
// that says what to do, and exit status 1. `user:create` waits for the database and says why not.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_PROXY_FORMS } from '../src/config.js';
import { freePort } from '../src/db/embedded-postgres.js';
import { REPO_ROOT } from '../src/db/migrate.js';
import { createFieldCipher } from '../src/lib/crypto.js';
import { databaseUrlOf, serverQuery } from './test-databases.js';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

let scratch: string;
const databases: string[] = [];

/** A fresh, migrated database of the test server. */
async function database(): Promise<string> {
  const name = `start_up_${randomBytes(4).toString('hex')}`;
  await serverQuery(`CREATE DATABASE "${name}" TEMPLATE hr_template`);
  databases.push(name);
  return databaseUrlOf(name);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'hr-start-up-'));
});

afterAll(async () => {
  for (const name of databases) await serverQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await rm(scratch, { recursive: true, force: true });
});

const production = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://hr.example.com',
  WEB_DIST: '',
  DATA_DIR: scratch,
  HOST: '127.0.0.1',
  DATABASE_WAIT_SECONDS: '1',
  ...extra,
});

/** Every line the server wrote, each parsed as JSON (a line that is not fails the test). */
function parse(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
}

/** Runs the compiled server until it exits, or until `until` holds for a line (then stops it). */
async function server(env: Record<string, string>, until?: (line: LogLine) => boolean) {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (until && parse(output.slice(0, output.lastIndexOf('\n') + 1)).some(until)) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, lines: parse(output), output };
}

/** A start that fails: exit 1, and its last line is the one fatal line, without a stack. */
async function refused(env: Record<string, string>) {
  const { code, lines, output } = await server(env);
  expect(code, output).toBe(1);
  expect(lines.filter((line) => line.level === 60)).toHaveLength(1);
  expect(output).not.toContain('"stack"');
  return lines.at(-1)?.msg;
}

describe('the compiled server at start', () => {
  it('logs JSON lines only, and the running line names PUBLIC_URL', async () => {
    const port = await freePort();
    const { lines } = await server(
      production(await database(), { PORT: String(port), LOG_LEVEL: 'info' }),
      (line) => line.msg.startsWith('Recruitment & onboarding is running'),
    );
    const running = lines.find((line) => line.msg.startsWith('Recruitment & onboarding is running'));
    expect(running).toMatchObject({
      level: 30,
      msg: 'Recruitment & onboarding is running at https://hr.example.com',
      url: 'https://hr.example.com',
      listening: `127.0.0.1:${port}`,
    });
    // The start-up's own lines are the same JSON, before the app's logger exists.
    expect(lines.map((line) => line.msg)).toContain(
      'Stored the check value of ENCRYPTION_KEY: later starts refuse any other key',
    );
  }, 120_000);

  it('refuses wrong settings all at once, in one line that says what each takes', async () => {
    const msg = await refused(
      production('postgresql://unused@127.0.0.1/unused', { JWT_SECRET: 'short', TRUST_PROXY: 'yes please' }),
    );
    expect(msg).toBe(
      'Invalid configuration: JWT_SECRET: must be at least 32 characters; ' +
        `TRUST_PROXY: ${TRUST_PROXY_FORMS}; got "yes please"`,
    );
  }, 60_000);

  it('says the port is in use', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      expect(await refused(production(await database(), { PORT: String(port) }))).toBe(
        `Cannot listen on 127.0.0.1:${port}: the port is in use (by another program, or another copy of this one); stop it or set PORT`,
      );
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('says the file storage cannot be written', async () => {
    // DATA_DIR is a file: its uploads folder cannot be made (permissions would not stop root).
    const file = path.join(scratch, 'not-a-folder');
    await writeFile(file, '');
    expect(await refused(production(await database(), { PORT: '0', DATA_DIR: file }))).toBe(
      `Cannot use the file storage in ${path.join(file, 'uploads')}: a file is in the way of the folder`,
    );
  }, 120_000);

  it('refuses another ENCRYPTION_KEY than the one its data was written with', async () => {
    const url = await database();
    const first = randomBytes(32);
    const stop = (line: LogLine) => line.msg.startsWith('Recruitment & onboarding is running');
    const started = await server(
      production(url, { PORT: '0', ENCRYPTION_KEY: first.toString('base64') }),
      stop,
    );
    expect(started.lines.some(stop)).toBe(true);
    const other = randomBytes(32).toString('base64');
    expect(await refused(production(url, { PORT: '0', ENCRYPTION_KEY: other }))).toBe(
      'ENCRYPTION_KEY does not match the data in this database: the check value stored at its first start does ' +
        'not decrypt with it. Start with the key the data was written with (it is kept with the backups), ' +
        'or change keys with npm run key:rotate',
    );
    // The same key starts again.
    const again = await server(
      production(url, { PORT: '0', ENCRYPTION_KEY: first.toString('base64') }),
      stop,
    );
    expect(again.lines.some(stop)).toBe(true);
  }, 180_000);

  it('refuses a key that does not open the data of a database from before the check', async () => {
    const url = await database();
    const key = randomBytes(32);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const user = await client.query(
        `INSERT INTO app_user (email, first_name, last_name, updated_at)
         VALUES ('wang.xiuying@test.local', '秀英', '王', now()) RETURNING id`,
      );
      const employee = await client.query(
        'INSERT INTO employee (user_id, updated_at) VALUES ($1, now()) RETURNING id',
        [user.rows[0].id],
      );
      await client.query(
        `INSERT INTO employee_bank_detail (employee_id, account_name, account_number_enc, account_last4)
         VALUES ($1, '王秀英', $2, '4321')`,
        [employee.rows[0].id, createFieldCipher(key).encrypt('987654321')],
      );
    } finally {
      await client.end();
    }
    expect(await refused(production(url, { PORT: '0' }))).toMatch(
      /^ENCRYPTION_KEY does not match the data in this database: a value in employee_bank_detail\.account_number_enc does not decrypt with it\./,
    );
  }, 120_000);
});

describe('user:create', () => {
  it('waits for the database like the server, then says why not in one line per cause', async () => {
    const port = await freePort(); // nothing listens there
    const run = promisify(execFile);
    const failed = await run(
      process.execPath,
      [
        path.join(REPO_ROOT, 'apps/api/dist/cli/user-create.js'),
        '--email',
        'ada@example.com',
        '--name',
        'Ada Lovelace',
        '--role',
        'Recruitment Manager',
      ],
      { env: production(`postgresql://hr:secret@127.0.0.1:${port}/hr`, { DATABASE_WAIT_SECONDS: '2' }) },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    const cause = `Cannot use the database at 127.0.0.1:${port}: connection refused (is PostgreSQL running and listening there?)`;
    expect((failed as { stderr: string }).stderr.trim().split('\n')).toEqual([
      `${cause}; retrying for up to 2 s`,
      `${cause} (gave up after 2 s)`,
    ]);
  }, 60_000);
});
