import { type TLeaveByToken, ZLeaveDecision } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { Form, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useDecideByLink, useLeaveByToken } from '../api';
import { LeaveStatusChip } from '../components/leave-status-chip';
import { dayCount, leaveDates } from '../format';

/** /leave-decision/:token: the manager's emailed link; public, the one-time token is the proof. */
export default function LeaveDecisionPage() {
  const { token = '' } = useParams();
  const query = useLeaveByToken(token);
  const decide = useDecideByLink();

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, md: 6 } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 640 }} component="main">
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Leave request
        </Typography>
        {query.isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>Loading the request…</Typography>
          </Box>
        ) : query.isError ? (
          <Alert severity="error">
            {errorMessage(
              query.error,
              query.error instanceof ApiError && query.error.status < 500
                ? 'This link is not valid or has already been used.'
                : 'The request could not be loaded.',
            )}
          </Alert>
        ) : decide.isSuccess ? (
          <Alert severity="success" role="status">
            {decide.data.message}. The request is now{' '}
            {decide.data.data.status.toLowerCase().replace('_', ' ')}.
          </Alert>
        ) : (
          <>
            <Summary data={query.data} />
            {query.data.expired ? (
              <Alert severity="warning">This link has expired. Decide the request in Leave Management.</Alert>
            ) : !query.data.open ? (
              <Alert severity="info">This request has already been decided.</Alert>
            ) : (
              <DecideForm
                token={token}
                onDecide={(body) => decide.mutateAsync(body)}
                cancellation={query.data.request.status === 'CANCEL_PENDING'}
              />
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}

function Summary({ data }: { data: TLeaveByToken }) {
  const r = data.request;
  const rows: [string, string][] = [
    ['Employee', r.employeeName],
    ['Department', r.departmentName ?? '—'],
    ['Leave type', r.leaveTypeName],
    ['Dates', leaveDates(r)],
    ['Working days', dayCount(r.days)],
  ];
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 2 }}>
        {data.managerName}, your decision is requested. Status: <LeaveStatusChip status={r.status} />
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const DECISIONS = [
  { decision: 'APPROVE', label: 'Approve', variant: 'contained', color: 'success' },
  { decision: 'DECLINE', label: 'Decline', variant: 'outlined', color: 'error' },
] as const;

/** An optional comment; each button sends the form with its own decision. */
function DecideForm({
  token,
  cancellation,
  onDecide,
}: {
  token: string;
  cancellation: boolean;
  onDecide: (body: { token: string; decision: 'APPROVE' | 'DECLINE'; comment: string }) => Promise<unknown>;
}) {
  const form = useZodForm(ZLeaveDecision, { defaultValues: { decision: 'APPROVE', comment: '' } });
  const busy = form.formState.isSubmitting;
  const chosen = form.watch('decision');
  return (
    <Form
      form={form}
      hidden={['decision']}
      onSubmit={(body) => onDecide({ token, ...body })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {cancellation && <Alert severity="info">The employee asks to cancel this approved leave.</Alert>}
      <TextAreaField name="comment" label="Comment (optional)" minRows={2} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        {DECISIONS.map(({ decision, label, variant, color }) => (
          <Button
            key={decision}
            type="submit"
            variant={variant}
            color={color}
            disabled={busy}
            startIcon={
              busy && chosen === decision ? <CircularProgress size={16} color="inherit" /> : undefined
            }
            onClick={() => form.setValue('decision', decision)}
          >
            {cancellation ? `${label} cancellation` : label}
          </Button>
        ))}
      </Box>
    </Form>
  );
}
