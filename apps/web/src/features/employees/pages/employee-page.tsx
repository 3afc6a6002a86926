// /employee/{employeId}: one employee's record (spec sections 2, 3 and 7), editable by ONBOARDING
// holders and read-only for the employee it belongs to; /employee/new?contractId={id}: makes the
// employee of a signed contract (prefilled by the server) and opens it.
import { EMPLOYEE_STATUS_LABELS, parseRoles, ROLES, type TEmployeeRecord } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import DeniedPage from '../../../shared/ui/denied-page';
import { formatDate, formatDateTime } from '../../../shared/ui/format';
import { PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-error';
import { EmployeePapers } from '../../letters';
import { useEmployee, useSaveEmployee } from '../api';
import { ChangeEmployeeStatusDialog } from '../components/change-status-dialog';
import { EmployeeForm } from '../components/employee-form';
import { EmployeeStatusChip } from '../components/employee-status-chip';
import { employeeRoute } from '../routes';

function fullName(record: TEmployeeRecord): string {
  const p = record.personalDetails;
  return p ? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ') : `Employee #${record.id}`;
}

function StatusHistory({ record }: { record: TEmployeeRecord }) {
  if (record.statusHistory.length === 0) return null;
  return (
    <Paper sx={{ p: 2, mt: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Status history
      </Typography>
      <Table size="small" aria-label="Status history">
        <TableHead>
          <TableRow>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Effective</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Recorded</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.statusHistory.map((h) => (
            <TableRow key={`${h.createdAt}-${h.toStatus}`}>
              <TableCell>
                {h.fromStatus ? (EMPLOYEE_STATUS_LABELS[h.fromStatus as never] ?? h.fromStatus) : '—'}
              </TableCell>
              <TableCell>{EMPLOYEE_STATUS_LABELS[h.toStatus as never] ?? h.toStatus}</TableCell>
              <TableCell>{formatDate(h.effectiveDate)}</TableCell>
              <TableCell>{h.reason ?? '—'}</TableCell>
              <TableCell>{h.changedBy ?? '—'}</TableCell>
              <TableCell>{formatDateTime(h.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function EmployeeRecord({ id, staff }: { id: number; staff: boolean }) {
  const query = useEmployee(id);
  const [changing, setChanging] = useState(false);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Box>
          <PageTitle>Employee Details</PageTitle>
          <Alert severity="warning">Employee #{id} was not found.</Alert>
        </Box>
      );
    }
    return (
      <Box>
        <PageTitle>Employee Details</PageTitle>
        <QueryError query={query} fallback="The employee could not be loaded." />
      </Box>
    );
  }
  const record = query.data.data;
  const name = fullName(record);
  return (
    <Box>
      <PageTitle>{name}</PageTitle>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography>
          Employee #{record.id}
          {record.employeeCode ? ` (${record.employeeCode})` : ''}
        </Typography>
        <Box data-testid="employee-status">
          <EmployeeStatusChip status={record.status} />
        </Box>
        {staff && (
          <Button size="small" variant="outlined" onClick={() => setChanging(true)}>
            Change status
          </Button>
        )}
        {staff && (
          <Button size="small" component={RouterLink} to="/apponb">
            Employee Management
          </Button>
        )}
      </Stack>
      {!staff && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This is your record as HR keeps it. Ask HR to change anything that is out of date.
        </Alert>
      )}
      <EmployeeForm key={record.updatedAt} record={record} readOnly={!staff} canReveal={staff} />
      <StatusHistory record={record} />
      <EmployeePapers employeeId={record.id} />
      {changing && (
        <ChangeEmployeeStatusDialog
          target={{ id: record.id, name, status: record.status }}
          onClose={() => setChanging(false)}
        />
      )}
    </Box>
  );
}

/** Makes the employee of the signed contract (the server prefills it) and opens the new record. */
function NewEmployee({ contractId }: { contractId: number }) {
  const navigate = useNavigate();
  const save = useSaveEmployee(contractId);
  return (
    <Box>
      <PageTitle>New employee</PageTitle>
      <Paper sx={{ p: 2, maxWidth: 640 }}>
        <Typography sx={{ mb: 2 }}>
          The employee is made from signed contract #{contractId}: their name, contact details, department,
          position and start date come from the applicant and the contract. You then complete the other
          sections on their record.
        </Typography>
        {save.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(save.error, 'The employee could not be created.')}
          </Alert>
        )}
        <Button
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() =>
            save.mutate(
              {},
              { onSuccess: (answer) => void navigate(employeeRoute(answer.employeeId), { replace: true }) },
            )
          }
        >
          Create employee
        </Button>
      </Paper>
    </Box>
  );
}

export default function EmployeePage() {
  const { employeId } = useParams();
  const [params] = useSearchParams();
  const { hasAuthority, roles } = useAuth();
  const staff = hasAuthority('ONBOARDING');
  // Other staff would get the API's 403, which ends the session: they are told here instead.
  const self = parseRoles(roles).includes(ROLES.EMPLOYEE);
  if (employeId === 'new') {
    if (!staff) return <DeniedPage />;
    const contractId = Number(params.get('contractId'));
    if (!Number.isInteger(contractId) || contractId < 1) {
      return (
        <Alert severity="error">Create an employee from a signed contract on the application record.</Alert>
      );
    }
    return <NewEmployee contractId={contractId} />;
  }
  if (!staff && !self) return <DeniedPage />;
  const id = Number(employeId);
  if (!Number.isInteger(id) || id < 1) {
    return <Alert severity="warning">Employee {employeId} was not found.</Alert>;
  }
  return <EmployeeRecord key={id} id={id} staff={staff} />;
}
