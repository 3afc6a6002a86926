import {
  API_BASES,
  APPROVAL_PATHS,
  MESSAGES,
  ZApprovalPositionQuery,
  ZCreateInterviewer,
  ZDeleteSelectionQuery,
  ZErrorBody,
  ZInterviewerUser,
  ZSelectionStep,
  ZSelectionTemplate,
  ZSetSelectionProcess,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guards } from '../../plugins/auth.js';
import { createSelectionProcessService } from './selection-process.service.js';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;

export const selectionProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSelectionProcessService(app.db);
  const change = { guard: guards.authority('JOB_POSTING') };

  app.get(
    main(APPROVAL_PATHS.selectionProcess),
    {
      config: { guard: guards.staff },
      schema: { querystring: ZApprovalPositionQuery, response: { 200: z.array(ZSelectionStep), ...errors } },
    },
    (request) => service.steps(request.query.positionId),
  );

  app.get(
    main(APPROVAL_PATHS.selectionTemplates),
    {
      config: { guard: guards.staff },
      schema: { response: { 200: z.array(ZSelectionTemplate), ...errors } },
    },
    () => service.templates(),
  );

  app.get(
    main(APPROVAL_PATHS.selectionUsers),
    { config: { guard: guards.staff }, schema: { response: { 200: z.array(ZInterviewerUser), ...errors } } },
    () => service.interviewers(),
  );

  app.post(
    main(APPROVAL_PATHS.selectionProcess),
    {
      config: change,
      schema: { body: ZSetSelectionProcess, response: { 200: z.array(ZSelectionStep), ...errors } },
    },
    (request) => service.set(request.body, Number(request.user.sub)),
  );

  app.post(
    main(APPROVAL_PATHS.createInterviewer),
    {
      config: change,
      schema: { body: ZCreateInterviewer, response: { 200: z.array(ZSelectionStep), ...errors } },
    },
    (request) => service.addInterviewer(request.body, Number(request.user.sub)),
  );

  app.delete(
    main(APPROVAL_PATHS.selectionProcess),
    {
      config: change,
      schema: {
        querystring: ZDeleteSelectionQuery,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await service.remove(request.query, Number(request.user.sub));
      return { message: MESSAGES.deleted };
    },
  );
};
