// PDF export of requisitions and the job position spreadsheet upload (spec section 7 "Requisitions").
import {
  EXPORT_PATHS,
  JOB_POSITION_IMPORT_COLUMNS,
  JOB_POSITION_TEMPLATE_FILE,
  requisitionPdfFileName,
  ZExportRequest,
  ZImportProgress,
  ZImportProgressQuery,
  ZImportSummary,
  ZRequisitionPdfDataList,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orgToday } from '../../lib/org-settings.js';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { buildWorkbook, readUploadedFile, sendXlsx } from '../../lib/spreadsheet.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createJobPositionImportService, templateExample } from './import.service.js';
import { loadPdfData, RequisitionIncompleteError } from './pdf-data.service.js';
import { renderRequisitionsPdf } from './pdf-render.js';

/** How long an upload's connection may stay silent while its rows are imported. */
const IMPORT_SOCKET_TIMEOUT_MS = 10 * 60_000;

/** Streams a PDF document as a download. */
function sendPdf(reply: FastifyReply, fileName: string, doc: NodeJS.ReadableStream) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(doc);
}

export const requisitionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = createJobPositionImportService(depsOf(app));
  // Uncompressed page contents under test, so tests can read the text.
  const compressPdf = app.config.env !== 'test';

  // An incomplete requisition answers 400 with the spec's message and the incomplete ids.
  async function pdfData(ids: number[]) {
    try {
      return { ok: true, data: await loadPdfData(app.db.pool, ids) } as const;
    } catch (error) {
      if (error instanceof RequisitionIncompleteError) return { ok: false, incomplete: error.body } as const;
      throw error;
    }
  }

  app.post(
    EXPORT_PATHS.pdfData,
    {
      config: { guard: guards.recruiting },
      schema: { body: ZExportRequest, response: { 200: ZRequisitionPdfDataList, ...errors } },
    },
    async (request, reply) => {
      const answer = await pdfData(request.body.ids);
      if (!answer.ok) return reply.status(400).send(answer.incomplete);
      return answer.data;
    },
  );

  app.post(
    EXPORT_PATHS.pdf,
    { config: { guard: guards.recruiting }, schema: { body: ZExportRequest, response: errors } },
    async (request, reply) => {
      const answer = await pdfData(request.body.ids);
      if (!answer.ok) return reply.status(400).send(answer.incomplete);
      const fileName = requisitionPdfFileName(answer.data.map((d) => d.positionId));
      const generatedOn = await orgToday(app.db.prisma, depsOf(app).clock());
      const doc = renderRequisitionsPdf(answer.data, generatedOn, { compress: compressPdf });
      return sendPdf(reply, fileName, doc);
    },
  );

  app.post(
    EXPORT_PATHS.excelUpload,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { querystring: ZImportProgressQuery, response: { 200: ZImportSummary, ...errors } },
    },
    async (request) => {
      // A 10,000-row sheet on a loaded machine outlasts the server's idle-socket limit (twice
      // REQUEST_TIMEOUT_MS) while nothing is sent: this connection may wait for its answer longer.
      request.raw.setTimeout(IMPORT_SOCKET_TIMEOUT_MS);
      return imports.importSheet(await readUploadedFile(request), actorId(request), request.query.progress);
    },
  );

  app.get(
    EXPORT_PATHS.excelUploadProgress(':id'),
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { params: z.object({ id: z.uuid() }), response: { 200: ZImportProgress, ...errors } },
    },
    async (request) => imports.progressOf(request.params.id, actorId(request)),
  );

  app.get(
    EXPORT_PATHS.excelTemplate,
    { config: { guard: guards.authority('JOB_POSTING') }, schema: { response: errors } },
    async (_request, reply) => {
      const buffer = await buildWorkbook('job positions', JOB_POSITION_IMPORT_COLUMNS, [
        templateExample(await orgToday(app.db.prisma, depsOf(app).clock())),
      ]);
      return sendXlsx(reply, JOB_POSITION_TEMPLATE_FILE, buffer);
    },
  );
};
