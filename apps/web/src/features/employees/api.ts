import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_PATHS,
  LETTER_PATHS,
  MESSAGES,
  type SensitiveEmployeeField,
  type TContractApplicationDetails,
  type TEmployeeAnswer,
  type TEmployeeChangeStatus,
  type TEmployeeChangeStatusAnswer,
  type TEmployeePage,
  type TEmployeeSave,
  type TEmployeeSaveAnswer,
  type TEmployeeSummary,
  type TMyEmployee,
  type TRevealedEmployeeField,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, errorMessage, hrApi, mainApi } from '../../shared/api/client';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../shared/ui/data-table';
import { failureToast } from '../../shared/ui/form';

export const employeeKeys = {
  all: ['employees'] as const,
  list: (state: ListState) => [...employeeKeys.all, 'list', state] as const,
  summary: () => [...employeeKeys.all, 'summary'] as const,
  record: (id: number) => [...employeeKeys.all, 'record', id] as const,
  contractOf: (applicationId: number) => [...employeeKeys.all, 'contract-of', applicationId] as const,
  mine: () => [...employeeKeys.all, 'mine'] as const,
};

/** The signed-in user's own employee id (null when no employee record is theirs). */
export const useMyEmployee = (enabled = true) =>
  useQuery({
    queryKey: employeeKeys.mine(),
    queryFn: ({ signal }) => mainApi.get<TMyEmployee>(EMPLOYEE_PATHS.mine, undefined, signal),
    enabled,
  });

/** A load or search is the GET list call; a column filter the criteria call (spec section 7). */
export function useEmployees(state: ListState) {
  return useQuery({
    queryKey: employeeKeys.list(state),
    queryFn: ({ signal }) =>
      state.filter
        ? mainApi.request<TEmployeePage>('POST', EMPLOYEE_PATHS.criteria, {
            body: criteriaBody(state, EMPLOYEE_FILTERS),
            signal,
          })
        : mainApi.get<TEmployeePage>(EMPLOYEE_PATHS.list, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

export const exportEmployees = (state: ListState) =>
  downloadListExport(EMPLOYEE_PATHS.export, criteriaBody(state, EMPLOYEE_FILTERS), 'Employees.xlsx');

export function useEmployeeSummary() {
  return useQuery({
    queryKey: employeeKeys.summary(),
    queryFn: ({ signal }) => mainApi.get<TEmployeeSummary>(EMPLOYEE_PATHS.summary, undefined, signal),
  });
}

export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: employeeKeys.record(id ?? 0),
    queryFn: ({ signal }) => mainApi.get<TEmployeeAnswer>(EMPLOYEE_PATHS.get(id ?? 0), undefined, signal),
    enabled: id !== null,
    // A 404 (not found, or another person's record) is an answer, not a blip to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The contract letter of an application (its id and status), for "Create employee". */
export function useApplicationContract(applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.contractOf(applicationId),
    queryFn: ({ signal }) =>
      hrApi.get<TContractApplicationDetails>(
        LETTER_PATHS.contractApplicationDetails(applicationId),
        undefined,
        signal,
      ),
    enabled,
  });
}

/** The employee made from an application (found by its applicant), or null. */
export function useEmployeeOfApplication(applicantId: number, applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...employeeKeys.all, 'of-application', applicationId] as const,
    queryFn: async ({ signal }) => {
      const page = await mainApi.request<TEmployeePage>('POST', EMPLOYEE_PATHS.criteria, {
        body: {
          page: 1,
          size: 10,
          columns: ['applicantId'],
          operators: ['NUM_EQUAL'],
          values: [String(applicantId)],
        },
        signal,
      });
      return page.responseDataList.find((row) => row.applicationId === applicationId) ?? null;
    },
    enabled,
  });
}

/**
 * The save (spec section 7): the server's message as the toast; an edit reloads the employee. Other
 * failures than a 400 toast the server's message (spec section 8).
 */
export function useSaveEmployee(contractId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmployeeSave) =>
      mainApi.post<TEmployeeSaveAnswer>(EMPLOYEE_PATHS.save(contractId), body),
    onSuccess: async (answer, body) => {
      toast.success(answer.message);
      if (body.employeeId)
        await client.invalidateQueries({ queryKey: employeeKeys.record(Number(body.employeeId)) });
      void client.invalidateQueries({ queryKey: [...employeeKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: employeeKeys.summary() });
    },
    // A 400 naming fields is the form's own toast ('Failed! Make sure you filled all fields').
    onError: (error) => {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        Object.keys(error.body.fields ?? {}).length > 0
      )
        return;
      failureToast(error);
    },
  });
}

/** One sensitive field in full (ONBOARDING; the server audits it). */
export function useRevealField(employeeId: number) {
  return useMutation({
    mutationFn: (field: SensitiveEmployeeField) =>
      mainApi.post<TRevealedEmployeeField>(EMPLOYEE_PATHS.reveal(employeeId), { field }),
    onError: (error) => toast.error(errorMessage(error, MESSAGES.failed)),
  });
}

/** The status change of the conversion modal; a refused one (409) stays in the modal with its message. */
export function useChangeEmployeeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmployeeChangeStatus) =>
      mainApi.post<TEmployeeChangeStatusAnswer>(EMPLOYEE_PATHS.changeStatus, body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
