import { AUTH_PATHS, USER_MESSAGES, ZLoginAnswer, ZLoginRequest, ZMessage } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, withRetryAfter, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { guards } from '../../plugins/auth.js';
import type { AttemptLimits } from './attempt-limit.js';
import { createAuthService } from './auth.service.js';

export type AuthRoutesOptions = AttemptLimits;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const service = createAuthService({
    ...depsOf(app),
    issueToken: (user, ip) => app.issueToken(user, ip),
    sessions: app.sessions,
    maxFailures: options.maxFailures,
    maxFailuresPerAddress: options.maxFailuresPerAddress,
    windowMinutes: options.windowMinutes,
    account: options.account,
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
    (request, reply) => withRetryAfter(reply, () => service.login(request.body, request.ip)),
  );

  app.post(
    AUTH_PATHS.logout,
    {
      config: { guard: guards.signedIn },
      schema: { body: ZNoBody, response: { 200: ZMessage, ...errors } },
    },
    async (request) => {
      await service.logout(request.user.sid);
      return { message: USER_MESSAGES.signedOut };
    },
  );

  // The web app asks once per page load, so an ended session sends the browser to /login at once
  // (the guard's session check is the whole answer).
  app.get(
    AUTH_PATHS.session,
    {
      config: { guard: guards.signedIn },
      schema: { response: { 200: ZMessage, ...errors } },
    },
    () => ({ message: USER_MESSAGES.signedIn }),
  );
};
