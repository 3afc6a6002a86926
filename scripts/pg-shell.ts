// Starts the embedded PostgreSQL of .data/ and prints its URL until Ctrl-C: for `prisma migrate diff`
// and for looking at the data with psql.
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';

const db = await startEmbeddedPostgres({ dir: process.argv[2] ?? '.data/postgres', database: 'hr' });
console.info(db.url);
