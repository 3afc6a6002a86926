import {
  DEFAULT_PAGE_SIZE,
  MAIN_PATHS,
  MESSAGES,
  type TExpiredRequisition,
  type TRequisitionPage,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../shared/api/client';

export interface RequisitionListParams {
  /** 1-based, as the API counts pages. */
  page: number;
  size?: number;
  search?: string;
}

export const requisitionKeys = {
  all: ['requisitions'] as const,
  list: (params: RequisitionListParams) => [...requisitionKeys.all, 'list', params] as const,
};

export const expiredRequisitionKeys = {
  all: ['expired-requisitions'] as const,
};

export function useRequisitions({ page, size = DEFAULT_PAGE_SIZE, search }: RequisitionListParams) {
  const params = { page, size, search: search?.trim() || undefined };
  return useQuery({
    queryKey: requisitionKeys.list(params),
    queryFn: ({ signal }) => mainApi.get<TRequisitionPage>(MAIN_PATHS.requisitions, params, signal),
    // Keeps the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

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
    mutationFn: (id: number) => mainApi.del<unknown>(MAIN_PATHS.deleteJobPosition(id)),
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
