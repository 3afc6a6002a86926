// Letters on the HR API (spec section 7 "Letters (HR API)"). Staff calls need SHORTLISTING or
// ONBOARDING for offers and ONBOARDING for contracts; reads are shared with the applicant who owns the
// letter (checked in the service); answering and uploading are the applicant's alone.
import {
  LETTER_PATHS as P,
  ZComplianceDocList,
  ZContractApplicationDetails,
  ZContractLetterAnswer,
  ZEmployeePapers,
  ZIdParam,
  ZLetterIdQuery,
  ZLetterIds,
  ZLetterResponse,
  ZLetterSaved,
  ZLetterSent,
  ZLetterVerification,
  ZOfferApplicationDetails,
  ZOfferLetterAnswer,
  ZSaveContractLetter,
  ZSaveOfferLetter,
  ZUploadCompliance,
  ZUploadComplianceAnswer,
} from '@hr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZMessageAnswer, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { readOneUpload } from '../../lib/upload.js';
import { actorId, guards } from '../../plugins/auth.js';
import type { LetterKind } from './letter-store.js';
import { type Caller, createLettersService } from './letters.service.js';

const offerStaff = { guard: { kind: 'anyAuthority', authorities: ['SHORTLISTING', 'ONBOARDING'] } as const };
const contractStaff = { guard: guards.authority('ONBOARDING') };
/** Staff with the kind's authority, or the applicant whose letter it is (the service decides). */
const staffOrOwner = { guard: guards.signedIn };
const applicantOnly = { guard: guards.applicant };

const callerOf = (request: FastifyRequest): Caller => ({
  id: actorId(request),
  roles: request.user.roles,
  authorities: request.user.authorities,
});

export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLettersService({
    ...depsOf(app),
    log: app.log,
    // Uncompressed page contents under test, so tests can read the text.
    compressPdf: app.config.env !== 'test',
  });

  async function sendPdf(kind: LetterKind, id: number, request: FastifyRequest, reply: FastifyReply) {
    const { stream, size } = await service.pdf(kind, id, callerOf(request));
    const name = kind === 'offer' ? 'offer-letter' : 'contract-letter';
    if (size !== null) reply.header('content-length', String(size));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  }

  async function sendCertificate(kind: LetterKind, id: number, request: FastifyRequest, reply: FastifyReply) {
    const document = await service.certificatePdf(kind, id, callerOf(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${kind}-letter-${id}-certificate.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(document);
  }

  // ---- Offers, HR side
  app.get(
    P.offerApplicationDetails(':applicationId'),
    {
      config: offerStaff,
      schema: { params: ZIdParam('applicationId'), response: { 200: ZOfferApplicationDetails, ...errors } },
    },
    (request) => service.offerDetails(request.params.applicationId),
  );
  app.post(
    P.offerSave,
    { config: offerStaff, schema: { body: ZSaveOfferLetter, response: { 200: ZLetterSaved, ...errors } } },
    (request) => service.saveOffer(request.body, actorId(request)),
  );
  app.get(
    P.offerSend(':id'),
    { config: offerStaff, schema: { params: ZIdParam('id'), response: { 200: ZLetterSent, ...errors } } },
    (request) => service.send('offer', request.params.id, actorId(request)),
  );
  // Sending emails the applicant: the web app POSTs (a prefetcher or a retrying proxy may repeat a
  // GET); the spec's GET stays for its callers.
  app.post(
    P.offerSend(':id'),
    {
      config: offerStaff,
      schema: { params: ZIdParam('id'), body: ZNoBody, response: { 200: ZLetterSent, ...errors } },
    },
    (request) => service.send('offer', request.params.id, actorId(request)),
  );
  app.post(
    P.offerWithdraw(':id'),
    {
      config: offerStaff,
      schema: { params: ZIdParam('id'), body: ZNoBody, response: { 200: ZMessageAnswer, ...errors } },
    },
    (request) => service.withdraw('offer', request.params.id, actorId(request)),
  );

  // ---- Offers, shared reads and the applicant's calls
  app.get(
    P.offerId,
    {
      config: applicantOnly,
      schema: { querystring: ZLetterIdQuery, response: { 200: ZLetterIds, ...errors } },
    },
    (request) => service.letterIds(callerOf(request), request.query.email),
  );
  app.get(
    P.offer(':offerId'),
    {
      config: staffOrOwner,
      schema: { params: ZIdParam('offerId'), response: { 200: ZOfferLetterAnswer, ...errors } },
    },
    (request) => service.offer(request.params.offerId, callerOf(request)),
  );
  app.get(
    P.offerCompliance(':offerId'),
    {
      config: staffOrOwner,
      schema: { params: ZIdParam('offerId'), response: { 200: ZComplianceDocList, ...errors } },
    },
    (request) => service.compliance('offer', request.params.offerId, callerOf(request)),
  );
  app.get(
    P.offerPdf(':offerId'),
    { config: staffOrOwner, schema: { params: ZIdParam('offerId'), response: errors } },
    (request, reply) => sendPdf('offer', request.params.offerId, request, reply),
  );
  app.get(
    P.offerCertificate(':offerId'),
    { config: staffOrOwner, schema: { params: ZIdParam('offerId'), response: errors } },
    (request, reply) => sendCertificate('offer', request.params.offerId, request, reply),
  );
  app.post(
    P.offerRespond(':offerId'),
    {
      config: applicantOnly,
      schema: {
        params: ZIdParam('offerId'),
        body: ZLetterResponse,
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    (request) =>
      service.respond('offer', request.params.offerId, callerOf(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
  app.post(
    P.offerUploadCompliance,
    {
      config: applicantOnly,
      schema: { body: ZUploadCompliance, response: { 200: ZUploadComplianceAnswer, ...errors } },
    },
    (request) => service.uploadCompliance('offer', request.body, callerOf(request)),
  );

  // ---- Contracts, HR side
  app.get(
    P.contractApplicationDetails(':applicationId'),
    {
      config: contractStaff,
      schema: {
        params: ZIdParam('applicationId'),
        response: { 200: ZContractApplicationDetails, ...errors },
      },
    },
    (request) => service.contractDetails(request.params.applicationId),
  );
  app.post(
    P.contractSave,
    {
      config: contractStaff,
      schema: { body: ZSaveContractLetter, response: { 200: ZLetterSaved, ...errors } },
    },
    (request) => service.saveContract(request.body, actorId(request)),
  );
  app.get(
    P.contractSend(':contractId'),
    {
      config: contractStaff,
      schema: { params: ZIdParam('contractId'), response: { 200: ZLetterSent, ...errors } },
    },
    (request) => service.send('contract', request.params.contractId, actorId(request)),
  );
  app.post(
    P.contractSend(':contractId'),
    {
      config: contractStaff,
      schema: { params: ZIdParam('contractId'), body: ZNoBody, response: { 200: ZLetterSent, ...errors } },
    },
    (request) => service.send('contract', request.params.contractId, actorId(request)),
  );
  app.post(
    P.contractWithdraw(':contractId'),
    {
      config: contractStaff,
      schema: { params: ZIdParam('contractId'), body: ZNoBody, response: { 200: ZMessageAnswer, ...errors } },
    },
    (request) => service.withdraw('contract', request.params.contractId, actorId(request)),
  );

  // ---- Contracts, shared reads and the applicant's calls
  app.get(
    P.contract(':contractId'),
    {
      config: staffOrOwner,
      schema: { params: ZIdParam('contractId'), response: { 200: ZContractLetterAnswer, ...errors } },
    },
    (request) => service.contract(request.params.contractId, callerOf(request)),
  );
  app.get(
    P.contractCompliance(':contractId'),
    {
      config: staffOrOwner,
      schema: { params: ZIdParam('contractId'), response: { 200: ZComplianceDocList, ...errors } },
    },
    (request) => service.compliance('contract', request.params.contractId, callerOf(request)),
  );
  app.get(
    P.contractPdf(':contractId'),
    { config: staffOrOwner, schema: { params: ZIdParam('contractId'), response: errors } },
    (request, reply) => sendPdf('contract', request.params.contractId, request, reply),
  );
  app.get(
    P.contractCertificate(':contractId'),
    { config: staffOrOwner, schema: { params: ZIdParam('contractId'), response: errors } },
    (request, reply) => sendCertificate('contract', request.params.contractId, request, reply),
  );

  // ---- What a new hire keeps: HR (ONBOARDING) and the employee (checked in the service).
  app.get(
    P.employeePapers(':employeId'),
    {
      config: staffOrOwner,
      schema: { params: ZIdParam('employeId'), response: { 200: ZEmployeePapers, ...errors } },
    },
    (request) => service.employeePapers(request.params.employeId, callerOf(request)),
  );
  app.post(
    P.contractRespond(':contractId'),
    {
      config: applicantOnly,
      schema: {
        params: ZIdParam('contractId'),
        body: ZLetterResponse,
        response: { 200: ZMessageAnswer, ...errors },
      },
    },
    (request) =>
      service.respond('contract', request.params.contractId, callerOf(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
  app.post(
    P.contractUploadCompliance,
    {
      config: applicantOnly,
      schema: { body: ZUploadCompliance, response: { 200: ZUploadComplianceAnswer, ...errors } },
    },
    (request) => service.uploadCompliance('contract', request.body, callerOf(request)),
  );

  // ---- A signed letter sent back: is it the PDF as issued?
  app.post(
    P.verify,
    {
      config: { guard: guards.authority('ONBOARDING') },
      schema: { response: { 200: ZLetterVerification, ...errors } },
    },
    async (request) => {
      const { bytes } = await readOneUpload(request, app.config.uploadMaxBytes);
      return service.verify(bytes, actorId(request));
    },
  );
};
