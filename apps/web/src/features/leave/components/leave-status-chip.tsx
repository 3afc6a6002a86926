import { LEAVE_REQUEST_STATUS_LABELS, type LeaveRequestStatus } from '@hr/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<LeaveRequestStatus, ChipProps['color']> = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
  CANCELLED: 'default',
  CANCEL_PENDING: 'warning',
};

/** The status in words (the colour only repeats it); open statuses are outlined. */
export function LeaveStatusChip({ status }: { status: LeaveRequestStatus }) {
  const open = status === 'PENDING' || status === 'CANCEL_PENDING';
  return (
    <Chip
      size="small"
      label={LEAVE_REQUEST_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={open ? 'outlined' : 'filled'}
    />
  );
}
