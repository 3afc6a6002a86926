import { type TCountryWithStates, type TPublicHoliday, ZPublicHolidayInput } from '@hr/contracts';
import { DateField, FormDialog, SelectField, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useSaveHoliday } from '../api';

/** Add or edit a public holiday: national (no state) or one state's. */
export function HolidayDialog({
  holiday,
  countries,
  defaultCountryId,
  onClose,
}: {
  holiday: TPublicHoliday | null;
  countries: readonly TCountryWithStates[];
  defaultCountryId: number | undefined;
  onClose: () => void;
}) {
  const save = useSaveHoliday();
  const form = useZodForm(ZPublicHolidayInput, {
    defaultValues: holiday
      ? { countryId: holiday.countryId, stateId: holiday.stateId, date: holiday.date, name: holiday.name }
      : { countryId: defaultCountryId, stateId: null, date: '', name: '' },
  });
  const countryId = form.watch('countryId');
  const states = countries.find((c) => c.id === countryId)?.states ?? [];
  return (
    <FormDialog
      form={form}
      title={holiday ? 'Edit public holiday' : 'Add public holiday'}
      aria-label={holiday ? 'Edit public holiday' : 'Add public holiday'}
      onClose={onClose}
      onSubmit={(body) => save.mutateAsync(holiday ? { id: holiday.id, body } : { body })}
    >
      <SelectField
        name="countryId"
        label="Country"
        required
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
      />
      <SelectField
        name="stateId"
        label="State"
        emptyLabel={<em>All states (national)</em>}
        options={states.map((s) => ({ value: s.id, label: s.name }))}
      />
      <DateField name="date" label="Date" required />
      <TextInputField name="name" label="Name" required />
    </FormDialog>
  );
}
