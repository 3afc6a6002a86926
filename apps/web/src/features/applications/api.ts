import {
  CANDIDATE_PATHS,
  MESSAGES,
  type TAddCandidate,
  type TAddCandidateResult,
  type TCandidateCriteria,
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
import { failureMessage } from '../../shared/ui/form';

export const candidateKeys = {
  all: ['candidates'] as const,
  list: (positionId: number, criteria: TCandidateCriteria) => ['candidates', positionId, criteria] as const,
};

export function useCandidates(positionId: number, criteria: TCandidateCriteria, enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.list(positionId, criteria),
    queryFn: ({ signal }) =>
      mainApi.request<TCandidatePage>('POST', CANDIDATE_PATHS.criteria(positionId), {
        body: criteria,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

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
