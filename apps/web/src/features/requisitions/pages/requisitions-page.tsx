import type { TRequisitionListRow } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import {
  DataTable,
  type DataTableFilter,
  type DataTableSort,
  SearchBox,
  useDebounced,
} from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { ExportPdfButton, UploadJobPositionsButton } from '../../requisition-export';
import { useDeleteJobPosition } from '../api';
import { useCloneRequisition, useDashboardRequisitions, useFilterLookup } from '../list/api';
import { requisitionColumns } from '../list/columns';

const SEARCH_DELAY_MS = 300;
const DEFAULT_SORT: DataTableSort = { columnId: 'id', direction: 'desc' };

/** Recruitment Dashboard (/jobreq): the requisition list with filters, sorting, paging and actions. */
export default function RequisitionsPage() {
  const navigate = useNavigate();
  const { hasAuthority } = useAuth();
  const canChange = hasAuthority('JOB_POSTING');

  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), SEARCH_DELAY_MS);
  const [filter, setFilter] = useState<DataTableFilter | null>(null);
  // Page and sorting belong to the search and filter they were chosen for: a new search or
  // filter starts again on page 1, sorted by id descending (spec section 4).
  const criteriaKey = JSON.stringify([search, filter]);
  const [view, setView] = useState({ key: criteriaKey, page: 1, sort: DEFAULT_SORT });
  const current = view.key === criteriaKey ? view : { key: criteriaKey, page: 1, sort: DEFAULT_SORT };
  const [selected, setSelected] = useState<number[]>([]);
  const [toDelete, setToDelete] = useState<TRequisitionListRow | null>(null);

  const query = useDashboardRequisitions({ page: current.page, sort: current.sort, search, filter });
  const cities = useFilterLookup('cities');
  const positionTypes = useFilterLookup('position_type');
  const departments = useFilterLookup('departments');
  const columns = useMemo(
    () =>
      requisitionColumns({
        cities: cities.data,
        positionTypes: positionTypes.data,
        departments: departments.data,
      }),
    [cities.data, positionTypes.data, departments.data],
  );
  const clone = useCloneRequisition();
  const remove = useDeleteJobPosition();

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    remove.mutate(id, {
      onSuccess: () => setSelected((keys) => keys.filter((key) => key !== id)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Box>
      <PageTitle>Recruitment Dashboard</PageTitle>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search" value={searchInput} onChange={setSearchInput} />
        <Box sx={{ flexGrow: 1 }} />
        <ExportPdfButton ids={selected} />
        {canChange && <UploadJobPositionsButton />}
        {canChange && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/jobreq/new')}>
            New requisition
          </Button>
        )}
      </Box>
      <DataTable
        label="Requisitions"
        columns={columns}
        rows={query.data?.responseDataList ?? []}
        rowKey={(row) => row.id}
        page={current.page}
        size={query.data?.paging.size ?? 20}
        total={query.data?.paging.totalElements ?? 0}
        onPageChange={(page) => setView({ ...current, page })}
        sort={current.sort}
        onSortChange={(sort) => setView({ ...current, sort, page: 1 })}
        filter={filter}
        onFilterChange={setFilter}
        selected={selected}
        onSelectedChange={setSelected}
        onRowClick={(row) => void navigate(`/jobreq/${row.id}`)}
        actions={
          canChange
            ? (row) => (
                <>
                  <Tooltip title="Clone">
                    <IconButton
                      size="small"
                      aria-label={`Clone requisition ${row.id}`}
                      disabled={clone.isPending}
                      onClick={() => clone.mutate(row.id)}
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      size="small"
                      aria-label={`Delete requisition ${row.id}`}
                      onClick={() => setToDelete(row)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )
            : undefined
        }
        loading={query.isPending}
        fetching={query.isFetching}
        busy={clone.isPending || remove.isPending}
        error={
          query.isError
            ? {
                message: errorMessage(query.error, 'The requisitions could not be loaded.'),
                onRetry: () => void query.refetch(),
              }
            : null
        }
        loadingText="Loading requisitions…"
        emptyText="No requisitions found"
      />
      <Dialog open={toDelete !== null} onClose={() => (remove.isPending ? undefined : setToDelete(null))}>
        <DialogTitle>Delete requisition?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {toDelete
              ? `Requisition ${toDelete.id} (${toDelete.positionTitle}) and everything that belongs only to it will be deleted.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
