import { AUDIT_FILTERS, AUDIT_PATHS, type TAuditPage } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../shared/api/client';
import { criteriaBody, type ListState } from '../../shared/ui/data-table';

export const auditKeys = {
  all: ['audit'] as const,
  list: (state: ListState) => [...auditKeys.all, 'list', state] as const,
};

/** One page of the audit list: its search, column filter, sort and page all run in SQL. */
export function useAudit(state: ListState) {
  return useQuery({
    queryKey: auditKeys.list(state),
    queryFn: ({ signal }) =>
      mainApi.request<TAuditPage>('POST', AUDIT_PATHS.criteria, {
        body: criteriaBody(state, AUDIT_FILTERS),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
