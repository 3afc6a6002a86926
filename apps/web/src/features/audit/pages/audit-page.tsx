import { AUDIT_SOURCES, DEFAULT_PAGE_SIZE, type TAuditRow } from '@hr/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDateTime } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { useAudit } from '../api';

const DEFAULT_SORT = { columnId: 'createdAt', direction: 'desc' } as const;
const SOURCE_OPTIONS = Object.entries(AUDIT_SOURCES).map(([value, label]) => ({ value, label }));

const COLUMNS: DataTableColumn<TAuditRow>[] = [
  {
    id: 'createdAt',
    label: 'When',
    cell: (row) => formatDateTime(row.createdAt),
    sortable: true,
    filter: { type: 'date' },
  },
  { id: 'actor', label: 'Who', cell: (row) => row.actor ?? '—', sortable: true, filter: { type: 'text' } },
  { id: 'action', label: 'What', cell: (row) => row.action, sortable: true, filter: { type: 'text' } },
  { id: 'entity', label: 'Record', cell: (row) => row.entity, sortable: true, filter: { type: 'text' } },
  { id: 'entityId', label: 'Record id', cell: (row) => row.entityId ?? '—', filter: { type: 'text' } },
  { id: 'detail', label: 'Details', cell: (row) => row.detail ?? '—', wrap: true },
  {
    id: 'source',
    label: 'Source',
    cell: (row) => AUDIT_SOURCES[row.source],
    filter: { type: 'select', options: SOURCE_OPTIONS },
  },
];

/** /audit (Settings > Audit): audit events and requisition changes in one list, newest first. */
export default function AuditPage() {
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT, urlFilter: true });
  const query = useAudit(list.state);
  return (
    <Box>
      <PageTitle>Audit</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Deletions, sign-ins, letter answers, reveals of sensitive fields, role changes and every change to a
        requisition: who did what, when, to which record.
      </Typography>
      <Box sx={{ display: 'flex', mb: 2 }}>
        <SearchBox
          label="Search who, what or record"
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'audit entries')}
        label="Audit entries"
        columns={COLUMNS}
        rowKey={(row) => row.key}
        loadingText="Loading audit entries…"
        emptyText={list.state.search ? 'No audit entries match the search' : 'No audit entries yet'}
      />
    </Box>
  );
}
