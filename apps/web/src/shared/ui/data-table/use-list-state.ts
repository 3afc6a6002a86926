import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { initialListState, type ListFilter, type ListSort, listReducer } from './list-state';
import { useDebounced } from './use-debounced';

const SEARCH_DELAY_MS = 300;

/** The list state of one table, with the search box's text (applied after a short pause). */
export function useListState({ size, defaultSort }: { size: number; defaultSort: ListSort }) {
  const [state, dispatch] = useReducer(listReducer, undefined, () => initialListState(size, defaultSort));
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DELAY_MS);
  useEffect(() => dispatch({ type: 'search', search }), [search]);

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
