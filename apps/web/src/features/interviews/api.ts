import {
  humanizeErrorCode,
  INTERVIEW_ALREADY_EXISTS_THIS_DATE,
  INTERVIEW_FILTERS,
  INTERVIEW_PATHS,
  interviewScheduleErrorText,
  MESSAGES,
  type TAssignInterviewer,
  type TInterviewCandidate,
  type TInterviewFeedback,
  type TInterviewFeedbackInput,
  type TInterviewPage,
  type TInterviewRow,
  type TRescheduleInterview,
  type TScheduleInterview,
  type TUpdateInterview,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, mainApi } from '../../shared/api/client';
import { applicationStatusKeys } from '../../shared/api/query-keys';
import { criteriaBody, downloadListExport, type ListState } from '../../shared/ui/data-table';
import { showFailure } from '../../shared/ui/form';

export const interviewKeys = {
  all: (positionId: number) => ['interviews', positionId] as const,
  page: (positionId: number, state: ListState) => ['interviews', positionId, 'page', state] as const,
  candidates: (positionId: number) => ['interviews', positionId, 'candidates'] as const,
};

/** The toast text of a failed schedule or reschedule. */
export function scheduleFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body.code === INTERVIEW_ALREADY_EXISTS_THIS_DATE) return humanizeErrorCode(error.body.code);
    return interviewScheduleErrorText(error.body.message);
  }
  return MESSAGES.failedBang;
}

export function useInterviewPage(positionId: number, state: ListState, enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.page(positionId, state),
    queryFn: () =>
      mainApi.post<TInterviewPage>(
        INTERVIEW_PATHS.criteria(positionId),
        criteriaBody(state, INTERVIEW_FILTERS),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The XLSX of the requisition's interviews under the panel's current filter and sort. */
export const exportInterviews = (positionId: number, state: ListState) =>
  downloadListExport(
    INTERVIEW_PATHS.export(positionId),
    criteriaBody(state, INTERVIEW_FILTERS),
    `Interviews_${positionId}.xlsx`,
  );

export function useInterviewCandidates(positionId: number, enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.candidates(positionId),
    queryFn: ({ signal }) =>
      mainApi.get<TInterviewCandidate[]>(INTERVIEW_PATHS.candidates(positionId), {}, signal),
    enabled,
  });
}

export function useInterviewMutations(positionId: number) {
  const queryClient = useQueryClient();
  // Scheduling, passing or failing an interview moves the application's status too.
  const refresh = () =>
    Promise.all(
      [interviewKeys.all(positionId), ...applicationStatusKeys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const failed = (error: unknown) => showFailure(error, MESSAGES.failedBang);
  return {
    schedule: useMutation({
      mutationFn: ({ applicationId, body }: { applicationId: number; body: TScheduleInterview }) =>
        mainApi.post<TInterviewRow>(INTERVIEW_PATHS.schedule(applicationId), body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyCreated);
        void refresh();
      },
      onError: (error) => toast.error(scheduleFailureText(error)),
    }),
    reschedule: useMutation({
      mutationFn: (body: TRescheduleInterview) =>
        mainApi.post<TInterviewRow>(INTERVIEW_PATHS.reschedule, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: (error) => toast.error(scheduleFailureText(error)),
    }),
    update: useMutation({
      mutationFn: ({ interviewId, body }: { interviewId: number; body: TUpdateInterview }) =>
        mainApi.post<TInterviewRow>(INTERVIEW_PATHS.update(interviewId), body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: failed,
    }),
    assign: useMutation({
      mutationFn: (body: TAssignInterviewer) =>
        mainApi.post<TInterviewRow>(INTERVIEW_PATHS.assignInterviewer, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: failed,
    }),
    feedback: useMutation({
      mutationFn: ({ interviewId, body }: { interviewId: number; body: TInterviewFeedbackInput }) =>
        mainApi.post<TInterviewFeedback>(INTERVIEW_PATHS.addFeedback(interviewId), body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullySaved);
        void refresh();
      },
      onError: failed,
    }),
  };
}
