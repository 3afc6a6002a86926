import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';

export type AssignmentStatus =
  | 'NOT_STARTED'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'OVERDUE'
  | 'EXPIRING_SOON'
  | 'EXPIRED';

// Green done, amber soon, red late or lapsed; each with its own icon and words, never colour alone.
const LOOK: Record<
  AssignmentStatus,
  { color: 'default' | 'info' | 'success' | 'warning' | 'error'; icon: ReactElement }
> = {
  NOT_STARTED: { color: 'default', icon: <RadioButtonUncheckedIcon /> },
  IN_PROGRESS: { color: 'info', icon: <AutorenewIcon /> },
  COMPLETED: { color: 'success', icon: <CheckCircleIcon /> },
  EXPIRING_SOON: { color: 'warning', icon: <ScheduleIcon /> },
  OVERDUE: { color: 'error', icon: <ErrorIcon /> },
  EXPIRED: { color: 'error', icon: <HighlightOffIcon /> },
};

export function AssignmentStatusChip({ status, label }: { status: AssignmentStatus; label: string }) {
  const look = LOOK[status];
  return <Chip size="small" label={label} color={look.color} icon={look.icon} />;
}
