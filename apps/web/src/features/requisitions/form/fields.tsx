import type { TRefItem } from '@hr/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { z } from 'zod';

/** Field name -> its first message, from a failed `safeParse` of the contracts schema. */
export type FieldErrors = Record<string, string>;

/** The contracts' schemas keep zod's own wording for a few checks; those read better as plain words. */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return 'Required';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
    return 'Required';
  if (issue.code === 'too_small') return `Must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `Must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_format' && issue.format === 'date') return 'Enter a valid date';
  return issue.message;
}

export function fieldErrors(error: z.ZodError | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error?.issues ?? []) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issueText(issue);
  }
  return errors;
}

/** Text input value -> number or null (empty). */
export const toNumberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

interface RefSelectProps extends Omit<TextFieldProps, 'onChange' | 'value' | 'select'> {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  options: readonly TRefItem[] | undefined;
  loading?: boolean;
  /** Offer an empty choice (optional fields). */
  allowEmpty?: boolean;
}

/** A select over a reference list, holding the chosen id. */
export function RefSelect({ value, onChange, options, loading, allowEmpty, ...rest }: RefSelectProps) {
  const list = options ?? [];
  // Keep a saved id selectable while its list loads, so MUI does not warn about an unknown value.
  const known = value == null || list.some((o) => o.id === value);
  return (
    <TextField
      select
      fullWidth
      value={value == null || !known ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      {...rest}
    >
      {(allowEmpty || value == null) && (
        <MenuItem value="">
          <em>{loading ? 'Loading…' : 'None'}</em>
        </MenuItem>
      )}
      {list.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
