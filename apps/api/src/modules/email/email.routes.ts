import {
  MAIN_PATHS,
  ROLES,
  ZEmailTemplate,
  ZIdParam,
  ZOutboxCriteria,
  ZOutboxDelivery,
  ZOutboxEmail,
  ZOutboxListQuery,
  ZOutboxPage,
  ZSaveEmailTemplate,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createEmailTemplateService } from './email-templates.service.js';
import { createOutboxService, OUTBOX_EXPORT_HEADERS, OUTBOX_LIST } from './outbox.service.js';

/** Email templates (spec: GET and POST /api/v1/email-template) and the Outbox of recorded emails. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createEmailTemplateService(depsOf(app));
  const outbox = createOutboxService({ ...depsOf(app), publicUrl: app.config.publicUrl });

  app.get(
    MAIN_PATHS.emailTemplate,
    {
      config: { guard: guards.recruiting },
      schema: { response: { 200: z.array(ZEmailTemplate), ...errors } },
    },
    () => templates.list(),
  );

  // Editing what every applicant and approver receives is the manager's: JOB_POSTING alone would
  // let officers change it.
  app.post(
    MAIN_PATHS.emailTemplate,
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { body: ZSaveEmailTemplate, response: { 200: ZEmailTemplate, ...errors } },
    },
    (request) => templates.save(request.body, actorId(request)),
  );

  app.get(
    MAIN_PATHS.outbox,
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { querystring: ZOutboxListQuery, response: { 200: ZOutboxPage, ...errors } },
    },
    (request) => outbox.list(request.query),
  );

  app.post(
    MAIN_PATHS.outboxCriteria,
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { body: ZOutboxCriteria, response: { 200: ZOutboxPage, ...errors } },
    },
    (request) => outbox.criteria(request.body),
  );

  registerListExport(app, {
    path: MAIN_PATHS.outboxExport,
    guard: guards.role(ROLES.RECRUITMENT_MANAGER),
    body: ZOutboxCriteria,
    list: () => OUTBOX_LIST,
    headers: OUTBOX_EXPORT_HEADERS,
    fileName: 'Outbox',
  });

  app.get(
    MAIN_PATHS.outboxDelivery,
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { response: { 200: ZOutboxDelivery, ...errors } },
    },
    () => ({ captured: !app.config.smtpUrl }),
  );

  app.get(
    MAIN_PATHS.outboxEmail(':id'),
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { params: ZIdParam('id'), response: { 200: ZOutboxEmail, ...errors } },
    },
    (request) => outbox.get(request.params.id),
  );

  // A POST: revealing is an act the audit records, never something a prefetch does.
  app.post(
    MAIN_PATHS.outboxRevealLinks(':id'),
    {
      config: { guard: guards.role(ROLES.RECRUITMENT_MANAGER) },
      schema: { params: ZIdParam('id'), body: ZNoBody, response: { 200: ZOutboxEmail, ...errors } },
    },
    (request) => outbox.revealLinks(request.params.id, actorId(request)),
  );
};
