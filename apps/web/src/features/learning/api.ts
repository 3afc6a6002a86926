// Learning's calls: who the viewer is to learning, the catalogue, assignments, completions and the
// compliance matrix. Every call is on the main API; toasts are contracts MESSAGES' exact words.
import {
  EMPLOYEE_PATHS,
  FILE_PATHS,
  LEARNING_FILTERS,
  LEARNING_MESSAGES,
  LEARNING_PATHS,
  MESSAGES,
  type TAssignAnswer,
  type TAssignInput,
  type TAssignmentPage,
  type TCompletionInput,
  type TCourse,
  type TCourseInput,
  type TCoursePage,
  type TEmployeePage,
  type TLearningMe,
  type TMatrixPage,
  type TMatrixQuery,
  type TMessageAnswer,
  type TUploadedFile,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../shared/ui/data-table';
import { failureToast } from '../../shared/ui/form';
import { saveBlob } from '../../shared/ui/save-blob';

export const learningKeys = {
  all: ['learning'] as const,
  me: () => [...learningKeys.all, 'me'] as const,
  courses: (state: ListState) => [...learningKeys.all, 'courses', state] as const,
  courseOptions: () => [...learningKeys.all, 'course-options'] as const,
  assignments: (state: ListState) => [...learningKeys.all, 'assignments', state] as const,
  mine: (state: ListState) => [...learningKeys.all, 'mine', state] as const,
  matrix: (query: TMatrixQuery) => [...learningKeys.all, 'matrix', query] as const,
};

/** Who the viewer is to learning: HR, a manager of employees, and their own employee id. */
export function useLearningMe() {
  return useQuery({
    queryKey: learningKeys.me(),
    queryFn: ({ signal }) => mainApi.get<TLearningMe>(LEARNING_PATHS.me, undefined, signal),
    staleTime: 60_000,
  });
}

export function useCourses(state: ListState) {
  return useQuery({
    queryKey: learningKeys.courses(state),
    queryFn: ({ signal }) => mainApi.get<TCoursePage>(LEARNING_PATHS.courses, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

/** Every course (title order), for the assign dialog's and the matrix's course choice. */
export function useCourseOptions(enabled = true) {
  return useQuery({
    queryKey: learningKeys.courseOptions(),
    queryFn: async ({ signal }) => {
      const page = await mainApi.get<TCoursePage>(
        LEARNING_PATHS.courses,
        { page: 1, size: 200, sort: 'title', direction: 'asc' },
        signal,
      );
      return page.responseDataList;
    },
    enabled,
    staleTime: 30_000,
  });
}

/** Employees whose name or email holds the text, for the assign dialog's picker (HR only). */
export function useEmployeeSearch(search: string) {
  return useQuery({
    queryKey: [...learningKeys.all, 'employee-search', search] as const,
    queryFn: async ({ signal }) => {
      const page = await mainApi.get<TEmployeePage>(
        EMPLOYEE_PATHS.list,
        { page: 1, size: 20, sort: 'personalDetailsLastName', direction: 'asc', search },
        signal,
      );
      return page.responseDataList.map((row) => ({
        id: row.employeeId,
        name:
          [row.personalDetailsFirstName, row.personalDetailsLastName].filter(Boolean).join(' ') ||
          `Employee #${row.employeeId}`,
        detail: row.orgDeptName ?? '',
      }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

function useLearningMutation<Input, Answer extends TMessageAnswer>(
  call: (input: Input) => Promise<Answer>,
  /** The toast: the contracts' exact words, whatever wording the answer carries. */
  message: string,
  // A form shows the server's words (fields on their inputs), so its toast is the spec's rule.
  onError: (error: unknown) => void = failureToast,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success(message);
      void client.invalidateQueries({ queryKey: learningKeys.all });
    },
    onError,
  });
}

export const useSaveCourse = () =>
  useLearningMutation(
    ({ id, body }: { id?: number; body: TCourseInput }) =>
      id === undefined
        ? mainApi.post<TMessageAnswer>(LEARNING_PATHS.courses, body)
        : mainApi.put<TMessageAnswer>(LEARNING_PATHS.course(id), body),
    MESSAGES.successfullySaved,
  );

export const useDeleteCourse = () =>
  useLearningMutation(
    (course: TCourse) => mainApi.del<TMessageAnswer>(LEARNING_PATHS.course(course.id)),
    MESSAGES.deleted,
    // No form to show why: the server's message is the toast.
    (error) => toast.error(errorMessage(error, MESSAGES.failed)),
  );

export function useAssignments(state: ListState) {
  return useQuery({
    queryKey: learningKeys.assignments(state),
    queryFn: ({ signal }) =>
      mainApi.request<TAssignmentPage>('POST', LEARNING_PATHS.assignmentsCriteria, {
        body: criteriaBody(state, LEARNING_FILTERS.assignments),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const exportAssignments = (state: ListState) =>
  downloadListExport(
    LEARNING_PATHS.assignmentsExport,
    criteriaBody(state, LEARNING_FILTERS.assignments),
    'Learning-assignments.xlsx',
  );

export const useAssign = () =>
  useLearningMutation(
    (body: TAssignInput) => mainApi.post<TAssignAnswer>(LEARNING_PATHS.assign, body),
    MESSAGES.successfullySaved,
  );

export function useMyAssignments(state: ListState, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.mine(state),
    queryFn: ({ signal }) => mainApi.get<TAssignmentPage>(LEARNING_PATHS.mine, listQuery(state), signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Downloads a stored file (material, certificate) under its original name. */
export async function downloadFile(file: TUploadedFile) {
  try {
    saveBlob(await mainApi.get<Blob>(FILE_PATHS.download(file.id)), file.originalName);
  } catch (error) {
    toast.error(errorMessage(error, MESSAGES.failed));
  }
}

export const useCompleteAssignment = () =>
  useLearningMutation(
    ({ id, body }: { id: number; body: TCompletionInput }) =>
      mainApi.post<TMessageAnswer>(LEARNING_PATHS.complete(id), body),
    MESSAGES.successfullySaved,
  );

export const useStartAssignment = () =>
  useLearningMutation(
    (id: number) => mainApi.post<TMessageAnswer>(LEARNING_PATHS.start(id)),
    LEARNING_MESSAGES.started,
  );

export function useMatrix(query: TMatrixQuery, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.matrix(query),
    queryFn: ({ signal }) => mainApi.get<TMatrixPage>(LEARNING_PATHS.matrix, { ...query }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export async function exportMatrix(query: TMatrixQuery) {
  const blob = await mainApi.get<Blob>(LEARNING_PATHS.matrixExport, { ...query });
  saveBlob(blob, 'Learning-compliance.xlsx');
}
