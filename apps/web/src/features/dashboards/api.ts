import {
  DASHBOARD_PATHS,
  type TManagerDashboard,
  type TOfficerDashboard,
  TRACKING_FILTERS,
  type TTrackingDetail,
  type TTrackingPage,
  type TWaitingApproval,
} from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../shared/api/client';
import { criteriaBody, type ListState } from '../../shared/ui/data-table';

export const dashboardKeys = {
  all: ['dashboards'] as const,
  manager: ['dashboards', 'manager'] as const,
  approvals: ['dashboards', 'manager', 'approvals'] as const,
  officer: ['dashboards', 'officer'] as const,
  tracking: (state: ListState) => ['dashboards', 'tracking', state] as const,
  trackingOne: (id: number) => ['dashboards', 'tracking', id] as const,
};

/** Every figure of the manager's dashboard: one call. */
export function useManagerDashboard() {
  return useQuery({
    queryKey: dashboardKeys.manager,
    queryFn: ({ signal }) => mainApi.get<TManagerDashboard>(DASHBOARD_PATHS.manager, {}, signal),
  });
}

/** The approvals waiting for the signed-in user: the dashboard's second call. */
export function useWaitingApprovals() {
  return useQuery({
    queryKey: dashboardKeys.approvals,
    queryFn: ({ signal }) => mainApi.get<TWaitingApproval[]>(DASHBOARD_PATHS.managerApprovals, {}, signal),
  });
}

export function useOfficerDashboard() {
  return useQuery({
    queryKey: dashboardKeys.officer,
    queryFn: ({ signal }) => mainApi.get<TOfficerDashboard>(DASHBOARD_PATHS.officer, {}, signal),
  });
}

export function useTracking(state: ListState) {
  return useQuery({
    queryKey: dashboardKeys.tracking(state),
    queryFn: ({ signal }) =>
      mainApi.request<TTrackingPage>('POST', DASHBOARD_PATHS.trackingCriteria, {
        body: criteriaBody(state, TRACKING_FILTERS),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTrackingDetail(id: number) {
  return useQuery({
    queryKey: dashboardKeys.trackingOne(id),
    queryFn: ({ signal }) => mainApi.get<TTrackingDetail>(DASHBOARD_PATHS.tracking(id), {}, signal),
  });
}
