// Learning management (issue 13): the course catalogue, assignments (by rule or by hand), completions
// with an expiry from the renewal cycle, the compliance matrix and the reminders. Every path is under
// the main API (`/api/v1`). The names and shapes below are the ones the /reqsum screens were built on:
//   GET  me                                  -> TLearningMe (any staff user)
//   GET  courses?page&size&sort&direction&search -> TCoursePage (any staff user)
//   POST courses, PUT courses/{id} (ZCourseInput), DELETE courses/{id} -> TMessageAnswer (HR)
//   POST assignments (ZAssignInput) -> TAssignAnswer (HR): an employee already assigned is skipped
//   POST assignments/criteria (LEARNING_FILTERS.assignments) -> TAssignmentPage (HR); .../export -> XLSX
//   GET  mine?page&size&sort&direction -> TAssignmentPage (the caller's own)
//   POST assignments/{id}/complete (ZCompletionInput) -> TMessageAnswer (the assignment's employee, or HR)
//   POST assignments/{id}/start (no body) -> TMessageAnswer (the same): IN_PROGRESS until completed
//   GET  matrix?... -> TMatrixPage (HR: everyone; a manager: their reports); GET matrix/export -> XLSX
// HR is the ONBOARDING authority. Dates are YYYY-MM-DD.
import { z } from 'zod';
import { addMonths, daysBetween } from './days.js';
import type { TUploadedFile } from './files.js';
import { ZUploadedFile } from './files.js';
import { ZId } from './ids.js';
import {
  criteriaSchema,
  type ListFilterMap,
  listQuerySchema,
  type PageAnswer,
  pageAnswer,
  SEARCH_MAX_LENGTH,
  ZListQuery,
} from './paging.js';

export const ASSIGNMENT_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'COMPLETED',
  'EXPIRING_SOON',
  'OVERDUE',
  'EXPIRED',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  EXPIRING_SOON: 'Expiring soon',
  OVERDUE: 'Overdue',
  EXPIRED: 'Expired',
};

export const COURSE_DELIVERIES = ['ONLINE', 'CLASSROOM', 'ON_THE_JOB'] as const;
export type CourseDelivery = (typeof COURSE_DELIVERIES)[number];
export const COURSE_DELIVERY_LABELS: Record<CourseDelivery, string> = {
  ONLINE: 'Online',
  CLASSROOM: 'Classroom',
  ON_THE_JOB: 'On the job',
};

export const LEARNING_PATHS = {
  me: '/learning/me',
  courses: '/learning/courses',
  course: (id: number | string) => `/learning/courses/${id}`,
  assign: '/learning/assignments',
  assignmentsCriteria: '/learning/assignments/criteria',
  assignmentsExport: '/learning/assignments/criteria/export',
  mine: '/learning/mine',
  complete: (id: number | string) => `/learning/assignments/${id}/complete`,
  start: (id: number | string) => `/learning/assignments/${id}/start`,
  matrix: '/learning/matrix',
  matrixExport: '/learning/matrix/export',
} as const;

export const LEARNING_FILTERS = {
  assignments: {
    employeeName: { type: 'text', operator: 'STR_CONTAIN' },
    departmentId: { type: 'number', operator: 'NUM_EQUAL' },
    courseId: { type: 'number', operator: 'NUM_EQUAL' },
    dueDate: { type: 'date', operator: 'TIME_EQUAL' },
    status: { type: 'select', operator: 'SEL_EQUAL' },
  },
} as const satisfies Record<string, ListFilterMap>;

/** An expiry within this many days shows EXPIRING_SOON. */
export const EXPIRING_SOON_DAYS = 30;
/** Reminders go this many days before a due date and before an expiry. */
export const LEARNING_REMINDER_DAYS = [30, 7] as const;
/** A course assigned by its rule (a new employee, a changed rule) is due this many days later. */
export const RULE_DUE_DAYS = 30;

export const LEARNING_MESSAGES = {
  assigned: (count: number) => (count === 1 ? '1 employee assigned' : `${count} employees assigned`),
  completed: 'Completion recorded',
  started: 'Marked as started',
  unknownCourse: 'Choose a course from the catalogue',
  unknownDepartment: 'Choose departments from the list',
  unknownPositionType: 'Choose position types from the list',
  unknownEmployee: 'Choose employees from the list',
  unknownFile: 'Upload the file again',
  nobodyToAssign: 'Choose departments, position types or employees',
  completedInFuture: 'The completion date cannot be in the future',
} as const;

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const named = z.object({ id: z.number().int(), name: z.string() });

/** `manager`: the viewer manages at least one employee (employment.managerId). */
export interface TLearningMe {
  employeeId: number | null;
  manager: boolean;
}
export interface TMessageAnswer {
  message: string;
}
export type TAssignAnswer = TMessageAnswer & { assigned: number };

export const ZCourseInput = z.object({
  title: z.string().trim().min(1, 'Enter the course title').max(200),
  provider: z.string().trim().max(200).default(''),
  delivery: z.enum(COURSE_DELIVERIES),
  durationHours: z.number().positive().max(10_000).nullable().default(null),
  mandatory: z.boolean().default(false),
  departmentIds: z.array(ZId).default([]),
  positionTypeIds: z.array(ZId).default([]),
  renewalMonths: z.number().int().min(1).max(240).nullable().default(null),
  link: z.url({ message: 'Enter a web address (https://…)' }).nullable().default(null),
  materialFileId: ZId.nullable().default(null),
});
export type TCourseInput = z.output<typeof ZCourseInput>;

export interface TCourse {
  id: number;
  title: string;
  provider: string;
  delivery: CourseDelivery;
  durationHours: number | null;
  mandatory: boolean;
  departments: z.infer<typeof named>[];
  positionTypes: z.infer<typeof named>[];
  renewalMonths: number | null;
  link: string | null;
  material: TUploadedFile | null;
}
export type TCoursePage = PageAnswer<TCourse>;

export const ZAssignInput = z.object({
  courseId: ZId,
  dueDate: isoDate,
  departmentIds: z.array(ZId).default([]),
  positionTypeIds: z.array(ZId).default([]),
  employeeIds: z.array(ZId).default([]),
});
export type TAssignInput = z.output<typeof ZAssignInput>;

export const ZCompletionInput = z.object({
  completedOn: isoDate,
  score: z.number().min(0).max(100).nullable().default(null),
  certificateFileId: ZId.nullable().default(null),
});
export type TCompletionInput = z.output<typeof ZCompletionInput>;

/** `courseLink`, `courseMaterial`, `renewalMonths`: the course's; `expiresOn`: completion + renewal. */
export interface TAssignmentRow {
  id: number;
  employeeId: number;
  employeeName: string;
  departmentName: string | null;
  courseId: number;
  courseTitle: string;
  courseLink: string | null;
  courseMaterial: TUploadedFile | null;
  renewalMonths: number | null;
  dueDate: string | null;
  status: AssignmentStatus;
  completedOn: string | null;
  score: number | null;
  expiresOn: string | null;
  certificate: TUploadedFile | null;
}
export type TAssignmentPage = PageAnswer<TAssignmentRow>;

/** `status`: employees with at least one mandatory course in that status. */
export interface TMatrixQuery {
  page: number;
  size: number;
  search?: string;
  departmentId?: number;
  positionTypeId?: number;
  status?: AssignmentStatus;
}
export interface TMatrixCell {
  courseId: number;
  status: AssignmentStatus;
  dueDate: string | null;
  expiresOn: string | null;
}
export interface TMatrixRow {
  employeeId: number;
  employeeName: string;
  departmentName: string | null;
  positionTypeName: string | null;
  cells: TMatrixCell[];
}
/**
 * Rows: employees (not terminated) with their cells for the mandatory courses that apply to them (a
 * course not required of an employee has no cell). `courses`: the columns, every mandatory course.
 */
export type TMatrixPage = PageAnswer<TMatrixRow> & { courses: { id: number; title: string }[] };

// ---------------------------------------------------------------- server-side schemas (answers, queries)

const ZStatus = z.enum(ASSIGNMENT_STATUSES);

export const COURSE_SORT_COLUMNS = [
  'title',
  'provider',
  'delivery',
  'durationHours',
  'renewalMonths',
] as const;
export const ZCourseListQuery = listQuerySchema({
  sortColumns: COURSE_SORT_COLUMNS,
  defaultSort: 'title',
  defaultDirection: 'asc',
});

export const ZCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string(),
  delivery: z.enum(COURSE_DELIVERIES),
  durationHours: z.number().nullable(),
  mandatory: z.boolean(),
  departments: z.array(named),
  positionTypes: z.array(named),
  renewalMonths: z.number().int().nullable(),
  link: z.string().nullable(),
  material: ZUploadedFile.nullable(),
}) satisfies z.ZodType<TCourse>;
export const ZCoursePage = pageAnswer(ZCourse);

export const ZLearningMe = z.object({
  employeeId: z.number().int().nullable(),
  manager: z.boolean(),
}) satisfies z.ZodType<TLearningMe>;
export const ZAssignAnswer = z.object({ message: z.string(), assigned: z.number().int() });

export const ASSIGNMENT_SORT_COLUMNS = [
  'employeeName',
  'departmentId',
  'courseId',
  'dueDate',
  'status',
  'completedOn',
  'expiresOn',
] as const;
export const ZAssignmentCriteria = criteriaSchema({
  filters: LEARNING_FILTERS.assignments,
  sortColumns: ASSIGNMENT_SORT_COLUMNS,
  defaultSort: 'dueDate',
  defaultDirection: 'asc',
  selectCodes: { status: ASSIGNMENT_STATUSES },
});
/** My learning sorts by the course's title too (its first column). */
export const MINE_SORT_COLUMNS = [...ASSIGNMENT_SORT_COLUMNS, 'courseTitle'] as const;
export const ZMineQuery = listQuerySchema({
  sortColumns: MINE_SORT_COLUMNS,
  defaultSort: 'dueDate',
  defaultDirection: 'asc',
});

export const ZAssignmentRow = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  courseLink: z.string().nullable(),
  courseMaterial: ZUploadedFile.nullable(),
  renewalMonths: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  status: ZStatus,
  completedOn: z.string().nullable(),
  score: z.number().nullable(),
  expiresOn: z.string().nullable(),
  certificate: ZUploadedFile.nullable(),
}) satisfies z.ZodType<TAssignmentRow>;
export const ZAssignmentPage = pageAnswer(ZAssignmentRow);

export const ZMatrixQuery = z.object({
  page: ZListQuery.shape.page,
  size: ZListQuery.shape.size,
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  departmentId: ZId.optional(),
  positionTypeId: ZId.optional(),
  status: ZStatus.optional(),
});
export const ZMatrixCell = z.object({
  courseId: z.number().int(),
  status: ZStatus,
  dueDate: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export const ZMatrixRow = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  positionTypeName: z.string().nullable(),
  cells: z.array(ZMatrixCell),
});
export const ZMatrixPage = pageAnswer(ZMatrixRow).extend({
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

// ---------------------------------------------------------------- dates and status (API and web)

/** The expiry of a completion: its day plus the renewal cycle (the month's last day when shorter). */
export function expiryOf(completedOn: string, renewalMonths: number | null): string | null {
  return renewalMonths === null ? null : addMonths(completedOn, renewalMonths);
}

export interface AssignmentDates {
  dueDate: string | null;
  startedOn: string | null;
  completedOn: string | null;
  expiresOn: string | null;
}

/**
 * The status of an assignment on `today` (YYYY-MM-DD), from its dates only: completed ones by their
 * expiry (expired on the expiry day, expiring soon within EXPIRING_SOON_DAYS), open ones by their due
 * date (overdue the day after it), then whether they were started. The SQL in the learning module
 * computes the same (its test checks both).
 */
export function assignmentStatus(dates: AssignmentDates, today: string): AssignmentStatus {
  if (dates.completedOn) {
    if (!dates.expiresOn) return 'COMPLETED';
    if (dates.expiresOn <= today) return 'EXPIRED';
    return daysBetween(today, dates.expiresOn) <= EXPIRING_SOON_DAYS ? 'EXPIRING_SOON' : 'COMPLETED';
  }
  if (dates.dueDate && dates.dueDate < today) return 'OVERDUE';
  return dates.startedOn ? 'IN_PROGRESS' : 'NOT_STARTED';
}
