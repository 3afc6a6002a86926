// `npm run seed:large [-- --requisitions N --applicants N --applications N --employees N
// --audit-events N]`: adds a large data set (10,000 requisitions, 100,000 applicants and applications,
// 50,000 employees and no audit events by default) to DATABASE_URL, or to the embedded database of DATA_DIR (started here and stopped at the
// end; stop `npm start` first).
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../apps/api/src/config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { seedAuditEvents } from '../apps/api/src/db/seed/audit-events.js';
import { seedLarge } from '../apps/api/src/db/seed/large.js';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000)
    throw new ConfigError(`--${name} must be a whole number from 0 to 10000000 (got "${value}")`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      requisitions: { type: 'string' },
      applicants: { type: 'string' },
      applications: { type: 'string' },
      employees: { type: 'string' },
      'audit-events': { type: 'string' },
    },
  });
  const requisitions = count(values.requisitions, 10_000, 'requisitions');
  const applicants = count(values.applicants, 100_000, 'applicants');
  const applications = count(values.applications, applicants, 'applications');
  const employees = count(values.employees, 50_000, 'employees');
  const auditEvents = count(values['audit-events'], 0, 'audit-events');
  const config = loadConfig();

  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'postgres');
    console.info(`Starting the embedded PostgreSQL in ${dir} ...`);
    embedded = await startEmbeddedPostgres({ dir, database: 'hr' });
    url = embedded.url;
  }
  try {
    const applied = await migrateDatabase(url);
    if (applied.length) console.info(`Applied migrations: ${applied.join(', ')}`);
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      console.info(
        `Adding ${requisitions} requisitions, ${applicants} applicants, ${applications} applications and ${employees} employees ...`,
      );
      const result = await seedLarge(pool, {
        requisitions,
        applicants,
        applications,
        employees,
        log: (line) => console.info(`  ${line}`),
      });
      console.info(
        [
          `Created ${result.requisitions} requisitions (${result.locations} locations), ` +
            `${result.applicants} applicants, ${result.applications} applications ` +
            `(${result.statusHistory} status history rows), ${result.employees} employees in ${result.seconds} s.`,
          `Database size: ${result.databaseSize}.`,
        ].join('\n'),
      );
      if (auditEvents > 0) {
        console.info(`Adding ${auditEvents} audit events ...`);
        const audit = await seedAuditEvents(pool, auditEvents, (line) => console.info(`  ${line}`));
        console.info(`Created ${audit.events} audit events in ${audit.seconds} s.`);
      }
    } finally {
      await pool.end();
    }
  } finally {
    await embedded?.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
