import {
  AUTH_PATHS,
  MAIN_PATHS,
  ROLES,
  ZChangePassword,
  ZForgotPassword,
  ZIdParam,
  ZInviteUser,
  ZLinkCodeParam,
  ZLoginAnswer,
  ZMessage,
  ZPasswordLink,
  ZSetPassword,
  ZUserAccess,
  ZUserCriteria,
  ZUserListQuery,
  ZUserListRow,
  ZUserPage,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, withRetryAfter, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import type { AttemptLimits } from '../auth/index.js';
import { createAccountService } from './account.service.js';
import { createUsersService } from './users.service.js';

/** Administering users is the Recruitment Manager's (the product's administrator role). */
const ADMIN = guards.role(ROLES.RECRUITMENT_MANAGER);

/** Settings > Users, on the main API. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService({ ...depsOf(app), sessions: app.sessions });

  app.get(
    MAIN_PATHS.users,
    {
      config: { guard: ADMIN },
      schema: { querystring: ZUserListQuery, response: { 200: ZUserPage, ...errors } },
    },
    (request) => users.list(request.query),
  );

  app.post(
    MAIN_PATHS.usersCriteria,
    { config: { guard: ADMIN }, schema: { body: ZUserCriteria, response: { 200: ZUserPage, ...errors } } },
    (request) => users.criteria(request.body),
  );

  app.post(
    MAIN_PATHS.inviteUser,
    { config: { guard: ADMIN }, schema: { body: ZInviteUser, response: { 201: ZUserListRow, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return users.invite(request.body, actorId(request));
    },
  );

  app.put(
    MAIN_PATHS.userAccess(':id'),
    {
      config: { guard: ADMIN },
      schema: { params: ZIdParam('id'), body: ZUserAccess, response: { 200: ZUserListRow, ...errors } },
    },
    (request) => users.updateAccess(request.params.id, request.body, actorId(request)),
  );

  for (const [path, action] of [
    [MAIN_PATHS.disableUser(':id'), users.disable],
    [MAIN_PATHS.enableUser(':id'), users.enable],
    [MAIN_PATHS.resendInvitation(':id'), users.resendInvitation],
  ] as const) {
    app.post(
      path,
      {
        config: { guard: ADMIN },
        schema: { params: ZIdParam('id'), body: ZNoBody, response: { 200: ZUserListRow, ...errors } },
      },
      (request) => action(request.params.id, actorId(request)),
    );
  }
};

export interface AccountRoutesOptions extends AttemptLimits {
  /** The sign-in window also bounds "Forgot password" requests. */
  windowMinutes: number;
}

/** The user's own password, on the sign-in tree (`/auth`). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const account = createAccountService({
    ...depsOf(app),
    sessions: app.sessions,
    issueToken: (user, ip) => app.issueToken(user, ip),
    log: app.log,
    resetLimits: { perEmail: 3, perAddress: 20, windowMinutes: options.windowMinutes },
    attemptLimits: {
      maxFailures: options.maxFailures,
      maxFailuresPerAddress: options.maxFailuresPerAddress,
      windowMinutes: options.windowMinutes,
    },
  });

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      config: { guard: guards.public },
      schema: { body: ZForgotPassword, response: { 200: ZMessage, ...errors } },
    },
    async (request) => {
      const { message } = await account.forgotPassword(request.body.email, request.ip);
      return { message };
    },
  );

  app.get(
    AUTH_PATHS.passwordLink(':code'),
    {
      config: { guard: guards.public },
      schema: { params: ZLinkCodeParam, response: { 200: ZPasswordLink, ...errors } },
    },
    (request, reply) => withRetryAfter(reply, () => account.passwordLink(request.params.code, request.ip)),
  );

  app.post(
    AUTH_PATHS.setPassword,
    {
      config: { guard: guards.public },
      schema: { body: ZSetPassword, response: { 200: ZMessage, ...errors } },
    },
    (request, reply) => withRetryAfter(reply, () => account.setPassword(request.body, request.ip)),
  );

  app.post(
    AUTH_PATHS.changePassword,
    {
      config: { guard: guards.signedIn },
      schema: { body: ZChangePassword, response: { 200: ZLoginAnswer, ...errors } },
    },
    (request, reply) =>
      withRetryAfter(reply, () => account.changePassword(actorId(request), request.body, request.ip)),
  );
};
