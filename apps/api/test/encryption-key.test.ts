// The encryption key belongs to its database: a check value stored at the first start refuses any
// other key; `npm run key:rotate` re-encrypts every *_enc value and the check in one transaction,
// all or nothing, and never beside a running process.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROLES } from '@hr/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EncryptionKeyError,
  encryptedTables,
  otherAppConnections,
  rotateEncryptionKey,
  verifyEncryptionKey,
} from '../src/db/encryption-key.js';
import { REPO_ROOT } from '../src/db/migrate.js';
import { connectDatabase, type Database } from '../src/db/prisma.js';
import { createFieldCipher } from '../src/lib/crypto.js';
import { TEST_ENCRYPTION_KEY } from './test-app.js';
import { databaseUrlOf, serverQuery } from './test-databases.js';

const run = promisify(execFile);
let url: string;
let name: string;
let db: Database;

/** A connection of its own, as the command opens (not named like the app's). */
async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  name = `key_${randomBytes(4).toString('hex')}`;
  await serverQuery(`CREATE DATABASE "${name}" TEMPLATE hr_template`);
  url = databaseUrlOf(name);
  db = connectDatabase(url, () => {});
});

afterAll(async () => {
  await db?.close();
  await serverQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

/** An employee with every kind of encrypted field, written with `key`. */
async function employeeWith(key: Buffer, who: { email: string; first: string; last: string }) {
  const cipher = createFieldCipher(key);
  const role = await db.prisma.role.findFirstOrThrow({ where: { name: ROLES.EMPLOYEE } });
  const user = await db.prisma.user.create({
    data: {
      email: who.email,
      firstName: who.first,
      lastName: who.last,
      roles: { create: [{ roleId: role.id }] },
    },
  });
  const employee = await db.prisma.employee.create({ data: { userId: user.id } });
  await db.prisma.employeeBankDetail.create({
    data: {
      employeeId: employee.id,
      accountName: `${who.first} ${who.last}`,
      accountNumberEnc: cipher.encrypt('123456789'),
    },
  });
  return employee.id;
}

const stored = async (employeeId: number) =>
  (await db.prisma.employeeBankDetail.findUniqueOrThrow({ where: { employeeId } })).accountNumberEnc;

describe('the key check', () => {
  it('finds every encrypted column by its name', async () => {
    const tables = await withClient(encryptedTables);
    const columns = tables.flatMap(({ table, columns }) => columns.map((column) => `${table}.${column}`));
    expect(columns).toEqual(
      expect.arrayContaining([
        'employee_bank_detail.account_number_enc',
        'employee_tax_detail.tax_file_number_enc',
      ]),
    );
    expect(columns.every((column) => column.endsWith('_enc'))).toBe(true);
    expect(tables.find((t) => t.table === 'employee_bank_detail')?.key.map((k) => k.name)).toEqual([
      'employee_id',
    ]);
  });

  it('stores a check at the first start, then refuses any other key in one line', async () => {
    expect(await withClient((client) => verifyEncryptionKey(client, TEST_ENCRYPTION_KEY))).toBe('stored');
    expect(await withClient((client) => verifyEncryptionKey(client, TEST_ENCRYPTION_KEY))).toBe('matched');
    const refused = await withClient((client) => verifyEncryptionKey(client, Buffer.alloc(32, 3))).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(EncryptionKeyError);
    expect((refused as Error).message).toMatch(/^ENCRYPTION_KEY does not match the data in this database: /);
    expect((refused as Error).message).not.toContain('\n');
  });
});

describe('key rotation', () => {
  const newKey = randomBytes(32);

  it('re-encrypts every value and the check with the new key, in one transaction', async () => {
    const zoe = await employeeWith(TEST_ENCRYPTION_KEY, {
      email: 'zoe.dang@test.local',
      first: 'Zoë',
      last: 'Ðặng',
    });
    const before = await stored(zoe);
    const result = await withClient((client) => rotateEncryptionKey(client, TEST_ENCRYPTION_KEY, newKey));
    expect(result.values).toBe(1);
    expect(result.columns).toContain('employee_bank_detail.account_number_enc');
    const after = await stored(zoe);
    expect(after).not.toBe(before);
    expect(createFieldCipher(newKey).decrypt(after)).toBe('123456789');
    expect(() => createFieldCipher(TEST_ENCRYPTION_KEY).decrypt(after)).toThrow();
    // The check follows: the new key starts, the old one is refused.
    expect(await withClient((client) => verifyEncryptionKey(client, newKey))).toBe('matched');
    await expect(withClient((client) => verifyEncryptionKey(client, TEST_ENCRYPTION_KEY))).rejects.toThrow(
      EncryptionKeyError,
    );
  });

  it('changes nothing when one value does not open with the old key', async () => {
    const lukasz = await employeeWith(newKey, {
      email: 'lukasz.zolc@test.local',
      first: 'Łukasz',
      last: 'Żółć',
    });
    // A value written with some third key (the mixed table the check prevents).
    const stray = await employeeWith(randomBytes(32), {
      email: 'mohammed@test.local',
      first: 'محمد',
      last: 'علي',
    });
    const [kept, strayValue] = [await stored(lukasz), await stored(stray)];
    const refused = await withClient((client) => rotateEncryptionKey(client, newKey, randomBytes(32))).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(EncryptionKeyError);
    expect((refused as Error).message).toBe(
      `The value in employee_bank_detail.account_number_enc (employee_id ${stray}) does not decrypt with ENCRYPTION_KEY: nothing was changed`,
    );
    expect(await stored(lukasz)).toBe(kept);
    expect(await stored(stray)).toBe(strayValue);
    expect(await withClient((client) => verifyEncryptionKey(client, newKey))).toBe('matched');
    await db.prisma.employee.delete({ where: { id: stray } });
  });

  it('npm run key:rotate refuses while the app is connected, and changes the key once it is not', async () => {
    const command = (env: Record<string, string>) =>
      run(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/cli/rotate-key.js')], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(40),
          DATABASE_URL: url,
          ...env,
        },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const newer = randomBytes(32).toString('base64');
    const keys = { ENCRYPTION_KEY: newKey.toString('base64'), NEW_ENCRYPTION_KEY: newer };

    // `db` is a pool of the app's (named like its connections): as if a process still ran.
    await db.pool.query('SELECT 1');
    const busy = await command(keys);
    expect(busy).toMatchObject({ code: 1 });
    expect((busy as { stderr: string }).stderr.trim()).toMatch(
      /^The app is still connected to this database \(\d+ connections?\): stop every API process and worker, then run this again$/,
    );
    await db.close();
    // Its backends leave pg_stat_activity a moment after the sockets close.
    await vi.waitFor(async () => expect(await withClient(otherAppConnections)).toBe(0), { timeout: 5_000 });

    expect(await command({ ENCRYPTION_KEY: newKey.toString('base64') })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('NEW_ENCRYPTION_KEY: required'),
    });
    const done = await command(keys);
    expect(done).toMatchObject({
      stdout: expect.stringMatching(
        /^Re-encrypted 2 values in \d+ columns \(.*employee_bank_detail\.account_number_enc.*\) with the new key\./,
      ),
    });
    // The old key no longer opens the database; the new one does.
    const again = await command(keys);
    expect(again).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^ENCRYPTION_KEY does not match the data in this database: /),
    });
    db = connectDatabase(url, () => {});
    const row = await db.prisma.employeeBankDetail.findFirstOrThrow({ select: { accountNumberEnc: true } });
    expect(createFieldCipher(Buffer.from(newer, 'base64')).decrypt(row.accountNumberEnc)).toBe('123456789');
  }, 60_000);
});
