import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filterOfUrl,
  initialListState,
  type ListFilter,
  type ListSort,
  listReducer,
  urlWithFilter,
} from './list-state';
import { useDebounced } from './use-debounced';

const SEARCH_DELAY_MS = 300;

/**
 * The list state of one table, with the search box's text (applied after a short pause). With
 * `urlFilter` (a page's main list) the column filter is read from and written to the URL.
 */
export function useListState({
  size,
  defaultSort,
  urlFilter = false,
}: {
  size: number;
  defaultSort: ListSort;
  urlFilter?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(listReducer, undefined, () => ({
    ...initialListState(size, defaultSort),
    filter: urlFilter ? filterOfUrl(params) : null,
  }));
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DELAY_MS);
  useEffect(() => dispatch({ type: 'search', search }), [search]);

  // The URL follows the filter (replacing the entry: each filter is not a page of its own). Only a
  // real change navigates: an unchanged URL would still be a new location. Only the filter's change
  // writes: after a navigation away (a clone opening its copy) the page may stay mounted until the
  // next one has loaded, and must not write its filter back over that address.
  const { filter } = state;
  const url = useRef({ params, setParams });
  url.current = { params, setParams };
  useEffect(() => {
    if (!urlFilter) return;
    const next = urlWithFilter(url.current.params, filter);
    if (next) url.current.setParams(next, { replace: true });
  }, [urlFilter, filter]);

  const setPage = useCallback((page: number) => dispatch({ type: 'page', page }), []);
  const setSize = useCallback((size: number) => dispatch({ type: 'size', size }), []);
  const setSort = useCallback((sort: ListSort) => dispatch({ type: 'sort', sort }), []);
  const setFilter = useCallback((filter: ListFilter | null) => dispatch({ type: 'filter', filter }), []);
  return useMemo(
    () => ({ state, searchInput, setSearchInput, setPage, setSize, setSort, setFilter }),
    [state, searchInput, setPage, setSize, setSort, setFilter],
  );
}
export type ListStateHandle = ReturnType<typeof useListState>;
