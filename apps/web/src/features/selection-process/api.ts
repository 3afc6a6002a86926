import {
  APPROVAL_PATHS,
  MESSAGES,
  type TInterviewerUser,
  type TMessage,
  type TSelectionStep,
  type TSelectionStepInput,
  type TSelectionTemplate,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { requisitionFormKeys } from '../../shared/api/query-keys';
import { failureToast } from '../../shared/ui/form';

export const selectionKeys = {
  steps: (positionId: number) => ['selection-process', positionId] as const,
  templates: ['selection-process', 'templates'] as const,
  interviewers: ['selection-process', 'users'] as const,
};

const fail = (error: unknown) => toast.error(errorMessage(error, MESSAGES.failed));

export function useSelectionSteps(positionId: number) {
  return useQuery({
    queryKey: selectionKeys.steps(positionId),
    queryFn: ({ signal }) =>
      mainApi.get<TSelectionStep[]>(APPROVAL_PATHS.selectionProcess, { positionId }, signal),
  });
}

export function useSelectionTemplates() {
  return useQuery({
    queryKey: selectionKeys.templates,
    queryFn: ({ signal }) => mainApi.get<TSelectionTemplate[]>(APPROVAL_PATHS.selectionTemplates, {}, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInterviewerUsers() {
  return useQuery({
    queryKey: selectionKeys.interviewers,
    queryFn: ({ signal }) => mainApi.get<TInterviewerUser[]>(APPROVAL_PATHS.selectionUsers, {}, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The mutations of the steps panel: each answers the new steps, which replace the cached ones; a
 * refusal reloads them (an interview scheduled meanwhile locks the process).
 */
export function useSelectionMutations(positionId: number) {
  const queryClient = useQueryClient();
  // Whether the requisition may be sent for approval depends on its steps (the form's check).
  const recheck = () =>
    queryClient.invalidateQueries({ queryKey: requisitionFormKeys.part(positionId, 'check') });
  const store = (steps: TSelectionStep[]) => {
    queryClient.setQueryData(selectionKeys.steps(positionId), steps);
    void recheck();
  };
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: selectionKeys.steps(positionId) }), recheck()]);
  return {
    setSteps: useMutation({
      mutationFn: (body: { templateId: number } | { steps: TSelectionStepInput[] }) =>
        mainApi.post<TSelectionStep[]>(APPROVAL_PATHS.selectionProcess, { positionId, ...body }),
      onSuccess: (steps) => {
        store(steps);
        toast.success(MESSAGES.successfullySaved);
      },
      onError: (error) => {
        failureToast(error);
        void refresh();
      },
    }),
    addInterviewer: useMutation({
      mutationFn: (body: { stepId: number; userId: number }) =>
        mainApi.post<TSelectionStep[]>(APPROVAL_PATHS.createInterviewer, body),
      onSuccess: (steps) => {
        store(steps);
        toast.success(MESSAGES.successfullySaved);
      },
      onError: (error) => {
        failureToast(error);
        void refresh();
      },
    }),
    remove: useMutation({
      mutationFn: (params: { stepId: number; userId?: number }) =>
        mainApi.del<TMessage>(APPROVAL_PATHS.selectionProcess, params),
      onSuccess: () => {
        toast.success(MESSAGES.deleted);
        return refresh();
      },
      onError: (error) => {
        fail(error);
        void refresh();
      },
    }),
  };
}
