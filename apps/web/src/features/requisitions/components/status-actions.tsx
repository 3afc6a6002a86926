// The manual status moves of a requisition (close, cancel, complete, ...): only the moves the
// contracts' table allows from its status, each confirmed with a reason the audit log keeps.
import {
  JOB_POSITION_PATHS,
  MESSAGES,
  manualRequisitionMoves,
  REQUISITION_MOVE_LABELS,
  REQUISITION_STATUSES,
  type RequisitionStatus,
  ZStatusChangeForm,
} from '@hr/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { refreshAfterChange } from '../form/api';

const statusLabel = (status: string) => REQUISITION_STATUSES[status as RequisitionStatus] ?? status;

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

function MoveDialog({
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

/**
 * "Change status": a menu of the moves allowed from `status`, then a confirmation with a reason.
 * Renders nothing when no manual move is allowed (in review, closed, completed...).
 */
export function StatusActions({
  id,
  status,
  compact = false,
}: {
  id: number;
  status: string;
  compact?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<RequisitionStatus | null>(null);
  const moves = manualRequisitionMoves(status);
  if (moves.length === 0) return null;
  const label = `Change status of requisition ${id}`;
  return (
    <>
      {compact ? (
        <Tooltip title="Change status">
          <IconButton size="small" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          aria-label={label}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Change status
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {moves.map((to) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              setTarget(to);
            }}
          >
            {REQUISITION_MOVE_LABELS[to] ?? statusLabel(to)}
          </MenuItem>
        ))}
      </Menu>
      {target && <MoveDialog id={id} from={status} to={target} onClose={() => setTarget(null)} />}
    </>
  );
}
