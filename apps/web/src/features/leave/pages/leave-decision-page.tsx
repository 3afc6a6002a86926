import { type TLeaveByToken, ZLeaveDecision } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { DecideByLinkPage, DecisionButtons, DetailList } from '../../../shared/ui/decide-by-link';
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
    <DecideByLinkPage
      title="Leave request"
      maxWidth={640}
      query={query}
      loadingText="Loading the request…"
      errorText={(error) =>
        errorMessage(
          error,
          error instanceof ApiError && error.status < 500
            ? 'This link is not valid or has already been used.'
            : 'The request could not be loaded.',
        )
      }
    >
      {(data) =>
        decide.isSuccess ? (
          <Alert severity="success" role="status">
            {decide.data.message}. The request is now{' '}
            {decide.data.data.status.toLowerCase().replace('_', ' ')}.
          </Alert>
        ) : (
          <>
            <Summary data={data} />
            {data.expired ? (
              <Alert severity="warning">This link has expired. Decide the request in Leave Management.</Alert>
            ) : !data.open ? (
              <Alert severity="info">This request has already been decided.</Alert>
            ) : (
              <DecideForm
                token={token}
                onDecide={(body) => decide.mutateAsync(body)}
                cancellation={data.request.status === 'CANCEL_PENDING'}
              />
            )}
          </>
        )
      }
    </DecideByLinkPage>
  );
}

function Summary({ data }: { data: TLeaveByToken }) {
  const r = data.request;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ mb: 2 }}>
        {data.managerName}, your decision is requested. Status: <LeaveStatusChip status={r.status} />
      </Typography>
      <DetailList
        rows={[
          ['Employee', r.employeeName],
          ['Department', r.departmentName ?? '—'],
          ['Leave type', r.leaveTypeName],
          ['Dates', leaveDates(r)],
          ['Working days', dayCount(r.days)],
        ]}
      />
    </Box>
  );
}

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
  return (
    <Form
      form={form}
      hidden={['decision']}
      onSubmit={(body) => onDecide({ token, ...body })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {cancellation && <Alert severity="info">The employee asks to cancel this approved leave.</Alert>}
      <TextAreaField name="comment" label="Comment (optional)" minRows={2} />
      <DecisionButtons
        approve="APPROVE"
        decline="DECLINE"
        chosen={form.watch('decision')}
        busy={form.formState.isSubmitting}
        choose={(decision) => form.setValue('decision', decision)}
        labelSuffix={cancellation ? ' cancellation' : ''}
      />
    </Form>
  );
}
