// The confirmation of a manual status move, with its reason: a chunk of its own, loaded when a move
// is chosen, so the lists that offer moves do not load the form code up front.
import { REQUISITION_MOVE_LABELS, type RequisitionStatus, ZStatusChangeForm } from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useMoveStatus } from '../form/api';
import { statusLabel } from './status-label';

export default function MoveDialog({
  id,
  from,
  to,
  onClose,
}: {
  id: number;
  from: string;
  to: RequisitionStatus;
  onClose: () => void;
}) {
  const move = useMoveStatus(id);
  const form = useZodForm(ZStatusChangeForm, { defaultValues: { status: to, reason: '' } });
  return (
    <FormDialog
      form={form}
      title={`${REQUISITION_MOVE_LABELS[to] ?? statusLabel(to)} requisition ${id}?`}
      aria-label="Change status"
      submitLabel={REQUISITION_MOVE_LABELS[to] ?? 'Confirm'}
      onClose={onClose}
      hidden={['status']}
      onSubmit={(body) => move.mutateAsync(body)}
    >
      <Typography>
        The status changes from {statusLabel(from)} to {statusLabel(to)}.
      </Typography>
      <TextAreaField name="reason" label="Reason" required minRows={2} />
    </FormDialog>
  );
}
