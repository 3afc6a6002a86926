// The application record's calls (spec section 7 "Applications"). Reads need CANDIDATE_ACCESS or
// SHORTLISTING (the officer screens at `/appsch/{id}`), and so does a review; the other writes are the
// onboarding screen's (`/appfrm/{id}`), so ONBOARDING. Compliance keeps CANDIDATE_ACCESS to read.
import {
  APPLICATION_RECORD_PATHS as P,
  ZApplicantContactUpdate,
  ZApplicationCreate,
  ZApplicationRecord,
  ZApplicationSaved,
  ZApplicationUpdate,
  ZChangeReview,
  ZComplianceApplication,
  ZComplianceApplicationAnswer,
  ZComplianceStatusAnswer,
  ZComplianceStatusChange,
  ZCreateProfileResult,
  ZId,
  ZIdParam,
  ZInterviewStep,
  ZResumeReplaced,
  ZResumeReport,
  ZResumeReportQuery,
  ZReviews,
  ZSaveComplianceApplication,
  ZUpdateResumeQuery,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, type Guard, guards } from '../../plugins/auth.js';
import { createApplicationRecordService } from './application-record.service.js';

const read: { guard: Guard } = {
  guard: { kind: 'anyAuthority', authorities: ['CANDIDATE_ACCESS', 'SHORTLISTING'] },
};
const review: { guard: Guard } = {
  guard: { kind: 'anyAuthority', authorities: ['SHORTLISTING', 'ONBOARDING'] },
};
const write = { guard: guards.authority('ONBOARDING') };
const complianceRead = { guard: guards.authority('CANDIDATE_ACCESS') };

export const applicationRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationRecordService(depsOf(app));

  app.get(
    P.get(':id'),
    { config: read, schema: { params: ZIdParam('id'), response: { 200: ZApplicationRecord, ...errors } } },
    (request) => service.get(request.params.id),
  );

  app.post(
    P.create,
    { config: write, schema: { body: ZApplicationCreate, response: { 200: ZApplicationSaved, ...errors } } },
    (request) => service.create(request.body, actorId(request)),
  );

  app.post(
    P.update(':applicationId'),
    {
      config: write,
      schema: {
        params: ZIdParam('applicationId'),
        body: ZApplicationUpdate,
        response: { 200: ZApplicationSaved, ...errors },
      },
    },
    (request) => service.update(request.params.applicationId, request.body, actorId(request)),
  );

  // The name and phones stay correctable after an interview (the rest of the details are locked).
  app.post(
    P.updateContact(':applicationId'),
    {
      config: write,
      schema: {
        params: ZIdParam('applicationId'),
        body: ZApplicantContactUpdate,
        response: { 200: ZApplicationSaved, ...errors },
      },
    },
    (request) => service.updateContact(request.params.applicationId, request.body, actorId(request)),
  );

  app.post(
    P.updateResume(':applicationId', ':resumeId'),
    {
      config: write,
      schema: {
        params: z.object({ applicationId: ZId, resumeId: ZId }),
        querystring: ZUpdateResumeQuery,
        body: ZNoBody,
        response: { 200: ZResumeReplaced, ...errors },
      },
    },
    (request) =>
      service.updateResume(
        request.params.applicationId,
        request.params.resumeId,
        actorId(request),
        request.query.confirm === 'true',
      ),
  );

  app.get(
    P.resumeReport,
    {
      config: read,
      schema: { querystring: ZResumeReportQuery, response: { 200: ZResumeReport, ...errors } },
    },
    (request) => service.report(request.query.applicationId),
  );

  app.post(
    P.createProfile(':id'),
    {
      config: write,
      schema: { params: ZIdParam('id'), body: ZNoBody, response: { 200: ZCreateProfileResult, ...errors } },
    },
    (request) => service.createProfile(request.params.id, actorId(request)),
  );

  app.post(
    P.changeReview,
    { config: review, schema: { body: ZChangeReview, response: { 200: ZReviews, ...errors } } },
    (request) => service.changeReview(request.body, actorId(request)),
  );

  app.get(
    P.reviews(':applicationId'),
    {
      config: read,
      schema: { params: ZIdParam('applicationId'), response: { 200: ZReviews, ...errors } },
    },
    (request) => service.reviews(request.params.applicationId),
  );

  app.get(
    P.compliance(':id'),
    {
      config: complianceRead,
      schema: { params: ZIdParam('id'), response: { 200: ZComplianceApplicationAnswer, ...errors } },
    },
    (request) => service.compliance(request.params.id),
  );

  app.post(
    P.compliance(':id'),
    {
      config: write,
      schema: {
        params: ZIdParam('id'),
        body: ZSaveComplianceApplication,
        response: { 200: ZComplianceApplication, ...errors },
      },
    },
    (request) => service.saveCompliance(request.params.id, request.body, actorId(request)),
  );

  app.get(
    P.interviewSteps(':id'),
    {
      config: read,
      schema: { params: ZIdParam('id'), response: { 200: z.array(ZInterviewStep), ...errors } },
    },
    (request) => service.interviewSteps(request.params.id),
  );
};

/** The HR API's part of the record (`/api/hr/v1`): HR's decision on the compliance documents. */
export const applicationHrRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplicationRecordService(depsOf(app));

  app.post(
    P.complianceChangeStatus,
    {
      config: write,
      schema: { body: ZComplianceStatusChange, response: { 200: ZComplianceStatusAnswer, ...errors } },
    },
    (request) => service.changeComplianceStatus(request.body, actorId(request)),
  );
};
