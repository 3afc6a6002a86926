import {
  FILE_PATHS,
  LEAVE_BALANCE_FILTERS,
  LEAVE_MESSAGES,
  LEAVE_PATHS,
  type LeaveRequestStatus,
  MESSAGES,
  type TEmployeeLeave,
  type TImportResult,
  type TLeaveAdjustment,
  type TLeaveBalancePage,
  type TLeaveByToken,
  type TLeaveCalendar,
  type TLeaveCalendarQuery,
  type TLeaveDecision,
  type TLeaveDecisionByLink,
  type TLeaveRequestAnswer,
  type TLeaveRequestInput,
  type TLeaveRequestPage,
  type TLeaveRequestPreview,
  type TLeaveType,
  type TLeaveTypeInput,
  type TPublicHoliday,
  type TPublicHolidayInput,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage, hrApi, hrPublicApi, mainApi } from '../../shared/api/client';
import {
  criteriaBody,
  downloadListExport,
  type FilterOption,
  type ListState,
} from '../../shared/ui/data-table';
import { saveBlob } from '../../shared/ui/save-blob';
import { UploadFailure } from '../../shared/ui/spreadsheet-upload';

/** The holidays list's choice: a country, one of its states, a year. */
export interface HolidayChoice {
  countryId?: number | undefined;
  stateId?: number | undefined;
  year: number;
}

export const leaveKeys = {
  all: ['leave'] as const,
  me: () => [...leaveKeys.all, 'me'] as const,
  types: () => [...leaveKeys.all, 'types'] as const,
  holidays: (query: HolidayChoice) => [...leaveKeys.all, 'holidays', query] as const,
  requests: (scope: string, page: number, size: number, status?: LeaveRequestStatus) =>
    [...leaveKeys.all, 'requests', scope, page, size, status ?? null] as const,
  calendar: (query: TLeaveCalendarQuery) => [...leaveKeys.all, 'calendar', query] as const,
  report: (state: ListState) => [...leaveKeys.all, 'report', state] as const,
  byToken: (token: string) => [...leaveKeys.all, 'by-token', token] as const,
};

/** A 4xx is an answer to show, not a network blip to retry. */
const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function useMyLeave() {
  return useQuery({
    queryKey: leaveKeys.me(),
    queryFn: ({ signal }) => hrApi.get<TEmployeeLeave>(LEAVE_PATHS.me, undefined, signal),
  });
}

/** One employee's balances (HR, their manager or themselves), e.g. to request leave on their behalf. */
export function useEmployeeLeave(employeeId: number) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'balances', employeeId] as const,
    queryFn: ({ signal }) => hrApi.get<TEmployeeLeave>(LEAVE_PATHS.balances(employeeId), undefined, signal),
  });
}

export function useLeaveTypes() {
  return useQuery({
    queryKey: leaveKeys.types(),
    queryFn: ({ signal }) => hrApi.get<TLeaveType[]>(LEAVE_PATHS.types, undefined, signal),
  });
}

/** The leave types as a filter select's options (the select reads them itself). */
export const leaveTypeFilterOptions = {
  queryKey: [...leaveKeys.types(), 'options'] as const,
  queryFn: async (): Promise<FilterOption[]> =>
    (await hrApi.get<TLeaveType[]>(LEAVE_PATHS.types)).map((t) => ({ value: String(t.id), label: t.name })),
  staleTime: 60_000,
};

export function useLeaveRequests(
  scope: 'mine' | 'to-approve' | 'all',
  page: number,
  size: number,
  status?: LeaveRequestStatus,
) {
  return useQuery({
    queryKey: leaveKeys.requests(scope, page, size, status),
    queryFn: ({ signal }) =>
      hrApi.get<TLeaveRequestPage>(LEAVE_PATHS.requests, { scope, page, size, status }, signal),
    placeholderData: keepPreviousData,
  });
}

/** What a draft request would take; refetched as the dates, type or half days change. */
export function useLeavePreview(body: TLeaveRequestInput | null) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'preview', body] as const,
    queryFn: () => hrApi.post<TLeaveRequestPreview>(LEAVE_PATHS.preview, body),
    enabled: body !== null,
    retry: noRetryOn4xx,
    placeholderData: keepPreviousData,
  });
}

/** Requests, balances and the calendar all change together on a request's life. */
function useInvalidateLeave() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: leaveKeys.all });
}

export function useRequestLeave() {
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (body: TLeaveRequestInput) => hrApi.post<TLeaveRequestAnswer>(LEAVE_PATHS.requests, body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      invalidate();
    },
  });
}

export function useDecideLeave() {
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TLeaveDecision }) =>
      hrApi.post<TLeaveRequestAnswer>(LEAVE_PATHS.decide(id), body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      invalidate();
    },
  });
}

export function useCancelLeave() {
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      hrApi.post<TLeaveRequestAnswer>(LEAVE_PATHS.cancel(id), { reason }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.failed)),
  });
}

export function useLeaveCalendar(query: TLeaveCalendarQuery) {
  return useQuery({
    queryKey: leaveKeys.calendar(query),
    queryFn: ({ signal }) =>
      hrApi.get<TLeaveCalendar>(
        LEAVE_PATHS.calendar,
        { from: query.from, to: query.to, departmentId: query.departmentId },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBalanceReport(state: ListState) {
  return useQuery({
    queryKey: leaveKeys.report(state),
    queryFn: ({ signal }) =>
      hrApi.request<TLeaveBalancePage>('POST', LEAVE_PATHS.balanceReport, {
        body: criteriaBody(state, LEAVE_BALANCE_FILTERS),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The answer is the employee's balances; the toast is the contract's word for a save. */
export function useAdjustBalance() {
  const invalidate = useInvalidateLeave();
  return useMutation({
    mutationFn: (body: TLeaveAdjustment) => hrApi.post<TEmployeeLeave>(LEAVE_PATHS.adjust, body),
    onSuccess: () => {
      toast.success(LEAVE_MESSAGES.adjusted);
      invalidate();
    },
  });
}

export const exportBalanceReport = (state: ListState) =>
  downloadListExport(
    LEAVE_PATHS.balanceReportExport,
    criteriaBody(state, LEAVE_BALANCE_FILTERS),
    'Leave balances.xlsx',
    hrApi,
  );

/** A request's supporting document (HR, the manager and the employee may read it). */
export async function downloadLeaveDocument(file: { id: number; originalName: string }): Promise<void> {
  try {
    saveBlob(await mainApi.get<Blob>(FILE_PATHS.download(file.id)), file.originalName);
  } catch (error) {
    toast.error(errorMessage(error, MESSAGES.failed));
  }
}

// ---- settings (HR)

export function useSaveLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TLeaveTypeInput }) =>
      id
        ? hrApi.put<TLeaveType>(LEAVE_PATHS.type(id), body)
        : hrApi.post<TLeaveType>(LEAVE_PATHS.types, body),
    onSuccess: (_type, { id }) => {
      toast.success(id ? LEAVE_MESSAGES.typeUpdated : LEAVE_MESSAGES.typeCreated);
      void client.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}

export function useHolidays(query: HolidayChoice) {
  return useQuery({
    queryKey: leaveKeys.holidays(query),
    queryFn: ({ signal }) =>
      hrApi.get<TPublicHoliday[]>(
        LEAVE_PATHS.holidays,
        { countryId: query.countryId, stateId: query.stateId, year: query.year },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TPublicHolidayInput }) =>
      id
        ? hrApi.put<TPublicHoliday>(LEAVE_PATHS.holiday(id), body)
        : hrApi.post<TPublicHoliday>(LEAVE_PATHS.holidays, body),
    onSuccess: (_holiday, { id }) => {
      toast.success(id ? LEAVE_MESSAGES.holidayUpdated : LEAVE_MESSAGES.holidayCreated);
      void client.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}

export function useDeleteHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => hrApi.del<{ message: string }>(LEAVE_PATHS.deleteHoliday(id)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: leaveKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.failed)),
  });
}

export function useUploadHolidays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return hrApi.post<TImportResult>(LEAVE_PATHS.holidaysUpload, form);
    },
    onSuccess: () => {
      toast.success(LEAVE_MESSAGES.holidaysUploaded);
      void client.invalidateQueries({ queryKey: leaveKeys.all });
    },
    onError: (error) => toast.error(createElement(UploadFailure, { error })),
  });
}

/** Fetched with the bearer token (a plain link would not carry it), then saved. */
export async function downloadHolidayTemplate(): Promise<void> {
  try {
    saveBlob(await hrApi.get<Blob>(LEAVE_PATHS.holidaysTemplate), 'public-holidays-template.xlsx');
  } catch (error) {
    toast.error(errorMessage(error, MESSAGES.failed));
  }
}

// ---- the emailed decision link (public: no session, so no redirect to /login on a refusal)

export function useLeaveByToken(token: string) {
  return useQuery({
    queryKey: leaveKeys.byToken(token),
    queryFn: ({ signal }) => hrPublicApi.get<TLeaveByToken>(LEAVE_PATHS.byToken(token), undefined, signal),
    retry: noRetryOn4xx,
  });
}

export function useDecideByLink() {
  return useMutation({
    mutationFn: (body: TLeaveDecisionByLink) =>
      hrPublicApi.post<TLeaveRequestAnswer>(LEAVE_PATHS.decideByLink, body),
    onSuccess: (answer) => toast.success(answer.message),
  });
}
