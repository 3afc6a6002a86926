// The careers site (public HTML, no JavaScript needed) and its publication calls (JOB_POSTING, on
// the main API). The site's routes sit at the root, before the web app's fallback, so the SPA's
// empty shell never answers them; every other path still gets the SPA.
import {
  CAREERS_MESSAGES,
  CAREERS_PATHS,
  CAREERS_SITE,
  careersSlug,
  RESUME_MAX_BYTES,
  ZCareersQuery,
  ZIdParam,
  ZPublication,
  ZPublicationAnswer,
  ZPublishRequisition,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errors, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { readUploadFormKeepingFields } from '../../lib/upload.js';
import { actorId, guards } from '../../plugins/auth.js';
import { applicantRetentionMonths } from '../privacy/index.js';
import { createApplyService } from './apply.service.js';
import { issueFormToken } from './form-token.js';
import {
  appliedPage,
  atomFeed,
  listPage,
  messagePage,
  type Org,
  positionPage,
  robotsTxt,
  sitemap,
} from './pages.js';
import { createPublicationService } from './publication.service.js';
import { createSiteService } from './site.service.js';

/** `/api/v1/job_position/{id}/publication`: read, publish (PUT) and unpublish (DELETE). */
export const careersPublicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicationService(depsOf(app));
  const params = ZIdParam('jobPositionId');
  const path = CAREERS_PATHS.publication(':jobPositionId');

  app.get(
    path,
    { config: { guard: guards.recruiting }, schema: { params, response: { 200: ZPublication, ...errors } } },
    (request) => service.get(request.params.jobPositionId),
  );
  app.put(
    path,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { params, body: ZPublishRequisition, response: { 200: ZPublicationAnswer, ...errors } },
    },
    (request) => service.publish(request.params.jobPositionId, request.body, actorId(request)),
  );
  app.delete(
    path,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { params, body: ZNoBody, response: { 200: ZPublicationAnswer, ...errors } },
    },
    (request) => service.unpublish(request.params.jobPositionId, actorId(request)),
  );
};

const HTML = 'text/html; charset=utf-8';
const publicRoute = { guard: guards.public };
/** `{id}-{slug}`: the id decides, the slug is for people and search engines. */
const POSITION_PARAM = /^(\d{1,10})(?:-(.*))?$/;
const ZPositionParams = z.object({ position: z.string().max(300) });

/** The public site: `/careers`, `/careers/{id}-{slug}` (GET and the form's POST), sitemap, feed, robots.txt. */
export const careersSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const site = createSiteService(deps);
  const applying = createApplyService({
    ...deps,
    secret: app.config.jwtSecret,
    limits: {
      maxPerAddress: app.config.careers.maxPerAddress,
      maxPerEmail: app.config.careers.maxPerEmail,
      windowMinutes: app.config.careers.windowMinutes,
    },
    minFillSeconds: app.config.careers.minFillSeconds,
  });
  const origin = app.config.publicUrl;

  async function org(): Promise<Org> {
    return { ...(await site.organisation()), origin };
  }

  // no-cache (asked again each time, a cheap query): an unpublished or closed position leaves at once.
  const send = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('content-type', HTML).header('cache-control', 'no-cache').send(body);

  /** The position named by the path: the page's answer when it is not open (404, 410, 301 to its name). */
  async function positionOf(param: string, reply: FastifyReply, method: 'GET' | 'POST', query: string) {
    const organisation = await org();
    const match = POSITION_PARAM.exec(param);
    const found = match
      ? await site.position(Number(match[1]), organisation.today)
      : { kind: 'missing' as const };
    if (found.kind === 'missing') {
      send(reply, 404, messagePage(organisation, CAREERS_MESSAGES.notFound));
      return null;
    }
    if (found.kind === 'gone') {
      send(reply, 410, messagePage(organisation, CAREERS_MESSAGES.gone));
      return null;
    }
    const canonical = `${found.position.id}-${careersSlug(found.position.positionTitle)}`;
    if (method === 'GET' && param !== canonical) {
      reply.redirect(
        `${CAREERS_SITE.position(found.position.id, found.position.positionTitle)}${query}`,
        301,
      );
      return null;
    }
    return { organisation, position: found.position };
  }

  app.get(CAREERS_SITE.home, { config: publicRoute }, async (request, reply) => {
    const organisation = await org();
    const query = ZCareersQuery.parse(request.query ?? {});
    const result = await site.list(query, organisation.today);
    return send(reply, 200, listPage(organisation, query, result));
  });

  app.get(
    '/careers/:position',
    { config: publicRoute, schema: { params: ZPositionParams } },
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const found = await positionOf(request.params.position, reply, 'GET', rawQuery);
      if (!found) return reply;
      const retention = await applicantRetentionMonths(deps.db.prisma);
      const token = issueFormToken(app.config.jwtSecret, found.position.id, deps.clock());
      return send(
        reply,
        200,
        positionPage(found.position, found.organisation, { values: {}, errors: {}, token }, retention),
      );
    },
  );

  app.post(
    '/careers/:position',
    { config: publicRoute, schema: { params: ZPositionParams } },
    async (request, reply) => {
      const found = await positionOf(request.params.position, reply, 'POST', '');
      if (!found) return reply;
      const { position, organisation } = found;
      const form = await readUploadFormKeepingFields(request, RESUME_MAX_BYTES);
      const outcome = await applying
        .apply({
          positionId: position.id,
          ip: request.ip,
          fields: form.fields,
          ...(form.file ? { file: form.file } : {}),
          ...(form.error ? { fileError: form.error } : {}),
        })
        .catch((error: unknown) => {
          // Closed between the page and the form: the position's own answer.
          if (
            error instanceof AppError &&
            ['REQUISITION_CLOSED', 'REQUISITION_AWAITING_APPROVAL'].includes(error.code)
          )
            return null;
          throw error;
        });
      if (!outcome) return send(reply, 410, messagePage(organisation, CAREERS_MESSAGES.gone));
      if (outcome.kind === 'created') {
        if (outcome.emailError)
          request.log.error(
            { err: outcome.emailError, applicationId: outcome.applicationId },
            'the application was saved but its confirmation email failed',
          );
        return send(reply, 200, appliedPage(position, organisation, outcome.email));
      }
      const retention = await applicantRetentionMonths(deps.db.prisma);
      // A fresh stamp: the person corrects and sends again without waiting for a new page.
      const token = issueFormToken(app.config.jwtSecret, position.id, deps.clock());
      return send(
        reply,
        outcome.status,
        positionPage(
          position,
          organisation,
          {
            values: outcome.values,
            errors: outcome.errors,
            ...(outcome.alert ? { alert: outcome.alert } : {}),
            token,
          },
          retention,
        ),
      );
    },
  );

  app.get(CAREERS_SITE.sitemap, { config: publicRoute }, async (_request, reply) => {
    const organisation = await org();
    const rows = await site.allOpen(organisation.today);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemap(organisation, rows));
  });

  app.get(CAREERS_SITE.feed, { config: publicRoute }, async (_request, reply) => {
    const organisation = await org();
    const rows = await site.allOpen(organisation.today);
    return reply
      .header('content-type', 'application/atom+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(atomFeed(organisation, rows, deps.clock()));
  });

  app.get(CAREERS_SITE.robots, { config: publicRoute }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
};
