// The confirmation of a manual status move, with its reason: a chunk of its own, loaded when a move
// is chosen, so the lists that offer moves do not load the form code up front.
import {
  JOB_POSITION_PATHS,
  MESSAGES,
  REQUISITION_MOVE_LABELS,
  type RequisitionStatus,
  ZStatusChangeForm,
} from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { refreshAfterChange } from '../form/api';
import { statusLabel } from './status-label';

function useMoveStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: string; reason: string }) =>
      mainApi.post<unknown>(JOB_POSITION_PATHS.status(id), body),
    onSuccess: () => {
      toast.success(MESSAGES.successfullyUpdated);
      refreshAfterChange(queryClient, id);
    },
  });
}

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
