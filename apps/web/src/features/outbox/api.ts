import { DEFAULT_PAGE_SIZE, MAIN_PATHS, type TOutboxEmail, type TOutboxPage } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '../../shared/api/client';

export interface OutboxListParams {
  /** 1-based, as the API counts pages. */
  page: number;
  size?: number;
  search?: string;
}

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (params: OutboxListParams) => [...outboxKeys.all, 'list', params] as const,
  email: (id: number) => [...outboxKeys.all, 'email', id] as const,
};

export function useOutbox({ page, size = DEFAULT_PAGE_SIZE, search }: OutboxListParams) {
  const params = { page, size, search: search?.trim() || undefined };
  return useQuery({
    queryKey: outboxKeys.list(params),
    queryFn: ({ signal }) => mainApi.get<TOutboxPage>(MAIN_PATHS.outbox, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.email(id ?? 0),
    queryFn: ({ signal }) => mainApi.get<TOutboxEmail>(MAIN_PATHS.outboxEmail(id ?? 0), undefined, signal),
    enabled: id !== null,
  });
}
