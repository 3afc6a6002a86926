// The application list (every application, the selected ones, a requisition's), the pipeline board
// and the status changes. SHORTLISTING for the tracking list and the moves; CANDIDATE_ACCESS for
// the reads a requisition's readers and the HR module need (docs/decisions.md).
import {
  APPLICATION_LIST_PATHS as L,
  CANDIDATE_PATHS as P,
  ZApplicationCriteria,
  ZApplicationListQuery,
  ZApplicationPage,
  ZBoard,
  ZChangeStatus,
  ZChangeStatusBulk,
  ZChangeStatusBulkResult,
  ZChangeStatusResult,
  ZIdParam,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createApplicationBoardService } from './application-board.service.js';
import {
  APPLICATION_EXPORT_HEADERS,
  type ApplicationScope,
  createApplicationListService,
} from './application-list.js';
import { createApplicationStatusService } from './application-status.service.js';

export const applicationListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const lists = createApplicationListService(deps);
  const status = createApplicationStatusService(deps);
  const boards = createApplicationBoardService(deps);
  const read = { guard: guards.authority('CANDIDATE_ACCESS') };
  const shortlisting = { guard: guards.authority('SHORTLISTING') };
  const page = { 200: ZApplicationPage, ...errors };

  // The scoped lists: GET with the simple search, POST criteria with column filters, POST export.
  const scoped: {
    scope: ApplicationScope;
    list: string;
    criteria: string;
    exportPath: string;
    config: typeof read;
  }[] = [
    {
      scope: { kind: 'all' },
      list: L.list,
      criteria: L.criteria,
      exportPath: L.export,
      config: shortlisting,
    },
    {
      scope: { kind: 'selected' },
      list: L.selected,
      criteria: L.selectedCriteria,
      exportPath: L.selectedExport,
      config: read,
    },
  ];
  for (const { scope, list, criteria, exportPath, config } of scoped) {
    app.get(list, { config, schema: { querystring: ZApplicationListQuery, response: page } }, (request) =>
      lists.list(scope, request.query),
    );
    app.post(criteria, { config, schema: { body: ZApplicationCriteria, response: page } }, (request) =>
      lists.criteria(scope, request.body),
    );
    registerListExport(app, {
      path: exportPath,
      guard: config.guard,
      body: ZApplicationCriteria,
      list: () => lists.listOf(scope),
      headers: APPLICATION_EXPORT_HEADERS,
      fileName: scope.kind === 'all' ? 'Applications' : 'Selected_applications',
    });
  }

  // The officer's "Applications to review" (their dashboard's figure): New and Screening
  // applications of the open requisitions the caller works on.
  const toReview = (request: FastifyRequest): ApplicationScope => ({
    kind: 'toReview',
    userId: actorId(request),
  });
  app.get(
    L.toReview,
    { config: shortlisting, schema: { querystring: ZApplicationListQuery, response: page } },
    (request) => lists.list(toReview(request), request.query),
  );
  app.post(
    L.toReviewCriteria,
    { config: shortlisting, schema: { body: ZApplicationCriteria, response: page } },
    (request) => lists.criteria(toReview(request), request.body),
  );
  registerListExport(app, {
    path: L.toReviewExport,
    guard: shortlisting.guard,
    body: ZApplicationCriteria,
    list: (_params, request) => lists.listOf(toReview(request)),
    headers: APPLICATION_EXPORT_HEADERS,
    fileName: 'Applications_to_review',
  });

  // A requisition's candidates panel: the same list narrowed to the requisition.
  app.post(
    P.criteria(':reqId'),
    { config: read, schema: { params: ZIdParam('reqId'), body: ZApplicationCriteria, response: page } },
    (request) => lists.criteria({ kind: 'requisition', id: request.params.reqId }, request.body),
  );
  registerListExport(app, {
    path: P.export(':reqId'),
    guard: read.guard,
    params: ZIdParam('reqId'),
    body: ZApplicationCriteria,
    list: ({ reqId }) => lists.listOf({ kind: 'requisition', id: reqId }),
    headers: APPLICATION_EXPORT_HEADERS,
    fileName: ({ reqId }) => `Candidates_${reqId}`,
  });

  app.get(
    L.board(':reqId'),
    { config: read, schema: { params: ZIdParam('reqId'), response: { 200: ZBoard, ...errors } } },
    (request) => boards.board(request.params.reqId),
  );

  app.post(
    P.changeStatus,
    {
      config: shortlisting,
      schema: { body: ZChangeStatus, response: { 200: ZChangeStatusResult, ...errors } },
    },
    (request) => status.changeStatus(request.body, actorId(request)),
  );

  app.post(
    P.changeStatusBulk,
    {
      config: shortlisting,
      schema: { body: ZChangeStatusBulk, response: { 200: ZChangeStatusBulkResult, ...errors } },
    },
    (request) => status.changeStatusBulk(request.body, actorId(request)),
  );
};
