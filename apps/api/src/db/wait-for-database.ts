// Start-up against an external PostgreSQL: one readable line per problem (host, port, cause)
// instead of a stack trace, and a retry window, since the database often starts beside the app.
import pg from 'pg';

export class DatabaseUnavailableError extends Error {}

/** `host:port` of a connection URL, never its password. */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'the configured address';
  }
}

const NETWORK_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is PostgreSQL running and listening there?)',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
};

/** The cause in a few words: PostgreSQL's own message (one line) or the network error's meaning. */
export function databaseCause(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const errors = (error as { errors?: unknown[] } | undefined)?.errors; // AggregateError: IPv4 and IPv6
  if (!code && Array.isArray(errors) && errors.length) return databaseCause(errors[0]);
  if (code && NETWORK_CAUSES[code]) return NETWORK_CAUSES[code];
  const line = (message ?? String(error)).split('\n')[0]?.trim();
  return line || 'unknown error';
}

export function describeDatabaseError(url: string, error: unknown): string {
  return `Cannot use the database at ${databaseAddress(url)}: ${databaseCause(error)}`;
}

async function tryOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {}); // a late socket error must not crash start-up
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Resolves once the database answers; retries for `seconds`, printing a line when the cause first
 * appears or changes; then rejects with one line naming host, port and cause.
 */
export async function waitForDatabase(
  url: string,
  options: { seconds: number; log: (line: string) => void; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + options.seconds * 1000;
  let lastLine = '';
  while (true) {
    try {
      await tryOnce(url);
      if (lastLine) options.log(`The database at ${databaseAddress(url)} answers.`);
      return;
    } catch (error) {
      const line = describeDatabaseError(url, error);
      if (Date.now() >= deadline)
        throw new DatabaseUnavailableError(`${line} (gave up after ${options.seconds} s)`);
      if (line !== lastLine) options.log(`${line}; retrying for up to ${options.seconds} s`);
      lastLine = line;
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 2000));
    }
  }
}
