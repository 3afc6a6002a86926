// /employeePack: the documents every new hire receives (spec sections 2 and 7). Listing and changing
// them needs ONBOARDING, and so does the route (ROUTE_ACCESS.employeePack): others have no menu item.
import { DEFAULT_PAGE_SIZE, packAudience, type TPackDocument } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type ListSort,
  pagedQueryProps,
  RowAction,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDateTime } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { downloadPackFile, usePackDocuments } from '../api';
import { PackDeleteDialog } from '../components/pack-delete-dialog';
import { PackDocumentDialog } from '../components/pack-document-dialog';

type Editing =
  | { mode: 'upload' }
  | { mode: 'change'; document: TPackDocument }
  | { mode: 'delete'; document: TPackDocument }
  | null;

const BY_NAME: ListSort = { columnId: 'name', direction: 'asc' };

function FileLink({ file }: { file: { id: number; originalName: string } }) {
  return (
    <Link component="button" type="button" onClick={() => void downloadPackFile(file)}>
      {file.originalName}
    </Link>
  );
}

const COLUMNS: DataTableColumn<TPackDocument>[] = [
  { id: 'name', label: 'Name', cell: (d) => d.name, sortable: true },
  { id: 'description', label: 'Description', cell: (d) => d.description ?? '', wrap: true },
  { id: 'audience', label: 'Applies to', cell: (d) => packAudience(d), wrap: true },
  { id: 'mandatory', label: 'Must be returned', cell: (d) => (d.mandatory ? 'Yes' : 'No'), sortable: true },
  { id: 'file', label: 'File', cell: (d) => <FileLink file={d.file} /> },
  {
    id: 'versions',
    label: 'Versions',
    cell: (d) =>
      d.versions.length === 0 ? (
        `v${d.version}`
      ) : (
        <Stack spacing={0.5}>
          <span>v{d.version} (current)</span>
          {d.versions.map((v) => (
            <span key={v.version}>
              v{v.version}: <FileLink file={v.file} />
            </span>
          ))}
        </Stack>
      ),
  },
  {
    id: 'updated',
    label: 'Updated',
    cell: (d) => `${formatDateTime(d.updatedAt)}${d.updatedBy ? ` by ${d.updatedBy}` : ''}`,
    sortable: true,
  },
];

export default function EmployeePackPage() {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: BY_NAME });
  const documents = usePackDocuments(list.state);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Box>
      <PageTitle>Employee Pack</PageTitle>
      <Box sx={{ mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchBox label="Search documents" value={list.searchInput} onChange={list.setSearchInput} />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'upload' })}>
          Upload document
        </Button>
      </Box>
      <DataTable
        label="Employee pack documents"
        columns={COLUMNS}
        rowKey={(d) => d.id}
        {...pagedQueryProps(list, documents, 'employee pack documents')}
        loadingText="Loading the employee pack…"
        emptyText="No documents in the employee pack yet. Upload the first one."
        actions={(d) => (
          <>
            <RowAction
              label={`Rename or replace ${d.name}`}
              title="Rename or replace"
              icon={<EditIcon />}
              onClick={() => setEditing({ mode: 'change', document: d })}
            />
            <RowAction
              label={`Delete ${d.name}`}
              title="Delete"
              icon={<DeleteIcon />}
              onClick={() => setEditing({ mode: 'delete', document: d })}
            />
          </>
        )}
      />
      {editing?.mode === 'upload' && <PackDocumentDialog document={null} onClose={() => setEditing(null)} />}
      {editing?.mode === 'change' && (
        <PackDocumentDialog document={editing.document} onClose={() => setEditing(null)} />
      )}
      {editing?.mode === 'delete' && (
        <PackDeleteDialog document={editing.document} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
