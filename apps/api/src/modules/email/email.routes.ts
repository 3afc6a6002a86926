import {
  API_BASES,
  MAIN_PATHS,
  ROLES,
  ZEmailTemplate,
  ZErrorBody,
  ZIdParam,
  ZOutboxCriteria,
  ZOutboxEmail,
  ZOutboxListQuery,
  ZOutboxPage,
  ZSaveEmailTemplate,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { guards } from '../../plugins/auth.js';
import { createEmailTemplateService } from './email-templates.service.js';
import { createOutboxService, OUTBOX_EXPORT_HEADERS, OUTBOX_LIST } from './outbox.service.js';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;

/** Email templates (spec: GET and POST /api/v1/email-template) and the Outbox of recorded emails. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createEmailTemplateService(app.db);
  const outbox = createOutboxService(app.db);

  app.get(
    main(MAIN_PATHS.emailTemplate),
    {
      config: { guard: guards.staff },
      schema: { response: { 200: z.array(ZEmailTemplate), ...errors } },
    },
    () => templates.list(),
  );

  // Editing what every applicant and approver receives is the manager's: JOB_POSTING alone would
  // let officers change it.
  app.post(
    main(MAIN_PATHS.emailTemplate),
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { body: ZSaveEmailTemplate, response: { 200: ZEmailTemplate, ...errors } },
    },
    (request) => {
      const userId = Number(request.user.sub);
      return templates.save(request.body, Number.isSafeInteger(userId) ? userId : undefined);
    },
  );

  app.get(
    main(MAIN_PATHS.outbox),
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { querystring: ZOutboxListQuery, response: { 200: ZOutboxPage, ...errors } },
    },
    (request) => outbox.list(request.query),
  );

  app.post(
    main(MAIN_PATHS.outboxCriteria),
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { body: ZOutboxCriteria, response: { 200: ZOutboxPage, ...errors } },
    },
    (request) => outbox.criteria(request.body),
  );

  registerListExport(app, {
    path: main(MAIN_PATHS.outboxExport),
    guard: guards.role(ROLES.RECRUITMENT_MANAGER),
    body: ZOutboxCriteria,
    list: () => OUTBOX_LIST,
    headers: OUTBOX_EXPORT_HEADERS,
    fileName: 'Outbox',
  });

  app.get(
    main(MAIN_PATHS.outboxEmail(':id')),
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { params: ZIdParam, response: { 200: ZOutboxEmail, ...errors } },
    },
    (request) => outbox.get(request.params.id),
  );
};
