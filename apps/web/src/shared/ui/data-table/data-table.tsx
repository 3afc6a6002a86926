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
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import {
  type ColumnChoice,
  columnChoiceKey,
  hiddenColumns,
  readColumnChoice,
  toggleColumnChoice,
  writeColumnChoice,
} from './column-choice';
import type { ListFilter, ListSort } from './list-state';
import { ROW_ACTION, RowAction } from './row-action';

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
  /**
   * Starts hidden (the user can show it from the columns menu, which remembers the choice), so a
   * laptop's width fits.
   */
  hiddenByDefault?: boolean;
}

export type DataTableSort = ListSort;
export type DataTableFilter = ListFilter;

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  /**
   * Names the list whose column choice is remembered (per user, in this browser); by default the
   * page's first path segment and the label (`appsch:Applications`).
   */
  columnsId?: string;
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

/**
 * The table is plain elements styled by class from one `sx` on its box, once per render: a MUI
 * TableCell, Checkbox (with its ripple), TableSortLabel, TextField or Tooltip + IconButton on each of
 * a page's hundreds of cells costs a component and a style resolution apiece, which a slow phone
 * feels as a frozen page. The classes give them MUI's small table look (body2 text, the cell border,
 * row hover and selection, the sort arrows, the standard input, the pager).
 */
const TABLE = { container: 'dt-container', table: 'dt-table' } as const;
const CELL = {
  head: 'dt-head',
  body: 'dt-cell',
  state: 'dt-state',
  filter: 'dt-filter-cell',
  nowrap: 'dt-nowrap',
  stickyLeft: 'dt-sticky-left',
  stickyRight: 'dt-sticky-right',
  right: 'dt-right',
  checkbox: 'dt-checkbox',
  actions: 'dt-actions',
  actionsLabel: 'dt-actions-label',
} as const;
const ROW = { body: 'dt-row', clickable: 'dt-clickable', selected: 'dt-selected' } as const;
const SORT = { button: 'dt-sort', active: 'dt-sort-active', asc: 'dt-sort-asc' } as const;
const FILTER = { input: 'dt-filter', select: 'dt-filter-select', problem: 'dt-filter-problem' } as const;
const PAGER = {
  root: 'dt-pager',
  spacer: 'dt-pager-spacer',
  text: 'dt-pager-text',
  select: 'dt-pager-select',
  actions: 'dt-pager-actions',
} as const;
const TABLE_SX: SxProps<Theme> = (theme) => ({
  [`& .${TABLE.container}`]: { width: '100%', overflowX: 'auto' },
  [`& .${TABLE.table}`]: { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
  [`& .${CELL.body}, & .${CELL.head}`]: {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    // MUI TableCell's light border: the divider colour, opaque and lightened.
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    verticalAlign: 'inherit',
    // Narrower than MUI's 16 px a side (as MUI's data grid): a list's columns fit a laptop.
    padding: '6px 10px',
  },
  [`& .${CELL.head}`]: { lineHeight: '1.5rem', fontWeight: 600, whiteSpace: 'nowrap' },
  [`& .${CELL.state}`]: { textAlign: 'center', color: theme.palette.text.secondary, padding: '48px 16px' },
  [`& .${CELL.filter}`]: { minWidth: 96 },
  [`& .${CELL.actionsLabel}`]: { marginRight: '8px' },
  // MUI's TableSortLabel: the arrow shows on hover, and stays on the sorted column.
  [`& .${SORT.button}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    margin: 0,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { color: theme.palette.text.secondary },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    '& svg': {
      width: 18,
      height: 18,
      margin: '0 4px',
      fill: 'currentColor',
      opacity: 0,
      transition: theme.transitions.create(['opacity', 'transform'], {
        duration: theme.transitions.duration.shorter,
      }),
    },
    '&:hover svg': { opacity: 0.5 },
  },
  [`& .${SORT.active}`]: { color: theme.palette.text.primary },
  [`& .${SORT.active} svg, & .${SORT.active}:hover svg`]: {
    opacity: 1,
    color: theme.palette.text.secondary,
  },
  [`& .${SORT.asc} svg`]: { transform: 'rotate(180deg)' },
  [`& .${CELL.checkbox}`]: { width: CHECKBOX_WIDTH, padding: '0 0 0 4px' },
  [`& .${CELL.checkbox} input`]: {
    // Where MUI's small checkbox draws its box, in the same 38 px room (the rows keep their height).
    width: 16,
    height: 16,
    margin: '11px',
    verticalAlign: 'middle',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
  },
  [`& .${CELL.right}`]: { textAlign: 'right' },
  [`& .${CELL.nowrap}`]: { whiteSpace: 'nowrap' },
  [`& .${CELL.stickyLeft}`]: { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' },
  // Sticky cells need their own background, or the scrolled cells show through.
  [`& .${CELL.stickyRight}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)',
  },
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
  // A focused row shows it (one that opens, or one reached by the skip link or the arrow keys): an
  // outline and the selected background.
  [`& .${ROW.clickable}`]: { cursor: 'pointer' },
  [`& .${ROW.body}:focus-visible`]: {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
  [`& .${ROW.body}:focus-visible > td`]: { bgcolor: 'action.selected' },
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
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
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
  },
  [`& .${FILTER.select} > svg, & .${PAGER.select} > svg`]: {
    position: 'absolute',
    right: 0,
    top: 'calc(50% - 0.5em)',
    width: '1em',
    height: '1em',
    fontSize: '1.5rem',
    fill: theme.palette.action.active,
  },
  // MUI's TablePagination: right-aligned, body2, the page size select, previous and next.
  [`& .${PAGER.root}`]: {
    display: 'flex',
    alignItems: 'center',
    minHeight: 52,
    paddingLeft: '16px',
    paddingRight: '2px',
    overflowX: 'auto',
    color: theme.palette.text.primary,
    fontSize: theme.typography.pxToRem(14),
    [theme.breakpoints.up('sm')]: { paddingLeft: '24px' },
  },
  [`& .${PAGER.spacer}`]: { flex: '1 1 100%' },
  [`& .${PAGER.text}`]: { ...theme.typography.body2, flexShrink: 0, margin: 0 },
  [`& .${PAGER.select}`]: {
    position: 'relative',
    flexShrink: 0,
    margin: '0 32px 0 8px',
    padding: '0 24px 0 8px',
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    lineHeight: '1.4375em',
    textAlign: 'right',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  },
  [`& .${PAGER.actions}`]: { flexShrink: 0, marginLeft: '20px' },
  [`& .${PAGER.actions} .${ROW_ACTION}`]: { padding: '8px', color: 'inherit' },
  [`& .${PAGER.actions} .${ROW_ACTION}:disabled`]: { color: 'action.disabled' },
  [`& .${PAGER.actions} .${ROW_ACTION} svg`]: { width: 24, height: 24 },
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

/**
 * ArrowDown and ArrowUp on a focused row move to the next or previous row (a row reached by the skip
 * link, or of a list whose rows do not open, takes focus without joining the Tab order).
 */
function focusSiblingRow(row: HTMLElement, down: boolean): boolean {
  const sibling = down ? row.nextElementSibling : row.previousElementSibling;
  if (!(sibling instanceof HTMLElement) || !sibling.hasAttribute('data-list-row')) return false;
  if (!sibling.hasAttribute('tabindex')) sibling.tabIndex = -1;
  sibling.focus();
  return true;
}

/** A decorative 24 x 24 icon of one path (MUI's icon shapes, without an MUI component per use). */
const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const ICONS = {
  dropDown: icon('M7 10l5 5 5-5z'),
  sort: icon('M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z'),
  previous: icon('M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z'),
  next: icon('M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z'),
};

const FILTER_PLACEHOLDERS = { text: 'Filter', number: 'Number', date: 'YYYY-MM-DD' } as const;

type SelectOption = { value: string; label: ReactNode };

/**
 * The table's select (a filter, the page size): a combobox button showing the chosen option, its
 * listbox a menu mounted only while open. Named by `label`, or by the elements `labelledBy` names.
 */
function ListSelect({
  label,
  labelledBy,
  className,
  value,
  options,
  onCommit,
}: {
  label?: string;
  labelledBy?: string;
  className: string;
  value: string;
  options: readonly SelectOption[];
  onCommit: (value: string) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const listId = `${id}-list`;
  const naming = labelledBy ? { 'aria-labelledby': `${labelledBy} ${id}` } : { 'aria-label': label };
  return (
    <>
      <button
        type="button"
        role="combobox"
        id={id}
        className={className}
        {...naming}
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
        <span>{options.find((option) => option.value === value)?.label ?? value}</span>
        {ICONS.dropDown}
      </button>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          slotProps={{ list: { id: listId, role: 'listbox', ...naming } }}
        >
          {options.map((option) => (
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

const ALL_OPTION: SelectOption = { value: '', label: <em>All</em> };

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
      <ListSelect
        label={label}
        className={FILTER.select}
        value={value}
        options={[ALL_OPTION, ...('options' in spec ? spec.options : (optionsQuery.data ?? []))]}
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
      <RowAction
        label="Show or hide columns"
        title="Show or hide columns"
        icon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {/* Mounted only while open: the list's first render does without it. */}
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
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
      )}
    </>
  );
}

const PAGE_SIZES: SelectOption[] = PAGE_SIZE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));

/**
 * The table's pager on its own, for a table of its own make (the compliance matrix): the same texts,
 * names and look as every list's.
 */
export function TablePager(props: Parameters<typeof Pager>[0]) {
  return (
    <Box sx={TABLE_SX}>
      <Pager {...props} />
    </Box>
  );
}

/** The pager, with MUI TablePagination's texts and names: rows per page, "from–to of total", previous and next. */
function Pager({
  page,
  size,
  total,
  estimated,
  onPageChange,
  onSizeChange,
}: {
  /** 0-based. */
  page: number;
  size: number;
  total: number;
  estimated?: boolean;
  onPageChange: (page: number) => void;
  onSizeChange?: (size: number) => void;
}) {
  const labelId = useId();
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <div className={PAGER.root}>
      <div className={PAGER.spacer} />
      {onSizeChange && (
        <>
          <p id={labelId} className={PAGER.text}>
            Rows per page:
          </p>
          <ListSelect
            labelledBy={labelId}
            className={PAGER.select}
            value={String(size)}
            options={PAGE_SIZES}
            onCommit={(value) => onSizeChange(Number(value))}
          />
        </>
      )}
      <p className={PAGER.text}>{`${from}–${to} of ${estimated ? 'about ' : ''}${total}`}</p>
      <div className={PAGER.actions}>
        <RowAction
          label="Go to previous page"
          title="Go to previous page"
          icon={ICONS.previous}
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        />
        <RowAction
          label="Go to next page"
          title="Go to next page"
          icon={ICONS.next}
          disabled={page >= Math.ceil(total / size) - 1}
          onClick={() => onPageChange(page + 1)}
        />
      </div>
    </div>
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
  const { userId } = useAuth();
  const { pathname } = useLocation();
  const listId = props.columnsId ?? `${pathname.split('/')[1] ?? ''}:${props.label}`;
  const choiceKey = userId ? columnChoiceKey(userId, listId) : null;
  const [choice, setChoice] = useState<{ key: string | null; value: ColumnChoice }>(() => ({
    key: choiceKey,
    value: readColumnChoice(choiceKey),
  }));
  // Another list or user in the same mounted table (a route that reuses it) reads its own choice.
  const current = choice.key === choiceKey ? choice.value : readColumnChoice(choiceKey);
  const hidden = hiddenColumns(columns, current);
  // The column a filter applies to shows, whatever the choice (a dashboard's link filters by one).
  if (filter) hidden.delete(filter.columnId);
  const visible = columns.filter((column) => !hidden.has(column.id));
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const filterable = onFilterChange !== undefined && visible.some((column) => column.filter);
  const span = visible.length + (selectable ? 1 : 0) + (props.actions ? 1 : 0);
  // The first shown column identifies the row: it stays in view beside the checkboxes.
  const keyLeft = selectable ? CHECKBOX_WIDTH : 0;
  const pageKeys = rows.map(rowKey);
  const checkedOnPage = pageKeys.filter((key) => selected?.includes(key));

  const toggleColumn = (id: string) => {
    const value = toggleColumnChoice(current, id, !hidden.has(id));
    writeColumnChoice(choiceKey, value);
    setChoice({ key: choiceKey, value });
  };

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
    <tr>
      <td colSpan={span} className={classes(CELL.body, CELL.state)} style={{ height }}>
        {content}
      </td>
    </tr>
  );
  const allChecked = pageKeys.length > 0 && checkedOnPage.length === pageKeys.length;
  const someChecked = checkedOnPage.length > 0 && !allChecked;

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
      <Box sx={TABLE_SX}>
        <div className={TABLE.container}>
          <table className={TABLE.table} aria-label={props.label}>
            <thead>
              <tr>
                {selectable && (
                  <th className={classes(CELL.head, CELL.checkbox, CELL.stickyLeft)} style={{ left: 0 }}>
                    <input
                      type="checkbox"
                      checked={allChecked}
                      // Some rows of the page checked: the box shows a dash (a DOM property only).
                      ref={(input) => {
                        if (input) input.indeterminate = someChecked;
                      }}
                      disabled={pageKeys.length === 0}
                      onChange={toggleAll}
                      aria-label="Select all rows on this page"
                    />
                  </th>
                )}
                {visible.map((column, index) => {
                  const sorted = sort?.columnId === column.id ? sort.direction : undefined;
                  return (
                    <th
                      key={column.id}
                      className={classes(CELL.head, index === 0 && CELL.stickyLeft)}
                      style={index === 0 ? { left: keyLeft } : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sortable && onSortChange ? (
                        <button
                          type="button"
                          className={classes(
                            SORT.button,
                            sorted && SORT.active,
                            sorted === 'asc' && SORT.asc,
                          )}
                          onClick={() => sortBy(column.id)}
                        >
                          {column.label}
                          {ICONS.sort}
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  );
                })}
                <th
                  className={classes(
                    CELL.head,
                    CELL.right,
                    CELL.stickyRight,
                    !props.actions && CELL.checkbox,
                  )}
                >
                  {props.actions && <span className={CELL.actionsLabel}>Actions</span>}
                  <ColumnsMenu columns={columns} hidden={hidden} onToggle={toggleColumn} />
                </th>
              </tr>
              {filterable && (
                <tr>
                  {selectable && (
                    <td className={classes(CELL.body, CELL.checkbox, CELL.stickyLeft)} style={{ left: 0 }} />
                  )}
                  {visible.map((column, index) => (
                    <td
                      key={column.id}
                      className={classes(
                        CELL.body,
                        column.filter && CELL.filter,
                        index === 0 && CELL.stickyLeft,
                      )}
                      style={index === 0 ? { left: keyLeft } : undefined}
                    >
                      {column.filter && (
                        <FilterInput
                          column={column as DataTableColumn<unknown>}
                          value={filter?.columnId === column.id ? filter.value : ''}
                          onCommit={(value) =>
                            onFilterChange?.(value ? { columnId: column.id, value } : null)
                          }
                        />
                      )}
                    </td>
                  ))}
                  <td className={classes(CELL.body, CELL.stickyRight)} />
                </tr>
              )}
            </thead>
            <tbody>
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
                        onKeyDown={(event) => {
                          if (event.target !== event.currentTarget) return;
                          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                            if (focusSiblingRow(event.currentTarget, event.key === 'ArrowDown')) {
                              event.preventDefault();
                            }
                          } else if (open && (event.key === 'Enter' || event.key === ' ')) {
                            event.preventDefault();
                            open(row);
                          }
                        }}
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
            </tbody>
          </table>
        </div>
        <Pager
          page={total === 0 ? 0 : Math.min(props.page - 1, Math.max(0, Math.ceil(total / props.size) - 1))}
          size={props.size}
          total={total}
          estimated={props.totalEstimated}
          onPageChange={(next) => props.onPageChange(next + 1)}
          onSizeChange={props.onSizeChange}
        />
      </Box>
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
