// Spec section 4: an employee's status changes through a conversion table modal. Every status is
// offered; those the contracts' table does not allow from the current one are disabled with the reason.
import {
  canChangeEmployeeStatus,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type EmployeeStatus,
  refusedEmployeeStatusMessage,
  ZEmployeeChangeStatus,
} from '@hr/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { DateField, FormDialog, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useOrgToday } from '../../organisation';
import { useChangeEmployeeStatus } from '../api';
import { EmployeeStatusChip } from './employee-status-chip';

export interface StatusTarget {
  id: number;
  name: string;
  status: EmployeeStatus;
}

function StatusChoice({ from }: { from: EmployeeStatus }) {
  const { field, fieldState } = useController({ name: 'status' });
  const labelId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={labelId}>New status</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {EMPLOYEE_STATUSES.map((status) => {
          const allowed = canChangeEmployeeStatus(from, status);
          return (
            <FormControlLabel
              key={status}
              value={status}
              disabled={!allowed}
              control={<Radio />}
              label={
                <span>
                  {EMPLOYEE_STATUS_LABELS[status]}
                  {!allowed && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      — {refusedEmployeeStatusMessage(from, status)}
                    </Typography>
                  )}
                </span>
              }
            />
          );
        })}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** The conversion modal; a refused change (409) stays open with the server's message above the inputs. */
export function ChangeEmployeeStatusDialog({
  target,
  onClose,
}: {
  target: StatusTarget;
  onClose: () => void;
}) {
  const change = useChangeEmployeeStatus();
  const today = useOrgToday();
  const form = useZodForm(ZEmployeeChangeStatus, {
    defaultValues: { employeeId: target.id, effectiveDate: today, reason: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Change status of ${target.name}`}
      aria-label="Change employee status"
      submitLabel="Change status"
      hidden={['employeeId']}
      onClose={onClose}
      onSubmit={(body) => change.mutateAsync(body)}
    >
      <Typography component="div">
        Current status: <EmployeeStatusChip status={target.status} />
      </Typography>
      <StatusChoice from={target.status} />
      <DateField name="effectiveDate" label="Effective date" required />
      <TextAreaField name="reason" label="Reason" required minRows={2} />
    </FormDialog>
  );
}
