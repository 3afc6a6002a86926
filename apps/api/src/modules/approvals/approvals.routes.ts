import {
  API_BASES,
  APPROVAL_PATHS,
  MESSAGES,
  ZAddApprover,
  ZApprovalByToken,
  ZApprovalComment,
  ZApprovalCriteria,
  ZApprovalPage,
  ZApprovalPositionParam,
  ZApprovalQuery,
  ZApprovalTokenParam,
  ZApprover,
  ZChangeResponse,
  ZChangeResponseAnswer,
  ZCreateApprover,
  ZDeleteApprovalQuery,
  ZErrorBody,
  ZPostComment,
  ZSendApprovalAnswer,
  ZSendApprovalEmail,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { authenticate, guards } from '../../plugins/auth.js';
import { APPROVAL_EXPORT_HEADERS, createApprovalService } from './approvals.service.js';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  410: ZErrorBody,
};
const main = (path: string) => `${API_BASES.main}${path}`;

/** The signed-in user of a request whose guard is not checked by the auth plugin. */
async function signedInUserId(request: FastifyRequest): Promise<number> {
  return Number((await authenticate(request)).sub);
}

export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApprovalService(app);
  const change = { guard: guards.authority('JOB_POSTING') };
  const userId = (request: FastifyRequest) => Number(request.user.sub);

  app.get(
    main(APPROVAL_PATHS.approval),
    {
      config: { guard: guards.staff },
      schema: { querystring: ZApprovalQuery, response: { 200: ZApprovalPage, ...errors } },
    },
    (request) => service.list(request.query),
  );

  registerListExport(app, {
    path: main(APPROVAL_PATHS.export(':positionId')),
    guard: guards.staff,
    params: ZApprovalPositionParam,
    body: ZApprovalCriteria,
    list: ({ positionId }) => service.exportList(positionId),
    headers: APPROVAL_EXPORT_HEADERS,
    fileName: ({ positionId }) => `Approvals_${positionId}`,
  });

  app.get(
    main(APPROVAL_PATHS.approvers),
    { config: { guard: guards.staff }, schema: { response: { 200: z.array(ZApprover), ...errors } } },
    () => service.approvers(),
  );

  app.get(
    main(APPROVAL_PATHS.comments(':positionId')),
    {
      config: { guard: guards.staff },
      schema: { params: ZApprovalPositionParam, response: { 200: z.array(ZApprovalComment), ...errors } },
    },
    (request) => service.comments(request.params.positionId),
  );

  app.post(
    main(APPROVAL_PATHS.createApprover),
    { config: change, schema: { body: ZCreateApprover, response: { 200: ZApprover, ...errors } } },
    (request) => service.createApprover(request.body),
  );

  app.post(
    main(APPROVAL_PATHS.addApprover),
    {
      config: change,
      schema: { body: ZAddApprover, response: { 200: z.object({ id: z.number().int() }), ...errors } },
    },
    (request) => service.addApprover(request.body, userId(request)),
  );

  app.post(
    main(APPROVAL_PATHS.sendEmail),
    {
      config: change,
      schema: { body: ZSendApprovalEmail, response: { 200: ZSendApprovalAnswer, ...errors } },
    },
    (request) => service.sendEmail(request.body.positionId, userId(request)),
  );

  // Public: either the emailed one-time token is the proof, or the caller signs in as the approver.
  app.post(
    main(APPROVAL_PATHS.changeResponse),
    {
      config: { guard: guards.public },
      schema: { body: ZChangeResponse, response: { 200: ZChangeResponseAnswer, ...errors } },
    },
    async (request) => {
      const body = request.body;
      if (body.token !== undefined) return service.respondByToken(body.token, body.response, body.comment);
      const user = await signedInUserId(request);
      return service.respondAsUser(Number(body.approvalId), user, body.response, body.comment);
    },
  );

  app.post(
    main(APPROVAL_PATHS.postComment(':positionId')),
    {
      config: { guard: guards.staff },
      schema: {
        params: ZApprovalPositionParam,
        body: ZPostComment,
        response: { 200: ZApprovalComment, ...errors },
      },
    },
    (request) => service.postComment(request.params.positionId, userId(request), request.body.comment),
  );

  app.delete(
    main(APPROVAL_PATHS.approval),
    {
      config: change,
      schema: {
        querystring: ZDeleteApprovalQuery,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await service.remove(request.query.approvalId, userId(request));
      return { message: MESSAGES.deleted };
    },
  );

  // Public: the token in the emailed link is the proof (only its hash is stored; single use; expires).
  app.get(
    main(APPROVAL_PATHS.byToken(':token')),
    {
      config: { guard: guards.public },
      schema: { params: ZApprovalTokenParam, response: { 200: ZApprovalByToken, ...errors } },
    },
    (request) => service.byToken(request.params.token),
  );
};
