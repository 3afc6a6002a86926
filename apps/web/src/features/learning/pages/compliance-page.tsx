// /reqsum/compliance: employees by mandatory courses, each cell the assignment's status. HR sees
// everyone; a manager their reports (the server narrows the rows). Filtered and paged by the server.
import {
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  DEFAULT_PAGE_SIZE,
  MESSAGES,
  type TMatrixQuery,
} from '@hr/contracts';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/client';
import { type ListSort, SearchBox, TablePager, useListState } from '../../../shared/ui/data-table';
import { useReferenceLookup } from '../../reference-data';
import { exportMatrix, useMatrix } from '../api';
import { AssignmentStatusChip } from '../components/assignment-status-chip';
import { type MatrixRow, MatrixTable } from '../components/matrix-table';
import { cellDate } from '../format';
import { useLearningViewer } from '../use-learning-viewer';

interface Filters {
  departmentId: string;
  positionTypeId: string;
  status: '' | AssignmentStatus;
}

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">
        <em>All</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The matrix has one order: by last name, then first name. */
const BY_NAME: ListSort = { columnId: 'employeeName', direction: 'asc' };

const refOptions = (items: readonly { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

export default function CompliancePage() {
  const viewer = useLearningViewer();
  const allowed = viewer !== null && (viewer.hr || viewer.manager);
  const departments = useReferenceLookup('departments', { enabled: allowed });
  const positionTypes = useReferenceLookup('position_type', { enabled: allowed });
  const [filters, setFilters] = useState<Filters>({ departmentId: '', positionTypeId: '', status: '' });
  // Page, size and search; the three filters apply together, so they stay beside it.
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: BY_NAME });
  const { page, size, search } = list.state;
  const query: TMatrixQuery = useMemo(
    () => ({
      page,
      size,
      ...(search ? { search } : {}),
      ...(filters.departmentId ? { departmentId: Number(filters.departmentId) } : {}),
      ...(filters.positionTypeId ? { positionTypeId: Number(filters.positionTypeId) } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    }),
    [page, size, search, filters],
  );
  const matrix = useMatrix(query, allowed);
  const [exporting, setExporting] = useState(false);
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    list.setPage(1);
  };
  if (viewer !== null && !allowed)
    return <Alert severity="info">The compliance matrix is for HR and for managers of employees.</Alert>;

  const data = matrix.data;
  const rows: MatrixRow[] = (data?.responseDataList ?? []).map((row) => ({
    key: row.employeeId,
    name: row.employeeName,
    detail: [row.departmentName, row.positionTypeName].filter(Boolean).join(' · '),
    cells: new Map(
      row.cells.map((cell) => [
        cell.courseId,
        <Box key={cell.courseId}>
          <AssignmentStatusChip status={cell.status} label={ASSIGNMENT_STATUS_LABELS[cell.status]} />
          {cellDate(cell) && (
            <Typography variant="caption" color="text.secondary" component="div">
              {cellDate(cell)}
            </Typography>
          )}
        </Box>,
      ]),
    ),
  }));
  const state = matrix.isError ? (
    <Alert
      severity="error"
      sx={{ textAlign: 'left' }}
      action={
        <Button color="inherit" size="small" onClick={() => void matrix.refetch()}>
          Retry
        </Button>
      }
    >
      {errorMessage(matrix.error, 'The compliance matrix could not be loaded.')}
    </Alert>
  ) : !data ? (
    'Loading the compliance matrix…'
  ) : rows.length === 0 ? (
    data.courses.length === 0 ? (
      'No mandatory courses yet'
    ) : (
      'No employees match'
    )
  ) : null;

  const runExport = async () => {
    setExporting(true);
    try {
      await exportMatrix(query);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.failed));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {viewer?.hr ? 'Every employee' : 'Your reports'} against each mandatory course: completed, expiring
        within 30 days, overdue or expired.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search employees" value={list.searchInput} onChange={list.setSearchInput} />
        <FilterSelect
          label="Department"
          value={filters.departmentId}
          onChange={(departmentId) => filter({ departmentId })}
          options={refOptions(departments.data)}
        />
        <FilterSelect
          label="Position type"
          value={filters.positionTypeId}
          onChange={(positionTypeId) => filter({ positionTypeId })}
          options={refOptions(positionTypes.data)}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(status) => filter({ status: status as Filters['status'] })}
          options={ASSIGNMENT_STATUSES.map((value) => ({ value, label: ASSIGNMENT_STATUS_LABELS[value] }))}
        />
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<FileDownloadIcon />} loading={exporting} onClick={() => void runExport()}>
          Export
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>
        {matrix.isFetching && <LinearProgress aria-label="Loading the compliance matrix" />}
      </Box>
      <MatrixTable label="Compliance matrix" columns={data?.courses ?? []} rows={rows} state={state} />
      <TablePager
        page={page - 1}
        size={size}
        total={data?.paging.totalElements ?? 0}
        estimated={data?.paging.estimated === true}
        onPageChange={(next) => list.setPage(next + 1)}
        onSizeChange={list.setSize}
      />
    </Box>
  );
}
