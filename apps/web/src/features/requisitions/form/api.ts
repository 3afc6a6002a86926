import {
  APPROVAL_PATHS,
  JOB_POSITION_PATHS,
  MESSAGES,
  REQUISITION_LOCK_DEFAULTS,
  type TAuditLogEntry,
  type TComplianceDocument,
  type TFinancial,
  type TInterviewerUser,
  type TJobPosition,
  type TJobPositionId,
  type TLocation,
  type TMessage,
  type TPositionRegulatory,
  type TRegulatoryInput,
  type TRequisitionCheck,
  type TRequisitionLock,
  type TRequisitionSummary,
  type TRequisitionSummaryInput,
  type TSpecRow,
  type TSpecTable,
  type TStatusChangeAnswer,
} from '@hr/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, mainApi } from '../../../shared/api/client';
import {
  expiredRequisitionKeys,
  requisitionFormKeys as formKeys,
  requisitionKeys,
} from '../../../shared/api/query-keys';
import { failureToast } from '../../../shared/ui/form';

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

/**
 * A save of one part of the form: the toast, then the form's reads, the lists and the expired bell
 * refreshed. `onError` is the caller's (the forms show field errors and toast the rest).
 */
function usePartSave<Body, Answer>(
  positionId: number,
  save: (body: Body) => Promise<Answer>,
  {
    success,
    onSaved,
    onError,
  }: { success: string; onSaved?: () => void; onError?: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      toast.success(success);
      refreshAfterChange(queryClient, positionId);
      onSaved?.();
    },
    ...(onError ? { onError } : {}),
  });
}

/** A manual status move with its reason. */
export const useMoveStatus = (id: number) =>
  usePartSave(
    id,
    (body: { status: string; reason: string }) =>
      mainApi.post<TStatusChangeAnswer>(JOB_POSITION_PATHS.status(id), body),
    { success: MESSAGES.successfullyUpdated },
  );

export const useSaveSummary = (positionId: number) =>
  usePartSave(
    positionId,
    (body: TRequisitionSummaryInput) =>
      mainApi.post<TRequisitionSummary>(JOB_POSITION_PATHS.summaryUpdate(positionId), body),
    { success: MESSAGES.successfullyUpdated, onError: failureToast },
  );

export const useSaveRegulatory = (positionId: number) =>
  usePartSave(
    positionId,
    (body: TRegulatoryInput) =>
      mainApi.post<TPositionRegulatory[]>(JOB_POSITION_PATHS.regulatory(positionId), body),
    { success: MESSAGES.successfullySaved, onError: failureToast },
  );

/** Saves a one-per-position part (location, financial); `onSaved` sets the step's success flag. */
export function useSaveStepPart<Body, Answer>(path: string, positionId: number, onSaved: () => void) {
  return usePartSave(positionId, (body: Body) => mainApi.post<Answer>(path, body), {
    success: MESSAGES.successfullySaved,
    onSaved,
    onError: failureToast,
  });
}

/** Where a specification table reads and writes (the six spec tables and the compliance documents). */
export interface SpecRowPaths {
  part: string;
  list: (positionId: number) => string;
  add: string;
  update: (rowId: number) => string;
  remove: (rowId: number) => string;
}

export function useSpecTableRows<Row>(positionId: number, paths: SpecRowPaths) {
  return useQuery({
    queryKey: formKeys.part(positionId, paths.part),
    queryFn: ({ signal }) => mainApi.get<Row[]>(paths.list(positionId), undefined, signal),
  });
}

export const useDeleteSpecRow = (positionId: number, paths: SpecRowPaths) =>
  usePartSave(positionId, (rowId: number) => mainApi.del<TMessage>(paths.remove(rowId)), {
    success: MESSAGES.deleted,
    onError: failureToast,
  });

/** Adds a row, or updates `rowId`'s. */
export const useSaveSpecRow = <Row>(positionId: number, paths: SpecRowPaths, rowId: number | null) =>
  usePartSave(
    positionId,
    (body: unknown) =>
      rowId === null ? mainApi.post<Row>(paths.add, body) : mainApi.put<Row>(paths.update(rowId), body),
    {
      success: rowId === null ? MESSAGES.successfullySaved : MESSAGES.successfullyUpdated,
      onError: failureToast,
    },
  );

/** The users who may be hiring managers (the interviewer list, for recruiters only). */
export const useHiringManagers = (enabled: boolean) =>
  useQuery({
    queryKey: ['requisition-form', 'hiring-managers'],
    queryFn: ({ signal }) =>
      mainApi.get<TInterviewerUser[]>(APPROVAL_PATHS.selectionUsers, undefined, signal),
    staleTime: 5 * 60_000,
    enabled,
  });
