import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@hr/contracts';
import Chip from '@mui/material/Chip';

const COLORS: Record<EmployeeStatus, 'default' | 'success' | 'info' | 'warning' | 'error'> = {
  ONBOARDING: 'info',
  ACTIVE: 'success',
  ON_LEAVE: 'default',
  SUSPENDED: 'warning',
  TERMINATED: 'error',
};

export function EmployeeStatusChip({ status }: { status: EmployeeStatus }) {
  return <Chip size="small" label={EMPLOYEE_STATUS_LABELS[status]} color={COLORS[status]} />;
}
