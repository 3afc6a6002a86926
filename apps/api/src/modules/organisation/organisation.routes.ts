// The organisation's settings: every signed-in person reads the time zone (the web's "today" and the
// zone its times carry); JOB_POSTING, who maintains Reference Data, changes it.
import { ORGANISATION_PATHS, ZOrgSettings, ZOrgSettingsAnswer } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createOrganisationService } from './organisation.service.js';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrganisationService(depsOf(app));

  app.get(
    ORGANISATION_PATHS.settings,
    { config: { guard: guards.signedIn }, schema: { response: { 200: ZOrgSettings, ...errors } } },
    () => service.settings(),
  );

  app.put(
    ORGANISATION_PATHS.settings,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { body: ZOrgSettings, response: { 200: ZOrgSettingsAnswer, ...errors } },
    },
    (request) => service.save(request.body, actorId(request)),
  );
};
