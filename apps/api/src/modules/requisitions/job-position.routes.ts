import {
  JOB_POSITION_PATHS as P,
  SPEC_TABLE_NAMES,
  SPEC_TABLES,
  ZAuditLog,
  ZComplianceDocument,
  ZComplianceDocumentInput,
  ZFinancial,
  ZFinancialInput,
  ZIdParam,
  ZJobPosition,
  ZJobPositionId,
  ZJobPositionInput,
  ZLocation,
  ZLocationInput,
  ZPositionIdQuery,
  ZPositionRegulatoryList,
  ZProgressSummary,
  ZRegulatoryInput,
  ZRequisitionCheck,
  ZRequisitionLock,
  ZRequisitionSummary,
  ZRequisitionSummaryInput,
  ZStatusChangeAnswer,
  ZStatusChangeInput,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import type { AuditContext } from '../requisition-core/index.js';
import { createJobPositionService } from './job-position.service.js';
import { createSpecTableService } from './spec-tables.js';

// Every staff member may read a requisition's position form (the employee's read-only view);
// financials and the audit log (users' emails) only those who post or recruit.
const read = { guard: guards.staff };
const recruiting = { guard: guards.recruiting };
const write = { guard: guards.authority('JOB_POSTING') };
const ZPositionIdParam = ZIdParam('positionId');
const ZRowIdParam = ZIdParam('id');

/** Who made the change, for the audit log. */
const who = (request: FastifyRequest): AuditContext => ({ userId: actorId(request) });

export const jobPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const service = createJobPositionService(deps);
  const specs = createSpecTableService(deps, service);

  // ---------------------------------------------------------------- job position
  app.post(
    P.save,
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
    P.clone,
    {
      config: write,
      schema: { querystring: ZIdParam('positionId'), response: { 200: ZJobPositionId, ...errors } },
    },
    (request) => service.clone(who(request), request.query.positionId),
  );

  app.get(
    P.get(':positionId'),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZJobPosition, ...errors } } },
    (request) => service.get(request.params.positionId),
  );

  app.get(
    P.check(':positionId'),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZRequisitionCheck, ...errors } } },
    (request) => service.check(request.params.positionId),
  );

  app.post(
    P.status(':positionId'),
    {
      config: write,
      schema: {
        params: ZPositionIdParam,
        body: ZStatusChangeInput,
        response: { 200: ZStatusChangeAnswer, ...errors },
      },
    },
    (request) =>
      service.moveStatus(who(request), request.params.positionId, request.body.status, request.body.reason),
  );

  app.get(
    P.lock(':positionId'),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZRequisitionLock, ...errors } } },
    (request) => service.lockState(request.params.positionId),
  );

  // ---------------------------------------------------------------- location and financial
  app.post(
    P.location,
    { config: write, schema: { body: ZLocationInput, response: { 200: ZLocation, ...errors } } },
    (request) => service.saveLocation(who(request), request.body),
  );
  app.get(
    P.locationOf(':positionId'),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: ZLocation.nullable(), ...errors } },
    },
    (request) => service.getLocation(request.params.positionId),
  );
  app.post(
    P.financial,
    { config: write, schema: { body: ZFinancialInput, response: { 200: ZFinancial, ...errors } } },
    (request) => service.saveFinancial(who(request), request.body),
  );
  app.get(
    P.financialOf(':positionId'),
    {
      config: recruiting,
      schema: { params: ZPositionIdParam, response: { 200: ZFinancial.nullable(), ...errors } },
    },
    (request) => service.getFinancial(request.params.positionId),
  );

  // ---------------------------------------------------------------- specification tables
  for (const table of SPEC_TABLE_NAMES) {
    const { input, row } = SPEC_TABLES[table];
    app.get(
      P.specList(table, ':id'),
      { config: read, schema: { params: ZRowIdParam, response: { 200: z.array(row), ...errors } } },
      (request) => specs.list(table, request.params.id),
    );
    app.post(
      P.specAdd(table),
      { config: write, schema: { body: input, response: { 200: row, ...errors } } },
      (request) => specs.add(who(request), table, request.body),
    );
    app.put(
      P.specRow(table, ':id'),
      { config: write, schema: { params: ZRowIdParam, body: input, response: { 200: row, ...errors } } },
      (request) => specs.update(who(request), table, request.params.id, request.body),
    );
    app.delete(
      P.specRow(table, ':id'),
      { config: write, schema: { params: ZRowIdParam, response: { 200: ZMessageAnswer, ...errors } } },
      async (request) => {
        await specs.remove(who(request), table, request.params.id);
        return { message: 'deleted' };
      },
    );
  }

  // ---------------------------------------------------------------- compliance documents
  app.get(
    P.complianceOf(':positionId'),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: z.array(ZComplianceDocument), ...errors } },
    },
    (request) => service.listCompliance(request.params.positionId),
  );
  app.post(
    P.complianceAdd,
    {
      config: write,
      schema: { body: ZComplianceDocumentInput, response: { 200: ZComplianceDocument, ...errors } },
    },
    (request) => service.addCompliance(who(request), request.body),
  );
  app.put(
    P.complianceUpdate(':id'),
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
    P.complianceDelete(':id'),
    { config: write, schema: { params: ZRowIdParam, response: { 200: ZMessageAnswer, ...errors } } },
    async (request) => {
      await service.removeCompliance(who(request), request.params.id);
      return { message: 'deleted' };
    },
  );

  // ---------------------------------------------------------------- regulatory items
  app.get(
    P.regulatory(':positionId'),
    {
      config: read,
      schema: { params: ZPositionIdParam, response: { 200: ZPositionRegulatoryList, ...errors } },
    },
    (request) => service.listRegulatory(request.params.positionId),
  );
  app.post(
    P.regulatory(':positionId'),
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
    P.summary(':positionId'),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZRequisitionSummary, ...errors } } },
    (request) => service.getSummary(request.params.positionId),
  );
  app.post(
    P.summaryUpdate(':positionId'),
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
    P.progressSummary(':positionId'),
    { config: read, schema: { params: ZPositionIdParam, response: { 200: ZProgressSummary, ...errors } } },
    (request) => service.progressSummary(request.params.positionId),
  );
  app.get(
    P.auditLog(':positionId'),
    { config: recruiting, schema: { params: ZPositionIdParam, response: { 200: ZAuditLog, ...errors } } },
    (request) => service.auditLog(request.params.positionId),
  );
};
