// Stand-in for contracts `learning.ts` (the learning API branch owns it): the shapes these screens
// expect, replaced by the real contract's names when that branch is merged.
// Every path is under the main API (`/api/v1`). Calls (see api.ts):
//   GET  me                                  -> TLearningMe (any staff user)
//   GET  courses?page&size&sort&direction&search -> TCoursePage (any staff user; sort: title, provider,
//        delivery, durationHours, renewalMonths; search: title or provider)
//   POST courses (ZCourseInput), PUT courses/{id} (ZCourseInput), DELETE courses/{id} -> TMessageAnswer (HR)
//   POST assignments (ZAssignInput) -> TAssignAnswer (HR): rule (departments / position types) or
//        employees; an employee already assigned the course is skipped, not refused (`assigned` counts
//        the new ones)
//   POST assignments/criteria (criteria body, LEARNING_FILTERS.assignments) -> TAssignmentPage (HR;
//        sort: employeeName, departmentId, courseId, dueDate, status, completedOn, expiresOn; search:
//        employee name or course title); POST assignments/criteria/export -> XLSX, same body
//   GET  mine?page&size&sort&direction -> TAssignmentPage (the caller's own employee record's)
//   POST assignments/{id}/complete (ZCompletionInput) -> TMessageAnswer (the assignment's employee, or HR)
//   GET  matrix?page&size&search&departmentId&positionTypeId&status -> TMatrixPage (HR: everyone; a
//        manager: their reports); GET matrix/export, same query -> XLSX
// HR is the ONBOARDING authority. A call the viewer may not make answers 403 (the web never makes it).
// Names: employeeName is "First Last" from the employee's personal details. Dates are YYYY-MM-DD.
import { type ListFilterMap, type PageAnswer, type TUploadedFile, ZId } from '@hr/contracts';
import { z } from 'zod';

export type { TUploadedFile };

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
  course: (id: number) => `/learning/courses/${id}`,
  assign: '/learning/assignments',
  assignmentsCriteria: '/learning/assignments/criteria',
  assignmentsExport: '/learning/assignments/criteria/export',
  mine: '/learning/mine',
  complete: (id: number) => `/learning/assignments/${id}/complete`,
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
