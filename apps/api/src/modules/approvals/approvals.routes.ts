import {
  APPROVAL_PATHS,
  MESSAGES,
  ZAddApprover,
  ZApprovalByToken,
  ZApprovalComment,
  ZApprovalCriteria,
  ZApprovalPage,
  ZApprovalQuery,
  ZApprovalTokenParam,
  ZApprover,
  ZChangeResponse,
  ZChangeResponseAnswer,
  ZCreateApprover,
  ZDeleteApprovalQuery,
  ZIdParam,
  ZPostComment,
  ZSendApprovalAnswer,
  ZSendApprovalEmail,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, authenticate, guards } from '../../plugins/auth.js';
import { APPROVAL_EXPORT_HEADERS, createApprovalService } from './approvals.service.js';

export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApprovalService(depsOf(app));
  const change = { guard: guards.authority('JOB_POSTING') };

  app.get(
    APPROVAL_PATHS.approval,
    {
      config: { guard: guards.recruiting },
      schema: { querystring: ZApprovalQuery, response: { 200: ZApprovalPage, ...errors } },
    },
    (request) => service.list(request.query),
  );

  registerListExport(app, {
    path: APPROVAL_PATHS.export(':positionId'),
    guard: guards.recruiting,
    params: ZIdParam('positionId'),
    body: ZApprovalCriteria,
    list: ({ positionId }) => service.exportList(positionId),
    headers: APPROVAL_EXPORT_HEADERS,
    fileName: ({ positionId }) => `Approvals_${positionId}`,
  });

  app.get(
    APPROVAL_PATHS.approvers,
    { config: { guard: guards.recruiting }, schema: { response: { 200: z.array(ZApprover), ...errors } } },
    () => service.approvers(),
  );

  app.get(
    APPROVAL_PATHS.comments(':positionId'),
    {
      config: { guard: guards.recruiting },
      schema: { params: ZIdParam('positionId'), response: { 200: z.array(ZApprovalComment), ...errors } },
    },
    (request) => service.comments(request.params.positionId),
  );

  app.post(
    APPROVAL_PATHS.createApprover,
    { config: change, schema: { body: ZCreateApprover, response: { 200: ZApprover, ...errors } } },
    (request) => service.createApprover(request.body),
  );

  app.post(
    APPROVAL_PATHS.addApprover,
    {
      config: change,
      schema: { body: ZAddApprover, response: { 200: z.object({ id: z.number().int() }), ...errors } },
    },
    (request) => service.addApprover(request.body, actorId(request)),
  );

  app.post(
    APPROVAL_PATHS.sendEmail,
    {
      config: change,
      schema: { body: ZSendApprovalEmail, response: { 200: ZSendApprovalAnswer, ...errors } },
    },
    (request) => service.sendEmail(request.body.positionId, actorId(request)),
  );

  // Public: either the emailed one-time token is the proof, or the caller signs in as the approver.
  app.post(
    APPROVAL_PATHS.changeResponse,
    {
      config: { guard: guards.public },
      schema: { body: ZChangeResponse, response: { 200: ZChangeResponseAnswer, ...errors } },
    },
    async (request) => {
      const body = request.body;
      if (body.token !== undefined) return service.respondByToken(body.token, body.response, body.comment);
      // A public route: the auth plugin checked no token, so check it here.
      await authenticate(request);
      return service.respondAsUser(Number(body.approvalId), actorId(request), body.response, body.comment);
    },
  );

  app.post(
    APPROVAL_PATHS.postComment(':positionId'),
    {
      config: { guard: guards.recruiting },
      schema: {
        params: ZIdParam('positionId'),
        body: ZPostComment,
        response: { 200: ZApprovalComment, ...errors },
      },
    },
    (request) => service.postComment(request.params.positionId, actorId(request), request.body.comment),
  );

  app.delete(
    APPROVAL_PATHS.approval,
    {
      config: change,
      schema: {
        querystring: ZDeleteApprovalQuery,
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.query.approvalId, actorId(request));
      return { message: MESSAGES.deleted };
    },
  );

  // Public: the token in the emailed link is the proof (only its hash is stored; single use; expires).
  app.get(
    APPROVAL_PATHS.byToken(':token'),
    {
      config: { guard: guards.public },
      schema: { params: ZApprovalTokenParam, response: { 200: ZApprovalByToken, ...errors } },
    },
    (request) => service.byToken(request.params.token),
  );
};
