export type {
  ColumnFilterSpec,
  DataTableColumn,
  DataTableFilter,
  DataTableProps,
  DataTableSort,
  FilterOption,
} from './data-table';
export { DataTable, TablePager } from './data-table';
export { downloadListExport } from './export';
export {
  type CriteriaBody,
  criteriaBody,
  type ListFilter,
  type ListSort,
  type ListState,
  listQuery,
} from './list-state';
export { pagedQueryProps } from './paged-query-props';
export { RowAction } from './row-action';
export { SearchBox } from './search-box';
export { useDebounced } from './use-debounced';
export { type ListStateHandle, useListState } from './use-list-state';
