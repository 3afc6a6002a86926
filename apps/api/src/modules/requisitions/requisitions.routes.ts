import {
  MAIN_PATHS,
  MESSAGES,
  REQUISITION_SORT_COLUMNS,
  ZExpiredRequisition,
  ZIdParam,
  ZListQuery,
  ZRequisitionCriteria,
  ZRequisitionPage,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createRequisitionService } from './requisitions.service.js';

const ZRequisitionListQuery = ZListQuery.extend({ sort: z.enum(REQUISITION_SORT_COLUMNS).default('id') });

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
