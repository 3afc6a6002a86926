import {
  DEFAULT_PAGE_SIZE,
  JOB_POSITION_PATHS,
  MAIN_PATHS,
  MESSAGES,
  REF_PATHS,
  REQUISITION_FILTERS,
  type RequisitionFilterColumn,
  type TRefItem,
  type TRequisitionPage,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { requisitionKeys } from '../../../shared/api/query-keys';
import type { DataTableFilter, DataTableSort } from '../../../shared/ui/data-table';

export interface DashboardQuery {
  page: number;
  sort: DataTableSort;
  search: string;
  /** One column filter at a time (spec: filtering a column clears the others). */
  filter: DataTableFilter | null;
}

/**
 * The dashboard's rows: `GET /requisitions` without a column filter, `POST /requisitions/criteria`
 * with one. Filtering, sorting and paging happen in SQL.
 */
export function useDashboardRequisitions({ page, sort, search, filter }: DashboardQuery) {
  const params = {
    page,
    size: DEFAULT_PAGE_SIZE,
    sort: sort.columnId,
    direction: sort.direction,
    search: search || undefined,
  };
  return useQuery({
    queryKey: [...requisitionKeys.all, 'dashboard', params, filter] as const,
    queryFn: ({ signal }) => {
      if (!filter) return mainApi.get<TRequisitionPage>(MAIN_PATHS.requisitions, params, signal);
      const column = filter.columnId as RequisitionFilterColumn;
      return mainApi.request<TRequisitionPage>('POST', MAIN_PATHS.requisitionsCriteria, {
        body: {
          ...params,
          columns: [column],
          operators: [REQUISITION_FILTERS[column].operator],
          values: [filter.value],
        },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** Clones a requisition into a new draft and opens it. */
export function useCloneRequisition() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (positionId: number) => mainApi.get<{ id: number }>(JOB_POSITION_PATHS.clone, { positionId }),
    onSuccess: ({ id }) => {
      toast.success(MESSAGES.successfullyCreated);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.all });
      void navigate(`/jobreq/${id}`);
    },
    onError: () => {
      toast.error(MESSAGES.failed);
    },
  });
}

const LOOKUP_STALE_MS = 5 * 60_000;

/** A reference list for a filter select; lookups fail silently (spec section 8). */
export function useFilterLookup(kind: 'cities' | 'position_type' | 'departments') {
  return useQuery({
    queryKey: ['reference-data', kind, 'list-filter'] as const,
    queryFn: ({ signal }) => mainApi.get<TRefItem[]>(REF_PATHS.list(kind), undefined, signal),
    staleTime: LOOKUP_STALE_MS,
  });
}
