// "Create employee" on the application record (issue 11): offered while the application is CONTRACTED
// and its contract letter SIGNED (making the employee moves the application to HIRED).
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useApplicationContract } from '../api';
import { newEmployeeRoute } from '../routes';

export function CreateEmployeeButton({ applicationId, status }: { applicationId: number; status: string }) {
  const { hasAuthority } = useAuth();
  const enabled = hasAuthority('ONBOARDING') && status === 'CONTRACTED';
  const details = useApplicationContract(applicationId, enabled);
  const contract = details.data?.contractLetter?.data;
  if (!enabled || contract?.status !== 'SIGNED') return null;
  return (
    <Button size="small" variant="contained" component={RouterLink} to={newEmployeeRoute(contract.id)}>
      Create employee
    </Button>
  );
}
