import { type TLeaveRequest, ZLeaveDecision } from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useDecideLeave } from '../api';
import { dayCount, leaveDates } from '../format';

/** Approve or decline a request (or a cancellation of approved leave), with an optional comment. */
export function DecideLeaveDialog({
  request,
  decision,
  onClose,
}: {
  request: TLeaveRequest;
  decision: 'APPROVE' | 'DECLINE';
  onClose: () => void;
}) {
  const decide = useDecideLeave();
  const form = useZodForm(ZLeaveDecision, { defaultValues: { decision, comment: '' } });
  const what = request.status === 'CANCEL_PENDING' ? 'cancellation' : 'leave';
  const verb = decision === 'APPROVE' ? 'Approve' : 'Decline';
  return (
    <FormDialog
      form={form}
      title={`${verb} ${what}`}
      aria-label={`${verb} ${what}`}
      submitLabel={verb}
      hidden={['decision']}
      onClose={onClose}
      onSubmit={(body) => decide.mutateAsync({ id: request.id, body })}
    >
      <Typography>
        {request.employeeName}: {request.leaveTypeName}, {leaveDates(request)} ({dayCount(request.days)}).
      </Typography>
      {request.reason && <Typography color="text.secondary">Reason: {request.reason}</Typography>}
      <TextAreaField name="comment" label="Comment (optional)" minRows={2} />
    </FormDialog>
  );
}
