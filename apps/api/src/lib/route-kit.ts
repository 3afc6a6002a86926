// What every route file shares: the error answers, the `{ message }` answer, and the plugin that
// mounts a tree of route plugins under one prefix (`/api/v1`, `/api/hr/v1`).
import { ZErrorBody } from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.js';

/** The error answers of every route: `{ message, code?, fields? }` (see the contracts' ERROR_CODES). */
export const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  410: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  429: ZErrorBody,
};

/** The body of an action call that takes none (logout, disable, ...): nothing, or an empty object. */
export const ZNoBody = z.object({}).strict().nullish();

/** The answer of a delete: `{ message }`. */
export const ZMessageAnswer = z.object({ message: z.string() });

/**
 * One API tree: registers each module's routes under the prefix the tree is mounted at, so route
 * files declare paths relative to it (the contracts' `*_PATHS`).
 */
export function routeTree(modules: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (api) => {
    for (const routes of modules) await api.register(routes);
  };
}

/**
 * Runs the route's work; a refusal that says how long to wait (`retryAfterSeconds` in its fields: a
 * limit of tries or uploads) also answers `Retry-After`.
 */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const retry = error instanceof AppError ? error.fields?.retryAfterSeconds : undefined;
    if (retry) reply.header('retry-after', retry);
    throw error;
  }
}
