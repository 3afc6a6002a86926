// "Your applications" for the signed-in applicant (the applicant-only kind): their own applications
// and their withdrawal. Staff are refused by the guard; another applicant's application is 404.
// HR (SHORTLISTING) may send an application's "Application received" email.
import {
  MY_APPLICATIONS_MESSAGES,
  MY_APPLICATIONS_PATHS as P,
  ZApplicationReceivedParam,
  ZApplicationReceivedSent,
  ZMyApplicationParam,
  ZMyApplications,
  ZMyWithdrawal,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { sendApplicationReceived } from './application-received.js';
import { createMyApplicationsService } from './my-applications.service.js';

export const myApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMyApplicationsService(depsOf(app));
  const applicant = { guard: guards.applicant };

  app.get(
    P.list,
    { config: applicant, schema: { response: { 200: ZMyApplications, ...errors } } },
    (request) => service.list(actorId(request)),
  );
  app.post(
    P.withdraw(':id'),
    {
      config: applicant,
      schema: { params: ZMyApplicationParam, body: ZNoBody, response: { 200: ZMyWithdrawal, ...errors } },
    },
    (request) => service.withdraw(actorId(request), request.params.id, request.ip),
  );
  app.post(
    P.sendReceived(':applicationId'),
    {
      config: { guard: guards.authority('SHORTLISTING') },
      schema: {
        params: ZApplicationReceivedParam,
        body: ZNoBody,
        response: { 200: ZApplicationReceivedSent, ...errors },
      },
    },
    async (request) => {
      const sent = await sendApplicationReceived(depsOf(app), request.params);
      return { message: MY_APPLICATIONS_MESSAGES.receivedSent, registered: sent.registered };
    },
  );
};
