import {
  API_BASES,
  MAIN_PATHS,
  MESSAGES,
  ZErrorBody,
  ZExpiredRequisition,
  ZJobIdParam,
  ZRequisitionCriteria,
  ZRequisitionListQuery,
  ZRequisitionPage,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { guards } from '../../plugins/auth.js';
import {
  createRequisitionService,
  REQUISITION_EXPORT_HEADERS,
  REQUISITION_LIST,
} from './requisitions.service.js';

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

  registerListExport(app, {
    path: main(MAIN_PATHS.requisitionsExport),
    guard: guards.staff,
    body: ZRequisitionCriteria,
    list: () => REQUISITION_LIST,
    headers: REQUISITION_EXPORT_HEADERS,
    fileName: 'Requisitions',
  });

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
