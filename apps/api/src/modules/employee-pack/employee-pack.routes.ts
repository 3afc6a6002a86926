// /api/v1/employee-onboarding (spec section 7 "Employee pack"): the list, the upload, the rename or
// replace, the delete. All need ONBOARDING: applicants and employees get their documents through their
// contract letter, and a pack file itself is readable by any signed-in user (files' `maySee`).
import {
  EMPLOYEE_PACK_PATHS,
  ZIdParam,
  ZPackDocumentAnswer,
  ZPackDocumentList,
  ZPackDocumentQuery,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, withRetryAfter, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { readUploadForm } from '../../lib/upload.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createEmployeePackService } from './employee-pack.service.js';

const jsonFields = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export const employeePackRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEmployeePackService(depsOf(app));
  const onboarding = { guard: guards.authority('ONBOARDING') };

  app.get(
    EMPLOYEE_PACK_PATHS.list,
    {
      config: onboarding,
      schema: { querystring: ZPackDocumentQuery, response: { 200: ZPackDocumentList, ...errors } },
    },
    (request) => service.list(request.query),
  );

  app.post(
    EMPLOYEE_PACK_PATHS.create,
    { config: onboarding, schema: { response: { 200: ZPackDocumentAnswer, ...errors } } },
    (request, reply) =>
      withRetryAfter(reply, async () => {
        const { fields, file } = await readUploadForm(request, app.config.uploadMaxBytes);
        return service.create(fields, file, actorId(request));
      }),
  );

  app.put(
    EMPLOYEE_PACK_PATHS.document(':documentId'),
    {
      config: onboarding,
      schema: { params: ZIdParam('documentId'), response: { 200: ZPackDocumentAnswer, ...errors } },
    },
    (request, reply) =>
      withRetryAfter(reply, async () => {
        // A rename without a new file may come as JSON too.
        const { fields, file } = request.isMultipart()
          ? await readUploadForm(request, app.config.uploadMaxBytes)
          : { fields: jsonFields(request.body), file: undefined };
        return service.update(request.params.documentId, fields, file, actorId(request));
      }),
  );

  app.delete(
    EMPLOYEE_PACK_PATHS.document(':documentId'),
    {
      config: onboarding,
      schema: { params: ZIdParam('documentId'), response: { 200: ZMessageAnswer, ...errors } },
    },
    async (request) => service.remove(request.params.documentId, actorId(request)),
  );
};
