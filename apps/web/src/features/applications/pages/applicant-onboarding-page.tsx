import { applicationRecordRoute, REQUISITION_STATUSES, type TRequisitionListRow } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  SearchBox,
  useListState,
} from '../../../shared/ui/data-table';
import { formatDate } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCompletedRequisitions } from '../api';
import { ApplicationList, REQUISITION_COLUMNS } from '../components/application-list';

const DEFAULT_SORT = { columnId: 'id', direction: 'desc' } as const;

const COLUMNS: DataTableColumn<TRequisitionListRow>[] = [
  { id: 'id', label: 'Id', cell: (row) => row.id, sortable: true, filter: { type: 'number' } },
  {
    id: 'positionTitle',
    label: 'Position',
    cell: (row) => row.positionTitle,
    sortable: true,
    filter: { type: 'text' },
  },
  {
    id: 'status',
    label: 'Status',
    cell: (row) => REQUISITION_STATUSES[row.status as keyof typeof REQUISITION_STATUSES] ?? row.status,
    sortable: true,
  },
  { id: 'startDate', label: 'Start date', cell: (row) => formatDate(row.startDate), sortable: true },
  { id: 'endDate', label: 'End date', cell: (row) => formatDate(row.endDate), sortable: true },
  { id: 'city', label: 'City', cell: (row) => row.city ?? '—', sortable: true },
];

/**
 * /appfrm (ONBOARDING): the requisitions whose every form step is saved (progress COMPLETED); one
 * of them opens its applications and "Add an application". The chosen one is in the URL.
 */
export default function ApplicantOnboardingPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('requisitionId')) || null;
  const list = useListState({ size: 10, defaultSort: DEFAULT_SORT });
  const query = useCompletedRequisitions(list.state);
  const title = query.data?.responseDataList.find((row) => row.id === chosen)?.positionTitle;

  return (
    <Box>
      <PageTitle>Applicant Onboarding</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Requisitions ready for applications (every step of their form saved). Choose one to see its
        applications or add one.
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SearchBox label="Search requisitions" value={list.searchInput} onChange={list.setSearchInput} />
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'requisitions')}
        label="Completed requisitions"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        onRowClick={(row) => setParams({ requisitionId: String(row.id) })}
        loadingText="Loading requisitions…"
        emptyText={
          list.state.search || list.state.filter ? 'No requisitions match' : 'No completed requisitions yet'
        }
      />
      {chosen !== null && (
        <Paper
          variant="outlined"
          sx={{ p: 2, mt: 3 }}
          component="section"
          aria-label="Applications of the requisition"
        >
          <ApplicationList
            key={chosen}
            scope={{ requisitionId: chosen }}
            label="Applications"
            pageSize={10}
            columns={REQUISITION_COLUMNS}
            onOpen={(row) => navigate(applicationRecordRoute(row.id))}
            toolbar={
              <>
                <Typography variant="h6" component="h2" sx={{ order: -1 }}>
                  Requisition {chosen}
                  {title ? ` · ${title}` : ''}
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  component={RouterLink}
                  to={`/appfrm/new?jobPositionId=${chosen}`}
                >
                  Add an application
                </Button>
              </>
            }
          />
        </Paper>
      )}
    </Box>
  );
}
