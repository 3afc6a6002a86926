// The organisation's settings: every signed-in person reads the time zone (the web's "today" and the
// zone its times carry); JOB_POSTING, who maintains Reference Data, changes it.
import {
  LOGO_MAX_BYTES,
  ORGANISATION_MESSAGES,
  ORGANISATION_PATHS,
  ZOrgSettings,
  ZOrgSettingsAnswer,
  ZOrgSettingsView,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errors, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { readOneUpload } from '../../lib/upload.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createOrganisationService } from './organisation.service.js';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrganisationService(depsOf(app));

  app.get(
    ORGANISATION_PATHS.settings,
    { config: { guard: guards.signedIn }, schema: { response: { 200: ZOrgSettingsView, ...errors } } },
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

  // The logo (multipart, field `file`): a picture within its own limit, checked by its bytes.
  app.put(
    ORGANISATION_PATHS.logo,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { response: { 200: ZOrgSettingsAnswer, ...errors } },
    },
    async (request) => {
      const upload = await readOneUpload(request, LOGO_MAX_BYTES, ORGANISATION_MESSAGES.noLogo).catch(
        (error: unknown) => {
          // The upload's own refusal, worded for a logo and shown on its field.
          if (error instanceof AppError && error.code === 'FILE_TOO_LARGE')
            throw new AppError('FILE_TOO_LARGE', ORGANISATION_MESSAGES.logoSize, {
              file: ORGANISATION_MESSAGES.logoSize,
            });
          throw error;
        },
      );
      return service.setLogo(upload, actorId(request));
    },
  );

  app.delete(
    ORGANISATION_PATHS.logo,
    {
      config: { guard: guards.authority('JOB_POSTING') },
      schema: { body: ZNoBody, response: { 200: ZOrgSettingsAnswer, ...errors } },
    },
    (request) => service.removeLogo(actorId(request)),
  );
};
