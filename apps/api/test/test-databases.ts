// Databases of their own on the test server, for the tests that start the compiled server or a
// command beside it (the other API tests get theirs from useTestApp).
import pg from 'pg';
import { inject } from 'vitest';

/** One statement on the server's `postgres` database, e.g. CREATE or DROP DATABASE. */
export async function serverQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
export const databaseUrlOf = (name: string) => inject('databaseServerUrl').replace(/\/postgres$/, `/${name}`);
