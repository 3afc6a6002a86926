// The reports module's routes: the Human Resource Reports (`/canprf`; CANDIDATE_ACCESS) and their export.
import {
  REPORT_PATHS,
  reportCsv,
  reportTable,
  ZHrReports,
  ZReportExportQuery,
  ZReportFilters,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { buildWorkbook, exportCell, sendXlsx } from '../../lib/spreadsheet.js';
import { guards } from '../../plugins/auth.js';
import { createHrReportService } from './hr-reports.service.js';

function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(text);
}

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const hr = createHrReportService(deps);
  const config = { guard: guards.authority('CANDIDATE_ACCESS') };

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
