import {
  isRefUploadKind,
  MESSAGES,
  REF_PATHS,
  type TCountryWithStates,
  type TImportSummary,
  type TRefItem,
  type TRefKind,
  type TRefRow,
  type TRefUploadKind,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { UploadFailure } from '../../shared/ui/spreadsheet-upload';

export const referenceDataKeys = {
  all: ['reference-data'] as const,
  kind: (kind: TRefKind) => [...referenceDataKeys.all, kind] as const,
  list: (kind: TRefKind, designationId?: number) =>
    [...referenceDataKeys.kind(kind), designationId ?? 'all'] as const,
};

/** Kinds whose rows show another kind's names: changing the first refreshes the second. */
const DEPENDENTS: Partial<Record<TRefKind, TRefKind[]>> = {
  countries: ['cities'],
  industry: ['industry_discipline'],
  job_designation: ['job_role_res'],
};

/** Where the screen reads a kind: the maintenance list (`/all`) where there is one. */
function listPath(kind: TRefKind, designationId?: number): string {
  if (kind === 'job_role_res') return REF_PATHS.roleResponsibilities(designationId ?? 0);
  return isRefUploadKind(kind) ? REF_PATHS.all(kind) : REF_PATHS.list(kind);
}

/** Role responsibilities need their designation; without one nothing is fetched. */
export function useReferenceList<T extends TRefItem = TRefRow>(
  kind: TRefKind,
  { designationId, enabled = true }: { designationId?: number | undefined; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: referenceDataKeys.list(kind, designationId),
    queryFn: ({ signal }) => mainApi.get<T[]>(listPath(kind, designationId), undefined, signal),
    enabled: enabled && (kind !== 'job_role_res' || designationId !== undefined),
  });
}

/** Countries with their states: the city form picks from them. */
export const useCountries = (enabled = true) =>
  useReferenceList<TCountryWithStates>('countries', { enabled });

function useInvalidate() {
  const queryClient = useQueryClient();
  return (kind: TRefKind) => {
    for (const k of [kind, ...(DEPENDENTS[kind] ?? [])]) {
      void queryClient.invalidateQueries({ queryKey: referenceDataKeys.kind(k) });
    }
  };
}

export interface SaveVariables {
  kind: TRefKind;
  /** Present for an edit. */
  id?: number;
  designationId?: number;
  body: Record<string, unknown>;
}

/** Creates or updates; the form shows field errors, so failures toast the server message only. */
export function useSaveReference() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id, designationId, body }: SaveVariables) => {
      if (id !== undefined) return mainApi.put<TRefRow>(REF_PATHS.update(kind, id), body);
      const path =
        kind === 'job_role_res' ? REF_PATHS.roleResponsibilities(designationId ?? 0) : REF_PATHS.create(kind);
      return mainApi.post<TRefRow>(path, body);
    },
    onSuccess: (_row, { kind, id }) => {
      toast.success(id === undefined ? MESSAGES.successfullyCreated : MESSAGES.successfullyUpdated);
      invalidate(kind);
    },
    // Spec section 8: reference data failures show the server message as an error.
    onError: (error) => toast.error(errorMessage(error, MESSAGES.failed)),
  });
}

export function useDeleteReference() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: TRefKind; id: number }) =>
      mainApi.del<unknown>(REF_PATHS.remove(kind, id)),
    onSuccess: (_answer, { kind }) => {
      toast.success(MESSAGES.deleted);
      invalidate(kind);
    },
    // Spec section 8: reference data deletion failures show the server message as a warning.
    onError: (error) => toast.warning(errorMessage(error, MESSAGES.failed)),
  });
}

export function useUploadReference() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TRefUploadKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return mainApi.post<TImportSummary>(REF_PATHS.upload(kind), form);
    },
    onSuccess: (summary, { kind }) => {
      // The summary says what was skipped or refused; the toast is for what was created.
      if (summary.created > 0) toast.success(MESSAGES.successfullyUploaded);
      invalidate(kind);
    },
    onError: (error) => toast.error(createElement(UploadFailure, { error })),
  });
}

/** Fetches the template with the bearer token (a plain link would not carry it) and saves it. */
export async function downloadTemplate(kind: TRefUploadKind): Promise<void> {
  try {
    const blob = await mainApi.get<Blob>(REF_PATHS.template(kind));
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${kind}-template.xlsx`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    toast.error(errorMessage(error, MESSAGES.failed));
  }
}
