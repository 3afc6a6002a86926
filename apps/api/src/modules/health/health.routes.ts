import type { FastifyPluginAsync } from 'fastify';
import { guards } from '../../plugins/auth.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // The process is up.
  app.get('/health', { config: { guard: guards.public }, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  // The database answers: for load balancers and for tests waiting on start-up.
  app.get('/ready', { config: { guard: guards.public }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await app.db.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable', code: 'NOT_READY' });
    }
  });
};
