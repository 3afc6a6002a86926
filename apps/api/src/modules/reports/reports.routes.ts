// The reports module's routes: the role dashboards and Recruitment Tracking (CANDIDATE_ACCESS, the
// spec's guard of /recruitmentManager, /recruitmentOfficer, /reqsch and /selreq).
import {
  DASHBOARD_PATHS as P,
  REPORT_PATHS,
  reportCsv,
  reportTable,
  ZHrReports,
  ZIdParam,
  ZManagerDashboard,
  ZOfficerDashboard,
  ZReportExportQuery,
  ZReportFilters,
  ZTrackingCriteria,
  ZTrackingDetail,
  ZTrackingPage,
  ZWaitingApprovals,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { buildWorkbook, exportCell, sendXlsx } from '../../lib/spreadsheet.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createDashboardService } from './dashboards.service.js';
import { createHrReportService } from './hr-reports.service.js';
import { createTrackingService } from './tracking.service.js';

function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(text);
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const dashboards = createDashboardService(deps);
  const tracking = createTrackingService(deps);
  const hr = createHrReportService(deps);
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

  app.get(
    REPORT_PATHS.hr,
    { config, schema: { querystring: ZReportFilters, response: { 200: ZHrReports, ...errors } } },
    (request) => hr.all(request.query),
  );
  app.get(
    REPORT_PATHS.hrExport,
    { config, schema: { querystring: ZReportExportQuery, response: errors } },
    async (request, reply) => {
      const { report, format, ...filters } = request.query;
      const table = reportTable(report, await hr.all(filters));
      // A cell an applicant wrote (a decline reason) must not run as a formula in a spreadsheet.
      const rows = table.rows.map((row) => row.map((cell) => exportCell(cell ?? '')));
      const name = `hr-report-${report}`;
      return format === 'csv'
        ? sendCsv(reply, `${name}.csv`, reportCsv({ ...table, rows }))
        : sendXlsx(reply, `${name}.xlsx`, await buildWorkbook('Report', table.headers, rows));
    },
  );
};
