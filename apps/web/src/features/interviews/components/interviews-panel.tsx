import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_STATUS_LABELS,
  INTERVIEW_STATUSES,
  type InterviewMode,
  type InterviewStatus,
  type TInterviewRow,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { decodeToken } from '../../../shared/auth/token';
import {
  DataTable,
  type DataTableColumn,
  pagedQueryProps,
  useListState,
} from '../../../shared/ui/data-table';
import { ZonedTime } from '../../organisation';
import { NoSelectionStepsNotice, useSelectionSteps } from '../../selection-process';
import { exportInterviews, useInterviewPage } from '../api';
import { AssignDialog, FeedbackDialog, RescheduleDialog, ScheduleDialog, UpdateDialog } from './dialogs';

const PAGE_SIZE = 10;
const DEFAULT_SORT = { columnId: 'scheduledAt', direction: 'asc' } as const;

const columns: DataTableColumn<TInterviewRow>[] = [
  { id: 'id', label: 'Id', cell: (r) => r.id, sortable: true },
  {
    id: 'applicantName',
    label: 'Candidate',
    cell: (r) => r.applicantName,
    sortable: true,
    filter: { type: 'text' },
  },
  { id: 'stepName', label: 'Step', cell: (r) => r.stepName ?? '—' },
  {
    id: 'scheduledAt',
    label: 'Date and time',
    cell: (r) => (
      <>
        <ZonedTime at={r.scheduledAt} /> ({r.durationMinutes} min)
      </>
    ),
    sortable: true,
    filter: { type: 'date' },
  },
  {
    id: 'mode',
    label: 'Mode',
    cell: (r) => INTERVIEW_MODE_LABELS[r.mode as InterviewMode] ?? r.mode,
    sortable: true,
    filter: {
      type: 'select',
      options: INTERVIEW_MODES.map((m) => ({ value: m, label: INTERVIEW_MODE_LABELS[m] })),
    },
  },
  {
    id: 'status',
    label: 'Status',
    cell: (r) => (
      <Chip size="small" label={INTERVIEW_STATUS_LABELS[r.status as InterviewStatus] ?? r.status} />
    ),
    sortable: true,
    filter: {
      type: 'select',
      options: INTERVIEW_STATUSES.map((s) => ({ value: s, label: INTERVIEW_STATUS_LABELS[s] })),
    },
  },
  {
    id: 'interviewers',
    label: 'Interviewers',
    cell: (r) => (r.interviewers.length ? r.interviewers.map((u) => u.name).join(', ') : '—'),
    wrap: true,
  },
  { id: 'feedbackCount', label: 'Feedback', cell: (r) => r.feedbackCount },
];

type Open =
  | { kind: 'schedule' }
  | { kind: 'reschedule' | 'update' | 'assign' | 'feedback'; interview: TInterviewRow }
  | null;

/**
 * The requisition's interviews (process tab). The requisition form's lock does not apply here:
 * an interview existing is what locks the form; scheduling needs SHORTLISTING.
 */
export function InterviewsPanel({ positionId }: { positionId: number; locked: boolean }) {
  const { hasAuthority, token } = useAuth();
  const canRead = hasAuthority('CANDIDATE_ACCESS');
  const canChange = hasAuthority('SHORTLISTING');
  const userId = token ? Number(decodeToken(token)?.sub) : Number.NaN;
  const list = useListState({ size: PAGE_SIZE, defaultSort: DEFAULT_SORT });
  const { state } = list;
  const [open, setOpen] = useState<Open>(null);
  const interviews = useInterviewPage(positionId, state, canRead);
  const steps = useSelectionSteps(positionId);

  if (!canRead) {
    return (
      <Alert severity="info" component="section" aria-label="Interviews">
        Interviews are shown to users with candidate access.
      </Alert>
    );
  }

  const close = () => setOpen(null);
  const mayGiveFeedback = (row: TInterviewRow) => canChange || row.interviewers.some((u) => u.id === userId);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Interviews" component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Interviews
        </Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setOpen({ kind: 'schedule' })}>
            Schedule interview
          </Button>
        )}
      </Box>
      {steps.data?.length === 0 && (
        <Box sx={{ mb: 1 }}>
          <NoSelectionStepsNotice positionId={positionId} />
        </Box>
      )}
      {!canChange && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Read only: scheduling and changing interviews needs the shortlisting authority.
        </Typography>
      )}
      <DataTable
        {...pagedQueryProps(list, interviews, 'interviews')}
        label="Interviews"
        columns={columns}
        rowKey={(row) => row.id}
        onExport={() => exportInterviews(positionId, state)}
        loadingText="Loading interviews…"
        emptyText="No interviews yet"
        actions={(row) => (
          <Stack direction="row" spacing={0.5}>
            {canChange && row.status !== 'COMPLETED' && (
              <Button size="small" onClick={() => setOpen({ kind: 'reschedule', interview: row })}>
                Reschedule
              </Button>
            )}
            {canChange && (
              <Button size="small" onClick={() => setOpen({ kind: 'update', interview: row })}>
                Update
              </Button>
            )}
            {canChange && (
              <Button size="small" onClick={() => setOpen({ kind: 'assign', interview: row })}>
                Interviewers
              </Button>
            )}
            {mayGiveFeedback(row) && (
              <Button size="small" onClick={() => setOpen({ kind: 'feedback', interview: row })}>
                Feedback
              </Button>
            )}
          </Stack>
        )}
      />
      {open?.kind === 'schedule' && <ScheduleDialog positionId={positionId} onClose={close} />}
      {open?.kind === 'reschedule' && (
        <RescheduleDialog positionId={positionId} interview={open.interview} onClose={close} />
      )}
      {open?.kind === 'update' && (
        <UpdateDialog positionId={positionId} interview={open.interview} onClose={close} />
      )}
      {open?.kind === 'assign' && (
        <AssignDialog positionId={positionId} interview={open.interview} onClose={close} />
      )}
      {open?.kind === 'feedback' && (
        <FeedbackDialog positionId={positionId} interview={open.interview} onClose={close} />
      )}
    </Paper>
  );
}
