// Personal data rights: export (a ZIP of data.json and the files) and erase one applicant, and the
// retention setting the scheduled erasure follows. All need ONBOARDING: the export carries the
// employee record's parts and the erasure cannot be undone (docs/decisions.md, "Personal data rights").
import {
  exportFileName,
  PRIVACY_PATHS,
  ZEraseAnswer,
  ZEraseApplicant,
  ZIdParam,
  ZPrivacySettings,
  ZPrivacySettingsAnswer,
} from '@hr/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createPrivacyService } from './privacy.service.js';

/** The export as a download; never cached on the way. */
function sendZip(reply: FastifyReply, fileName: string, zip: Buffer) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(zip);
}

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPrivacyService(depsOf(app));
  const onboarding = { guard: guards.authority('ONBOARDING') };

  app.get(
    PRIVACY_PATHS.export(':applicantId'),
    { config: onboarding, schema: { params: ZIdParam('applicantId'), response: errors } },
    async (request, reply) => {
      const zip = await service.exportApplicant(request.params.applicantId, actorId(request));
      return sendZip(reply, exportFileName(request.params.applicantId), zip);
    },
  );

  app.post(
    PRIVACY_PATHS.erase(':applicantId'),
    {
      config: onboarding,
      schema: {
        params: ZIdParam('applicantId'),
        body: ZEraseApplicant,
        response: { 200: ZEraseAnswer, ...errors },
      },
    },
    async (request) => service.erase(request.params.applicantId, request.body.confirmEmail, actorId(request)),
  );

  app.get(
    PRIVACY_PATHS.settings,
    { config: onboarding, schema: { response: { 200: ZPrivacySettings, ...errors } } },
    async () => service.settings(),
  );

  app.put(
    PRIVACY_PATHS.settings,
    {
      config: onboarding,
      schema: { body: ZPrivacySettings, response: { 200: ZPrivacySettingsAnswer, ...errors } },
    },
    async (request) => service.saveSettings(request.body.retentionMonths, actorId(request)),
  );
};
