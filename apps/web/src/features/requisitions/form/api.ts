import {
  JOB_POSITION_PATHS,
  REQUISITION_LOCK_DEFAULTS,
  type TAuditLogEntry,
  type TComplianceDocument,
  type TFinancial,
  type TJobPosition,
  type TJobPositionId,
  type TLocation,
  type TPositionRegulatory,
  type TRequisitionCheck,
  type TRequisitionLock,
  type TRequisitionSummary,
  type TSpecRow,
  type TSpecTable,
} from '@hr/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, mainApi } from '../../../shared/api/client';
import {
  expiredRequisitionKeys,
  requisitionFormKeys as formKeys,
  requisitionKeys,
} from '../../../shared/api/query-keys';

export { formKeys };

/** After any change: the form's own reads, the progress on the dashboard list and the expired bell. */
export function refreshAfterChange(queryClient: QueryClient, positionId: number): void {
  void queryClient.invalidateQueries({ queryKey: formKeys.position(positionId) });
  void queryClient.invalidateQueries({ queryKey: requisitionKeys.all });
  void queryClient.invalidateQueries({ queryKey: expiredRequisitionKeys.all });
}

/** A one-per-position record (location, financial) that may not exist yet: 404 reads as null. */
async function optional<T>(read: Promise<T>): Promise<T | null> {
  try {
    return (await read) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useJobPosition(id: number | null) {
  return useQuery({
    queryKey: formKeys.part(id ?? 0, 'position'),
    queryFn: ({ signal }) => mainApi.get<TJobPosition>(JOB_POSITION_PATHS.get(id ?? 0), undefined, signal),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useRequisitionLock(id: number | null) {
  return useQuery({
    queryKey: formKeys.part(id ?? 0, 'lock'),
    queryFn: ({ signal }) =>
      mainApi.get<TRequisitionLock>(JOB_POSITION_PATHS.lock(id ?? 0), undefined, signal),
    enabled: id !== null,
    placeholderData: REQUISITION_LOCK_DEFAULTS,
  });
}

export function useRequisitionCheck(id: number, enabled = true) {
  return useQuery({
    queryKey: formKeys.part(id, 'check'),
    queryFn: ({ signal }) => mainApi.get<TRequisitionCheck>(JOB_POSITION_PATHS.check(id), undefined, signal),
    enabled,
  });
}

export function useLocation(id: number) {
  return useQuery({
    queryKey: formKeys.part(id, 'location'),
    queryFn: ({ signal }) =>
      optional(mainApi.get<TLocation | null>(JOB_POSITION_PATHS.locationOf(id), undefined, signal)),
  });
}

export function useFinancial(id: number) {
  return useQuery({
    queryKey: formKeys.part(id, 'financial'),
    queryFn: ({ signal }) =>
      optional(mainApi.get<TFinancial | null>(JOB_POSITION_PATHS.financialOf(id), undefined, signal)),
  });
}

export function useSpecRows<T extends TSpecTable>(table: T, id: number) {
  return useQuery({
    queryKey: formKeys.part(id, table),
    queryFn: ({ signal }) =>
      mainApi.get<TSpecRow<T>[]>(JOB_POSITION_PATHS.specList(table, id), undefined, signal),
  });
}

export function useComplianceDocuments(id: number) {
  return useQuery({
    queryKey: formKeys.part(id, 'compliance'),
    queryFn: ({ signal }) =>
      mainApi.get<TComplianceDocument[]>(JOB_POSITION_PATHS.complianceOf(id), undefined, signal),
  });
}

export function usePositionRegulatory(id: number) {
  return useQuery({
    queryKey: formKeys.part(id, 'regulatory'),
    queryFn: ({ signal }) =>
      mainApi.get<TPositionRegulatory[]>(JOB_POSITION_PATHS.regulatory(id), undefined, signal),
  });
}

export function useRequisitionSummary(id: number) {
  return useQuery({
    queryKey: formKeys.part(id, 'summary'),
    queryFn: ({ signal }) =>
      optional(mainApi.get<TRequisitionSummary | null>(JOB_POSITION_PATHS.summary(id), undefined, signal)),
  });
}

export function useAuditLog(id: number) {
  return useQuery({
    queryKey: formKeys.part(id, 'audit'),
    queryFn: ({ signal }) =>
      mainApi.get<TAuditLogEntry[]>(JOB_POSITION_PATHS.auditLog(id), undefined, signal),
  });
}

export const saveJobPosition = (body: unknown, positionId?: number) =>
  mainApi.post<TJobPositionId>(JOB_POSITION_PATHS.save, body, positionId ? { positionId } : undefined);
