// Employees (spec section 7 "Employees"): the record (save from a signed contract, read, reveal),
// the list and its summary, and the status conversion. ONBOARDING for all of it, except the read,
// which an Employee may also make of their own record (the service checks whose it is).
import {
  EMPLOYEE_PATHS as P,
  ZEmployeeAnswer,
  ZEmployeeChangeStatus,
  ZEmployeeChangeStatusAnswer,
  ZEmployeeCriteria,
  ZEmployeeListQuery,
  ZEmployeePage,
  ZEmployeeSave,
  ZEmployeeSaveAnswer,
  ZEmployeeSummary,
  ZIdParam,
  ZMyEmployee,
  ZRevealEmployeeField,
  ZRevealedEmployeeField,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListExport } from '../../lib/list-export.js';
import { errors } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createEmployeeListService, EMPLOYEE_EXPORT_HEADERS, EMPLOYEE_LIST } from './employee-list.js';
import { createEmployeesService } from './employees.service.js';

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const employees = createEmployeesService({ ...deps, sessions: app.sessions });
  const lists = createEmployeeListService(deps);
  const onboarding = { guard: guards.authority('ONBOARDING') };
  const page = { 200: ZEmployeePage, ...errors };

  app.get(
    P.list,
    { config: onboarding, schema: { querystring: ZEmployeeListQuery, response: page } },
    (request) => lists.list(request.query),
  );
  app.post(
    P.criteria,
    { config: onboarding, schema: { body: ZEmployeeCriteria, response: page } },
    (request) => lists.criteria(request.body),
  );
  registerListExport(app, {
    path: P.export,
    guard: onboarding.guard,
    body: ZEmployeeCriteria,
    list: () => EMPLOYEE_LIST,
    headers: EMPLOYEE_EXPORT_HEADERS,
    fileName: 'Employees',
  });
  app.get(P.summary, { config: onboarding, schema: { response: { 200: ZEmployeeSummary, ...errors } } }, () =>
    lists.summary(),
  );

  app.post(
    P.save(':contractId'),
    {
      config: onboarding,
      schema: {
        params: ZIdParam('contractId'),
        body: ZEmployeeSave,
        response: { 200: ZEmployeeSaveAnswer, ...errors },
      },
    },
    (request) => employees.save(request.params.contractId, request.body, actorId(request)),
  );

  app.get(
    P.get(':employeId'),
    {
      // Staff: ONBOARDING reads any record, an Employee only their own (the service decides).
      config: { guard: guards.staff },
      schema: { params: ZIdParam('employeId'), response: { 200: ZEmployeeAnswer, ...errors } },
    },
    async (request) => ({
      data: await employees.get(request.params.employeId, {
        id: actorId(request),
        roles: request.user.roles,
        authorities: request.user.authorities,
      }),
    }),
  );

  app.get(
    P.mine,
    { config: { guard: guards.staff }, schema: { response: { 200: ZMyEmployee, ...errors } } },
    (request) => employees.mine(actorId(request)),
  );

  app.post(
    P.reveal(':employeId'),
    {
      config: onboarding,
      schema: {
        params: ZIdParam('employeId'),
        body: ZRevealEmployeeField,
        response: { 200: ZRevealedEmployeeField, ...errors },
      },
    },
    (request) => employees.reveal(request.params.employeId, request.body.field, actorId(request)),
  );

  app.post(
    P.changeStatus,
    {
      config: onboarding,
      schema: { body: ZEmployeeChangeStatus, response: { 200: ZEmployeeChangeStatusAnswer, ...errors } },
    },
    (request) => employees.changeStatus(request.body, actorId(request)),
  );
};
