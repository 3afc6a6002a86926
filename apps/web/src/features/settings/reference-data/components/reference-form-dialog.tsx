import { REF_INPUT_SCHEMAS, REF_NAME_MAX, type TRefKind, type TRefRow } from '@hr/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import { useCountries, useReferenceList, useSaveReference } from '../api';
import { kindLabel } from '../kinds';

interface Props {
  kind: TRefKind;
  /** The row being edited; null to add one. */
  row: TRefRow | null;
  designationId?: number | undefined;
  onClose: () => void;
}

interface Values {
  name: string;
  code: string;
  /** One state per line. */
  states: string;
  countryId: string;
  stateId: string;
  industryId: string;
}

const initialValues = (row: TRefRow | null): Values => ({
  name: row?.name ?? '',
  code: row?.code ?? '',
  states: (row?.states ?? []).map((s) => s.name).join('\n'),
  countryId: row?.countryId ? String(row.countryId) : '',
  stateId: row?.stateId ? String(row.stateId) : '',
  industryId: row?.industryId ? String(row.industryId) : '',
});

/** The body the kind's contract schema checks, as the server receives it. */
function bodyOf(kind: TRefKind, values: Values): Record<string, unknown> {
  switch (kind) {
    case 'countries':
      return {
        name: values.name,
        code: values.code,
        states: values.states
          .split(/[\n;]/)
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case 'cities':
      return { name: values.name, countryId: values.countryId, stateId: values.stateId || null };
    case 'industry_discipline':
      return { name: values.name, industryId: values.industryId };
    default:
      return { name: values.name };
  }
}

/** Add or edit one value; checked with the same zod schema as the server, messages under the inputs. */
export function ReferenceFormDialog({ kind, row, designationId, onClose }: Props) {
  const [values, setValues] = useState<Values>(() => initialValues(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveReference();
  const countries = useCountries(kind === 'cities');
  const industries = useReferenceList('industry', { enabled: kind === 'industry_discipline' });
  const editing = row !== null;
  const label = kindLabel(kind);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'countryId' ? { stateId: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = REF_INPUT_SCHEMAS[kind].safeParse(bodyOf(kind, values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'name')] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(
      { kind, id: row?.id, designationId, body: parsed.data as Record<string, unknown> },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.body.fields) setErrors(error.body.fields);
          else if (error.body.code === 'DUPLICATE') setErrors({ name: error.body.message });
        },
      },
    );
  };

  const states = countries.data?.find((c) => String(c.id) === values.countryId)?.states ?? [];
  const fieldProps = (field: keyof Values) => ({
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field] || ' ',
    fullWidth: true,
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{editing ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <TextField
              label="Name"
              autoFocus
              required
              {...fieldProps('name')}
              slotProps={{ htmlInput: { maxLength: REF_NAME_MAX[kind] + 20 } }}
            />
            {kind === 'countries' && (
              <>
                <TextField label="Code" required {...fieldProps('code')} />
                <TextField
                  label="States"
                  multiline
                  minRows={3}
                  {...fieldProps('states')}
                  helperText={errors.states || 'One state per line'}
                />
              </>
            )}
            {kind === 'cities' && (
              <>
                <TextField select label="Country" required {...fieldProps('countryId')}>
                  {(countries.data ?? []).map((country) => (
                    <MenuItem key={country.id} value={String(country.id)}>
                      {country.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label="State" {...fieldProps('stateId')} disabled={states.length === 0}>
                  <MenuItem value="">
                    <em>None</em>
                  </MenuItem>
                  {states.map((state) => (
                    <MenuItem key={state.id} value={String(state.id)}>
                      {state.name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            {kind === 'industry_discipline' && (
              <TextField select label="Industry" required {...fieldProps('industryId')}>
                {(industries.data ?? []).map((industry) => (
                  <MenuItem key={industry.id} value={String(industry.id)}>
                    {industry.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
