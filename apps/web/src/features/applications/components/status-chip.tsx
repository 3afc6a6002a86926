import { APPLICATION_STATUSES, type ApplicationStatus } from '@hr/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Partial<Record<ApplicationStatus, ChipProps['color']>> = {
  NEW: 'info',
  SCREENING: 'primary',
  SHORTLISTED: 'primary',
  INTERVIEW: 'secondary',
  OFFERED: 'warning',
  OFFER_ACCEPTED: 'success',
  CONTRACTED: 'success',
  HIRED: 'success',
  OFFER_DECLINED: 'error',
  REJECTED: 'error',
};

export function statusLabel(status: string): string {
  return (APPLICATION_STATUSES as Record<string, string>)[status] ?? status;
}

export function ApplicationStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status as ApplicationStatus] ?? 'default'}
      label={statusLabel(status)}
    />
  );
}
