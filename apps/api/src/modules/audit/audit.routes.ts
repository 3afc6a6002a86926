import { AUDIT_PATHS, ROLES, ZAuditCriteria, ZAuditListQuery, ZAuditPage } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { guards } from '../../plugins/auth.js';
import { createAuditService } from './audit-list.js';

/** Settings > Audit: the Recruitment Manager's, as the other Settings pages (Outbox, Users). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditService(depsOf(app));
  const config = { guard: guards.role(ROLES.RECRUITMENT_MANAGER) };

  app.get(
    AUDIT_PATHS.list,
    { config, schema: { querystring: ZAuditListQuery, response: { 200: ZAuditPage, ...errors } } },
    (request) => audit.list(request.query),
  );
  app.post(
    AUDIT_PATHS.criteria,
    { config, schema: { body: ZAuditCriteria, response: { 200: ZAuditPage, ...errors } } },
    (request) => audit.criteria(request.body),
  );
};
