// The first start of a real installation: production mode on an empty database has no account at
// all; `npm run user:create` makes the first administrator, who sets a password from the printed
// link and signs in. The server and the command run as their own processes, compiled, as an operator
// runs them (`npm run build` first).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.js';
import { databaseUrlOf, serverQuery } from './test-databases.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

let server: ChildProcess | undefined;
let baseUrl = '';
let env: NodeJS.ProcessEnv = {};
const database = `first_admin_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  // Empty: not the migrated template the other API tests copy.
  await serverQuery(`CREATE DATABASE "${database}" TEMPLATE template0`);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrlOf(database),
    DEMO_DATA: 'false',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
  };
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (i > 600) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await serverQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
});

/** `npm run user:create -- ...` as the operator runs it, against the same database. */
const userCreate = (email: string) =>
  run(
    process.execPath,
    [
      'apps/api/dist/cli/user-create.js',
      '--email',
      email,
      '--name',
      'First Admin',
      '--role',
      ROLES.RECRUITMENT_MANAGER,
    ],
    { cwd: ROOT, env },
  );

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; message?: string } };
};

describe('the first administrator in production mode', () => {
  it('user:create prints a one-time link; its user sets a password and signs in', async () => {
    const email = 'first.admin@example.com';
    const password = 'Harbour-Lights-2027';
    // No demo accounts, no users at all.
    expect(
      (await post('/auth/userLogin', { email: 'manager@demo.local', password: 'Demo@12345' })).status,
    ).toBe(401);

    const { stdout } = await userCreate(email);
    const link = /(http\S+\/set-password\?code=\S+)/.exec(stdout)?.[1];
    expect(link, stdout).toBeDefined();
    const code = new URL(link!).searchParams.get('code')!;
    expect(new URL(link!).origin).toBe(baseUrl);

    expect((await post('/auth/set-password', { code, password })).status).toBe(200);
    const login = await post('/auth/userLogin', { email, password });
    expect(login.status).toBe(200);
    const users = await fetch(`${baseUrl}/api/v1/users`, {
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(users.status).toBe(200);
    const page = (await users.json()) as {
      responseDataList: { email: string; state: string; roles: string }[];
    };
    expect(page.responseDataList).toEqual([
      expect.objectContaining({ email, state: 'ACTIVE', roles: ROLES.RECRUITMENT_MANAGER }),
    ]);
    // The link was single use.
    expect((await post('/auth/set-password', { code, password: `${password}!` })).status).toBe(410);

    // A second run with the same email is refused, naming why.
    const again = await userCreate(email).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
  }, 90_000);
});
