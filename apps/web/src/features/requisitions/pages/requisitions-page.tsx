import {
  DEFAULT_PAGE_SIZE,
  PRIORITIES,
  PROGRESS,
  type Priority,
  type Progress,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TRequisitionListRow,
} from '@hr/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { formatDate } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { useRequisitions } from '../api';

const SEARCH_DELAY_MS = 300;

const label = <T extends string>(labels: Record<T, string>, code: string) => labels[code as T] ?? code;

const COLUMNS: { id: string; header: string; cell: (row: TRequisitionListRow) => string }[] = [
  { id: 'id', header: 'Id', cell: (row) => String(row.id) },
  { id: 'positionTitle', header: 'Position', cell: (row) => row.positionTitle },
  { id: 'requestDate', header: 'Request date', cell: (row) => formatDate(row.requestDate) },
  { id: 'startDate', header: 'Start date', cell: (row) => formatDate(row.startDate) },
  { id: 'endDate', header: 'End date', cell: (row) => formatDate(row.endDate) },
  { id: 'jobSkillType', header: 'Position type', cell: (row) => row.jobSkillType ?? '—' },
  { id: 'orgDepartment', header: 'Department', cell: (row) => row.orgDepartment ?? '—' },
  { id: 'city', header: 'City', cell: (row) => row.city ?? '—' },
  { id: 'priority', header: 'Priority', cell: (row) => label<Priority>(PRIORITIES, row.priority) },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => label<RequisitionStatus>(REQUISITION_STATUSES, row.status),
  },
  { id: 'progress', header: 'Progress', cell: (row) => label<Progress>(PROGRESS, row.progress) },
];

/** Waits until the value has stopped changing, so typing does not fire a request per key. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Recruitment Dashboard: the read-only requisition list (the full dashboard comes later). */
export default function RequisitionsPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DELAY_MS);
  // The page belongs to the search it was chosen for, so a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const query = useRequisitions({ page, size: DEFAULT_PAGE_SIZE, search });

  const rows = query.data?.responseDataList ?? [];
  const total = query.data?.paging.totalElements ?? 0;

  return (
    <Box>
      <PageTitle>Recruitment Dashboard</PageTitle>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Search"
          type="search"
          size="small"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, 'The requisitions could not be loaded.')}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {query.isFetching && <LinearProgress aria-label="Loading requisitions" />}
          <TableContainer>
            <Table size="small" aria-label="Requisitions">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column.id}
                        sx={{ whiteSpace: column.id === 'positionTitle' ? 'normal' : 'nowrap' }}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {query.isPending && (
                  <TableRow>
                    <TableCell
                      colSpan={COLUMNS.length}
                      align="center"
                      sx={{ py: 6, color: 'text.secondary' }}
                    >
                      Loading requisitions…
                    </TableCell>
                  </TableRow>
                )}
                {!query.isPending && rows.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={COLUMNS.length}
                      align="center"
                      sx={{ py: 6, color: 'text.secondary' }}
                    >
                      No requisitions found
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={total}
            page={total === 0 ? 0 : page - 1}
            rowsPerPage={DEFAULT_PAGE_SIZE}
            rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
            onPageChange={(_, next) => setPaging({ search, page: next + 1 })}
          />
        </Paper>
      )}
    </Box>
  );
}
