// The application record's interview calls (spec section 7 "Applications"): reads need
// CANDIDATE_ACCESS, changes SHORTLISTING (as the requisition's interview panel).
import {
  MESSAGES,
  APPLICATION_RECORD_PATHS as P,
  ZEmailSent,
  ZId,
  ZIdParam,
  ZMeetsRequirement,
  ZMeetsRequirementAnswer,
  ZStepInterview,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, type Guard, guards } from '../../plugins/auth.js';
import { createInterviewRecordService } from './interview-record.service.js';
import { createInterviewService } from './interviews.service.js';

export const interviewRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const service = createInterviewRecordService(deps);
  const interviews = createInterviewService(deps);
  // The officer screening at /appsch/{id} (SHORTLISTING) reads the record's interviews too.
  const read = {
    guard: { kind: 'anyAuthority', authorities: ['CANDIDATE_ACCESS', 'SHORTLISTING'] } satisfies Guard,
  };
  const change = { guard: guards.authority('SHORTLISTING') };

  app.get(
    P.stepInterviews(':stepId', ':applicationId'),
    {
      config: read,
      schema: {
        params: z.object({ stepId: ZId, applicationId: ZId }),
        response: { 200: z.array(ZStepInterview), ...errors },
      },
    },
    (request) => service.stepInterviews(request.params.stepId, request.params.applicationId),
  );

  app.delete(
    P.deleteInterview(':interviewId'),
    {
      config: change,
      schema: { params: ZIdParam('interviewId'), response: { 200: ZMessageAnswer, ...errors } },
    },
    (request) => service.remove(request.params.interviewId),
  );

  for (const [path, to] of [
    [P.emailApplicant(':interviewId'), 'applicant'],
    [P.emailInterviewers(':interviewId'), 'interviewers'],
  ] as const) {
    app.get(
      path,
      {
        config: change,
        schema: { params: ZIdParam('interviewId'), response: { 200: ZEmailSent, ...errors } },
      },
      // "Send again": within the resend window of this side's last email it sends nothing (a double click).
      async (request) => ({
        ...(await interviews.sendInvites(request.params.interviewId, to, { resend: true })),
        message: MESSAGES.messageSent,
      }),
    );
  }

  app.post(
    P.meetsRequirement,
    {
      config: change,
      schema: { body: ZMeetsRequirement, response: { 200: ZMeetsRequirementAnswer, ...errors } },
    },
    (request) => service.meetsRequirement(request.body, actorId(request)),
  );
};
