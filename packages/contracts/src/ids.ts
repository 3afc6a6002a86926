import { z } from 'zod';

/** The largest id PostgreSQL's `integer` (int4) columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id: a whole number from 1 to int32's max. Path and query parameters arrive as text, so a
 * string of digits is read as its number; anything else (null, booleans, `1e3`) is refused as it is.
 * An id past int32 answers 400 here rather than 500 from the database. `message` replaces every
 * issue's text where a form shows it to the user.
 */
export const zId = (message?: string) =>
  z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : value,
    z
      .number(message === undefined ? undefined : { error: message })
      .int(message)
      .min(1, message)
      .max(MAX_ID, message),
  );

/** Every id of the API: in paths, queries and bodies. */
export const ZId = zId();

/** A path (or query) of one id parameter, e.g. `ZIdParam('positionId')` for `/job_position/:positionId`. */
export const ZIdParam = <const Name extends string>(name: Name) =>
  z.object({ [name]: ZId } as { [K in Name]: typeof ZId });
