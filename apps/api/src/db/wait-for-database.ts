// Start-up against an external PostgreSQL: one readable line per problem (host, port, cause)
// instead of a stack trace, and a retry window, since the database often starts beside the app.
import pg from 'pg';
import { StartupError } from '../lib/startup-error.js';

export class DatabaseUnavailableError extends StartupError {}

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

/** Errors of a database that is down, restarting or out of reach: pg's, PostgreSQL's and Prisma's. */
const UNAVAILABLE_CODES = new Set([
  // the network, as pg reports it
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: shutting down, starting up, out of connections, connection failures (class 08)
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Prisma: cannot reach, timed out, connection closed
  'P1001',
  'P1002',
  'P1008',
  'P1017',
]);
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/i;

/** Whether the error (or one it wraps) says the database is not answering. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, kind, message, cause, driverAdapterError, errors } = error as Record<string, unknown>;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof kind === 'string' && UNAVAILABLE_KINDS.has(kind)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  const inner = [
    cause,
    driverAdapterError,
    (error as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError,
  ];
  if (Array.isArray(errors)) inner.push(...errors);
  return inner.some((next) => isDatabaseUnavailable(next, depth + 1));
}
