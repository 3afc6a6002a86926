import { DEFAULT_PAGE_SIZE, type TRequisitionListRow } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  DataTable,
  pagedQueryProps,
  RowAction,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { PageTitle } from '../../../shared/ui/page-title';
import { ExportPdfButton, UploadJobPositionsButton } from '../../requisition-export';
import { useDeleteJobPosition } from '../api';
import { DeleteRefusal } from '../components/delete-refusal';
import { StatusActions } from '../components/status-actions';
import { exportRequisitions, useCloneRequisition, useDashboardRequisitions } from '../list/api';
import { requisitionColumns } from '../list/columns';

const DEFAULT_SORT = { columnId: 'id', direction: 'desc' } as const;
const COLUMNS = requisitionColumns();

/** Recruitment Dashboard (/jobreq): the requisition list with filters, sorting, paging and actions. */
export default function RequisitionsPage() {
  const navigate = useNavigate();
  const { hasAuthority } = useAuth();
  const canChange = hasAuthority('JOB_POSTING');

  // A new search or filter starts again on page 1, sorted by id descending (spec section 8).
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT, urlFilter: true });
  const { state } = list;
  const [selected, setSelected] = useState<number[]>([]);
  const [toDelete, setToDelete] = useState<TRequisitionListRow | null>(null);

  const query = useDashboardRequisitions(state);
  const clone = useCloneRequisition();
  const remove = useDeleteJobPosition();

  const closeDelete = () => {
    remove.reset();
    setToDelete(null);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    // A refusal stays in the dialog with its reason; a success closes it.
    remove.mutate(id, {
      onSuccess: () => {
        setSelected((keys) => keys.filter((key) => key !== id));
        closeDelete();
      },
    });
  };

  return (
    <Box>
      <PageTitle>Recruitment Dashboard</PageTitle>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search" value={list.searchInput} onChange={list.setSearchInput} />
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
        {...pagedQueryProps(list, query, 'requisitions')}
        label="Requisitions"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        onExport={() => exportRequisitions(state)}
        selected={selected}
        onSelectedChange={setSelected}
        onRowClick={(row) => void navigate(`/jobreq/${row.id}`)}
        actions={
          canChange
            ? (row) => (
                <>
                  <RowAction
                    label={`Clone requisition ${row.id}`}
                    title="Clone"
                    icon={<ContentCopyIcon />}
                    disabled={clone.isPending}
                    onClick={() => clone.mutate(row.id)}
                  />
                  <StatusActions id={row.id} status={row.status} compact />
                  <RowAction
                    label={`Delete requisition ${row.id}`}
                    title="Delete"
                    icon={<DeleteIcon />}
                    onClick={() => setToDelete(row)}
                  />
                </>
              )
            : undefined
        }
        busy={clone.isPending || remove.isPending}
        loadingText="Loading requisitions…"
        emptyText="No requisitions found"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete requisition?"
        after={<DeleteRefusal error={remove.error} />}
        confirmLabel="Delete"
        busy={remove.isPending}
        confirmDisabled={remove.isError}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      >
        {toDelete
          ? `Requisition ${toDelete.id} (${toDelete.positionTitle}) and everything that belongs only to it will be deleted.`
          : ''}
      </ConfirmDialog>
    </Box>
  );
}
