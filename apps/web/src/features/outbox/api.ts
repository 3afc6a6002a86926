import { MAIN_PATHS, OUTBOX_FILTERS, type TOutboxEmail, type TOutboxPage } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../shared/api/client';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../shared/ui/data-table';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (state: ListState) => [...outboxKeys.all, 'list', state] as const,
  email: (id: number) => [...outboxKeys.all, 'email', id] as const,
};

export function useOutbox(state: ListState) {
  return useQuery({
    queryKey: outboxKeys.list(state),
    queryFn: ({ signal }) => mainApi.get<TOutboxPage>(MAIN_PATHS.outbox, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

/** The XLSX of the emails the search finds, newest first. */
export const exportOutbox = (state: ListState) =>
  downloadListExport(MAIN_PATHS.outboxExport, criteriaBody(state, OUTBOX_FILTERS), 'Outbox.xlsx');

export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.email(id ?? 0),
    queryFn: ({ signal }) => mainApi.get<TOutboxEmail>(MAIN_PATHS.outboxEmail(id ?? 0), undefined, signal),
    enabled: id !== null,
  });
}
