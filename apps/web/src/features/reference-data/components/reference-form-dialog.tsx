import { REF_INPUT_SCHEMAS, REF_NAME_MAX, stateLabel, type TRefKind, type TRefRow } from '@hr/contracts';
import { useEffect } from 'react';
import type { z } from 'zod';
import { FormDialog, LinesField, SelectField, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useCountriesWithStates, useReferenceList, useSaveReference } from '../api';
import { kindLabel } from '../kinds';

interface Props {
  kind: TRefKind;
  /** The row being edited; null to add one. */
  row: TRefRow | null;
  designationId?: number | undefined;
  onClose: () => void;
}

/** Every input any kind has; the kind's contract schema checks the ones it takes. */
interface Values {
  name: string;
  code?: string;
  states?: string[];
  countryId?: number | null;
  stateId?: number | null;
  industryId?: number | null;
}

function initialValues(kind: TRefKind, row: TRefRow | null): Values {
  switch (kind) {
    case 'countries':
      return { name: row?.name ?? '', code: row?.code ?? '', states: (row?.states ?? []).map(stateLabel) };
    case 'cities':
      return { name: row?.name ?? '', countryId: row?.countryId ?? null, stateId: row?.stateId ?? null };
    case 'industry_discipline':
      return { name: row?.name ?? '', industryId: row?.industryId ?? null };
    default:
      return { name: row?.name ?? '' };
  }
}

/** Add or edit one value; checked with the kind's contract schema, the same one the server uses. */
export function ReferenceFormDialog({ kind, row, designationId, onClose }: Props) {
  const save = useSaveReference();
  const countries = useCountriesWithStates({ enabled: kind === 'cities' });
  const industries = useReferenceList('industry', { enabled: kind === 'industry_discipline' });
  // One dialog for every kind: the schema is chosen at run time, so its type is the union of inputs.
  const schema = REF_INPUT_SCHEMAS[kind] as unknown as z.ZodType<Values, Values>;
  const form = useZodForm(schema, { defaultValues: initialValues(kind, row) });
  const label = kindLabel(kind).toLowerCase();

  // A city's state belongs to its country: choosing another country clears it.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === 'countryId') form.setValue('stateId', null);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const countryId = form.watch('countryId');
  const states = countries.data?.find((c) => c.id === countryId)?.states ?? [];

  return (
    <FormDialog
      form={form}
      title={row ? `Edit ${label}` : `Add ${label}`}
      onClose={onClose}
      onSubmit={(body) => save.mutateAsync({ kind, id: row?.id, designationId, body: { ...body } })}
    >
      <TextInputField
        name="name"
        label="Name"
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: REF_NAME_MAX[kind] + 20 } }}
      />
      {kind === 'countries' && (
        <>
          <TextInputField name="code" label="Code" required />
          <LinesField
            name="states"
            label="States"
            helperText="One state per line, its code in brackets: New South Wales (NSW). Two states may share a name when their codes differ."
          />
        </>
      )}
      {kind === 'cities' && (
        <>
          <SelectField
            name="countryId"
            label="Country"
            required
            options={(countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))}
          />
          <SelectField
            name="stateId"
            label="State"
            disabled={states.length === 0}
            emptyLabel={<em>None</em>}
            options={states.map((state) => ({ value: state.id, label: stateLabel(state) }))}
          />
        </>
      )}
      {kind === 'industry_discipline' && (
        <SelectField
          name="industryId"
          label="Industry"
          required
          options={(industries.data ?? []).map((industry) => ({ value: industry.id, label: industry.name }))}
        />
      )}
    </FormDialog>
  );
}
