import {
  API_BASES,
  CANDIDATE_PATHS as P,
  ZAddCandidate,
  ZAddCandidateResult,
  ZApplicant,
  ZCandidateCriteria,
  ZCandidatePage,
  ZChangeStatus,
  ZChangeStatusBulk,
  ZChangeStatusBulkResult,
  ZChangeStatusResult,
  ZErrorBody,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { guards } from '../../plugins/auth.js';
import { CANDIDATE_EXPORT_HEADERS, createApplicationService } from './applications.service.js';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;
const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZReqIdParam = z.object({ reqId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Who made the change: the token's sub. */
const who = (request: FastifyRequest): number | null => {
  const id = Number(request.user.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationService(app.db);
  const read = { guard: guards.authority('CANDIDATE_ACCESS') };
  const write = { guard: guards.authority('SHORTLISTING') };

  app.get(
    main(P.applicant(':id')),
    { config: read, schema: { params: ZIdParam, response: { 200: ZApplicant, ...errors } } },
    (request) => service.applicant(request.params.id),
  );

  app.post(
    main(P.criteria(':reqId')),
    {
      config: read,
      schema: { params: ZReqIdParam, body: ZCandidateCriteria, response: { 200: ZCandidatePage, ...errors } },
    },
    (request) => service.criteria(request.params.reqId, request.body),
  );

  registerListExport(app, {
    path: main(P.export(':reqId')),
    guard: read.guard,
    params: ZReqIdParam,
    body: ZCandidateCriteria,
    list: ({ reqId }) => service.candidateList(reqId),
    headers: CANDIDATE_EXPORT_HEADERS,
    fileName: ({ reqId }) => `Candidates_${reqId}`,
  });

  app.post(
    main(P.addCandidate),
    { config: write, schema: { body: ZAddCandidate, response: { 200: ZAddCandidateResult, ...errors } } },
    (request) => service.addCandidate(request.body, who(request)),
  );

  app.post(
    main(P.changeStatus),
    { config: write, schema: { body: ZChangeStatus, response: { 200: ZChangeStatusResult, ...errors } } },
    (request) => service.changeStatus(request.body, who(request)),
  );

  app.post(
    main(P.changeStatusBulk),
    {
      config: write,
      schema: { body: ZChangeStatusBulk, response: { 200: ZChangeStatusBulkResult, ...errors } },
    },
    (request) => service.changeStatusBulk(request.body, who(request)),
  );
};
