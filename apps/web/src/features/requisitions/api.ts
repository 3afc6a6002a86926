import { MAIN_PATHS, MESSAGES, type TExpiredRequisition, type TMessage } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../shared/api/client';
import { expiredRequisitionKeys, requisitionKeys } from '../../shared/api/query-keys';

/** Only call with enabled=true for JOB_POSTING holders: a 403 would end the session. */
export function useExpiredRequisitions(enabled: boolean) {
  return useQuery({
    queryKey: expiredRequisitionKeys.all,
    queryFn: ({ signal }) =>
      mainApi.get<TExpiredRequisition[]>(MAIN_PATHS.expiredJobPositions, undefined, signal),
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useDeleteJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mainApi.del<TMessage>(MAIN_PATHS.deleteJobPosition(id)),
    onSuccess: () => {
      toast.success(MESSAGES.deleted);
      // Not awaited: the dialog closes at once while the lists refresh behind it.
      void queryClient.invalidateQueries({ queryKey: expiredRequisitionKeys.all });
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.all });
    },
    onError: () => {
      toast.error(MESSAGES.failed);
    },
  });
}
