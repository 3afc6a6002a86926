import {
  APPROVAL_PATHS,
  MESSAGES,
  ZCreateInterviewer,
  ZDeleteSelectionQuery,
  ZIdParam,
  ZInterviewerUser,
  ZSelectionStep,
  ZSelectionTemplate,
  ZSetSelectionProcess,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createSelectionProcessService } from './selection-process.service.js';

export const selectionProcessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSelectionProcessService(depsOf(app));
  const change = { guard: guards.authority('JOB_POSTING') };

  app.get(
    APPROVAL_PATHS.selectionProcess,
    {
      config: { guard: guards.recruiting },
      schema: { querystring: ZIdParam('positionId'), response: { 200: z.array(ZSelectionStep), ...errors } },
    },
    (request) => service.steps(request.query.positionId),
  );

  app.get(
    APPROVAL_PATHS.selectionTemplates,
    {
      config: { guard: guards.recruiting },
      schema: { response: { 200: z.array(ZSelectionTemplate), ...errors } },
    },
    () => service.templates(),
  );

  app.get(
    APPROVAL_PATHS.selectionUsers,
    {
      config: { guard: guards.recruiting },
      schema: { response: { 200: z.array(ZInterviewerUser), ...errors } },
    },
    () => service.interviewers(),
  );

  app.post(
    APPROVAL_PATHS.selectionProcess,
    {
      config: change,
      schema: { body: ZSetSelectionProcess, response: { 200: z.array(ZSelectionStep), ...errors } },
    },
    (request) => service.set(request.body, actorId(request)),
  );

  app.post(
    APPROVAL_PATHS.createInterviewer,
    {
      config: change,
      schema: { body: ZCreateInterviewer, response: { 200: z.array(ZSelectionStep), ...errors } },
    },
    (request) => service.addInterviewer(request.body, actorId(request)),
  );

  app.delete(
    APPROVAL_PATHS.selectionProcess,
    {
      config: change,
      schema: {
        querystring: ZDeleteSelectionQuery,
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.query, actorId(request));
      return { message: MESSAGES.deleted };
    },
  );
};
