import {
  API_BASES,
  INTERVIEW_PATHS,
  ZAssignInterviewer,
  ZErrorBody,
  ZInterviewApplicationParam,
  ZInterviewCandidate,
  ZInterviewCriteria,
  ZInterviewFeedback,
  ZInterviewFeedbackInput,
  ZInterviewIdParam,
  ZInterviewPage,
  ZInterviewReqParam,
  ZInterviewRow,
  ZRescheduleInterview,
  ZScheduleInterview,
  ZUpdateInterview,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerListExport } from '../../lib/list-export.js';
import { guards } from '../../plugins/auth.js';
import { createInterviewService, INTERVIEW_EXPORT_HEADERS } from './interviews.service.js';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewService(app);
  const read = { guard: guards.authority('CANDIDATE_ACCESS') };
  const change = { guard: guards.authority('SHORTLISTING') };

  app.get(
    main(INTERVIEW_PATHS.byRequisition(':reqId')),
    {
      config: read,
      schema: { params: ZInterviewReqParam, response: { 200: z.array(ZInterviewRow), ...errors } },
    },
    (request) => service.list(request.params.reqId),
  );

  app.post(
    main(INTERVIEW_PATHS.criteria(':reqId')),
    {
      config: read,
      schema: {
        params: ZInterviewReqParam,
        body: ZInterviewCriteria,
        response: { 200: ZInterviewPage, ...errors },
      },
    },
    (request) => service.criteria(request.params.reqId, request.body),
  );

  registerListExport(app, {
    path: main(INTERVIEW_PATHS.export(':reqId')),
    guard: read.guard,
    params: ZInterviewReqParam,
    body: ZInterviewCriteria,
    list: ({ reqId }) => service.exportList(reqId),
    headers: INTERVIEW_EXPORT_HEADERS,
    fileName: ({ reqId }) => `Interviews_${reqId}`,
  });

  app.get(
    main(INTERVIEW_PATHS.candidates(':reqId')),
    {
      config: read,
      schema: { params: ZInterviewReqParam, response: { 200: z.array(ZInterviewCandidate), ...errors } },
    },
    (request) => service.candidates(request.params.reqId),
  );

  app.post(
    main(INTERVIEW_PATHS.schedule(':candidateId')),
    {
      config: change,
      schema: {
        params: ZInterviewApplicationParam,
        body: ZScheduleInterview,
        response: { 200: ZInterviewRow, ...errors },
      },
    },
    (request) => service.schedule(request.params.candidateId, request.body),
  );

  app.post(
    main(INTERVIEW_PATHS.update(':interviewId')),
    {
      config: change,
      schema: {
        params: ZInterviewIdParam,
        body: ZUpdateInterview,
        response: { 200: ZInterviewRow, ...errors },
      },
    },
    (request) => service.update(request.params.interviewId, request.body),
  );

  app.post(
    main(INTERVIEW_PATHS.reschedule),
    { config: change, schema: { body: ZRescheduleInterview, response: { 200: ZInterviewRow, ...errors } } },
    (request) => service.reschedule(request.body),
  );

  app.post(
    main(INTERVIEW_PATHS.assignInterviewer),
    { config: change, schema: { body: ZAssignInterviewer, response: { 200: ZInterviewRow, ...errors } } },
    (request) => service.assign(request.body),
  );

  // Any staff user reaches the handler; the service lets in the interview's interviewers and
  // SHORTLISTING holders (403 for the others).
  app.post(
    main(INTERVIEW_PATHS.addFeedback(':interviewId')),
    {
      config: { guard: guards.staff },
      schema: {
        params: ZInterviewIdParam,
        body: ZInterviewFeedbackInput,
        response: { 200: ZInterviewFeedback, ...errors },
      },
    },
    (request) => service.addFeedback(request.params.interviewId, request.body, request.user),
  );
};
