import {
  API_BASES,
  APPROVAL_FILTERS,
  APPROVAL_PATHS,
  JOB_POSITION_PATHS,
  MESSAGES,
  type TAddApprover,
  type TApprovalByToken,
  type TApprovalComment,
  type TApprovalPage,
  type TApprover,
  type TChangeResponseAnswer,
  type TCreateApprover,
  type TMessage,
  type TRequisitionCheck,
  type TSendApprovalAnswer,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { createApiClient, errorMessage, mainApi } from '../../shared/api/client';
import { requisitionFormKeys } from '../../shared/api/query-keys';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../shared/ui/data-table';
import { failureToast } from '../../shared/ui/form';

/** The emailed link's page is public: a refused call must show its message, not send anyone to /login. */
const publicApi = createApiClient({
  baseUrl: import.meta.env.VITE_MAIN_API_URL || API_BASES.main,
  redirectOnAuthError: false,
});

export const approvalKeys = {
  all: ['approvals'] as const,
  approvers: ['approvals', 'approvers'] as const,
  page: (positionId: number, state: ListState) => ['approvals', 'page', positionId, state] as const,
  comments: (positionId: number) => ['approvals', 'comments', positionId] as const,
  byToken: (token: string) => ['approval-link', token] as const,
};

const fail = (error: unknown) => toast.error(errorMessage(error, MESSAGES.failed));

// ---------------------------------------------------------------- approvals

/**
 * What sending for approval still needs (`check/{id}`), cached under the requisition form's key so
 * the form's progress and this panel read one answer and refresh together.
 */
export function useReadyToSubmit(positionId: number, enabled: boolean) {
  return useQuery({
    queryKey: requisitionFormKeys.part(positionId, 'check'),
    queryFn: ({ signal }) =>
      mainApi.get<TRequisitionCheck>(JOB_POSITION_PATHS.check(positionId), undefined, signal),
    enabled,
  });
}

export function useApprovers() {
  return useQuery({
    queryKey: approvalKeys.approvers,
    queryFn: ({ signal }) => mainApi.get<TApprover[]>(APPROVAL_PATHS.approvers, {}, signal),
  });
}

export function useApprovalPage(positionId: number, state: ListState) {
  return useQuery({
    queryKey: approvalKeys.page(positionId, state),
    queryFn: ({ signal }) =>
      mainApi.get<TApprovalPage>(APPROVAL_PATHS.approval, { positionId, ...listQuery(state) }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The XLSX of the requisition's approvals, in the panel's order. */
export const exportApprovals = (positionId: number, state: ListState) =>
  downloadListExport(
    APPROVAL_PATHS.export(positionId),
    criteriaBody(state, APPROVAL_FILTERS),
    `Approvals_${positionId}.xlsx`,
  );

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
        failureToast(error);
        return refresh();
      },
    }),
    removeApproval: useMutation({
      mutationFn: (approvalId: number) => mainApi.del<TMessage>(APPROVAL_PATHS.approval, { approvalId }),
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
      onError: failureToast,
    }),
  };
}

/** A signed-in approver's answer by approval id (the same call as the emailed link's). */
export function useRespondAsApprover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { approvalId: number; response: 'APPROVED' | 'DECLINED'; comment?: string }) =>
      mainApi.post<TChangeResponseAnswer>(APPROVAL_PATHS.changeResponse, body),
    onSuccess: () => {
      toast.success(MESSAGES.successfullySaved);
      // The requisition's status, the dashboards and the lists all changed.
      return queryClient.invalidateQueries();
    },
  });
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
    onError: failureToast,
  });
}
