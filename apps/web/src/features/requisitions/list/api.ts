import {
  JOB_POSITION_PATHS,
  MAIN_PATHS,
  MESSAGES,
  REQUISITION_FILTERS,
  type TRequisitionPage,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { requisitionKeys } from '../../../shared/api/query-keys';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../../shared/ui/data-table';
import { failureToast } from '../../../shared/ui/form';

/**
 * The dashboard's rows: `GET /requisitions` without a column filter, `POST /requisitions/criteria`
 * with one (spec section 7). Filtering, sorting and paging happen in SQL.
 */
export function useDashboardRequisitions(state: ListState) {
  return useQuery({
    queryKey: [...requisitionKeys.all, 'dashboard', state] as const,
    queryFn: ({ signal }) =>
      state.filter
        ? mainApi.request<TRequisitionPage>('POST', MAIN_PATHS.requisitionsCriteria, {
            body: criteriaBody(state, REQUISITION_FILTERS),
            signal,
          })
        : mainApi.get<TRequisitionPage>(MAIN_PATHS.requisitions, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

/** The XLSX of the dashboard's current filter and sort, every page. */
export const exportRequisitions = (state: ListState) =>
  downloadListExport(
    MAIN_PATHS.requisitionsExport,
    criteriaBody(state, REQUISITION_FILTERS),
    'Requisitions.xlsx',
  );

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
    onError: (error) => failureToast(error),
  });
}
