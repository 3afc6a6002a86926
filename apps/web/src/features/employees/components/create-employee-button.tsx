// The application record's way to its employee (issue 11): "Create employee" while the application
// is CONTRACTED and its contract letter SIGNED; "Open employee" once hired (making the employee moves
// the application to HIRED).
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { useApplicationContract, useEmployeeOfApplication } from '../api';
import { employeeRoute, newEmployeeRoute } from '../routes';

export function CreateEmployeeButton({
  applicationId,
  applicantId,
  status,
}: {
  applicationId: number;
  applicantId: number;
  status: string;
}) {
  const { hasAuthority } = useAuth();
  const staff = hasAuthority('ONBOARDING');
  const details = useApplicationContract(applicationId, staff && status === 'CONTRACTED');
  const employee = useEmployeeOfApplication(applicantId, applicationId, staff && status === 'HIRED');
  const contract = details.data?.contractLetter?.data;
  if (employee.data) {
    return (
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={employeeRoute(employee.data.employeeId)}
      >
        Open employee
      </Button>
    );
  }
  if (status !== 'CONTRACTED' || contract?.status !== 'SIGNED') return null;
  return (
    <Button size="small" variant="contained" component={RouterLink} to={newEmployeeRoute(contract.id)}>
      Create employee
    </Button>
  );
}
