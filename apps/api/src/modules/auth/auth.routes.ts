import { AUTH_PATHS, ZLoginAnswer, ZLoginRequest } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { guards } from '../../plugins/auth.js';
import { createAuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  maxFailures: number;
  windowMinutes: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const service = createAuthService({
    ...depsOf(app),
    sign: (payload) => app.jwt.sign(payload),
    maxFailures: options.maxFailures,
    windowMinutes: options.windowMinutes,
  });

  app.post(
    AUTH_PATHS.login,
    {
      config: { guard: guards.public },
      schema: {
        body: ZLoginRequest,
        response: { 200: ZLoginAnswer, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await service.login(request.body, request.ip);
      } catch (error) {
        const retry = (error as { fields?: Record<string, string> }).fields?.retryAfterSeconds;
        if (retry) reply.header('retry-after', retry);
        throw error;
      }
    },
  );

  // Hourly, by one API process of however many share the database.
  app.scheduler.add({ name: 'prune-login-attempts', everyMs: 3600_000, run: service.pruneAttempts });
};
