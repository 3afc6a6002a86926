import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import type { DataTableProps } from './data-table';
import type { ListStateHandle } from './use-list-state';

interface PageAnswer<Row> {
  responseDataList: Row[];
  paging: { totalElements: number; estimated?: boolean };
}

/**
 * The DataTable props every server-paged list wires the same way: the list state's page, sort and
 * filter with their setters, and the query's rows, total, loading, fetching and error states.
 */
export function pagedQueryProps<Row>(
  list: ListStateHandle,
  query: UseQueryResult<PageAnswer<Row>>,
  /** What the rows are, for the error text ("The candidates could not be loaded."). */
  what: string,
): Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'page'
  | 'size'
  | 'total'
  | 'totalEstimated'
  | 'onPageChange'
  | 'onSizeChange'
  | 'sort'
  | 'onSortChange'
  | 'filter'
  | 'onFilterChange'
  | 'loading'
  | 'fetching'
  | 'error'
> {
  const { state } = list;
  return {
    rows: query.data?.responseDataList ?? [],
    page: state.page,
    size: state.size,
    total: query.data?.paging.totalElements ?? 0,
    totalEstimated: query.data?.paging.estimated === true,
    onPageChange: list.setPage,
    onSizeChange: list.setSize,
    sort: state.sort,
    onSortChange: list.setSort,
    filter: state.filter,
    onFilterChange: list.setFilter,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.isError
      ? {
          message: errorMessage(query.error, `The ${what} could not be loaded.`),
          onRetry: () => void query.refetch(),
        }
      : null,
  };
}
