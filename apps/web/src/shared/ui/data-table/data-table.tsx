// The one server-paged table of the app: columns with ids and labels, sortable headers, one
// filter input per filterable column (text, number, date or select), column visibility toggles,
// optional row checkboxes and row actions, the XLSX export of the list, and the loading, empty,
// error and busy states. The key column and the actions stay in view when the table scrolls sideways.
import { type FilterValueType, filterValueProblem, MESSAGES, PAGE_SIZE_OPTIONS } from '@hr/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../api/client';
import type { ListFilter, ListSort } from './list-state';
import { ROW_ACTION } from './row-action';

export type FilterOption = { value: string; label: string };

export type ColumnFilterSpec =
  /** `valueType` when the typed value is not what `type` says (an amount with decimals). */
  | { type: 'text' | 'number' | 'date'; valueType?: FilterValueType }
  | { type: 'select'; options: readonly FilterOption[] }
  /**
   * Options read from the server by the filter's own select: their answer re-renders that select
   * only, not every row of the table.
   */
  | {
      type: 'select';
      optionsQuery: {
        queryKey: readonly unknown[];
        queryFn: () => Promise<FilterOption[]>;
        staleTime?: number;
      };
    };

const NO_OPTIONS_QUERY = { queryKey: ['data-table', 'no-options'], enabled: false } as const;

export interface DataTableColumn<Row> {
  id: string;
  label: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  filter?: ColumnFilterSpec;
  /** Lets long text wrap instead of keeping the cell on one line. */
  wrap?: boolean;
  /** Starts hidden (the user can show it from the columns menu), so a laptop's width fits. */
  hiddenByDefault?: boolean;
}

export type DataTableSort = ListSort;
export type DataTableFilter = ListFilter;

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  /** 1-based page, its size and the total number of rows on the server. */
  page: number;
  size: number;
  total: number;
  /** The server estimated the total (a very long list): shown as "about". */
  totalEstimated?: boolean;
  onPageChange: (page: number) => void;
  /** Lets the user choose the page size (10, 20, 50, 100). */
  onSizeChange?: (size: number) => void;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  filter?: DataTableFilter | null;
  onFilterChange?: (filter: DataTableFilter | null) => void;
  /** Row checkboxes: the checked row keys. */
  selected?: readonly number[];
  onSelectedChange?: (keys: number[]) => void;
  /** Per-row action buttons, in a last column. */
  actions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
  /** No answer yet. */
  loading: boolean;
  /** A request is under way (rows stay on screen meanwhile). */
  fetching?: boolean;
  /** Long work on the rows (delete, export): covers the table. */
  busy?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  /** Downloads the XLSX of the list's current filter and sort (an "Export" button when given). */
  onExport?: () => Promise<void>;
  loadingText: string;
  emptyText: string;
}

const FILTER_DELAY_MS = 400;
/** A small table's row with one line of text. */
const LOADING_ROW_HEIGHT = 37;
const CHECKBOX_WIDTH = 48;

// Sticky cells need their own background, or the scrolled cells show through.
const stickyLeft = (left: number): SxProps<Theme> => ({
  position: 'sticky',
  left,
  zIndex: 1,
  bgcolor: 'background.paper',
});
const STICKY_RIGHT: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)',
};
/**
 * The body is plain elements styled by class from the table, once per render: a MUI TableCell,
 * Checkbox (with its ripple) or Tooltip + IconButton on each of a page's hundreds of cells costs a
 * component and a style resolution apiece, which a slow phone feels as a frozen page. The classes
 * give them MUI's small table look (body2 text, the cell border, row hover and selection).
 */
const CELL = {
  body: 'dt-cell',
  nowrap: 'dt-nowrap',
  stickyLeft: 'dt-sticky-left',
  stickyRight: 'dt-sticky-right',
  right: 'dt-right',
  checkbox: 'dt-checkbox',
  actions: 'dt-actions',
} as const;
const ROW = { body: 'dt-row', clickable: 'dt-clickable', selected: 'dt-selected' } as const;
const FILTER = { input: 'dt-filter', select: 'dt-filter-select', problem: 'dt-filter-problem' } as const;
const TABLE_SX: SxProps<Theme> = (theme) => ({
  [`& .${CELL.body}`]: {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    // MUI TableCell's light border: the divider colour, opaque and lightened.
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    verticalAlign: 'inherit',
    padding: '6px 16px',
  },
  [`& .${CELL.checkbox}`]: { width: CHECKBOX_WIDTH, padding: '0 0 0 4px' },
  [`& .${CELL.checkbox} input`]: {
    // Where MUI's small checkbox draws its box, in the same 38 px room (the rows keep their height).
    width: 16,
    height: 16,
    margin: '11px',
    verticalAlign: 'middle',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  [`& .${CELL.right}`]: { textAlign: 'right' },
  [`& .${CELL.nowrap}`]: { whiteSpace: 'nowrap' },
  [`& .${CELL.stickyLeft}`]: { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' },
  [`& .${CELL.stickyRight}`]: STICKY_RIGHT,
  [`& .${ROW.body}`]: { verticalAlign: 'middle', outline: 0 },
  [`& .${ROW.body}:hover`]: { bgcolor: 'action.hover' },
  [`& .${ROW.selected}`]: {
    bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  [`& .${ROW.selected}:hover`]: {
    bgcolor: alpha(
      theme.palette.primary.main,
      theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
    ),
  },
  // A focused row shows it: an outline and the selected background.
  [`& .${ROW.clickable}`]: { cursor: 'pointer' },
  [`& .${ROW.clickable}:focus-visible`]: {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
  [`& .${ROW.clickable}:focus-visible > td`]: { bgcolor: 'action.selected' },
  // The filters: MUI's standard input (body1 text, an underline that thickens on hover and focus).
  [`& .${FILTER.input}, & .${FILTER.select}`]: {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    boxSizing: 'content-box',
    height: '1.4375em',
    width: '100%',
    margin: 0,
    padding: '1px 0 5px', // MUI's small size
    border: 0,
    borderRadius: 0,
    background: 'none',
    color: theme.palette.text.primary,
    outline: 0,
    boxShadow: 'inset 0 -1px 0 rgba(0, 0, 0, 0.42)',
    transition: theme.transitions.create('box-shadow', { duration: theme.transitions.duration.shorter }),
    '&:hover': { boxShadow: `inset 0 -2px 0 ${theme.palette.text.primary}` },
    '&:focus, &[aria-expanded="true"]': { boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
    '&[aria-invalid="true"]': { boxShadow: `inset 0 -2px 0 ${theme.palette.error.main}` },
  },
  [`& .${FILTER.input}::placeholder`]: { color: 'currentColor', opacity: 0.42 },
  [`& .${FILTER.select}`]: {
    position: 'relative',
    display: 'block',
    textAlign: 'left',
    cursor: 'pointer',
    '& > span': {
      display: 'block',
      paddingRight: '24px',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& > svg': {
      position: 'absolute',
      right: 0,
      top: 'calc(50% - 0.5em)',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: theme.palette.action.active,
    },
  },
  [`& .${FILTER.problem}`]: {
    ...theme.typography.caption,
    color: theme.palette.error.main,
    margin: '3px 0 0',
  },
  // MUI's small IconButton: a 30 px round button with a 20 px icon.
  [`& .${ROW_ACTION}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    padding: '5px',
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: 'action.active',
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '&:disabled': { color: 'action.disabled', cursor: 'default', bgcolor: 'transparent' },
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
  },
});

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const FILTER_PLACEHOLDERS = { text: 'Filter', number: 'Number', date: 'YYYY-MM-DD' } as const;

/** A select filter: a combobox button showing the chosen option, its listbox a menu mounted while open. */
function FilterSelect({
  label,
  value,
  options,
  onCommit,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onCommit: (value: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const listId = useId();
  const chosen = options.find((option) => option.value === value)?.label ?? value;
  const all = <em>All</em>;
  return (
    <>
      <button
        type="button"
        role="combobox"
        className={FILTER.select}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          // As MUI's Select: the arrows open the list too.
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setAnchor(event.currentTarget);
        }}
      >
        <span>{value === '' ? all : chosen}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          slotProps={{ list: { id: listId, role: 'listbox', 'aria-label': label } }}
        >
          {[{ value: '', label: all }, ...options].map((option) => (
            <MenuItem
              key={option.value}
              role="option"
              selected={option.value === value}
              aria-selected={option.value === value}
              onClick={() => {
                setAnchor(null);
                onCommit(option.value);
              }}
            >
              {option.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}

function FilterInput({
  column,
  value,
  onCommit,
}: {
  column: DataTableColumn<unknown>;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const problemId = useId();
  // The shown value follows the active filter (another column's filter clears this one).
  useEffect(() => setDraft(value), [value]);
  const spec = column.filter;
  const optionsQuery = useQuery<FilterOption[]>(
    spec?.type === 'select' && 'optionsQuery' in spec ? spec.optionsQuery : NO_OPTIONS_QUERY,
  );
  const typed = draft.trim();
  // Checked where it is typed: a value the server would refuse is never sent (the table stays).
  const problem =
    spec && spec.type !== 'select' && typed !== ''
      ? filterValueProblem(spec.valueType ?? spec.type, typed)
      : null;
  useEffect(() => {
    if (typed === value || problem) return;
    const timer = setTimeout(() => onCommit(typed), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onCommit, problem]);
  if (!spec) return null;
  const label = `Filter ${column.label}`;
  if (spec.type === 'select') {
    return (
      <FilterSelect
        label={label}
        value={value}
        options={'options' in spec ? spec.options : (optionsQuery.data ?? [])}
        onCommit={onCommit}
      />
    );
  }
  // Dates are typed as text: one Tab stop, where the browser's date input takes four.
  return (
    <>
      <input
        className={FILTER.input}
        aria-label={label}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? problemId : undefined}
        value={draft}
        placeholder={FILTER_PLACEHOLDERS[spec.type]}
        inputMode={spec.type === 'text' ? undefined : 'numeric'}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !problem) onCommit(typed);
        }}
      />
      {problem && (
        <p id={problemId} className={FILTER.problem}>
          {problem}
        </p>
      )}
    </>
  );
}

function ColumnsMenu<Row>({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly DataTableColumn<Row>[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Show or hide columns">
        <IconButton
          size="small"
          aria-label="Show or hide columns"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const shown = !hidden.has(column.id);
          // The last shown column stays: a table with no columns would say nothing.
          const last = shown && columns.length - hidden.size === 1;
          return (
            <MenuItem
              key={column.id}
              dense
              disabled={last}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => onToggle(column.id)}
            >
              <Checkbox size="small" checked={shown} tabIndex={-1} sx={{ p: 0, mr: 1 }} />
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The list's "Export" button: busy while the file is made, an error toast when it fails. */
function ExportButton({ onExport }: { onExport: () => Promise<void> }) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.failed));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownloadIcon />} loading={exporting} onClick={() => void run()}>
      Export
    </Button>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, sort, onSortChange, filter, onFilterChange, selected, onSelectedChange } = props;
  // A page of rows arrives through react-query's store, whose updates render at once: one long task
  // that holds the page (Lighthouse's blocking time). Deferred, the rows render in a background pass
  // React can interrupt; the loading row (or the previous page) shows until then.
  const rows = useDeferredValue(props.rows);
  const loading = useDeferredValue(props.loading);
  const total = useDeferredValue(props.total);
  // Until the deferred pass shows the rows that came, the table still says it is busy.
  const behind = rows !== props.rows;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.hiddenByDefault).map((column) => column.id)),
  );
  const visible = columns.filter((column) => !hidden.has(column.id));
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const filterable = onFilterChange !== undefined && visible.some((column) => column.filter);
  const span = visible.length + (selectable ? 1 : 0) + (props.actions ? 1 : 0);
  // The first shown column identifies the row: it stays in view beside the checkboxes.
  const keyLeft = selectable ? CHECKBOX_WIDTH : 0;
  const keySx = stickyLeft(keyLeft);
  const pageKeys = rows.map(rowKey);
  const checkedOnPage = pageKeys.filter((key) => selected?.includes(key));

  const toggleColumn = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleRow = (key: number) => {
    if (!selected || !onSelectedChange) return;
    onSelectedChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  };

  const toggleAll = () => {
    if (!selected || !onSelectedChange) return;
    onSelectedChange(
      checkedOnPage.length === pageKeys.length
        ? selected.filter((key) => !pageKeys.includes(key))
        : [...new Set([...selected, ...pageKeys])],
    );
  };

  const sortBy = (columnId: string) => {
    if (!onSortChange) return;
    const direction = sort?.columnId === columnId && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ columnId, direction });
  };

  const stateRow = (content: ReactNode, height?: number) => (
    <TableRow>
      <TableCell colSpan={span} align="center" sx={{ py: 6, color: 'text.secondary', height }}>
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative' }}
      aria-busy={props.busy || props.fetching || behind || undefined}
    >
      <Box sx={{ height: 4 }}>
        {(props.fetching || behind) && <LinearProgress aria-label={props.loadingText} />}
      </Box>
      {props.onExport && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <ExportButton onExport={props.onExport} />
        </Box>
      )}
      <TableContainer>
        <Table size="small" aria-label={props.label} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox" sx={{ ...stickyLeft(0), width: CHECKBOX_WIDTH }}>
                  <Checkbox
                    size="small"
                    checked={pageKeys.length > 0 && checkedOnPage.length === pageKeys.length}
                    indeterminate={checkedOnPage.length > 0 && checkedOnPage.length < pageKeys.length}
                    disabled={pageKeys.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
                  />
                </TableCell>
              )}
              {visible.map((column, index) => (
                <TableCell
                  key={column.id}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(index === 0 ? keySx : {}) }}
                  sortDirection={sort?.columnId === column.id ? sort.direction : false}
                >
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sort?.columnId === column.id}
                      direction={sort?.columnId === column.id ? sort.direction : 'asc'}
                      onClick={() => sortBy(column.id)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
              {props.actions && (
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...STICKY_RIGHT }}>
                  <Box component="span" sx={{ mr: 1 }}>
                    Actions
                  </Box>
                  <ColumnsMenu columns={columns} hidden={hidden} onToggle={toggleColumn} />
                </TableCell>
              )}
              {!props.actions && (
                <TableCell align="right" padding="checkbox" sx={STICKY_RIGHT}>
                  <ColumnsMenu columns={columns} hidden={hidden} onToggle={toggleColumn} />
                </TableCell>
              )}
            </TableRow>
            {filterable && (
              <TableRow>
                {selectable && <TableCell component="td" padding="checkbox" sx={stickyLeft(0)} />}
                {visible.map((column, index) => (
                  <TableCell
                    component="td"
                    key={column.id}
                    sx={{ minWidth: column.filter ? 96 : undefined, ...(index === 0 ? keySx : {}) }}
                  >
                    {column.filter && (
                      <FilterInput
                        column={column as DataTableColumn<unknown>}
                        value={filter?.columnId === column.id ? filter.value : ''}
                        onCommit={(value) => onFilterChange?.(value ? { columnId: column.id, value } : null)}
                      />
                    )}
                  </TableCell>
                ))}
                <TableCell component="td" sx={STICKY_RIGHT} />
              </TableRow>
            )}
          </TableHead>
          <TableBody>
            {props.error
              ? stateRow(
                  <Alert
                    severity="error"
                    sx={{ textAlign: 'left' }}
                    action={
                      <Button color="inherit" size="small" onClick={props.error.onRetry}>
                        Retry
                      </Button>
                    }
                  >
                    {props.error.message}
                  </Alert>,
                )
              : rows.map((row) => {
                  const key = rowKey(row);
                  const open = props.onRowClick;
                  const checked = selected?.includes(key) ?? false;
                  return (
                    <tr
                      key={key}
                      data-list-row
                      tabIndex={open ? 0 : undefined}
                      className={classes(ROW.body, open && ROW.clickable, checked && ROW.selected)}
                      onClick={
                        open
                          ? (event) => {
                              // The checkbox and the actions (and their menus and dialogs, portals
                              // whose clicks bubble here through React) are not the row's own clicks.
                              const target = event.target as Element;
                              if (!event.currentTarget.contains(target)) return;
                              if (!target.closest(`.${CELL.checkbox}, .${CELL.actions}`)) open(row);
                            }
                          : undefined
                      }
                      onKeyDown={
                        open
                          ? (event) => {
                              if (event.target !== event.currentTarget) return;
                              if (event.key === 'Enter' || event.key === ' ') {
                                event.preventDefault();
                                open(row);
                              }
                            }
                          : undefined
                      }
                    >
                      {selectable && (
                        <td
                          className={classes(CELL.body, CELL.checkbox, CELL.stickyLeft)}
                          style={{ left: 0 }}
                        >
                          <input
                            type="checkbox"
                            checked={checked}
                            onChange={() => toggleRow(key)}
                            aria-label={`Select row ${key}`}
                          />
                        </td>
                      )}
                      {visible.map((column, index) => (
                        <td
                          key={column.id}
                          className={classes(
                            CELL.body,
                            !column.wrap && CELL.nowrap,
                            index === 0 && CELL.stickyLeft,
                          )}
                          style={index === 0 ? { left: keyLeft } : undefined}
                        >
                          {column.cell(row)}
                        </td>
                      ))}
                      <td
                        className={classes(
                          CELL.body,
                          CELL.right,
                          CELL.nowrap,
                          CELL.stickyRight,
                          props.actions && CELL.actions,
                        )}
                      >
                        {props.actions?.(row)}
                      </td>
                    </tr>
                  );
                })}
            {/* The first load holds the room of a page of rows, so the pager below does not jump when they arrive. */}
            {!props.error && loading && stateRow(props.loadingText, props.size * LOADING_ROW_HEIGHT)}
            {!props.error && !loading && rows.length === 0 && stateRow(props.emptyText)}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : Math.min(props.page - 1, Math.max(0, Math.ceil(total / props.size) - 1))}
        rowsPerPage={props.size}
        rowsPerPageOptions={props.onSizeChange ? [...PAGE_SIZE_OPTIONS] : [props.size]}
        onRowsPerPageChange={(event) => props.onSizeChange?.(Number(event.target.value))}
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${props.totalEstimated ? 'about ' : ''}${count}`
        }
        onPageChange={(_, next) => props.onPageChange(next + 1)}
      />
      {props.busy && (
        <Box
          role="progressbar"
          aria-label="Working"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(255,255,255,0.6)',
            zIndex: 2,
          }}
        >
          <CircularProgress />
        </Box>
      )}
    </Paper>
  );
}
