import {
  API_BASES,
  APPROVAL_PATHS,
  MESSAGES,
  type TAddApprover,
  type TApprovalByToken,
  type TApprovalComment,
  type TApprovalPage,
  type TApprover,
  type TChangeResponseAnswer,
  type TCreateApprover,
  type TInterviewerUser,
  type TSelectionStep,
  type TSelectionStepInput,
  type TSelectionTemplate,
  type TSendApprovalAnswer,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { createApiClient, errorMessage, mainApi } from '../../../shared/api/client';

/** The emailed link's page is public: a refused call must show its message, not send anyone to /login. */
const publicApi = createApiClient({
  baseUrl: import.meta.env.VITE_MAIN_API_URL || API_BASES.main,
  redirectOnAuthError: false,
});

export const approvalKeys = {
  all: ['approvals'] as const,
  steps: (positionId: number) => ['selection-process', positionId] as const,
  templates: ['selection-process', 'templates'] as const,
  interviewers: ['selection-process', 'users'] as const,
  approvers: ['approvals', 'approvers'] as const,
  page: (positionId: number, page: number, size: number) =>
    ['approvals', 'page', positionId, page, size] as const,
  comments: (positionId: number) => ['approvals', 'comments', positionId] as const,
  byToken: (token: string) => ['approval-link', token] as const,
};

const fail = (error: unknown) => toast.error(errorMessage(error, MESSAGES.failed));

// ---------------------------------------------------------------- selection process

export function useSelectionSteps(positionId: number) {
  return useQuery({
    queryKey: approvalKeys.steps(positionId),
    queryFn: ({ signal }) =>
      mainApi.get<TSelectionStep[]>(APPROVAL_PATHS.selectionProcess, { positionId }, signal),
  });
}

export function useSelectionTemplates() {
  return useQuery({
    queryKey: approvalKeys.templates,
    queryFn: ({ signal }) => mainApi.get<TSelectionTemplate[]>(APPROVAL_PATHS.selectionTemplates, {}, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInterviewerUsers() {
  return useQuery({
    queryKey: approvalKeys.interviewers,
    queryFn: ({ signal }) => mainApi.get<TInterviewerUser[]>(APPROVAL_PATHS.selectionUsers, {}, signal),
    staleTime: 5 * 60_000,
  });
}

/** The mutations of the steps panel: each answers the new steps, which replace the cached ones. */
export function useSelectionMutations(positionId: number) {
  const queryClient = useQueryClient();
  const store = (steps: TSelectionStep[]) => queryClient.setQueryData(approvalKeys.steps(positionId), steps);
  const refresh = () => queryClient.invalidateQueries({ queryKey: approvalKeys.steps(positionId) });
  return {
    setSteps: useMutation({
      mutationFn: (body: { templateId: number } | { steps: TSelectionStepInput[] }) =>
        mainApi.post<TSelectionStep[]>(APPROVAL_PATHS.selectionProcess, { positionId, ...body }),
      onSuccess: (steps) => {
        store(steps);
        toast.success(MESSAGES.successfullySaved);
      },
      onError: fail,
    }),
    addInterviewer: useMutation({
      mutationFn: (body: { stepId: number; userId: number }) =>
        mainApi.post<TSelectionStep[]>(APPROVAL_PATHS.createInterviewer, body),
      onSuccess: (steps) => {
        store(steps);
        toast.success(MESSAGES.successfullySaved);
      },
      onError: fail,
    }),
    remove: useMutation({
      mutationFn: (params: { stepId: number; userId?: number }) =>
        mainApi.del<unknown>(APPROVAL_PATHS.selectionProcess, params),
      onSuccess: () => {
        toast.success(MESSAGES.deleted);
        return refresh();
      },
      onError: fail,
    }),
  };
}

// ---------------------------------------------------------------- approvals

export function useApprovers() {
  return useQuery({
    queryKey: approvalKeys.approvers,
    queryFn: ({ signal }) => mainApi.get<TApprover[]>(APPROVAL_PATHS.approvers, {}, signal),
  });
}

export function useApprovalPage(positionId: number, page: number, size: number) {
  return useQuery({
    queryKey: approvalKeys.page(positionId, page, size),
    queryFn: ({ signal }) =>
      mainApi.get<TApprovalPage>(APPROVAL_PATHS.approval, { positionId, page, size }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApprovalComments(positionId: number) {
  return useQuery({
    queryKey: approvalKeys.comments(positionId),
    queryFn: ({ signal }) => mainApi.get<TApprovalComment[]>(APPROVAL_PATHS.comments(positionId), {}, signal),
  });
}

export function useApprovalMutations(positionId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: approvalKeys.all });
  return {
    /** Creates the approver when it is new, then adds it to this requisition. */
    addApprover: useMutation({
      mutationFn: async (input: { approverId: number } | TCreateApprover) => {
        const approverId =
          'approverId' in input
            ? input.approverId
            : (await mainApi.post<TApprover>(APPROVAL_PATHS.createApprover, input)).id;
        const body: TAddApprover = { positionId, approverId };
        return mainApi.post<{ id: number }>(APPROVAL_PATHS.addApprover, body);
      },
      onSuccess: () => {
        toast.success(MESSAGES.successfullySaved);
        return refresh();
      },
      onError: (error) => {
        fail(error);
        return refresh();
      },
    }),
    removeApproval: useMutation({
      mutationFn: (approvalId: number) => mainApi.del<unknown>(APPROVAL_PATHS.approval, { approvalId }),
      onSuccess: () => {
        toast.success(MESSAGES.deleted);
        return refresh();
      },
      onError: fail,
    }),
    send: useMutation({
      mutationFn: () => mainApi.post<TSendApprovalAnswer>(APPROVAL_PATHS.sendEmail, { positionId }),
      onMutate: () => {
        toast.info(MESSAGES.sending);
      },
      onSuccess: () => {
        toast.success(MESSAGES.messageSent);
        // The requisition's status changed too.
        void queryClient.invalidateQueries();
      },
      onError: fail,
    }),
    comment: useMutation({
      mutationFn: (comment: string) =>
        mainApi.post<TApprovalComment>(APPROVAL_PATHS.postComment(positionId), { comment }),
      onSuccess: () => {
        toast.success(MESSAGES.successfullySaved);
        return queryClient.invalidateQueries({ queryKey: approvalKeys.comments(positionId) });
      },
      onError: fail,
    }),
  };
}

// ---------------------------------------------------------------- the emailed link

export function useApprovalByToken(token: string) {
  return useQuery({
    queryKey: approvalKeys.byToken(token),
    queryFn: ({ signal }) => publicApi.get<TApprovalByToken>(APPROVAL_PATHS.byToken(token), {}, signal),
    retry: false,
  });
}

export function useRespondByToken(token: string) {
  return useMutation({
    mutationFn: (body: { response: 'APPROVED' | 'DECLINED'; comment?: string }) =>
      publicApi.post<TChangeResponseAnswer>(APPROVAL_PATHS.changeResponse, { token, ...body }),
    onError: fail,
  });
}
