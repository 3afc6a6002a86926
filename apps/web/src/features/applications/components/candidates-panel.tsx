import { APPLICATION_STATUS_CODES, type TCandidateRow } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { DataTable, type DataTableColumn, SearchBox, useListState } from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { exportCandidates, useCandidates } from '../api';
import { AddCandidateDialog } from './add-candidate-dialog';
import { ChangeStatusDialog, type MoveTarget } from './change-status-dialog';
import { ApplicationStatusChip, statusLabel } from './status-chip';

const PAGE_SIZE = 10;
const DEFAULT_SORT = { columnId: 'id', direction: 'desc' } as const;
const score = (value: number | null) => (value === null ? '—' : String(value));

const COLUMNS: DataTableColumn<TCandidateRow>[] = [
  { id: 'applicantName', label: 'Name', cell: (row) => row.applicantName, sortable: true },
  { id: 'applicantEmail', label: 'Email', cell: (row) => row.applicantEmail, sortable: true },
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
  { id: 'profileScore', label: 'Profile score', cell: (row) => score(row.profileScore), sortable: true },
  { id: 'reviewScore', label: 'Review score', cell: (row) => score(row.reviewScore), sortable: true },
  { id: 'applicantSource', label: 'Source', cell: (row) => row.applicantSource ?? '—', sortable: true },
  { id: 'createdAt', label: 'Applied', cell: (row) => formatDate(row.createdAt), sortable: true },
];

const target = (row: TCandidateRow): MoveTarget => ({
  id: row.id,
  status: row.status,
  name: row.applicantName,
});

/** A requisition's candidates (process tab): adding one and moving them along the pipeline. */
export function CandidatesPanel({ positionId }: { positionId: number; locked: boolean }) {
  const { hasAuthority } = useAuth();
  const canRead = hasAuthority('CANDIDATE_ACCESS');
  const canChange = hasAuthority('SHORTLISTING');

  const list = useListState({ size: PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { state } = list;
  // The checked applications with what is needed to offer their moves (they may be on other pages).
  const [checked, setChecked] = useState<Map<number, MoveTarget>>(new Map());
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<MoveTarget[] | null>(null);

  const query = useCandidates(positionId, state, canRead);
  const rows = query.data?.responseDataList ?? [];
  const selected = useMemo(() => [...checked.keys()], [checked]);

  if (!canRead) {
    return <Alert severity="info">You do not have access to candidates.</Alert>;
  }

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
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Candidates" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Candidates
        </Typography>
        <SearchBox label="Search candidates" value={list.searchInput} onChange={list.setSearchInput} />
        <Box sx={{ flexGrow: 1 }} />
        {canChange && (
          <>
            <Button
              variant="outlined"
              disabled={checked.size === 0}
              onClick={() => setMoving([...checked.values()])}
            >
              Change status of checked ({checked.size})
            </Button>
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add candidate
            </Button>
          </>
        )}
      </Box>
      <DataTable
        label="Candidates"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        page={state.page}
        size={state.size}
        total={query.data?.paging.totalElements ?? 0}
        onPageChange={list.setPage}
        sort={state.sort}
        onSortChange={list.setSort}
        filter={state.filter}
        onFilterChange={list.setFilter}
        onExport={() => exportCandidates(positionId, state)}
        {...(canChange
          ? {
              selected,
              onSelectedChange,
              actions: (row: TCandidateRow) => (
                <Button
                  size="small"
                  onClick={() => setMoving([target(row)])}
                  aria-label={`Change status of ${row.applicantName}`}
                >
                  Change status
                </Button>
              ),
            }
          : {})}
        loading={query.isPending}
        fetching={query.isFetching}
        error={
          query.isError
            ? {
                message: errorMessage(query.error, 'The candidates could not be loaded.'),
                onRetry: () => void query.refetch(),
              }
            : null
        }
        loadingText="Loading candidates…"
        emptyText="No candidates yet"
      />
      {adding && (
        <AddCandidateDialog positionId={positionId} open={adding} onClose={() => setAdding(false)} />
      )}
      {moving && (
        <ChangeStatusDialog
          targets={moving}
          onClose={() => setMoving(null)}
          onDone={() => setChecked(new Map())}
        />
      )}
    </Paper>
  );
}
