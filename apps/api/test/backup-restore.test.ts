// Backup and restore as the README describes: `pg_dump -Fc` of the database, `pg_restore` into a
// new one, the app started against it with the same ENCRYPTION_KEY reads an encrypted field back.
// The embedded server is PostgreSQL 18 and its npm package ships no pg_dump; Debian's client is 15
// and refuses a newer server. So this runs on Debian's PostgreSQL 15 server and client, the same
// major version, the "plain PostgreSQL" an operator points DATABASE_URL at (.ci/run installs them).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { freePort } from '../src/db/embedded-postgres.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createFieldCipher } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { JWT_SECRET, TEST_ENCRYPTION_KEY, TEST_PASSWORD } from './test-app.js';

const TOOLS = ['initdb', 'postgres', 'pg_dump', 'pg_restore'];

/** The newest PostgreSQL in Debian's layout with server and client tools of one major version. */
function debianPostgres(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).sort((x, y) => Number(y) - Number(x)) : [];
  for (const major of majors) {
    const bin = path.join(root, major, 'bin');
    if (TOOLS.every((tool) => existsSync(path.join(bin, tool)))) return bin;
  }
  throw new Error(`No PostgreSQL server and client tools in ${root}: apt-get install postgresql`);
}

// PostgreSQL refuses to run as root: then it runs as Debian's `postgres` user.
const asRoot = process.getuid?.() === 0;
const owner = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
  gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
});

let scratch: string;
let server: ReturnType<typeof spawn> | undefined;
let adminUrl: string;
let bin: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  bin = debianPostgres();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'hr-backup-'));
  await chmod(scratch, 0o755);
  const cluster = path.join(scratch, 'cluster');
  await mkdir(cluster);
  const ids = asRoot ? owner() : {};
  if (asRoot) await chown(cluster, owner().uid, owner().gid);
  // A throwaway cluster on loopback only, so trust authentication is enough.
  execFileSync(path.join(bin, 'initdb'), ['-D', cluster, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], {
    ...ids,
    stdio: 'ignore',
  });
  const port = await freePort();
  server = spawn(
    path.join(bin, 'postgres'),
    ['-D', cluster, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...ids, stdio: 'ignore' },
  );
  adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  for (let tries = 0; ; tries += 1) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  await rm(scratch, { recursive: true, force: true });
});

async function sql(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database of the throwaway server, as its superuser or as another role. */
const urlOf = (database: string, role = 'postgres') =>
  adminUrl.replace(/\/\/postgres@/, `//${role}@`).replace(/\/postgres$/, `/${database}`);

async function start(database: string, encryptionKey: Buffer, role = 'postgres') {
  const app = await buildApp({
    // With the job queue, so its schema (pgboss) is in the dump and starts again from the restore.
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '', JOB_WORKER: 'in-process' }),
    databaseUrl: urlOf(database, role),
    jwtSecret: JWT_SECRET,
    encryptionKey,
  });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function stop(app: FastifyInstance) {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

describe('backup and restore', () => {
  it('restores a pg_dump into a new database that the app starts on and decrypts with the same key', async () => {
    await sql('CREATE DATABASE hr_live');
    await migrateDatabase(urlOf('hr_live'));
    const live = await start('hr_live', TEST_ENCRYPTION_KEY);
    const { prisma } = live.app.db;
    const role = await prisma.role.findFirstOrThrow({ where: { name: ROLES.EMPLOYEE } });
    const user = await prisma.user.create({
      data: {
        email: 'restored@test.local',
        firstName: 'Re',
        lastName: 'Stored',
        passwordHash: await hashPassword(TEST_PASSWORD),
        roles: { create: [{ roleId: role.id }] },
      },
    });
    const employee = await prisma.employee.create({ data: { userId: user.id } });
    await prisma.employeeBankDetail.create({
      data: {
        employeeId: employee.id,
        accountName: 'Re Stored',
        accountNumberEnc: live.app.crypto.encrypt('123456789'),
        accountLast4: '6789',
      },
    });

    const dump = path.join(scratch, 'hr.dump');
    execFileSync(path.join(bin, 'pg_dump'), ['-Fc', '-f', dump, urlOf('hr_live')]);
    await sql('CREATE DATABASE hr_restored');
    execFileSync(path.join(bin, 'pg_restore'), ['--no-owner', '-d', urlOf('hr_restored'), dump]);

    // Start-up's migrations find every one already applied.
    expect(await migrateDatabase(urlOf('hr_restored'))).toEqual([]);
    const restored = await start('hr_restored', TEST_ENCRYPTION_KEY);
    expect((await fetch(`${restored.baseUrl}/ready`)).status).toBe(200);
    const schedules = await restored.app.db.pool.query('SELECT name FROM pgboss.schedule ORDER BY name');
    expect(schedules.rows.map((row) => row.name)).toContain('prune-login-attempts');
    const signIn = await fetch(`${restored.baseUrl}/auth/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restored@test.local', password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const row = await restored.app.db.prisma.employeeBankDetail.findUniqueOrThrow({
      where: { employeeId: employee.id },
    });
    expect(restored.app.crypto.decrypt(row.accountNumberEnc)).toBe('123456789');
    // Without the key the dump holds only ciphertext: the key is half of the backup.
    expect(row.accountNumberEnc).not.toContain('123456789');
    expect(() => createFieldCipher(Buffer.alloc(32, 9)).decrypt(row.accountNumberEnc)).toThrow();
  }, 180_000);

  it('restores as a role without CREATEDB: into a database given to it, and over its own', async () => {
    // The app's role on a shared server: it owns its database, and may create no other.
    await sql('CREATE ROLE hr_app LOGIN NOCREATEDB NOSUPERUSER');
    await sql('CREATE DATABASE hr_app_live OWNER hr_app');
    await migrateDatabase(urlOf('hr_app_live', 'hr_app'));
    const live = await start('hr_app_live', TEST_ENCRYPTION_KEY, 'hr_app');
    const { prisma } = live.app.db;
    const role = await prisma.role.findFirstOrThrow({ where: { name: ROLES.EMPLOYEE } });
    const user = await prisma.user.create({
      data: {
        email: 'zoe.dang@test.local',
        firstName: 'Zoë',
        lastName: 'Ðặng',
        passwordHash: await hashPassword(TEST_PASSWORD),
        roles: { create: [{ roleId: role.id }] },
      },
    });
    const employee = await prisma.employee.create({ data: { userId: user.id } });
    await prisma.employeeBankDetail.create({
      data: {
        employeeId: employee.id,
        accountName: 'Zoë Ðặng',
        accountNumberEnc: live.app.crypto.encrypt('987654321'),
        accountLast4: '4321',
      },
    });
    const dump = path.join(scratch, 'hr-app.dump');
    execFileSync(path.join(bin, 'pg_dump'), ['-Fc', '-f', dump, urlOf('hr_app_live', 'hr_app')]);
    // Written after the backup: a restore over the database takes it away again.
    await prisma.user.create({
      data: { email: 'after.backup@test.local', firstName: 'Łukasz', lastName: 'Żółć' },
    });

    // `createdb` as the app's role is refused, as the README warns.
    expect(() =>
      execFileSync(
        path.join(bin, 'createdb'),
        ['-h', '127.0.0.1', '-p', new URL(adminUrl).port, '-U', 'hr_app', 'hr_app_copy'],
        {
          stdio: 'pipe',
        },
      ),
    ).toThrow(/permission denied to create database/);

    const restoredOnes = async (database: string) => {
      expect(await migrateDatabase(urlOf(database, 'hr_app'))).toEqual([]);
      const restored = await start(database, TEST_ENCRYPTION_KEY, 'hr_app');
      const row = await restored.app.db.prisma.employeeBankDetail.findUniqueOrThrow({
        where: { employeeId: employee.id },
      });
      expect(restored.app.crypto.decrypt(row.accountNumberEnc)).toBe('987654321');
      const emails = await restored.app.db.prisma.user.findMany({ select: { email: true } });
      expect(emails.map((row) => row.email)).toEqual(['zoe.dang@test.local']);
      const signIn = await fetch(`${restored.baseUrl}/auth/userLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'zoe.dang@test.local', password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      await stop(restored.app);
    };

    // 1. A database made by a role that may, given to the app's role, restored into as that role.
    await sql('CREATE DATABASE hr_app_restored OWNER hr_app');
    const restoreArgs = ['--no-owner', '--no-privileges'];
    execFileSync(path.join(bin, 'pg_restore'), [
      ...restoreArgs,
      '-d',
      urlOf('hr_app_restored', 'hr_app'),
      dump,
    ]);
    await restoredOnes('hr_app_restored');

    // 2. Over the database the role owns, with the app stopped: emptied by that role, then restored.
    await stop(live.app);
    execFileSync(path.join(bin, 'psql'), [
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
      urlOf('hr_app_live', 'hr_app'),
    ]);
    execFileSync(path.join(bin, 'pg_restore'), [...restoreArgs, '-d', urlOf('hr_app_live', 'hr_app'), dump]);
    await restoredOnes('hr_app_live');
  }, 180_000);
});
