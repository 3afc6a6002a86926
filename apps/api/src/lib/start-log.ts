// The log of a process before its app (and Fastify's own pino logger) exists, and its end when
// start-up fails: the same JSON lines on stdout, so the whole log is one format. Written
// synchronously, so a line logged just before the process exits is not lost.
import { type Logger, pino } from 'pino';
import { StartupError } from './startup-error.js';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL when it is one of pino's levels (a wrong one is reported by the configuration). */
export function createStartLog(level = process.env.LOG_LEVEL): Logger {
  return pino(
    { level: level && LEVELS.has(level) ? level : 'info' },
    pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * Ends a start-up that failed: what the operator can act on (a StartupError) is its message alone,
 * in one line; anything else is a bug, logged with its stack for the report.
 */
export function failedStart(log: Logger, error: unknown): void {
  if (error instanceof StartupError) log.fatal(error.message);
  else
    log.fatal({ err: error }, `Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
}
