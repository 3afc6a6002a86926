// `npm run user:create -- --email ada@example.com --name "Ada Lovelace" --role "Recruitment Manager"`:
// the first administrator of a new installation (or any user, when no one can sign in). Creates the
// user with the role's default grants and prints a one-time link to set the password; no email is
// sent. Uses DATABASE_URL, or the embedded database in DATA_DIR (stop `npm start` first).
import { parseArgs } from 'node:util';
import { ROLE_NAMES, SET_PASSWORD_PAGE, ZInviteUser } from '@hr/contracts';
import { loadConfig } from '../config.js';
import { migrateDatabase } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { connectDatabase } from '../db/prisma.js';
import {
  DatabaseUnavailableError,
  describeDatabaseError,
  isDatabaseUnavailable,
} from '../db/wait-for-database.js';
import { AppError } from '../lib/app-error.js';
import { StartupError } from '../lib/startup-error.js';
import { createUserWithLink } from '../modules/users/index.js';

const USAGE = `Usage: npm run user:create -- --email <address> --name "<first> <last>" --role "<role>" [--role ...]
Roles: ${ROLE_NAMES.map((role) => `"${role}"`).join(', ')}`;

class UsageError extends Error {}

function readArgs(argv: string[]) {
  const { values } = (() => {
    try {
      return parseArgs({
        args: argv,
        options: {
          email: { type: 'string' },
          name: { type: 'string' },
          role: { type: 'string', multiple: true },
          help: { type: 'boolean' },
        },
      });
    } catch (error) {
      // An unknown or incomplete option: its own sentence, then the usage.
      throw new UsageError((error as Error).message);
    }
  })();
  if (values.help) throw new UsageError('');
  const [firstName, ...rest] = (values.name ?? '').trim().split(/\s+/);
  const parsed = ZInviteUser.safeParse({
    email: values.email ?? '',
    firstName: firstName ?? '',
    lastName: rest.join(' '),
    roles: values.role ?? [],
  });
  if (!parsed.success) {
    const names: Record<string, string> = { firstName: '--name', lastName: '--name (a last name)' };
    const lines = parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `  ${names[field] ?? `--${field.replace(/s$/, '')}`}: ${issue.message}`;
    });
    throw new UsageError(lines.join('\n'));
  }
  return parsed.data;
}

async function main() {
  const input = readArgs(process.argv.slice(2));
  const config = loadConfig();
  // Waits for the database as the server does, one line per cause (stderr: stdout is the link).
  const database = await openDatabase(config, {
    log: { info: (line) => console.error(line), warn: (line) => console.error(line) },
  });
  const db = connectDatabase(database.url, () => {});
  try {
    await migrateDatabase(database.url);
    const { user, code } = await createUserWithLink(db.prisma, input, null, new Date());
    const link = new URL(`${config.publicUrl}${SET_PASSWORD_PAGE}`);
    link.searchParams.set('code', code);
    console.info(
      [
        `Created ${user.email} (${input.roles.join(', ')}), user id ${user.id}.`,
        'Open this one-time link within 7 days to set the password, then sign in:',
        `  ${link.toString()}`,
      ].join('\n'),
    );
  } catch (error) {
    if (isDatabaseUnavailable(error))
      throw new DatabaseUnavailableError(describeDatabaseError(database.url, error));
    throw error;
  } finally {
    await db.close();
    await database.stop();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  if (error instanceof UsageError) console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
  // What the operator acts on, in one line: a setting, the database, an email already taken.
  else if (error instanceof AppError || error instanceof StartupError) console.error(error.message);
  else
    console.error(
      `Could not create the user: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  process.exit(error instanceof UsageError && !error.message ? 0 : 1);
}
