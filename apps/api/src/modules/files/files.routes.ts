// POST /api/v1/file/upload (multipart, one file) and GET /api/v1/file/{id} (the bytes, as an attachment).
import { FILE_PATHS, ZIdParam, ZUploadAnswer, ZUploadQuery } from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { readOneUpload } from '../../lib/upload.js';
import { actorId, guards } from '../../plugins/auth.js';
import { attachmentDisposition } from './file-name.js';
import { createFileService, type Download } from './files.service.js';

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
      const { bytes, givenName } = await readOneUpload(request, app.config.uploadMaxBytes);
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
