import {
  API_BASES,
  JOB_POSITION_PATHS as P,
  SPEC_TABLE_NAMES,
  SPEC_TABLES,
  ZAuditLog,
  ZClonePositionQuery,
  ZComplianceDocument,
  ZComplianceDocumentInput,
  ZErrorBody,
  ZFinancial,
  ZFinancialInput,
  ZJobPosition,
  ZJobPositionId,
  ZJobPositionInput,
  ZLocation,
  ZLocationInput,
  ZPositionIdParam,
  ZPositionIdQuery,
  ZPositionRegulatoryList,
  ZProgressSummary,
  ZRegulatoryInput,
  ZRequisitionCheck,
  ZRequisitionLock,
  ZRequisitionSummary,
  ZRequisitionSummaryInput,
  ZRowIdParam,
  ZStatusChangeAnswer,
  ZStatusChangeInput,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guards } from '../../plugins/auth.js';
import { type AuditContext, moveRequisitionStatus } from '../requisition-core/index.js';
import { createJobPositionService } from './job-position.service.js';
import { createSpecTableService } from './spec-tables.js';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const main = (path: string) => `${API_BASES.main}${path}`;
const read = { guard: guards.staff };
const write = { guard: guards.authority('JOB_POSTING') };
const ZMessage = z.object({ message: z.string() });

/** Who made the change: the token's sub. */
const who = (request: FastifyRequest): AuditContext => {
  const id = Number(request.user.sub);
  return { userId: Number.isSafeInteger(id) && id > 0 ? id : null };
};

export const jobPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createJobPositionService(app.db);
  const specs = createSpecTableService(app.db, service);

  // ---------------------------------------------------------------- job position
  app.post(
    main(P.save),
    {
      config: write,
      schema: {
        querystring: ZPositionIdQuery,
        body: ZJobPositionInput,
        response: { 200: ZJobPositionId, ...errors },
      },
    },
    (request) =>
      request.query.positionId
        ? service.update(who(request), request.query.positionId, request.body)
        : service.create(who(request), request.body),
  );

  app.get(
    main(P.clone),
    {
      config: write,
      schema: { querystring: ZClonePositionQuery, response: { 200: ZJobPositionId, ...errors } },
    },
    (request) => service.clone(who(request), request.query.positionId),
  );

  app.get(
    main(P.get(':positionId')),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZJobPosition, ...errors } } },
    (request) => service.get(request.params.positionId),
  );

  app.get(
    main(P.check(':positionId')),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZRequisitionCheck, ...errors } } },
    (request) => service.check(request.params.positionId),
  );

  app.post(
    main(P.status(':positionId')),
    {
      config: write,
      schema: {
        params: ZPositionIdParam,
        body: ZStatusChangeInput,
        response: { 200: ZStatusChangeAnswer, ...errors },
      },
    },
    (request) =>
      app.db.prisma.$transaction((tx) =>
        moveRequisitionStatus(tx, who(request), request.params.positionId, request.body.status),
      ),
  );

  app.get(
    main(P.lock(':positionId')),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZRequisitionLock, ...errors } } },
    (request) => service.lockState(request.params.positionId),
  );

  // ---------------------------------------------------------------- location and financial
  app.post(
    main(P.location),
    { config: write, schema: { body: ZLocationInput, response: { 200: ZLocation, ...errors } } },
    (request) => service.saveLocation(who(request), request.body),
  );
  app.get(
    main(P.locationOf(':positionId')),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: ZLocation.nullable(), ...errors } },
    },
    (request) => service.getLocation(request.params.positionId),
  );
  app.post(
    main(P.financial),
    { config: write, schema: { body: ZFinancialInput, response: { 200: ZFinancial, ...errors } } },
    (request) => service.saveFinancial(who(request), request.body),
  );
  app.get(
    main(P.financialOf(':positionId')),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: ZFinancial.nullable(), ...errors } },
    },
    (request) => service.getFinancial(request.params.positionId),
  );

  // ---------------------------------------------------------------- specification tables
  for (const table of SPEC_TABLE_NAMES) {
    const { input, row } = SPEC_TABLES[table];
    app.get(
      main(P.specList(table, ':id')),
      { config: read, schema: { params: ZRowIdParam, response: { 200: z.array(row), ...errors } } },
      (request) => specs.list(table, request.params.id),
    );
    app.post(
      main(P.specAdd(table)),
      { config: write, schema: { body: input, response: { 200: row, ...errors } } },
      (request) => specs.add(who(request), table, request.body),
    );
    app.put(
      main(P.specRow(table, ':id')),
      { config: write, schema: { params: ZRowIdParam, body: input, response: { 200: row, ...errors } } },
      (request) => specs.update(who(request), table, request.params.id, request.body),
    );
    app.delete(
      main(P.specRow(table, ':id')),
      { config: write, schema: { params: ZRowIdParam, response: { 200: ZMessage, ...errors } } },
      async (request) => {
        await specs.remove(who(request), table, request.params.id);
        return { message: 'deleted' };
      },
    );
  }

  // ---------------------------------------------------------------- compliance documents
  app.get(
    main(P.complianceOf(':positionId')),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: z.array(ZComplianceDocument), ...errors } },
    },
    (request) => service.listCompliance(request.params.positionId),
  );
  app.post(
    main(P.complianceAdd),
    {
      config: write,
      schema: { body: ZComplianceDocumentInput, response: { 200: ZComplianceDocument, ...errors } },
    },
    (request) => service.addCompliance(who(request), request.body),
  );
  app.put(
    main(P.complianceUpdate(':id')),
    {
      config: write,
      schema: {
        params: ZRowIdParam,
        body: ZComplianceDocumentInput,
        response: { 200: ZComplianceDocument, ...errors },
      },
    },
    (request) => service.updateCompliance(who(request), request.params.id, request.body),
  );
  app.delete(
    main(P.complianceDelete(':id')),
    { config: write, schema: { params: ZRowIdParam, response: { 200: ZMessage, ...errors } } },
    async (request) => {
      await service.removeCompliance(who(request), request.params.id);
      return { message: 'deleted' };
    },
  );

  // ---------------------------------------------------------------- regulatory items
  app.get(
    main(P.regulatory(':positionId')),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: ZPositionRegulatoryList, ...errors } },
    },
    (request) => service.listRegulatory(request.params.positionId),
  );
  app.post(
    main(P.regulatory(':positionId')),
    {
      config: write,
      schema: {
        params: ZPositionIdParam,
        body: ZRegulatoryInput,
        response: { 200: ZPositionRegulatoryList, ...errors },
      },
    },
    (request) => service.saveRegulatory(who(request), request.params.positionId, request.body.regulatoryIds),
  );

  // ---------------------------------------------------------------- summary, progress, audit log
  app.get(
    main(P.summary(':positionId')),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZRequisitionSummary, ...errors } } },
    (request) => service.getSummary(request.params.positionId),
  );
  app.post(
    main(P.summaryUpdate(':positionId')),
    {
      config: write,
      schema: {
        params: ZPositionIdParam,
        body: ZRequisitionSummaryInput,
        response: { 200: ZRequisitionSummary, ...errors },
      },
    },
    (request) => service.saveSummary(who(request), request.params.positionId, request.body.summary),
  );
  app.get(
    main(P.progressSummary(':positionId')),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZProgressSummary, ...errors } } },
    (request) => service.progressSummary(request.params.positionId),
  );
  app.get(
    main(P.auditLog(':positionId')),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZAuditLog, ...errors } } },
    (request) => service.auditLog(request.params.positionId),
  );
};
