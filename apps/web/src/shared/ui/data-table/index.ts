export type {
  ColumnFilterSpec,
  DataTableColumn,
  DataTableFilter,
  DataTableProps,
  DataTableSort,
} from './data-table';
export { DataTable } from './data-table';
export { SearchBox } from './search-box';
export { useDebounced } from './use-debounced';
