// The key of the encrypted columns (text columns named *_enc, lib/crypto.ts) belongs to its
// database. The first start stores a check value encrypted with it (org_setting
// `encryptionKeyCheck`); every later start decrypts it before serving anything and refuses another
// key, rather than answering 500 on every reveal and writing new values with a second key.
// `npm run key:rotate` re-encrypts every value, and the check, with a new key in one transaction.
import { APPLICATION_NAME } from '../lib/application-name.js';
import { createFieldCipher, type FieldCipher } from '../lib/crypto.js';
import { StartupError } from '../lib/startup-error.js';

export const KEY_CHECK_SETTING = 'encryptionKeyCheck';
const KEY_CHECK_TEXT = 'HireOnboard encryption key check';

export class EncryptionKeyError extends StartupError {}

interface Queryable {
  // biome-ignore lint/suspicious/noExplicitAny: rows of catalogue queries, read by name
  query(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface EncryptedTable {
  table: string;
  /** The primary key's columns and their SQL types. */
  key: { name: string; type: string }[];
  columns: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table with encrypted columns (text columns named *_enc in the public schema). */
export async function encryptedTables(db: Queryable): Promise<EncryptedTable[]> {
  const { rows } = await db.query(
    `SELECT c.table_name AS "table", array_agg(c.column_name::text ORDER BY c.column_name) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name LIKE '%\\_enc'
        AND c.data_type IN ('text', 'character varying')
      GROUP BY c.table_name
      ORDER BY c.table_name`,
  );
  const tables: EncryptedTable[] = [];
  for (const row of rows as { table: string; columns: string[] }[]) {
    const key = await db.query(
      `SELECT a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary
        ORDER BY a.attnum`,
      [quote(row.table)],
    );
    if (!key.rows.length) throw new Error(`Table ${row.table} has encrypted columns but no primary key`);
    tables.push({ table: row.table, key: key.rows, columns: row.columns });
  }
  return tables;
}

const opens = (cipher: FieldCipher, value: string, expected?: string): boolean => {
  try {
    const plain = cipher.decrypt(value);
    return expected === undefined || plain === expected;
  } catch {
    return false;
  }
};

const mismatch = (why: string) =>
  new EncryptionKeyError(
    `ENCRYPTION_KEY does not match the data in this database: ${why}. Start with the key the data was ` +
      'written with (it is kept with the backups), or change keys with npm run key:rotate',
  );

async function storedCheck(db: Queryable): Promise<string | undefined> {
  const { rows } = await db.query('SELECT value FROM org_setting WHERE key = $1', [KEY_CHECK_SETTING]);
  return rows[0]?.value;
}

/**
 * Refuses a key that does not open this database's data (an EncryptionKeyError, one line). The first
 * start stores the check value; a database from before the check must open one value of each
 * encrypted column first. Two processes starting together store one check between them.
 */
export async function verifyEncryptionKey(db: Queryable, key: Buffer): Promise<'stored' | 'matched'> {
  const cipher = createFieldCipher(key);
  let check = await storedCheck(db);
  let outcome: 'stored' | 'matched' = 'matched';
  if (check === undefined) {
    for (const { table, columns } of await encryptedTables(db)) {
      for (const column of columns) {
        const { rows } = await db.query(
          `SELECT ${quote(column)} AS value FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL LIMIT 1`,
        );
        const value = rows[0]?.value as string | undefined;
        if (value !== undefined && !opens(cipher, value))
          throw mismatch(`a value in ${table}.${column} does not decrypt with it`);
      }
    }
    await db.query('INSERT INTO org_setting (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      KEY_CHECK_SETTING,
      cipher.encrypt(KEY_CHECK_TEXT),
    ]);
    check = await storedCheck(db);
    outcome = 'stored';
  }
  if (check === undefined || !opens(cipher, check, KEY_CHECK_TEXT))
    throw mismatch('the check value stored at its first start does not decrypt with it');
  return outcome;
}

export interface RotationResult {
  values: number;
  /** `table.column` of every encrypted column. */
  columns: string[];
}

const BATCH = 1000;

/**
 * Re-encrypts every encrypted value, and the check value, from `oldKey` to `newKey` in one
 * transaction on `client` (a connection of its own). The tables are locked against writes meanwhile;
 * a value the old key does not open rolls everything back.
 */
export async function rotateEncryptionKey(
  client: Queryable,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<RotationResult> {
  const from = createFieldCipher(oldKey);
  const to = createFieldCipher(newKey);
  const result: RotationResult = { values: 0, columns: [] };
  await client.query('BEGIN');
  try {
    const tables = await encryptedTables(client);
    for (const { table } of tables) await client.query(`LOCK TABLE ${quote(table)} IN EXCLUSIVE MODE`);
    await client.query('LOCK TABLE org_setting IN EXCLUSIVE MODE');
    await verifyEncryptionKey(client, oldKey);
    for (const { table, key, columns } of tables) {
      result.columns.push(...columns.map((column) => `${table}.${column}`));
      const names = [...key.map((k) => k.name), ...columns];
      const { rows } = await client.query(
        `SELECT ${names.map(quote).join(', ')} FROM ${quote(table)}
          WHERE ${columns.map((column) => `${quote(column)} IS NOT NULL`).join(' OR ')}`,
      );
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        // One array per column (the key's, then the encrypted ones), for unnest().
        const values = names.map(() => [] as unknown[]);
        for (const row of batch) {
          for (const [i, k] of key.entries()) values[i]?.push(row[k.name]);
          for (const [i, column] of columns.entries()) {
            const stored = row[column] as string | null;
            let fresh: string | null = null;
            if (stored !== null) {
              let plain: string;
              try {
                plain = from.decrypt(stored);
              } catch {
                const id = key.map((k) => `${k.name} ${row[k.name]}`).join(', ');
                throw new EncryptionKeyError(
                  `The value in ${table}.${column} (${id}) does not decrypt with ENCRYPTION_KEY: nothing was changed`,
                );
              }
              fresh = to.encrypt(plain);
              result.values += 1;
            }
            values[key.length + i]?.push(fresh);
          }
        }
        const types = [...key.map((k) => k.type), ...columns.map(() => 'text')];
        await client.query(
          `UPDATE ${quote(table)} AS t SET ${columns.map((column) => `${quote(column)} = v.${quote(column)}`).join(', ')}
             FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) AS v(${names.map(quote).join(', ')})
            WHERE ${key.map((k) => `t.${quote(k.name)} = v.${quote(k.name)}`).join(' AND ')}`,
          values,
        );
      }
    }
    await client.query('UPDATE org_setting SET value = $2, updated_at = now() WHERE key = $1', [
      KEY_CHECK_SETTING,
      to.encrypt(KEY_CHECK_TEXT),
    ]);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Other connections of the app to this database (its processes still running). */
export async function otherAppConnections(db: Queryable): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
    [APPLICATION_NAME],
  );
  return rows[0]?.n ?? 0;
}
