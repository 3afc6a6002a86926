// `npm run stats:repair`: recounts the figures the reports and the manager's dashboard read (each
// application's furthest stage, first hire and stage stays, and the applications per status) from
// the applications and their history, in one transaction. Triggers keep them as data changes; this
// is for after something bypassed them (a restore of part of the tables, triggers disabled for a bulk
// load). Writers to applications wait while it runs (about a minute at a million applications).
// Uses DATABASE_URL, or the embedded database.
import pg from 'pg';
import { loadConfig } from '../config.js';
import { migrateDatabase } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { recountKeptFigures } from '../modules/reports/index.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, {
    log: { info: (line) => console.error(line), warn: (line) => console.error(line) },
  });
  try {
    await migrateDatabase(database.url);
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const started = performance.now();
      const result = await recountKeptFigures(pool);
      const fixed =
        result.differed === 0
          ? 'every kept row was right'
          : `${result.differed} kept row${result.differed === 1 ? '' : 's'} differed and ${result.differed === 1 ? 'was' : 'were'} corrected`;
      console.info(
        `Recounted ${result.applications} applications and ${result.stays} stage stays in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s: ${fixed}.`,
      );
    } finally {
      await pool.end();
    }
  } finally {
    await database.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(
    `Could not recount: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  );
  process.exit(1);
}
