// Leave management (issue 13). HR (ONBOARDING) keeps the leave types, the public holidays and the
// balances report; every staff user reaches their own leave, and a manager their reports' (the service
// decides whose: 404 for what the caller may not see, 403 for a decision that is not theirs). The
// emailed decision link's two calls are public: the one-time token is the proof.
import {
  LEAVE_MESSAGES,
  LEAVE_PATHS as P,
  PUBLIC_HOLIDAY_SHEET_COLUMNS,
  ZEmployeeLeave,
  ZIdParam,
  ZLeaveAdjustment,
  ZLeaveBalanceCriteria,
  ZLeaveBalancePage,
  ZLeaveByToken,
  ZLeaveCalendar,
  ZLeaveCalendarQuery,
  ZLeaveCancel,
  ZLeaveDecision,
  ZLeaveDecisionByLink,
  ZLeaveRequest,
  ZLeaveRequestAnswer,
  ZLeaveRequestInput,
  ZLeaveRequestPage,
  ZLeaveRequestPreview,
  ZLeaveRequestQuery,
  ZLeaveTokenParam,
  ZLeaveType,
  ZLeaveTypeInput,
  ZLeaveTypeList,
  ZPublicHoliday,
  ZPublicHolidayInput,
  ZPublicHolidayList,
  ZPublicHolidayQuery,
  ZPublicHolidayUploadAnswer,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListExport } from '../../lib/list-export.js';
import { runCriteria } from '../../lib/list-query.js';
import { errors, ZMessageAnswer } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { buildWorkbook, importRejected, readUploadedFile, sendXlsx } from '../../lib/spreadsheet.js';
import { actorId, guards } from '../../plugins/auth.js';
import { LEAVE_BALANCE_EXPORT_HEADERS, LEAVE_BALANCE_LIST } from './leave-balances.js';
import { createLeaveRequestsService, type LeaveCaller } from './leave-requests.service.js';
import { createLeaveSetupService, HOLIDAY_TEMPLATE_ROWS } from './leave-setup.service.js';

const callerOf = (request: FastifyRequest): LeaveCaller => ({
  id: actorId(request),
  authorities: request.user.authorities,
});

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const setup = createLeaveSetupService(deps);
  const requests = createLeaveRequestsService(deps);
  const hr = { guard: guards.authority('ONBOARDING') };
  const staff = { guard: guards.staff };
  const publicLink = { guard: guards.public };

  // ---- leave types (everyone reads them to request leave; HR changes them)
  app.get(P.types, { config: staff, schema: { response: { 200: ZLeaveTypeList, ...errors } } }, () =>
    setup.listTypes(),
  );
  app.post(
    P.types,
    { config: hr, schema: { body: ZLeaveTypeInput, response: { 201: ZLeaveType, ...errors } } },
    async (request, reply) => reply.status(201).send(await setup.createType(request.body, actorId(request))),
  );
  app.put(
    P.type(':id'),
    {
      config: hr,
      schema: { params: ZIdParam('id'), body: ZLeaveTypeInput, response: { 200: ZLeaveType, ...errors } },
    },
    (request) => setup.updateType(request.params.id, request.body, actorId(request)),
  );

  // ---- public holidays (HR, in Settings)
  app.get(
    P.holidays,
    {
      config: staff,
      schema: { querystring: ZPublicHolidayQuery, response: { 200: ZPublicHolidayList, ...errors } },
    },
    (request) => setup.listHolidays(request.query),
  );
  app.post(
    P.holidays,
    { config: hr, schema: { body: ZPublicHolidayInput, response: { 201: ZPublicHoliday, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await setup.createHoliday(request.body, actorId(request))),
  );
  app.put(
    P.holiday(':id'),
    {
      config: hr,
      schema: {
        params: ZIdParam('id'),
        body: ZPublicHolidayInput,
        response: { 200: ZPublicHoliday, ...errors },
      },
    },
    (request) => setup.updateHoliday(request.params.id, request.body, actorId(request)),
  );
  app.delete(
    P.deleteHoliday(':id'),
    { config: hr, schema: { params: ZIdParam('id'), response: { 200: ZMessageAnswer, ...errors } } },
    async (request) => {
      await setup.removeHoliday(request.params.id, actorId(request));
      return { message: LEAVE_MESSAGES.holidayDeleted };
    },
  );
  app.post(
    P.holidaysUpload,
    { config: hr, schema: { response: { 201: ZPublicHolidayUploadAnswer, ...errors } } },
    async (request, reply) => {
      const result = await setup.importHolidays(await readUploadedFile(request), actorId(request));
      if ('rejected' in result) return reply.status(400).send(importRejected(result.rejected));
      return reply.status(201).send(result);
    },
  );
  app.get(P.holidaysTemplate, { config: hr, schema: { response: errors } }, async (_request, reply) => {
    const buffer = await buildWorkbook(
      'Public holidays',
      PUBLIC_HOLIDAY_SHEET_COLUMNS,
      HOLIDAY_TEMPLATE_ROWS,
    );
    return sendXlsx(reply, 'public-holidays-template.xlsx', buffer);
  });

  // ---- requests
  app.get(P.me, { config: staff, schema: { response: { 200: ZEmployeeLeave, ...errors } } }, (request) =>
    requests.me(callerOf(request)),
  );
  app.get(
    P.requests,
    {
      config: staff,
      schema: { querystring: ZLeaveRequestQuery, response: { 200: ZLeaveRequestPage, ...errors } },
    },
    (request) => requests.list(request.query, callerOf(request)),
  );
  app.post(
    P.preview,
    {
      config: staff,
      schema: { body: ZLeaveRequestInput, response: { 200: ZLeaveRequestPreview, ...errors } },
    },
    (request) => requests.preview(request.body, callerOf(request)),
  );
  app.post(
    P.requests,
    {
      config: staff,
      schema: { body: ZLeaveRequestInput, response: { 201: ZLeaveRequestAnswer, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await requests.create(request.body, callerOf(request))),
  );
  app.get(
    P.request(':id'),
    { config: staff, schema: { params: ZIdParam('id'), response: { 200: ZLeaveRequest, ...errors } } },
    (request) => requests.get(request.params.id, callerOf(request)),
  );
  app.post(
    P.decide(':id'),
    {
      config: staff,
      schema: {
        params: ZIdParam('id'),
        body: ZLeaveDecision,
        response: { 200: ZLeaveRequestAnswer, ...errors },
      },
    },
    (request) =>
      requests.decide(request.params.id, request.body.decision, request.body.comment, callerOf(request)),
  );
  app.post(
    P.cancel(':id'),
    {
      config: staff,
      schema: {
        params: ZIdParam('id'),
        body: ZLeaveCancel,
        response: { 200: ZLeaveRequestAnswer, ...errors },
      },
    },
    (request) => requests.cancel(request.params.id, request.body.reason, callerOf(request)),
  );

  // ---- the emailed decision link (public: the token is the proof; single use; expires)
  app.get(
    P.byToken(':token'),
    { config: publicLink, schema: { params: ZLeaveTokenParam, response: { 200: ZLeaveByToken, ...errors } } },
    (request) => requests.byToken(request.params.token),
  );
  app.post(
    P.decideByLink,
    {
      config: publicLink,
      schema: { body: ZLeaveDecisionByLink, response: { 200: ZLeaveRequestAnswer, ...errors } },
    },
    (request) => requests.decideByToken(request.body.token, request.body.decision, request.body.comment),
  );

  // ---- balances, the calendar and the report
  app.get(
    P.balances(':employeeId'),
    {
      config: staff,
      schema: { params: ZIdParam('employeeId'), response: { 200: ZEmployeeLeave, ...errors } },
    },
    (request) => requests.balances(request.params.employeeId, callerOf(request)),
  );
  app.post(
    P.adjust,
    { config: hr, schema: { body: ZLeaveAdjustment, response: { 200: ZEmployeeLeave, ...errors } } },
    (request) => requests.adjust(request.body, actorId(request)),
  );
  app.get(
    P.calendar,
    {
      config: staff,
      schema: { querystring: ZLeaveCalendarQuery, response: { 200: ZLeaveCalendar, ...errors } },
    },
    (request) => requests.calendar(request.query, callerOf(request)),
  );
  app.post(
    P.balanceReport,
    { config: hr, schema: { body: ZLeaveBalanceCriteria, response: { 200: ZLeaveBalancePage, ...errors } } },
    (request) => runCriteria(app.db.pool, LEAVE_BALANCE_LIST, request.body),
  );
  registerListExport(app, {
    path: P.balanceReportExport,
    guard: hr.guard,
    body: ZLeaveBalanceCriteria,
    list: () => LEAVE_BALANCE_LIST,
    headers: LEAVE_BALANCE_EXPORT_HEADERS,
    fileName: 'Leave balances',
  });
};
