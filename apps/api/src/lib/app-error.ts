import { ERROR_CODES, type ErrorCode, type ErrorStatus, SERVER_MESSAGES } from '@hr/contracts';

/**
 * The one error type services throw; the error handler turns it into `{ message, code, fields? }`
 * with the status the contracts' ERROR_CODES table gives the code.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

/** 404 for a record that does not exist: "Job requisition 7 was not found.", or the generic text. */
export function notFound(what?: string, id?: number | string): AppError {
  if (what === undefined) return new AppError('NOT_FOUND', SERVER_MESSAGES.notFound);
  return new AppError('NOT_FOUND', `${id === undefined ? what : `${what} ${id}`} was not found.`);
}
