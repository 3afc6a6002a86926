import {
  MAIN_PATHS,
  REQUISITION_FILTERS,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  type TExpiredRequisition,
  type TRequisitionListRow,
  type TRequisitionPage,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage, mainApi } from '../../../shared/api/client';
import { requisitionKeys } from '../../../shared/api/query-keys';
import {
  criteriaBody,
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { useExpiredRequisitions } from '../api';
import { requisitionColumns } from '../list/columns';

const PAGE_SIZE = 5;
const SHOWN = ['id', 'positionTitle', 'orgDepartment', 'endDate', 'priority', 'progress'];
// The dashboard's own column definitions, without their filter inputs: a status list filters by its status only.
const COLUMNS: DataTableColumn<TRequisitionListRow>[] = requisitionColumns()
  .filter((column) => SHOWN.includes(column.id))
  .map(({ filter: _filter, ...column }) => column);

function Section({ title, count, children }: { title: string; count?: number; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {count !== undefined && <Typography color="text.secondary">({count})</Typography>}
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" component={RouterLink} to="/jobreq">
          Recruitment Dashboard
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** The live requisitions in one status, paged and sorted in SQL; a row opens its form. */
export function RequisitionsByStatus({ title, status }: { title: string; status: RequisitionStatus }) {
  const navigate = useNavigate();
  const list = useListState({ size: PAGE_SIZE, defaultSort: { columnId: 'endDate', direction: 'asc' } });
  const { state } = list;
  const body = criteriaBody({ ...state, filter: { columnId: 'status', value: status } }, REQUISITION_FILTERS);
  const query = useQuery({
    queryKey: [...requisitionKeys.all, 'by-status', body] as const,
    queryFn: ({ signal }) =>
      mainApi.request<TRequisitionPage>('POST', MAIN_PATHS.requisitionsCriteria, { body, signal }),
    placeholderData: keepPreviousData,
  });
  const statusName = REQUISITION_STATUSES[status].toLowerCase();
  return (
    <Section title={title} count={query.data?.paging.totalElements}>
      <DataTable
        {...pagedQueryProps(list, query, 'requisitions')}
        label={title}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(`/jobreq/${row.id}`)}
        loadingText="Loading requisitions…"
        emptyText={`No ${statusName} requisitions`}
      />
    </Section>
  );
}

const EXPIRED_COLUMNS: DataTableColumn<TExpiredRequisition>[] = [
  { id: 'id', label: 'Id', cell: (row) => row.id },
  { id: 'title', label: 'Position', cell: (row) => row.title, wrap: true },
  { id: 'start_date', label: 'Start date', cell: (row) => formatDate(row.start_date) },
  { id: 'end_date', label: 'End date', cell: (row) => formatDate(row.end_date) },
];

/** Requisitions past their end date and still open (JOB_POSTING holders only: others get a 403). */
export function ExpiredRequisitionsList() {
  const navigate = useNavigate();
  const expired = useExpiredRequisitions(true);
  const rows = expired.data ?? [];
  return (
    <Section title="Expired requisitions" count={expired.data?.length}>
      <DataTable
        label="Expired requisitions"
        columns={EXPIRED_COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        page={1}
        size={Math.max(rows.length, 1)}
        total={rows.length}
        onPageChange={() => undefined}
        onRowClick={(row) => void navigate(`/jobreq/${row.id}?changeDate=true`)}
        loading={expired.isPending}
        fetching={expired.isFetching}
        error={
          expired.isError
            ? {
                message: errorMessage(expired.error, 'The expired requisitions could not be loaded.'),
                onRetry: () => void expired.refetch(),
              }
            : null
        }
        loadingText="Loading expired requisitions…"
        emptyText="No expired requisitions"
      />
    </Section>
  );
}
