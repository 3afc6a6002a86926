// POST /api/v1/file/upload (multipart, one file), GET /api/v1/file/limits (what an upload may be) and
// GET /api/v1/file/{id} (the bytes, as an attachment).
import {
  FILE_PATHS,
  uploadLimits,
  ZIdParam,
  ZUploadAnswer,
  ZUploadLimits,
  ZUploadQuery,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, withRetryAfter } from '../../lib/route-kit.js';
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
    (request, reply) =>
      withRetryAfter(reply, async () => {
        const userId = actorId(request);
        // A user past the quota is refused before the body is read.
        await service.assertCanUpload(userId);
        const { bytes, givenName } = await readOneUpload(request, app.config.uploadMaxBytes);
        const data = await service.upload({ bytes, givenName, purpose: request.query.purpose }, userId);
        return { data };
      }),
  );

  // The browser checks a file against these before sending it; the upload still checks them.
  app.get(
    FILE_PATHS.limits,
    { config: signedIn, schema: { response: { 200: ZUploadLimits, ...errors } } },
    async () => uploadLimits(app.config.uploadMaxBytes),
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
