// The one list state of the app (page, size, sort, the one active column filter, search) as a pure
// reducer, and the one criteria body built from it with the operator the contract gives the column.
import type { FilterOperator, ListFilterMap, SortDirection } from '@hr/contracts';

export interface ListSort {
  columnId: string;
  direction: SortDirection;
}

/** One column filter; filtering another column replaces it. The value is kept as text. */
export interface ListFilter {
  columnId: string;
  value: string;
}

export interface ListState {
  /** 1-based, as the API counts pages. */
  page: number;
  size: number;
  sort: ListSort;
  filter: ListFilter | null;
  search: string;
  /** Where a new filter or search puts the sorting back (spec section 8: "resets sorting"). */
  defaultSort: ListSort;
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'size'; size: number }
  | { type: 'sort'; sort: ListSort }
  | { type: 'filter'; filter: ListFilter | null }
  | { type: 'search'; search: string };

export function initialListState(size: number, defaultSort: ListSort): ListState {
  return { page: 1, size, sort: defaultSort, filter: null, search: '', defaultSort };
}

const sameFilter = (a: ListFilter | null, b: ListFilter | null) =>
  a === b || (a !== null && b !== null && a.columnId === b.columnId && a.value === b.value);

/**
 * Paging moves within the rows; a sort or page size change goes back to page 1; a new filter or search is a new
 * set of rows: page 1 and the default sort. An action that changes nothing keeps the same state.
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, action.page) };
    case 'size':
      return action.size === state.size ? state : { ...state, size: action.size, page: 1 };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'filter': {
      // An empty value clears the filter.
      const filter = action.filter && action.filter.value !== '' ? action.filter : null;
      if (sameFilter(filter, state.filter)) return state;
      return { ...state, filter, page: 1, sort: state.defaultSort };
    }
    case 'search': {
      const search = action.search.trim();
      if (search === state.search) return state;
      return { ...state, search, page: 1, sort: state.defaultSort };
    }
  }
}

/** The query of a plain list call (`GET` lists): page, size, sort, direction and the search. */
export function listQuery(state: ListState) {
  return {
    page: state.page,
    size: state.size,
    sort: state.sort.columnId,
    direction: state.sort.direction,
    ...(state.search ? { search: state.search } : {}),
  };
}

export interface CriteriaBody {
  page: number;
  size: number;
  sort: string;
  direction: SortDirection;
  search?: string;
  columns: string[];
  operators: FilterOperator[];
  values: string[];
}

/**
 * The criteria body of a list state: the query plus the active filter with the operator the list's
 * filter map gives its column. A column the map does not know is left out (no filter).
 */
export function criteriaBody(state: ListState, filters: ListFilterMap): CriteriaBody {
  const filter = state.filter;
  const spec = filter ? filters[filter.columnId] : undefined;
  if (!filter || !spec) return { ...listQuery(state), columns: [], operators: [], values: [] };
  return {
    ...listQuery(state),
    columns: [filter.columnId],
    operators: [spec.operator],
    values: [filter.value],
  };
}

/**
 * The column filter in a page's URL (`?filter=status&value=NEW`, what the contracts' `listLink`
 * writes): a dashboard figure links to its list already filtered, and a reload keeps the filter.
 */
export function filterOfUrl(params: URLSearchParams): ListFilter | null {
  const columnId = params.get('filter');
  const value = params.get('value');
  return columnId && value ? { columnId, value } : null;
}

/** The URL's query with this filter (or none), other parameters kept; null when it already holds it. */
export function urlWithFilter(params: URLSearchParams, filter: ListFilter | null): URLSearchParams | null {
  if (sameFilter(filterOfUrl(params), filter)) return null;
  const next = new URLSearchParams(params);
  next.delete('filter');
  next.delete('value');
  if (filter) {
    next.set('filter', filter.columnId);
    next.set('value', filter.value);
  }
  return next;
}
