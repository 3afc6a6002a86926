import {
  REF_PATHS,
  type TCity,
  type TDiscipline,
  type TRefItem,
  type TRefKind,
  type TRoleResponsibility,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { mainApi } from '../../../shared/api/client';

/** The form's lookups; shared with the Reference Data screen's keys so an edit there refreshes them. */
export const formReferenceKeys = {
  all: ['reference-data'] as const,
  list: (kind: TRefKind, scope: number | 'all' = 'all') => ['reference-data', kind, 'form', scope] as const,
};

const LOOKUP_STALE_MS = 5 * 60_000;

/** A whole reference list (`GET /ref/{kind}` or `/{kind}`). Lookups fail silently (spec section 8). */
export function useLookup<T extends TRefItem = TRefItem>(kind: TRefKind) {
  return useQuery({
    queryKey: formReferenceKeys.list(kind),
    queryFn: ({ signal }) => mainApi.get<T[]>(REF_PATHS.list(kind), undefined, signal),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Disciplines of one industry; nothing without an industry. */
export function useDisciplines(industryId: number | null | undefined) {
  return useQuery({
    queryKey: formReferenceKeys.list('industry_discipline', industryId ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get<TDiscipline[]>(REF_PATHS.list('industry_discipline'), { industryId }, signal),
    enabled: Boolean(industryId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Cities of one country; nothing without a country. */
export function useCitiesOfCountry(countryId: number | null | undefined) {
  return useQuery({
    queryKey: formReferenceKeys.list('cities', countryId ?? 0),
    queryFn: ({ signal }) =>
      mainApi.get<TCity[]>(REF_PATHS.citiesOfCountry(countryId ?? 0), undefined, signal),
    enabled: Boolean(countryId),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Role responsibilities of one designation; nothing without a designation. */
export function useRoleResponsibilities(designationId: number | null | undefined) {
  return useQuery({
    queryKey: formReferenceKeys.list('job_role_res', designationId ?? 0),
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
