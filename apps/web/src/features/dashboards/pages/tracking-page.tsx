import {
  APPLICATION_STATUSES,
  APPROVAL_STATES,
  type ApprovalState,
  CONTRACT_OFFER_STATES,
  DEFAULT_PAGE_SIZE,
  JOB_OFFER_STATES,
  type MINE_CODES,
  REQUISITION_FINAL_STATUSES,
  REQUISITION_STATUSES,
  STEP_STATES,
  type StepState,
  TRACKING_STAGE_KEYS,
  TRACKING_STAGES,
  type TTrackingDetail,
  type TTrackingRow,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { ZonedTime } from '../../organisation';
import { NoSelectionStepsNotice } from '../../selection-process';
import { useTracking, useTrackingDetail } from '../api';
import { DashboardCard, DashboardState, Empty, Figure } from '../components/dashboard-ui';

const DEFAULT_SORT = { columnId: 'id', direction: 'desc' } as const;
/** The "Yours" filter: requisitions the user created, manages, or interviews for. */
const MINE_LABELS: Record<(typeof MINE_CODES)[number], string> = { YES: 'Yours', NO: 'Not yours' };
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;

const APPROVAL_COLORS: Record<ApprovalState, ChipProps['color']> = {
  NONE: 'default',
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
};
const STEP_COLORS: Record<StepState, ChipProps['color']> = {
  NOT_SCHEDULED: 'default',
  SCHEDULED: 'info',
  AWAITING_DECISION: 'warning',
  PASSED: 'success',
  NOT_PASSED: 'error',
  CANCELLED: 'default',
};

/** Days left against the end date, in words. */
function daysLeft(row: Pick<TTrackingRow, 'daysLeft' | 'endDate'>): string {
  if (row.daysLeft === null) return 'No end date';
  if (row.daysLeft < 0) return `Ended ${-row.daysLeft} d ago`;
  return row.daysLeft === 0 ? 'Ends today' : `${row.daysLeft} d left`;
}

const stages = (row: TTrackingRow) =>
  TRACKING_STAGE_KEYS.filter((key) => row.stages[key] > 0)
    .map((key) => `${TRACKING_STAGES[key].label} ${row.stages[key]}`)
    .join(' · ');

/**
 * Those shown at first fit a 1440 px laptop beside the menu (status, approval, the counts, days open
 * and the end date); Department and Yours are in the columns menu, which remembers the choice.
 */
const COLUMNS: DataTableColumn<TTrackingRow>[] = [
  { id: 'id', label: 'Id', cell: (row) => row.id, sortable: true, filter: { type: 'number' } },
  {
    id: 'positionTitle',
    label: 'Position',
    cell: (row) => row.positionTitle,
    sortable: true,
    filter: { type: 'text' },
    wrap: true,
  },
  {
    id: 'department',
    label: 'Department',
    cell: (row) => row.department ?? '—',
    sortable: true,
    filter: { type: 'text' },
    hiddenByDefault: true,
  },
  {
    id: 'status',
    label: 'Status',
    cell: (row) => label(REQUISITION_STATUSES, row.status),
    sortable: true,
    wrap: true,
    // The list holds open requisitions only: the final statuses are not offered.
    filter: {
      type: 'select',
      options: options(REQUISITION_STATUSES).filter(
        (o) => !(REQUISITION_FINAL_STATUSES as readonly string[]).includes(o.value),
      ),
    },
  },
  {
    id: 'approvalState',
    label: 'Approval',
    cell: (row) => (
      <Chip
        size="small"
        variant="outlined"
        color={APPROVAL_COLORS[row.approvalState]}
        label={
          row.approvalState === 'PENDING'
            ? `Waiting on ${row.approvalsPending}`
            : APPROVAL_STATES[row.approvalState]
        }
      />
    ),
    sortable: true,
    filter: { type: 'select', options: options(APPROVAL_STATES) },
  },
  {
    id: 'mine',
    label: 'Yours',
    cell: (row) => (row.mine ? 'Yes' : '—'),
    filter: { type: 'select', options: options(MINE_LABELS) },
    // Shown while the officer dashboard's link filters by it.
    hiddenByDefault: true,
  },
  {
    id: 'applications',
    label: 'Applications',
    sortable: true,
    wrap: true,
    cell: (row) => (
      <>
        {row.applications}
        {row.applications > 0 && (
          <Typography variant="body2" color="text.secondary">
            {stages(row)}
          </Typography>
        )}
      </>
    ),
  },
  {
    id: 'interviewsScheduled',
    label: 'Interviews',
    sortable: true,
    wrap: true,
    cell: (row) => `${row.interviewsScheduled} scheduled · ${row.interviewsDone} done`,
  },
  {
    id: 'offersSent',
    label: 'Offers',
    sortable: true,
    wrap: true,
    cell: (row) => `${row.offersSent} sent · ${row.offersAccepted} accepted`,
  },
  { id: 'daysOpen', label: 'Days open', sortable: true, cell: (row) => row.daysOpen },
  {
    id: 'daysLeft',
    label: 'End date',
    sortable: true,
    cell: (row) => (
      <>
        {formatDate(row.endDate)}
        <Typography
          variant="body2"
          color={row.daysLeft !== null && row.daysLeft < 0 ? 'error' : 'text.secondary'}
        >
          {daysLeft(row)}
        </Typography>
      </>
    ),
  },
];

/**
 * /reqsch and /selreq: Recruitment Tracking. The open requisitions with where each stands; with
 * `?id=` (a row's link) one requisition's selection process and its candidates at each step.
 */
export default function TrackingPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <TrackingDetail id={id} /> : <TrackingList />;
}

function TrackingList() {
  const navigate = useNavigate();
  const list = useListState({ size: DEFAULT_PAGE_SIZE, defaultSort: DEFAULT_SORT, urlFilter: true });
  const query = useTracking(list.state);
  return (
    <>
      <PageTitle>Recruitment Tracking</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Every open requisition with where it stands: approval, applications per stage, interviews, offers and
        days open against its end date. Open one to see its candidates at each step.
      </Typography>
      <Box sx={{ display: 'flex', mb: 2 }}>
        <SearchBox label="Search" value={list.searchInput} onChange={list.setSearchInput} />
      </Box>
      <DataTable
        {...pagedQueryProps(list, query, 'requisitions')}
        label="Open requisitions"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(`/selreq?id=${row.id}`)}
        loadingText="Loading requisitions…"
        emptyText="No open requisitions match"
      />
    </>
  );
}

function TrackingDetail({ id }: { id: number }) {
  const query = useTrackingDetail(id);
  return (
    <>
      <Link component={RouterLink} to="/reqsch" sx={{ display: 'inline-block', mb: 1 }}>
        ← Recruitment Tracking
      </Link>
      <DashboardState query={query} what="requisition">
        {(data) => <Detail data={data} />}
      </DashboardState>
    </>
  );
}

function Detail({ data }: { data: TTrackingDetail }) {
  const r = data.requisition;
  return (
    <>
      <PageTitle>
        #{r.id} {r.positionTitle}
      </PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, mb: 2 }}>
        <DashboardCard
          title="Where it stands"
          action={
            <Link component={RouterLink} to={`/jobreq/${r.id}`}>
              Open the requisition
            </Link>
          }
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Figure value={label(REQUISITION_STATUSES, r.status)} label="Status" />
            <Figure value={APPROVAL_STATES[r.approvalState]} label="Approval" />
            <Figure value={r.applications} label="Applications" />
            <Figure
              value={`${r.interviewsScheduled} / ${r.interviewsDone}`}
              label="Interviews scheduled / done"
            />
            <Figure value={`${r.offersSent} / ${r.offersAccepted}`} label="Offers sent / accepted" />
            <Figure value={r.daysOpen} label="Days open" hint={daysLeft(r)} />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {r.department ?? 'No department'} · hiring manager {r.hiringManager ?? 'not set'}
          </Typography>
        </DashboardCard>
        <DashboardCard title="Waiting on">
          {data.waiting.length === 0 ? (
            <Empty>Nothing at the requisition level.</Empty>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {data.waiting.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
          {data.approvals.length > 0 && (
            <Box sx={{ mt: 1 }}>
              {data.approvals.map((a) => (
                <Typography key={a.approverName} variant="body2" color="text.secondary">
                  {a.approverName}: {a.response.toLowerCase()}
                  {a.respondedAt ? ` on ${formatDate(a.respondedAt)}` : ''}
                </Typography>
              ))}
            </Box>
          )}
        </DashboardCard>
      </Box>
      <Candidates data={data} />
    </>
  );
}

function Candidates({ data }: { data: TTrackingDetail }) {
  return (
    <DashboardCard title="Candidates per step">
      {data.steps.length === 0 && (
        <Box sx={{ mb: 1 }}>
          <NoSelectionStepsNotice positionId={data.requisition.id} />
        </Box>
      )}
      {data.candidates.length === 0 ? (
        <Empty>No candidates yet.</Empty>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Candidates per step">
            <TableHead>
              <TableRow>
                <TableCell>Candidate</TableCell>
                <TableCell>Status</TableCell>
                {data.steps.map((step) => (
                  <TableCell key={step.id}>
                    {step.stepOrder}. {step.name}
                    {step.interviewers.length > 0 && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {step.interviewers.join(', ')}
                      </Typography>
                    )}
                  </TableCell>
                ))}
                <TableCell>Letters</TableCell>
                <TableCell>Waiting on</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.candidates.map((c) => (
                <TableRow key={c.applicationId}>
                  <TableCell component="th" scope="row">
                    {c.applicantName}
                  </TableCell>
                  <TableCell>{APPLICATION_STATUSES[c.status]}</TableCell>
                  {c.steps.map((s) => (
                    <TableCell key={s.stepId}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={STEP_COLORS[s.state]}
                        label={STEP_STATES[s.state]}
                      />
                      {s.scheduledAt && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          <ZonedTime at={s.scheduledAt} />
                        </Typography>
                      )}
                    </TableCell>
                  ))}
                  <TableCell>
                    {label(JOB_OFFER_STATES, c.jobOffer)}
                    <Typography variant="body2" color="text.secondary">
                      {label(CONTRACT_OFFER_STATES, c.contractOffer)}
                    </Typography>
                  </TableCell>
                  <TableCell>{c.waitingOn ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data.totalCandidates > data.candidates.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The newest {data.candidates.length} of {data.totalCandidates} candidates.
        </Typography>
      )}
    </DashboardCard>
  );
}
