import {
  API_BASES,
  MAIN_PATHS,
  MESSAGES,
  REQUISITION_SORT_COLUMNS,
  ZErrorBody,
  ZExpiredRequisition,
  ZJobIdParam,
  ZListQuery,
  ZRequisitionCriteria,
  ZRequisitionPage,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guards } from '../../plugins/auth.js';
import { createRequisitionService } from './requisitions.service.js';

const ZRequisitionListQuery = ZListQuery.extend({ sort: z.enum(REQUISITION_SORT_COLUMNS).default('id') });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;

export const requisitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRequisitionService(app.db);

  app.get(
    main(MAIN_PATHS.requisitions),
    {
      config: { guard: guards.staff },
      schema: { querystring: ZRequisitionListQuery, response: { 200: ZRequisitionPage, ...errors } },
    },
    (request) => service.list(request.query),
  );

  app.post(
    main(MAIN_PATHS.requisitionsCriteria),
    {
      config: { guard: guards.staff },
      schema: { body: ZRequisitionCriteria, response: { 200: ZRequisitionPage, ...errors } },
    },
    (request) => service.criteria(request.body),
  );

  app.get(
    main(MAIN_PATHS.expiredJobPositions),
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { response: { 200: z.array(ZExpiredRequisition), ...errors } },
    },
    () => service.expired(),
  );

  app.delete(
    main(MAIN_PATHS.deleteJobPosition(':jobId')),
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { params: ZJobIdParam, response: { 200: z.object({ message: z.string() }), ...errors } },
    },
    async (request) => {
      await service.remove(request.params.jobId, Number(request.user.sub));
      return { message: MESSAGES.deleted };
    },
  );
};
