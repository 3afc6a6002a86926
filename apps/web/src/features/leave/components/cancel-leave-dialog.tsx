import { type TLeaveRequest, ZLeaveCancel } from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useCancelLeave } from '../api';
import { leaveDates } from '../format';

/** Cancel a request: at once while pending; approved leave goes back to the manager for approval. */
export function CancelLeaveDialog({ request, onClose }: { request: TLeaveRequest; onClose: () => void }) {
  const cancel = useCancelLeave();
  const form = useZodForm(ZLeaveCancel, { defaultValues: { reason: '' } });
  const approved = request.status === 'APPROVED';
  return (
    <FormDialog
      form={form}
      title="Cancel leave"
      aria-label="Cancel leave"
      submitLabel={approved ? 'Ask to cancel' : 'Cancel leave'}
      cancelLabel="Keep it"
      onClose={onClose}
      onSubmit={(body) => cancel.mutateAsync({ id: request.id, reason: body.reason })}
    >
      <Typography>
        {request.leaveTypeName}, {leaveDates(request)}.
        {approved && ' This leave is approved: the cancellation goes to your manager for approval.'}
      </Typography>
      <TextAreaField name="reason" label="Reason (optional)" minRows={2} />
    </FormDialog>
  );
}
