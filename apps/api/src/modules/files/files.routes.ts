// POST /api/v1/file/upload (multipart, one file) and GET /api/v1/file/{id} (the bytes, as an attachment).
import { FILE_MESSAGES, FILE_PATHS, ZIdParam, ZUploadAnswer, ZUploadQuery } from '@hr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { attachmentDisposition } from './file-name.js';
import { createFileService, type Download } from './files.service.js';

/** The first file of a multipart request, whole in memory (capped at `maxBytes`). */
async function readOneFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new AppError('NO_FILE', FILE_MESSAGES.noFile);
  const tooLarge = () =>
    new AppError('FILE_TOO_LARGE', FILE_MESSAGES.tooLarge(Math.round(maxBytes / (1024 * 1024))));
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError('NO_FILE', FILE_MESSAGES.noFile);
    return { bytes: await part.toBuffer(), givenName: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Busboy's parse errors (no boundary, a cut-off part...) carry no status: the body is the
    // client's fault, so 400 rather than 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status < 500) throw new AppError('MALFORMED_UPLOAD', FILE_MESSAGES.malformed);
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
  const service = createFileService(depsOf(app));
  const signedIn = { guard: guards.signedIn };

  app.post(
    FILE_PATHS.upload,
    {
      config: signedIn,
      schema: { querystring: ZUploadQuery, response: { 200: ZUploadAnswer, ...errors } },
    },
    async (request) => {
      const { bytes, givenName } = await readOneFile(request, app.config.uploadMaxBytes);
      const upload = { bytes, givenName, purpose: request.query.purpose };
      const data = await service.upload(upload, actorId(request));
      return { data };
    },
  );

  app.get(
    FILE_PATHS.download(':id'),
    { config: signedIn, schema: { params: ZIdParam('id'), response: errors } },
    async (request, reply) => {
      const { roles, authorities } = request.user;
      const reader = { id: actorId(request), roles, authorities };
      return sendDownload(reply, await service.download(request.params.id, reader));
    },
  );
};
