import {
  INTERVIEW_PATHS,
  ZAssignInterviewer,
  ZIdParam,
  ZInterviewCandidate,
  ZInterviewCriteria,
  ZInterviewFeedback,
  ZInterviewFeedbackInput,
  ZInterviewPage,
  ZInterviewRow,
  ZRescheduleInterview,
  ZScheduleInterview,
  ZUpdateInterview,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createInterviewService, INTERVIEW_EXPORT_HEADERS } from './interviews.service.js';

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewService(depsOf(app));
  const read = { guard: guards.authority('CANDIDATE_ACCESS') };
  const change = { guard: guards.authority('SHORTLISTING') };

  app.get(
    INTERVIEW_PATHS.byRequisition(':reqId'),
    {
      config: read,
      schema: { params: ZIdParam('reqId'), response: { 200: z.array(ZInterviewRow), ...errors } },
    },
    (request) => service.list(request.params.reqId),
  );

  app.post(
    INTERVIEW_PATHS.criteria(':reqId'),
    {
      config: read,
      schema: {
        params: ZIdParam('reqId'),
        body: ZInterviewCriteria,
        response: { 200: ZInterviewPage, ...errors },
      },
    },
    (request) => service.criteria(request.params.reqId, request.body),
  );

  registerListExport(app, {
    path: INTERVIEW_PATHS.export(':reqId'),
    guard: read.guard,
    params: ZIdParam('reqId'),
    body: ZInterviewCriteria,
    list: ({ reqId }) => service.exportList(reqId),
    headers: INTERVIEW_EXPORT_HEADERS,
    fileName: ({ reqId }) => `Interviews_${reqId}`,
  });

  app.get(
    INTERVIEW_PATHS.candidates(':reqId'),
    {
      config: read,
      schema: { params: ZIdParam('reqId'), response: { 200: z.array(ZInterviewCandidate), ...errors } },
    },
    (request) => service.candidates(request.params.reqId),
  );

  app.post(
    INTERVIEW_PATHS.schedule(':candidateId'),
    {
      config: change,
      schema: {
        params: ZIdParam('candidateId'),
        body: ZScheduleInterview,
        response: { 200: ZInterviewRow, ...errors },
      },
    },
    (request) => service.schedule(request.params.candidateId, request.body, actorId(request)),
  );

  app.post(
    INTERVIEW_PATHS.update(':interviewId'),
    {
      config: change,
      schema: {
        params: ZIdParam('interviewId'),
        body: ZUpdateInterview,
        response: { 200: ZInterviewRow, ...errors },
      },
    },
    (request) => service.update(request.params.interviewId, request.body),
  );

  app.post(
    INTERVIEW_PATHS.reschedule,
    { config: change, schema: { body: ZRescheduleInterview, response: { 200: ZInterviewRow, ...errors } } },
    (request) => service.reschedule(request.body),
  );

  app.post(
    INTERVIEW_PATHS.assignInterviewer,
    { config: change, schema: { body: ZAssignInterviewer, response: { 200: ZInterviewRow, ...errors } } },
    (request) => service.assign(request.body),
  );

  // Any staff user reaches the handler; the service lets in the interview's interviewers and
  // SHORTLISTING holders (403 for the others).
  app.post(
    INTERVIEW_PATHS.addFeedback(':interviewId'),
    {
      config: { guard: guards.staff },
      schema: {
        params: ZIdParam('interviewId'),
        body: ZInterviewFeedbackInput,
        response: { 200: ZInterviewFeedback, ...errors },
      },
    },
    (request) =>
      service.addFeedback(request.params.interviewId, request.body, {
        id: actorId(request),
        authorities: request.user.authorities,
      }),
  );
};
