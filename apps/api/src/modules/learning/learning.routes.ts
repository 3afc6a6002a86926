// /api/v1/learning (issue 13, learning management). The catalogue is read by all staff and written by
// HR (ONBOARDING); assignments are HR's; an employee reads and completes their own (`mine`,
// `complete`: the service checks whose); the matrix is HR's (everyone) or a manager's (their reports).
import {
  makePaging,
  LEARNING_PATHS as P,
  SERVER_MESSAGES,
  ZAssignAnswer,
  ZAssignInput,
  ZAssignmentCriteria,
  ZAssignmentPage,
  ZCompletionInput,
  ZCourseInput,
  ZCourseListQuery,
  ZCoursePage,
  ZIdParam,
  ZLearningMe,
  ZMatrixPage,
  ZMatrixQuery,
  ZMineQuery,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { registerListExport } from '../../lib/list-export.js';
import { errors, ZMessageAnswer, ZNoBody } from '../../lib/route-kit.js';
import { depsOf } from '../../lib/service-deps.js';
import { buildWorkbook, sendXlsx } from '../../lib/spreadsheet.js';
import { actorId, guards } from '../../plugins/auth.js';
import { createLearningService, isHr, type LearningCaller } from './learning.service.js';
import { ASSIGNMENT_EXPORT_HEADERS, createLearningLists, type MatrixScope } from './learning-lists.js';

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const service = createLearningService(deps);
  const lists = createLearningLists(deps);
  const hr = { guard: guards.authority('ONBOARDING') };
  const staff = { guard: guards.staff };
  const message = { 200: ZMessageAnswer, ...errors };
  const caller = (request: { user: { authorities: readonly string[] } }, id: number): LearningCaller => ({
    id,
    authorities: request.user.authorities,
  });

  /** HR sees every row; a manager their reports; anyone else is refused. */
  async function matrixScope(who: LearningCaller): Promise<MatrixScope> {
    if (isHr(who)) return { all: true };
    if ((await service.me(who)).manager) return { all: false, managerId: who.id };
    throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
  }

  app.get(P.me, { config: staff, schema: { response: { 200: ZLearningMe, ...errors } } }, (request) =>
    service.me(caller(request, actorId(request))),
  );

  app.get(
    P.courses,
    { config: staff, schema: { querystring: ZCourseListQuery, response: { 200: ZCoursePage, ...errors } } },
    (request) => service.courses(request.query),
  );
  app.post(P.courses, { config: hr, schema: { body: ZCourseInput, response: message } }, (request) =>
    service.createCourse(request.body, caller(request, actorId(request))),
  );
  app.put(
    P.course(':courseId'),
    { config: hr, schema: { params: ZIdParam('courseId'), body: ZCourseInput, response: message } },
    (request) =>
      service.updateCourse(request.params.courseId, request.body, caller(request, actorId(request))),
  );
  app.delete(
    P.course(':courseId'),
    { config: hr, schema: { params: ZIdParam('courseId'), response: message } },
    (request) => service.deleteCourse(request.params.courseId, caller(request, actorId(request))),
  );

  app.post(
    P.assign,
    { config: hr, schema: { body: ZAssignInput, response: { 200: ZAssignAnswer, ...errors } } },
    (request) => service.assign(request.body, caller(request, actorId(request))),
  );
  app.post(
    P.assignmentsCriteria,
    { config: hr, schema: { body: ZAssignmentCriteria, response: { 200: ZAssignmentPage, ...errors } } },
    (request) => lists.assignments(request.body),
  );
  registerListExport(app, {
    path: P.assignmentsExport,
    guard: hr.guard,
    body: ZAssignmentCriteria,
    list: () => lists.assignmentListNow(),
    headers: ASSIGNMENT_EXPORT_HEADERS,
    fileName: 'Learning-assignments',
  });

  app.get(
    P.mine,
    { config: staff, schema: { querystring: ZMineQuery, response: { 200: ZAssignmentPage, ...errors } } },
    async (request) => {
      const { employeeId } = await service.me(caller(request, actorId(request)));
      if (employeeId === null)
        return { responseDataList: [], paging: makePaging(request.query.page, request.query.size, 0) };
      return lists.mine(employeeId, request.query);
    },
  );
  app.post(
    P.complete(':assignmentId'),
    {
      config: staff,
      schema: { params: ZIdParam('assignmentId'), body: ZCompletionInput, response: message },
    },
    (request) =>
      service.complete(request.params.assignmentId, request.body, caller(request, actorId(request))),
  );

  app.post(
    P.start(':assignmentId'),
    { config: staff, schema: { params: ZIdParam('assignmentId'), body: ZNoBody, response: message } },
    (request) => service.start(request.params.assignmentId, caller(request, actorId(request))),
  );

  app.get(
    P.matrix,
    { config: staff, schema: { querystring: ZMatrixQuery, response: { 200: ZMatrixPage, ...errors } } },
    async (request) => lists.matrix(request.query, await matrixScope(caller(request, actorId(request)))),
  );
  app.get(
    P.matrixExport,
    { config: staff, schema: { querystring: ZMatrixQuery, response: errors } },
    async (request, reply) => {
      const scope = await matrixScope(caller(request, actorId(request)));
      const { headers, rows } = await lists.matrixSheet(request.query, scope);
      return sendXlsx(reply, 'Learning-compliance.xlsx', await buildWorkbook('Compliance', headers, rows));
    },
  );
};
