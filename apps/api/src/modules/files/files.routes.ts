// POST /api/v1/file/upload (multipart, one file) and GET /api/v1/file/{id} (the bytes, as an attachment).
import { API_BASES, FILE_MESSAGES, FILE_PATHS, ZErrorBody, ZUploadAnswer, ZUploadQuery } from '@hr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { guards } from '../../plugins/auth.js';
import { attachmentDisposition } from './file-name.js';
import { createFileService, type Download } from './files.service.js';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;
const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The first file of a multipart request, whole in memory (capped at `maxBytes`). */
async function readOneFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError(400, FILE_MESSAGES.noFile, 'NO_FILE');
  const tooLarge = () =>
    new AppError(413, FILE_MESSAGES.tooLarge(Math.round(maxBytes / (1024 * 1024))), 'FILE_TOO_LARGE');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError(400, FILE_MESSAGES.noFile, 'NO_FILE');
    return { bytes: await part.toBuffer(), givenName: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Busboy's parse errors (no boundary, a cut-off part...) carry no status: the body is the
    // client's fault, so 400 rather than 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status < 500)
      throw new AppError(400, FILE_MESSAGES.malformed, 'MALFORMED_UPLOAD');
    throw error;
  }
}

/** The bytes as a download with the stored type; never rendered inline, never cached by proxies. */
function sendDownload(reply: FastifyReply, file: Download) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createFileService({ db: app.db, storage: app.storage });
  const signedIn = { guard: guards.signedIn };

  app.post(
    main(FILE_PATHS.upload),
    {
      config: signedIn,
      schema: { querystring: ZUploadQuery, response: { 200: ZUploadAnswer, ...errors } },
    },
    async (request) => {
      const { bytes, givenName } = await readOneFile(request, app.config.uploadMaxBytes);
      const data = await service.upload({ bytes, givenName, purpose: request.query.purpose }, request.user);
      return { data };
    },
  );

  app.get(
    main(FILE_PATHS.download(':id')),
    { config: signedIn, schema: { params: ZIdParam, response: errors } },
    async (request, reply) => {
      return sendDownload(reply, await service.download(request.params.id, request.user));
    },
  );
};
