import { type TLeaveBalanceRow, ZLeaveAdjustment } from '@hr/contracts';
import Typography from '@mui/material/Typography';
import { FormDialog, NumberField, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useAdjustBalance } from '../api';
import { dayCount } from '../format';

/** HR: an opening balance or a correction (signed days, with the reason) on one employee's type. */
export function AdjustBalanceDialog({ row, onClose }: { row: TLeaveBalanceRow; onClose: () => void }) {
  const adjust = useAdjustBalance();
  const form = useZodForm(ZLeaveAdjustment, {
    defaultValues: { employeeId: row.employeeId, leaveTypeId: row.leaveTypeId, comment: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Adjust ${row.leaveTypeName} of ${row.employeeName}`}
      aria-label="Adjust leave balance"
      hidden={['employeeId', 'leaveTypeId']}
      onClose={onClose}
      onSubmit={(body) => adjust.mutateAsync(body)}
    >
      <Typography>
        Available now {dayCount(row.available)} ({dayCount(row.pending)} pending).
      </Typography>
      <NumberField
        name="days"
        label="Days to add (negative to remove)"
        required
        helperText="Whole or half days"
      />
      <TextAreaField name="comment" label="Reason" required minRows={2} />
    </FormDialog>
  );
}
