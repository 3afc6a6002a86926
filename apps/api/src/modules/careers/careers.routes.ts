// The careers site (public HTML, no JavaScript needed) and its publication calls (JOB_POSTING, on
// the main API). The site's routes sit at the root, before the web app's fallback, so the SPA's
// empty shell never answers them; every other path still gets the SPA.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  ZResumeFields,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errors, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { readUploadFormKeepingFields } from '../../lib/upload.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createOrganisationService } from '../organisation/index.js';
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

type OpenRows = Awaited<ReturnType<ReturnType<typeof createSiteService>['allOpen']>>;

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

/**
 * The position page's script, read once: its comments and indentation left out, served under a
 * name with its hash so a browser keeps it for good and a new build's script gets a new name.
 */
function applyScript() {
  const source = readFileSync(new URL('./apply-form.client.mjs', import.meta.url), 'utf8');
  const body = source.replace(/^\s*\/\/.*\n/gm, '').replace(/^\s+/gm, '');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return { name: `apply-${hash}.js`, path: `${CAREERS_SITE.assets}/apply-${hash}.js`, body };
}
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
  const script = applyScript();
  const orgSettings = createOrganisationService(deps);
  const origin = app.config.publicUrl;

  async function org(): Promise<Org> {
    const [organisation, settings] = await Promise.all([site.organisation(), orgSettings.settings()]);
    return { ...organisation, origin, logo: settings.logoUrl, applyScript: script.path };
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

  app.post(
    '/careers/:position/resume-fields',
    { config: publicRoute, schema: { params: ZPositionParams, response: { 200: ZResumeFields, ...errors } } },
    async (request) => {
      const match = POSITION_PARAM.exec(request.params.position);
      const found = match
        ? await site.position(Number(match[1]), (await site.organisation()).today)
        : { kind: 'missing' as const };
      if (found.kind === 'missing') throw new AppError('NOT_FOUND', CAREERS_MESSAGES.notFound);
      if (found.kind === 'gone') throw new AppError('POSITION_GONE', CAREERS_MESSAGES.gone);
      const form = await readUploadFormKeepingFields(request, RESUME_MAX_BYTES);
      const token = form.fields.formToken;
      return applying.resumeFields({
        positionId: found.position.id,
        ip: request.ip,
        formToken: typeof token === 'string' ? token : '',
        ...(form.file ? { file: form.file } : {}),
        ...(form.error ? { fileError: form.error } : {}),
      });
    },
  );

  // The logo: its address carries its file (?v=), so a day's caching never shows an old one for
  // long; the ETag answers a browser's check without the bytes.
  app.get(CAREERS_SITE.logo, { config: publicRoute }, async (request, reply) => {
    const logo = await orgSettings.logo();
    if (!logo)
      return reply
        .status(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('No logo');
    const etag = `"logo-${logo.id}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply
      .header('content-type', logo.mimeType)
      .header('content-length', logo.size)
      .send(await logo.open());
  });

  app.get(
    `${CAREERS_SITE.assets}/:name`,
    { config: publicRoute, schema: { params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      if (request.params.name !== script.name)
        return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(script.body);
    },
  );

  // For search engines and job boards: the open positions now (no-cache, as the pages).
  const openPositionsXml = (path: string, type: string, render: (o: Org, rows: OpenRows) => string) =>
    app.get(path, { config: publicRoute }, async (_request, reply) => {
      const organisation = await org();
      const rows = await site.allOpen(organisation.today);
      return reply
        .header('content-type', `${type}; charset=utf-8`)
        .header('cache-control', 'no-cache')
        .send(render(organisation, rows));
    });
  openPositionsXml(CAREERS_SITE.sitemap, 'application/xml', sitemap);
  openPositionsXml(CAREERS_SITE.feed, 'application/atom+xml', (o, rows) => atomFeed(o, rows, deps.clock()));

  app.get(CAREERS_SITE.robots, { config: publicRoute }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
};
