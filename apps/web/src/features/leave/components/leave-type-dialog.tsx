import {
  ACCRUAL_FREQUENCIES,
  ACCRUAL_FREQUENCY_LABELS,
  LEAVE_KIND_LABELS,
  LEAVE_KINDS,
  type TLeaveType,
  ZLeaveTypeInput,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import {
  FormDialog,
  MultiSelectField,
  NumberField,
  SelectField,
  SwitchField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { useReferenceLookup } from '../../reference-data';
import { useSaveLeaveType } from '../api';

/** Add or edit a leave type (HR). */
export function LeaveTypeDialog({ type, onClose }: { type: TLeaveType | null; onClose: () => void }) {
  const save = useSaveLeaveType();
  const positionTypes = useReferenceLookup('position_type');
  const form = useZodForm(ZLeaveTypeInput, {
    defaultValues: type
      ? { ...type, positionTypeIds: type.positionTypes.map((p) => p.id) }
      : {
          name: '',
          kind: 'ANNUAL',
          paid: true,
          accrualDaysPerYear: 20,
          accrualFrequency: 'MONTHLY',
          proRata: true,
          carryOverCap: null,
          documentRequiredAfterDays: null,
          halfDaysAllowed: true,
          negativeBalanceAllowed: false,
          positionTypeIds: [],
          active: true,
        },
  });
  return (
    <FormDialog
      form={form}
      title={type ? `Edit ${type.name}` : 'Add leave type'}
      aria-label={type ? 'Edit leave type' : 'Add leave type'}
      onClose={onClose}
      onSubmit={(body) => save.mutateAsync(type ? { id: type.id, body } : { body })}
    >
      <TextInputField name="name" label="Name" required />
      <SelectField
        name="kind"
        label="Kind"
        required
        options={LEAVE_KINDS.map((k) => ({ value: k, label: LEAVE_KIND_LABELS[k] }))}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberField name="accrualDaysPerYear" label="Days per year" required />
        <SelectField
          name="accrualFrequency"
          label="Accrual"
          required
          options={ACCRUAL_FREQUENCIES.map((f) => ({ value: f, label: ACCRUAL_FREQUENCY_LABELS[f] }))}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberField
          name="carryOverCap"
          label="Carry-over cap (days)"
          emptyAs={null}
          helperText="Blank: keep all"
        />
        <NumberField
          name="documentRequiredAfterDays"
          label="Document required after (days)"
          emptyAs={null}
          helperText="Blank: never"
        />
      </Box>
      <MultiSelectField
        name="positionTypeIds"
        label="Only for position types"
        helperText="None chosen: every employee"
        checkmarks
        options={(positionTypes.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SwitchField name="paid" label="Paid" />
        <SwitchField name="proRata" label="Pro rata from the start date" />
        <SwitchField name="halfDaysAllowed" label="Half days allowed" />
        <SwitchField name="negativeBalanceAllowed" label="Negative balance allowed" />
        <SwitchField name="active" label="Active" />
      </Box>
    </FormDialog>
  );
}
