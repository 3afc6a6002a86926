// PostgreSQL text cannot hold a NUL character, and an unpaired UTF-16 surrogate is no character at
// all (the database client refuses it): both are refused here with 400 naming the field, for every
// route at once, rather than further down with a 500.
import { SERVER_MESSAGES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** A surrogate not paired with its other half (with the `u` flag, pairs are one code point). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path (`a.b.0`) of the first string (or key) holding an unstorable character, or undefined. */
function unstorableAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return path ? `${path}.${key}` : key;
    const found = unstorableAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field =
        unstorableAt(request.params, '') ?? unstorableAt(request.query, '') ?? unstorableAt(request.body, '');
      if (field === undefined) return;
      const name = field || 'body';
      throw new AppError('VALIDATION_FAILED', `${SERVER_MESSAGES.invalidInput} Check: ${name}.`, {
        [name]: 'Contains a character that cannot be stored',
      });
    });
  },
  { name: 'text-input' },
);
