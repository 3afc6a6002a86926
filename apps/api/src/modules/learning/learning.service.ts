// Learning management: the catalogue (HR writes, staff read), assignments by rule or by hand, and
// completions (the employee's own, or HR's) whose expiry follows from the course's renewal cycle.
// Who may do what: HR (ONBOARDING) everything; a manager reads their reports' (employee.manager_id);
// an employee their own. A record the caller may not see answers 404, as a missing one does.
import {
  dateOfDay,
  expiryOf,
  hasAuthority,
  LEARNING_MESSAGES,
  MESSAGES,
  type TAssignAnswer,
  type TAssignInput,
  type TCompletionInput,
  type TCourse,
  type TCourseInput,
  type TCoursePage,
  type TLearningMe,
  type TListQuery,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageByKeys, runList } from '../../lib/list-query.js';
import { orgToday } from '../../lib/org-settings.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { COURSE_LIST } from './learning-lists.js';
import { applyLearningRules } from './learning-sql.js';

/** Who calls: the token's user id and authorities. */
export interface LearningCaller {
  id: number;
  authorities: readonly string[];
}

export const isHr = (caller: LearningCaller) => hasAuthority(caller.authorities, 'ONBOARDING');

const COURSE_INCLUDE = {
  materialFile: { select: { id: true, originalName: true } },
  departments: { select: { department: { select: { id: true, name: true } } } },
  positionTypes: { select: { positionType: { select: { id: true, name: true } } } },
} satisfies Prisma.LearningCourseInclude;
type CourseRow = Prisma.LearningCourseGetPayload<{ include: typeof COURSE_INCLUDE }>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function toCourse(row: CourseRow): TCourse {
  return {
    id: row.id,
    title: row.title,
    provider: row.provider,
    delivery: row.delivery as TCourse['delivery'],
    durationHours: row.durationHours,
    mandatory: row.mandatory,
    departments: row.departments.map((item) => item.department).sort(byName),
    positionTypes: row.positionTypes.map((item) => item.positionType).sort(byName),
    renewalMonths: row.renewalMonths,
    link: row.link,
    material: row.materialFile,
  };
}

export function createLearningService({ db, lists, clock }: Pick<ServiceDeps, 'db' | 'lists' | 'clock'>) {
  const { prisma } = db;
  // The organisation's today (its zone): the day a course is started, falls due or may be completed.
  const today = () => orgToday(prisma, clock());

  async function checkReferences(input: {
    departmentIds: number[];
    positionTypeIds: number[];
    employeeIds?: number[];
  }) {
    const distinct = (ids: number[]) => new Set(ids).size;
    if (
      input.departmentIds.length &&
      (await prisma.department.count({ where: { id: { in: input.departmentIds } } })) !==
        distinct(input.departmentIds)
    )
      throw new AppError('INVALID_REFERENCE', LEARNING_MESSAGES.unknownDepartment, {
        departmentIds: LEARNING_MESSAGES.unknownDepartment,
      });
    if (
      input.positionTypeIds.length &&
      (await prisma.positionType.count({ where: { id: { in: input.positionTypeIds } } })) !==
        distinct(input.positionTypeIds)
    )
      throw new AppError('INVALID_REFERENCE', LEARNING_MESSAGES.unknownPositionType, {
        positionTypeIds: LEARNING_MESSAGES.unknownPositionType,
      });
    if (
      input.employeeIds?.length &&
      (await prisma.employee.count({ where: { id: { in: input.employeeIds } } })) !==
        distinct(input.employeeIds)
    )
      throw new AppError('INVALID_REFERENCE', LEARNING_MESSAGES.unknownEmployee, {
        employeeIds: LEARNING_MESSAGES.unknownEmployee,
      });
  }

  /** A file the caller uploaded (HR may name any): a certificate or material must be one. */
  async function checkFile(fileId: number | null, caller: LearningCaller, field: string) {
    if (fileId === null) return;
    const file = await prisma.uploadedFile.findUnique({
      where: { id: fileId },
      select: { uploadedById: true },
    });
    if (!file || (file.uploadedById !== caller.id && !isHr(caller)))
      throw new AppError('INVALID_REFERENCE', LEARNING_MESSAGES.unknownFile, {
        [field]: LEARNING_MESSAGES.unknownFile,
      });
  }

  const courseData = (input: TCourseInput) => ({
    title: input.title,
    provider: input.provider,
    delivery: input.delivery,
    durationHours: input.durationHours,
    mandatory: input.mandatory,
    renewalMonths: input.renewalMonths,
    link: input.link,
    materialFileId: input.materialFileId,
  });
  // A course that is not mandatory has no rule: its lists would mean nothing.
  const departmentLinks = (input: TCourseInput) =>
    input.mandatory ? [...new Set(input.departmentIds)].map((departmentId) => ({ departmentId })) : [];
  const positionTypeLinks = (input: TCourseInput) =>
    input.mandatory ? [...new Set(input.positionTypeIds)].map((positionTypeId) => ({ positionTypeId })) : [];

  async function activeCourse(tx: Prisma.TransactionClient | typeof prisma, id: number) {
    const course = await tx.learningCourse.findFirst({ where: { id, active: true }, select: { id: true } });
    if (!course) throw notFound('Course', id);
  }

  return {
    async me(caller: LearningCaller): Promise<TLearningMe> {
      const [own, reports] = await Promise.all([
        prisma.employee.findUnique({ where: { userId: caller.id }, select: { id: true } }),
        prisma.employee.count({ where: { managerId: caller.id } }),
      ]);
      return { employeeId: own?.id ?? null, manager: reports > 0 };
    },

    async courses(query: TListQuery): Promise<TCoursePage> {
      const page = await runList<{ id: number }>(lists, COURSE_LIST, query);
      return pageByKeys(
        page,
        (ids) => prisma.learningCourse.findMany({ where: { id: { in: ids } }, include: COURSE_INCLUDE }),
        toCourse,
      );
    },

    async createCourse(input: TCourseInput, caller: LearningCaller) {
      await checkReferences(input);
      await checkFile(input.materialFileId, caller, 'materialFileId');
      const day = await today();
      await prisma.$transaction(async (tx) => {
        const course = await tx.learningCourse.create({
          data: {
            ...courseData(input),
            departments: { create: departmentLinks(input) },
            positionTypes: { create: positionTypeLinks(input) },
          },
          select: { id: true },
        });
        await audit(tx, {
          userId: caller.id,
          entity: 'LearningCourse',
          id: course.id,
          action: 'CREATE',
          details: { title: input.title },
        });
        await applyLearningRules(tx, day, { courseId: course.id });
      });
      return { message: MESSAGES.successfullySaved };
    },

    /** The rule is applied again (idempotent): employees it now covers get the course. */
    async updateCourse(id: number, input: TCourseInput, caller: LearningCaller) {
      await activeCourse(prisma, id);
      await checkReferences(input);
      await checkFile(input.materialFileId, caller, 'materialFileId');
      const day = await today();
      await prisma.$transaction(async (tx) => {
        await tx.learningCourse.update({
          where: { id },
          data: {
            ...courseData(input),
            departments: { deleteMany: {}, create: departmentLinks(input) },
            positionTypes: { deleteMany: {}, create: positionTypeLinks(input) },
          },
        });
        await audit(tx, {
          userId: caller.id,
          entity: 'LearningCourse',
          id,
          action: 'UPDATE',
          details: { title: input.title },
        });
        await applyLearningRules(tx, day, { courseId: id });
      });
      return { message: MESSAGES.successfullySaved };
    },

    /** Leaves the catalogue; its assignments and completions stay on record. */
    async deleteCourse(id: number, caller: LearningCaller) {
      await activeCourse(prisma, id);
      await prisma.$transaction(async (tx) => {
        await tx.learningCourse.update({ where: { id }, data: { active: false } });
        await audit(tx, { userId: caller.id, entity: 'LearningCourse', id, action: 'DELETE' });
      });
      return { message: MESSAGES.deleted };
    },

    /**
     * By rule (departments, position types) and/or by hand; one already assigned is skipped (not
     * counted), except that an employee named by hand with an open assignment takes the new due date.
     */
    async assign(input: TAssignInput, caller: LearningCaller): Promise<TAssignAnswer> {
      if (!input.departmentIds.length && !input.positionTypeIds.length && !input.employeeIds.length)
        throw new AppError('VALIDATION_FAILED', LEARNING_MESSAGES.nobodyToAssign, {
          employeeIds: LEARNING_MESSAGES.nobodyToAssign,
        });
      const course = await prisma.learningCourse.findFirst({
        where: { id: input.courseId, active: true },
        select: { id: true },
      });
      if (!course)
        throw new AppError('INVALID_REFERENCE', LEARNING_MESSAGES.unknownCourse, {
          courseId: LEARNING_MESSAGES.unknownCourse,
        });
      await checkReferences(input);
      const ruled = input.departmentIds.length > 0 || input.positionTypeIds.length > 0;
      const assigned = await prisma.$transaction(async (tx) => {
        // Employees of the chosen departments AND position types (a list left empty does not narrow),
        // plus the employees named; "where not already assigned" by the unique key.
        const count = await tx.$executeRawUnsafe(
          `INSERT INTO learning_assignment (course_id, employee_id, due_date, source)
           SELECT $1::int, e.id, $2::date, 'MANUAL' FROM employee e
            WHERE e.status <> 'TERMINATED' AND (
              ($3::boolean AND (cardinality($4::int[]) = 0 OR e.department_id = ANY($4::int[]))
                           AND (cardinality($5::int[]) = 0 OR e.position_type_id = ANY($5::int[])))
              OR e.id = ANY($6::int[]))
           ON CONFLICT (employee_id, course_id) DO NOTHING`,
          input.courseId,
          input.dueDate,
          ruled,
          input.departmentIds,
          input.positionTypeIds,
          input.employeeIds,
        );
        // An employee named by hand whose assignment is still open (a rule made it) takes this due date.
        await tx.$executeRawUnsafe(
          `UPDATE learning_assignment SET due_date = $2::date, updated_at = now()
            WHERE course_id = $1::int AND employee_id = ANY($3::int[]) AND completed_on IS NULL
              AND due_date IS DISTINCT FROM $2::date`,
          input.courseId,
          input.dueDate,
          input.employeeIds,
        );
        await audit(tx, {
          userId: caller.id,
          entity: 'LearningCourse',
          id: input.courseId,
          action: 'ASSIGN',
          details: {
            dueDate: input.dueDate,
            departmentIds: input.departmentIds,
            positionTypeIds: input.positionTypeIds,
            employeeIds: input.employeeIds,
            assigned: count,
          },
        });
        return count;
      });
      return { message: LEARNING_MESSAGES.assigned(assigned), assigned };
    },

    /**
     * A completion by the assignment's employee or HR (anyone else: 404). Its expiry follows from the
     * course's renewal cycle; the assignment shows the latest completion, so a later one renews.
     */
    async complete(id: number, input: TCompletionInput, caller: LearningCaller) {
      const assignment = await prisma.learningAssignment.findUnique({
        where: { id },
        select: {
          completedOn: true,
          employee: { select: { userId: true } },
          course: { select: { renewalMonths: true, active: true } },
        },
      });
      if (!assignment?.course.active) throw notFound('Assignment', id);
      if (!isHr(caller) && assignment.employee.userId !== caller.id) throw notFound('Assignment', id);
      if (input.completedOn > (await today()))
        throw new AppError('VALIDATION_FAILED', LEARNING_MESSAGES.completedInFuture, {
          completedOn: LEARNING_MESSAGES.completedInFuture,
        });
      await checkFile(input.certificateFileId, caller, 'certificateFileId');
      const expiresOn = expiryOf(input.completedOn, assignment.course.renewalMonths);
      const latest = {
        completedOn: dateOfDay(input.completedOn),
        score: input.score,
        expiresOn: expiresOn ? dateOfDay(expiresOn) : null,
        certificateFileId: input.certificateFileId,
      };
      await prisma.$transaction(async (tx) => {
        await tx.learningCompletion.create({
          data: { assignmentId: id, recordedById: caller.id, ...latest },
        });
        // An older completion recorded late stays in the history only.
        await tx.learningAssignment.updateMany({
          where: { id, OR: [{ completedOn: null }, { completedOn: { lte: latest.completedOn } }] },
          data: latest,
        });
        await audit(tx, {
          userId: caller.id,
          entity: 'LearningAssignment',
          id,
          action: 'COMPLETE',
          details: {
            completedOn: input.completedOn,
            expiresOn,
            score: input.score,
          },
        });
      });
      return { message: LEARNING_MESSAGES.completed };
    },

    /** The employee (or HR) starts a course: IN_PROGRESS until completed. Starting twice changes nothing. */
    async start(id: number, caller: LearningCaller) {
      const assignment = await prisma.learningAssignment.findUnique({
        where: { id },
        select: {
          startedOn: true,
          employee: { select: { userId: true } },
          course: { select: { active: true } },
        },
      });
      if (!assignment?.course.active) throw notFound('Assignment', id);
      if (!isHr(caller) && assignment.employee.userId !== caller.id) throw notFound('Assignment', id);
      if (assignment.startedOn === null) {
        const day = await today();
        await prisma.$transaction(async (tx) => {
          await tx.learningAssignment.updateMany({
            where: { id, startedOn: null },
            data: { startedOn: dateOfDay(day) },
          });
          await audit(tx, {
            userId: caller.id,
            entity: 'LearningAssignment',
            id,
            action: 'START',
            details: { startedOn: day },
          });
        });
      }
      return { message: LEARNING_MESSAGES.started };
    },

    /** The safety net of the scheduled job: the rules applied to everyone (idempotent). */
    applyRules: async () => applyLearningRules(prisma, await today()),
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
