// The applicant's registration from an emailed letter link (public calls under the HR API).
import {
  LETTER_PATHS as P,
  ZLetterCodeParam,
  ZMessage,
  ZRegistrationAnswer,
  ZRegistrationCheck,
  ZRegistrationCodeAnswer,
  ZRegistrationPassword,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { guards } from '../../plugins/auth.js';
import { createRegistrationService } from './registration.service.js';

export interface RegistrationRoutesOptions {
  /** Failed checks allowed per code, and per address, within the window (the sign-in limits). */
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

/** A refused attempt carries how long to wait, as a sign-in does. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const retry = (error as { fields?: Record<string, string> }).fields?.retryAfterSeconds;
    if (retry) reply.header('retry-after', retry);
    throw error;
  }
}

export function registrationRoutes(options: RegistrationRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createRegistrationService({
      ...depsOf(app),
      sessions: app.sessions,
      issueToken: (user, ip) => app.issueToken(user, ip),
      limits: {
        perCode: options.maxFailures,
        perAddress: options.maxFailuresPerAddress,
        windowMinutes: options.windowMinutes,
      },
    });
    const open = { guard: guards.public };

    app.post(
      P.userCheck,
      { config: open, schema: { body: ZRegistrationCheck, response: { 200: ZMessage, ...errors } } },
      (request, reply) => withRetryAfter(reply, () => service.check(request.body, request.ip)),
    );
    app.post(
      P.userResetPassword,
      {
        config: open,
        schema: { body: ZRegistrationPassword, response: { 200: ZRegistrationAnswer, ...errors } },
      },
      (request, reply) => withRetryAfter(reply, () => service.resetPassword(request.body, request.ip)),
    );
    app.get(
      P.userCode(':code'),
      {
        config: open,
        schema: { params: ZLetterCodeParam, response: { 200: ZRegistrationCodeAnswer, ...errors } },
      },
      (request, reply) => withRetryAfter(reply, () => service.codeInfo(request.params.code, request.ip)),
    );
  };
}
