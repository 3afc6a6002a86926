import { OUTBOUND_EMAIL_STATUS_LABELS, type OutboundEmailStatus } from '@hr/contracts';
import Chip from '@mui/material/Chip';

const COLORS: Record<OutboundEmailStatus, 'default' | 'success' | 'error'> = {
  CAPTURED: 'default',
  SENT: 'success',
  FAILED: 'error',
};

export function EmailStatusChip({ status }: { status: OutboundEmailStatus }) {
  return (
    <Chip
      size="small"
      label={OUTBOUND_EMAIL_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'CAPTURED' ? 'outlined' : 'filled'}
    />
  );
}
