// The one way the web reads reference data. Every read lives under ['reference', kind, ...]: an edit
// on the Reference Data screen refreshes the kind (and the kinds showing its names) wherever it shows,
// in a form's select, a list's filter or the screen's own table.
import {
  isRefUploadKind,
  MESSAGES,
  REF_PATHS,
  type TCity,
  type TCountry,
  type TCountryWithStates,
  type TDiscipline,
  type TImportSummary,
  type TMessage,
  type TRefItem,
  type TRefKind,
  type TRefRow,
  type TRefUploadKind,
  type TRoleResponsibility,
} from '@hr/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import type { FilterOption } from '../../shared/ui/data-table';
import { UploadFailure } from '../../shared/ui/spreadsheet-upload';

// ---- lookups (the public face: index.ts)

/** Kinds with a whole list to look up; role responsibilities are read per designation. */
export type TRefLookupKind = Exclude<TRefKind, 'job_role_res'>;

interface LookupItems {
  countries: TCountry;
  cities: TCity;
  industry_discipline: TDiscipline;
}
/** What `GET` of a kind's list answers, as the contracts type it. */
export type RefItemOf<K extends TRefLookupKind> = K extends keyof LookupItems ? LookupItems[K] : TRefItem;

export const referenceKeys = {
  all: ['reference'] as const,
  kind: (kind: TRefKind) => ['reference', kind] as const,
  /** A list read for a choice; `scope` narrows it (an industry's disciplines, a country's cities). */
  lookup: (kind: TRefKind, scope: Record<string, number> = {}) =>
    ['reference', kind, 'lookup', scope] as const,
  /** The same list as a filter select's options. */
  options: (kind: TRefKind) => ['reference', kind, 'options'] as const,
  /** The Reference Data screen's table (the maintenance list `/all` where a kind has one). */
  maintenance: (kind: TRefKind, designationId?: number) =>
    ['reference', kind, 'maintenance', designationId ?? 'all'] as const,
};

/** Kinds whose rows show another kind's names: changing the first refreshes the second. */
const DEPENDENTS: Partial<Record<TRefKind, TRefKind[]>> = {
  countries: ['cities'],
  industry: ['industry_discipline'],
  job_designation: ['job_role_res'],
};

/** Refreshes every read of `kind` and of the kinds that show its names. */
export function invalidateReference(queryClient: QueryClient, kind: TRefKind): void {
  for (const k of [kind, ...(DEPENDENTS[kind] ?? [])]) {
    void queryClient.invalidateQueries({ queryKey: referenceKeys.kind(k) });
  }
}

// Reference data changes rarely; an edit on the screen refreshes it at once anyway.
const LOOKUP_STALE_MS = 5 * 60_000;

/** A whole reference list for a choice (`GET /ref/{kind}` or `/{kind}`). Lookups fail silently (spec section 8). */
export function useReferenceLookup<K extends TRefLookupKind>(kind: K, { enabled = true } = {}) {
  return useQuery({
    queryKey: referenceKeys.lookup(kind),
    queryFn: ({ signal }) => mainApi.get<RefItemOf<K>[]>(REF_PATHS.list(kind), undefined, signal),
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

/** The options of a list's filter select, read by the select itself. */
export function referenceFilterOptions(kind: TRefLookupKind) {
  return {
    queryKey: referenceKeys.options(kind),
    queryFn: async (): Promise<FilterOption[]> =>
      (await mainApi.get<TRefItem[]>(REF_PATHS.list(kind))).map((item) => ({
        value: String(item.id),
        label: item.name,
      })),
    staleTime: LOOKUP_STALE_MS,
  };
}

/** Disciplines of one industry; nothing without an industry. */
export function useDisciplines(industryId: number | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.lookup('industry_discipline', { industryId: industryId ?? 0 }),
    queryFn: ({ signal }) =>
      mainApi.get<TDiscipline[]>(REF_PATHS.list('industry_discipline'), { industryId }, signal),
    enabled: Boolean(industryId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Cities of one country; nothing without a country. */
export function useCitiesOfCountry(countryId: number | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.lookup('cities', { countryId: countryId ?? 0 }),
    queryFn: ({ signal }) =>
      mainApi.get<TCity[]>(REF_PATHS.citiesOfCountry(countryId ?? 0), undefined, signal),
    enabled: Boolean(countryId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Role responsibilities of one designation; nothing without a designation. */
export function useRoleResponsibilities(designationId: number | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.lookup('job_role_res', { designationId: designationId ?? 0 }),
    queryFn: ({ signal }) =>
      mainApi.get<TRoleResponsibility[]>(
        REF_PATHS.roleResponsibilities(designationId ?? 0),
        undefined,
        signal,
      ),
    enabled: Boolean(designationId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Countries with their states (the maintenance list; the screen's table shares its cache). */
export function useCountriesWithStates({ enabled = true } = {}) {
  return useQuery({
    queryKey: referenceKeys.maintenance('countries'),
    queryFn: ({ signal }) => mainApi.get<TCountryWithStates[]>(REF_PATHS.all('countries'), undefined, signal),
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

// ---- the Reference Data screen

/** Where the screen reads a kind: the maintenance list (`/all`) where there is one. */
function listPath(kind: TRefKind, designationId?: number): string {
  if (kind === 'job_role_res') return REF_PATHS.roleResponsibilities(designationId ?? 0);
  return isRefUploadKind(kind) ? REF_PATHS.all(kind) : REF_PATHS.list(kind);
}

/** The screen's table. Role responsibilities need their designation; without one nothing is fetched. */
export function useReferenceList<T extends TRefItem = TRefRow>(
  kind: TRefKind,
  { designationId, enabled = true }: { designationId?: number | undefined; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: referenceKeys.maintenance(kind, designationId),
    queryFn: ({ signal }) => mainApi.get<T[]>(listPath(kind, designationId), undefined, signal),
    enabled: enabled && (kind !== 'job_role_res' || designationId !== undefined),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (kind: TRefKind) => invalidateReference(queryClient, kind);
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
      mainApi.del<TMessage>(REF_PATHS.remove(kind, id)),
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
