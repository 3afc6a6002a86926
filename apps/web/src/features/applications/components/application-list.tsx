// The one application list of the app: /appsch, /hr-modules and a requisition's candidates panel
// differ only in their scope (which call answers the rows) and their toolbar.
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUS_CODES,
  CANDIDATE_SOURCES,
  CONTRACT_ACTIONS,
  CONTRACT_OFFER_STATES,
  JOB_OFFER_STATES,
  RESUME_STATES,
  type TApplicationRow,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useMemo, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { LetterRowAction } from '../../letters';
import { type ApplicationScope, exportApplications, useApplications } from '../api';
import { ChangeStatusDialog, type MoveTarget } from './change-status-dialog';
import { ApplicationStatusChip, statusLabel } from './status-chip';

const DEFAULT_SORT = { columnId: 'id', direction: 'desc' } as const;
const orDash = (value: number | string | null) => (value === null ? '—' : String(value));
const money = (value: number | null) => (value === null ? '—' : value.toLocaleString());
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;

const number = { type: 'number' } as const;
const text = { type: 'text' } as const;
const select = (labels: Record<string, string>) => ({ type: 'select', options: options(labels) }) as const;

/**
 * Every column of spec section 3 "Application columns", each filterable with its operator. Those
 * shown at first are what a recruiter scans (name, requisition, status, scores, next action) and fit
 * a 1440 px laptop beside the menu; the columns menu shows the others and remembers the choice.
 */
const COLUMNS: DataTableColumn<TApplicationRow>[] = [
  { id: 'id', label: 'Id', cell: (row) => row.id, sortable: true, filter: number, hiddenByDefault: true },
  {
    id: 'applicantName',
    label: 'Name',
    cell: (row) => row.applicantName,
    sortable: true,
    filter: text,
    wrap: true,
  },
  {
    id: 'applicantEmail',
    label: 'Email',
    cell: (row) => row.applicantEmail,
    sortable: true,
    filter: text,
    hiddenByDefault: true,
  },
  {
    id: 'applicantCell',
    label: 'Mobile',
    cell: (row) => orDash(row.applicantCell),
    sortable: true,
    // Typed as text: a number input would drop a leading zero.
    filter: text,
    hiddenByDefault: true,
  },
  {
    id: 'applicantId',
    label: 'Applicant id',
    cell: (row) => row.applicantId,
    sortable: true,
    filter: number,
    hiddenByDefault: true,
  },
  {
    id: 'requisitionId',
    label: 'Requisition',
    cell: (row) => `${row.requisitionId} · ${row.positionTitle}`,
    sortable: true,
    filter: number,
    wrap: true,
  },
  {
    id: 'jobPositionType',
    label: 'Position type',
    cell: (row) => orDash(row.jobPositionTypeName),
    sortable: true,
    filter: number,
    hiddenByDefault: true,
  },
  {
    id: 'status',
    label: 'Status',
    cell: (row) => <ApplicationStatusChip status={row.status} />,
    sortable: true,
    filter: {
      type: 'select',
      options: APPLICATION_STATUS_CODES.map((code) => ({ value: code, label: statusLabel(code) })),
    },
  },
  {
    id: 'profileScore',
    label: 'Profile score',
    cell: (row) => orDash(row.profileScore),
    sortable: true,
    filter: number,
  },
  {
    id: 'reviewScore',
    label: 'Review score',
    cell: (row) => orDash(row.reviewScore),
    sortable: true,
    filter: number,
  },
  {
    id: 'missingMandatoryItems',
    label: 'Missing mandatory',
    cell: (row) => row.missingMandatoryItems,
    sortable: true,
    filter: number,
    hiddenByDefault: true,
  },
  {
    id: 'resume',
    label: 'Resume',
    cell: (row) => label(RESUME_STATES, row.resume),
    sortable: true,
    filter: select(RESUME_STATES),
    hiddenByDefault: true,
  },
  {
    id: 'jobOffer',
    label: 'Job offer',
    cell: (row) => label(JOB_OFFER_STATES, row.jobOffer),
    sortable: true,
    filter: select(JOB_OFFER_STATES),
    hiddenByDefault: true,
  },
  {
    id: 'contractOffer',
    label: 'Contract offer',
    cell: (row) => label(CONTRACT_OFFER_STATES, row.contractOffer),
    sortable: true,
    filter: select(CONTRACT_OFFER_STATES),
    hiddenByDefault: true,
  },
  {
    id: 'action',
    label: 'Action',
    cell: (row) => label(APPLICATION_ACTIONS, row.action),
    sortable: true,
    filter: select(APPLICATION_ACTIONS),
  },
  {
    id: 'contractAction',
    label: 'Contract action',
    cell: (row) => label(CONTRACT_ACTIONS, row.contractAction),
    sortable: true,
    filter: select(CONTRACT_ACTIONS),
    hiddenByDefault: true,
  },
  {
    id: 'applicantSource',
    label: 'Source',
    cell: (row) => orDash(row.applicantSource),
    sortable: true,
    filter: {
      type: 'select',
      options: CANDIDATE_SOURCES.map((source) => ({ value: source, label: source })),
    },
    hiddenByDefault: true,
  },
  {
    id: 'currentSalary',
    label: 'Current salary',
    cell: (row) => money(row.currentSalary),
    sortable: true,
    filter: number,
    hiddenByDefault: true,
  },
  {
    id: 'expectedSalary',
    label: 'Expected salary',
    cell: (row) => money(row.expectedSalary),
    sortable: true,
    filter: number,
    hiddenByDefault: true,
  },
  {
    id: 'totalExperience',
    label: 'Experience (years)',
    cell: (row) => orDash(row.totalExperience),
    sortable: true,
    filter: number,
    hiddenByDefault: true,
  },
  {
    id: 'createdAt',
    label: 'Applied',
    cell: (row) => formatDate(row.createdAt),
    sortable: true,
    hiddenByDefault: true,
  },
];

const target = (row: TApplicationRow): MoveTarget => ({
  id: row.id,
  status: row.status,
  name: row.applicantName,
});

/**
 * A server-paged application list with search, a filter per column, column toggles, sorting,
 * paging, row checkboxes and status changes (single and bulk, with the report of a bulk change).
 */
export function ApplicationList({
  scope,
  label: tableLabel,
  pageSize,
  toolbar,
  columns = COLUMNS,
  onOpen,
  urlFilter = false,
}: {
  scope: ApplicationScope;
  label: string;
  pageSize: number;
  /** More buttons on the toolbar (add a candidate, open the board). */
  toolbar?: ReactNode;
  columns?: DataTableColumn<TApplicationRow>[];
  onOpen?: (row: TApplicationRow) => void;
  /** The page's main list: its column filter lives in the URL (a dashboard figure links to it). */
  urlFilter?: boolean;
}) {
  const { hasAuthority } = useAuth();
  const canChange = hasAuthority('SHORTLISTING');
  // Offers need SHORTLISTING or ONBOARDING, contracts ONBOARDING (the row action checks which).
  const canLetter = canChange || hasAuthority('ONBOARDING');
  const list = useListState({ size: pageSize, defaultSort: DEFAULT_SORT, urlFilter });
  const { state } = list;
  // The checked applications with what is needed to offer their moves (they may be on other pages).
  const [checked, setChecked] = useState<Map<number, MoveTarget>>(new Map());
  const [moving, setMoving] = useState<MoveTarget[] | null>(null);
  const query = useApplications(scope, state);
  const rows = query.data?.responseDataList ?? [];
  const selected = useMemo(() => [...checked.keys()], [checked]);

  const onSelectedChange = (keys: number[]) => {
    const next = new Map<number, MoveTarget>();
    for (const key of keys) {
      const row = rows.find((r) => r.id === key);
      const known = row ? target(row) : checked.get(key);
      if (known) next.set(key, known);
    }
    setChecked(next);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <SearchBox
          label={`Search ${tableLabel.toLowerCase()}`}
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canChange && (
          <Button
            variant="outlined"
            disabled={checked.size === 0}
            onClick={() => setMoving([...checked.values()])}
          >
            Change status of checked ({checked.size})
          </Button>
        )}
        {toolbar}
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, tableLabel.toLowerCase())}
        label={tableLabel}
        columns={columns}
        rowKey={(row) => row.id}
        onExport={() => exportApplications(scope, state)}
        {...(onOpen ? { onRowClick: onOpen } : {})}
        {...(canChange ? { selected, onSelectedChange } : {})}
        {...(canChange || canLetter
          ? {
              actions: (row: TApplicationRow) => (
                <>
                  {canLetter && <LetterRowAction row={row} />}
                  {canChange && (
                    <Button
                      size="small"
                      onClick={(event) => {
                        event.stopPropagation();
                        setMoving([target(row)]);
                      }}
                      aria-label={`Change status of ${row.applicantName}`}
                    >
                      Change status
                    </Button>
                  )}
                </>
              ),
            }
          : {})}
        loadingText={`Loading ${tableLabel.toLowerCase()}…`}
        emptyText={
          state.search || state.filter
            ? `No ${tableLabel.toLowerCase()} match`
            : `No ${tableLabel.toLowerCase()} yet`
        }
      />
      {moving && (
        <ChangeStatusDialog
          targets={moving}
          onClose={() => setMoving(null)}
          onDone={() => setChecked(new Map())}
        />
      )}
    </Box>
  );
}

/** The candidates panel shows the requisition's own list: the requisition columns add nothing there. */
export const REQUISITION_COLUMNS = COLUMNS.filter(
  (column) => !['requisitionId', 'jobPositionType'].includes(column.id),
);
