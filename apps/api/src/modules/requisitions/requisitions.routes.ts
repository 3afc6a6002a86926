import {
  MAIN_PATHS,
  MESSAGES,
  ZExpiredRequisition,
  ZIdParam,
  ZRequisitionCriteria,
  ZRequisitionListQuery,
  ZRequisitionPage,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import {
  createRequisitionService,
  REQUISITION_EXPORT_HEADERS,
  REQUISITION_LIST,
} from './requisitions.service.js';

export const requisitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRequisitionService(depsOf(app));

  app.get(
    MAIN_PATHS.requisitions,
    {
      config: { guard: guards.staff },
      schema: { querystring: ZRequisitionListQuery, response: { 200: ZRequisitionPage, ...errors } },
    },
    (request) => service.list(request.query),
  );

  app.post(
    MAIN_PATHS.requisitionsCriteria,
    {
      config: { guard: guards.staff },
      schema: { body: ZRequisitionCriteria, response: { 200: ZRequisitionPage, ...errors } },
    },
    (request) => service.criteria(request.body),
  );

  registerListExport(app, {
    path: MAIN_PATHS.requisitionsExport,
    guard: guards.staff,
    body: ZRequisitionCriteria,
    list: () => REQUISITION_LIST,
    headers: REQUISITION_EXPORT_HEADERS,
    fileName: 'Requisitions',
  });

  app.get(
    MAIN_PATHS.expiredJobPositions,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { response: { 200: z.array(ZExpiredRequisition), ...errors } },
    },
    () => service.expired(),
  );

  app.delete(
    MAIN_PATHS.deleteJobPosition(':jobId'),
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { params: ZIdParam('jobId'), response: { 200: ZMessageAnswer, ...errors } },
    },
    async (request) => {
      await service.remove(request.params.jobId, actorId(request));
      return { message: MESSAGES.deleted };
    },
  );
};
