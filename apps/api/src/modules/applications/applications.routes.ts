import {
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
  ZIdParam,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { CANDIDATE_EXPORT_HEADERS, createApplicationService } from './applications.service.js';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationService(depsOf(app));
  const read = { guard: guards.authority('CANDIDATE_ACCESS') };
  const write = { guard: guards.authority('SHORTLISTING') };

  app.get(
    P.applicant(':id'),
    { config: read, schema: { params: ZIdParam('id'), response: { 200: ZApplicant, ...errors } } },
    (request) => service.applicant(request.params.id),
  );

  app.post(
    P.criteria(':reqId'),
    {
      config: read,
      schema: {
        params: ZIdParam('reqId'),
        body: ZCandidateCriteria,
        response: { 200: ZCandidatePage, ...errors },
      },
    },
    (request) => service.criteria(request.params.reqId, request.body),
  );

  registerListExport(app, {
    path: P.export(':reqId'),
    guard: read.guard,
    params: ZIdParam('reqId'),
    body: ZCandidateCriteria,
    list: ({ reqId }) => service.candidateList(reqId),
    headers: CANDIDATE_EXPORT_HEADERS,
    fileName: ({ reqId }) => `Candidates_${reqId}`,
  });

  app.post(
    P.addCandidate,
    { config: write, schema: { body: ZAddCandidate, response: { 200: ZAddCandidateResult, ...errors } } },
    (request) => service.addCandidate(request.body, actorId(request)),
  );

  app.post(
    P.changeStatus,
    { config: write, schema: { body: ZChangeStatus, response: { 200: ZChangeStatusResult, ...errors } } },
    (request) => service.changeStatus(request.body, actorId(request)),
  );

  app.post(
    P.changeStatusBulk,
    {
      config: write,
      schema: { body: ZChangeStatusBulk, response: { 200: ZChangeStatusBulkResult, ...errors } },
    },
    (request) => service.changeStatusBulk(request.body, actorId(request)),
  );
};
