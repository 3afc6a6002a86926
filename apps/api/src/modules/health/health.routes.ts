import type { FastifyPluginAsync } from 'fastify';
import { guards } from '../../plugins/auth.js';

/** A database that takes longer than this to answer SELECT 1 counts as down. */
const CHECK_TIMEOUT_MS = 3000;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    const query = app.db.pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  // /health (liveness, for a supervisor) and /ready (for a load balancer) both check the database:
  // an API without its database only answers 500s, so it must not look healthy.
  for (const [url, status] of [
    ['/health', 'ok'],
    ['/ready', 'ready'],
  ] as const) {
    app.get(url, { config: { guard: guards.public }, logLevel: 'warn' }, async (_request, reply) => {
      if (await databaseAnswers()) return { status };
      return reply.status(503).send({ message: 'Database unavailable', code: 'NOT_READY' });
    });
  }
};
