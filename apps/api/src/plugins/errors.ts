// One error path: every failure answers JSON `{ message, code?, fields? }`; 5xx never leak details.
import { SERVER_MESSAGES, type TErrorBody } from '@hr/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/wait-for-database.js';
import { AppError } from '../lib/app-error.js';

/** Prisma error codes we can explain to the caller. */
const PRISMA_STATUS: Record<string, { status: number; message: string }> = {
  P2002: { status: 409, message: 'A record with the same value already exists.' },
  P2003: { status: 409, message: 'This record is still used by other records.' },
  P2025: { status: 404, message: SERVER_MESSAGES.notFound },
};

/** Seconds a client is told to wait (Retry-After) while the database does not answer. */
export const RETRY_AFTER_SECONDS = 5;

function fieldName(instancePath: string | undefined, fallback: string): string {
  const name = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return name || fallback;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name = fieldName(issue.instancePath, 'body');
          fields[name] ??= issue.message ?? 'Invalid value';
        }
        const names = Object.keys(fields);
        const body: TErrorBody = {
          message: `${SERVER_MESSAGES.invalidInput} Check: ${names.join(', ')}.`,
          code: 'VALIDATION_FAILED',
          fields,
        };
        return reply.status(400).send(body);
      }
      if (error instanceof AppError) {
        const body: TErrorBody = { message: error.message };
        if (error.code) body.code = error.code;
        if (error.fields) body.fields = error.fields;
        return reply.status(error.status).send(body);
      }
      const prisma = typeof error.code === 'string' ? PRISMA_STATUS[error.code] : undefined;
      if (prisma && error.name.startsWith('PrismaClient')) {
        return reply.status(prisma.status).send({ message: prisma.message, code: error.code });
      }
      if (isDatabaseUnavailable(error)) {
        // Not a bug to report: the database is away (restarting, failing over). Clients retry.
        request.log.warn({ code: error.code }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply
          .status(503)
          .send({ message: SERVER_MESSAGES.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, body too large...).
        return reply.status(status).send({ message: error.message, code: error.code });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: SERVER_MESSAGES.internal, code: 'INTERNAL' });
    });
  },
  { name: 'errors' },
);
