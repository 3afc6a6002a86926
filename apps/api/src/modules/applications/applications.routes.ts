import {
  APPLICANT_IDENTITY_PATHS,
  CANDIDATE_PATHS as P,
  ZAddCandidate,
  ZAddCandidateResult,
  ZApplicant,
  ZIdParam,
  ZPhoneCheck,
  ZPhoneCheckAnswer,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createApplicationService } from './applications.service.js';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationService(depsOf(app));
  const read = { guard: guards.authority('CANDIDATE_ACCESS') };
  const write = { guard: guards.authority('SHORTLISTING') };

  app.get(
    P.applicant(':id'),
    { config: read, schema: { params: ZIdParam('id'), response: { 200: ZApplicant, ...errors } } },
    (request) => service.applicant(request.params.id),
  );

  app.post(
    P.addCandidate,
    { config: write, schema: { body: ZAddCandidate, response: { 200: ZAddCandidateResult, ...errors } } },
    (request) => service.addCandidate(request.body, actorId(request)),
  );

  // The adding forms' warning: both add paths (add-candidate, SHORTLISTING; the record's create,
  // ONBOARDING) ask before they save. A POST, so the numbers stay out of URLs and logs.
  app.post(
    APPLICANT_IDENTITY_PATHS.phoneCheck,
    {
      config: { guard: { kind: 'anyAuthority', authorities: ['SHORTLISTING', 'ONBOARDING'] } },
      schema: { body: ZPhoneCheck, response: { 200: ZPhoneCheckAnswer, ...errors } },
    },
    (request) => service.phoneCheck(request.body),
  );
};
