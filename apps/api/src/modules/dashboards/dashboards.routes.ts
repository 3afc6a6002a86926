// The dashboards module's routes: the role dashboards and Recruitment Tracking (CANDIDATE_ACCESS, the
// spec's guard of /recruitmentManager, /recruitmentOfficer, /reqsch and /selreq).
import {
  DASHBOARD_PATHS as P,
  ZIdParam,
  ZManagerDashboard,
  ZOfficerDashboard,
  ZTrackingCriteria,
  ZTrackingDetail,
  ZTrackingPage,
  ZWaitingApprovals,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createDashboardService } from './dashboards.service.js';
import { createTrackingService } from './tracking.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const dashboards = createDashboardService(deps);
  const tracking = createTrackingService(deps);
  const config = { guard: guards.authority('CANDIDATE_ACCESS') };

  app.get(P.manager, { config, schema: { response: { 200: ZManagerDashboard, ...errors } } }, (request) =>
    dashboards.manager(actorId(request)),
  );
  app.get(
    P.managerApprovals,
    { config, schema: { response: { 200: ZWaitingApprovals, ...errors } } },
    (request) => dashboards.waitingApprovals(actorId(request)),
  );
  app.get(P.officer, { config, schema: { response: { 200: ZOfficerDashboard, ...errors } } }, (request) =>
    dashboards.officer(actorId(request)),
  );
  app.post(
    P.trackingCriteria,
    { config, schema: { body: ZTrackingCriteria, response: { 200: ZTrackingPage, ...errors } } },
    (request) => tracking.criteria(request.body, actorId(request)),
  );
  app.get(
    P.tracking(':id'),
    { config, schema: { params: ZIdParam('id'), response: { 200: ZTrackingDetail, ...errors } } },
    (request) => tracking.detail(request.params.id, actorId(request)),
  );
};
