import {
  CANDIDATE_FILTERS,
  CANDIDATE_PATHS,
  MESSAGES,
  type TAddCandidate,
  type TAddCandidateResult,
  type TCandidatePage,
  type TChangeStatus,
  type TChangeStatusBulk,
  type TChangeStatusBulkResult,
  type TChangeStatusResult,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../shared/api/client';
import { requisitionFormKeys as formKeys } from '../../shared/api/query-keys';
import { criteriaBody, downloadListExport, type ListState } from '../../shared/ui/data-table';
import { failureMessage } from '../../shared/ui/form';

export const candidateKeys = {
  all: ['candidates'] as const,
  list: (positionId: number, state: ListState) => ['candidates', positionId, state] as const,
};

export function useCandidates(positionId: number, state: ListState, enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.list(positionId, state),
    queryFn: ({ signal }) =>
      mainApi.request<TCandidatePage>('POST', CANDIDATE_PATHS.criteria(positionId), {
        body: criteriaBody(state, CANDIDATE_FILTERS),
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The XLSX of the requisition's candidates under the panel's current filter and sort. */
export const exportCandidates = (positionId: number, state: ListState) =>
  downloadListExport(
    CANDIDATE_PATHS.export(positionId),
    criteriaBody(state, CANDIDATE_FILTERS),
    `Candidates_${positionId}.xlsx`,
  );

/** Adding a candidate and changing statuses; every success refreshes the list (and the form's lock). */
export function useCandidateMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: candidateKeys.all });
  // Leaving NEW locks the requisition's position data: the form re-reads its lock too.
  const refreshLock = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: candidateKeys.all }),
      client.invalidateQueries({ queryKey: formKeys.all }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: TAddCandidate) =>
        mainApi.post<TAddCandidateResult>(CANDIDATE_PATHS.addCandidate, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyCreated);
        void refresh();
      },
    }),
    change: useMutation({
      mutationFn: (body: TChangeStatus) =>
        mainApi.post<TChangeStatusResult>(CANDIDATE_PATHS.changeStatus, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refreshLock();
      },
      onError: (error) => toast.error(failureMessage(error, MESSAGES.failedBang)),
    }),
    bulk: useMutation({
      mutationFn: (body: TChangeStatusBulk) =>
        mainApi.post<TChangeStatusBulkResult>(CANDIDATE_PATHS.changeStatusBulk, body),
      onSuccess: (result) => {
        if (result.moved.length > 0) toast.success(MESSAGES.successfullyUpdated);
        else toast.error(MESSAGES.failedBang);
        void refreshLock();
      },
      onError: (error) => toast.error(failureMessage(error, MESSAGES.failedBang)),
    }),
  };
}
