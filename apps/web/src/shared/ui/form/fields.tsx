import { localTimeZone, timeForViewer } from '@hr/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import {
  fromDateTimeInput,
  fromLinesInput,
  fromNumberInput,
  sameLines,
  toDateTimeInput,
  toLinesInput,
  toNumberInput,
} from './values';

/** What an empty input stores: the contracts take `null` for "not given" on nullable fields. */
type Empty = null | undefined | '';

type BaseProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'> & {
  name: string;
};

/** The field's error message under it, else the caller's helper text (a blank line keeps the layout). */
function useField(name: string, helperText: ReactNode) {
  const { field, fieldState } = useController({ name });
  const error = Boolean(fieldState.error);
  const helper = fieldState.error?.message ?? helperText ?? ' ';
  return {
    field,
    error,
    helperText: helper,
    /** What every MUI input takes from the form the same way; spread it after the caller's props. */
    input: { name: field.name, inputRef: field.ref, onBlur: field.onBlur, error, helperText: helper },
  };
}

/**
 * A text input; `emptyAs` is what an empty input stores ('' by default). `error` marks it in error
 * for a reason of the caller's own (a live check shown as its helper text); `inputRef` reaches the
 * element too (to place the caret); `normalize` rewrites the text as it is typed (a currency code
 * in capitals).
 */
export function TextInputField({
  name,
  helperText,
  emptyAs = '',
  error: callerError,
  inputRef,
  normalize,
  counter,
  ...rest
}: BaseProps & {
  emptyAs?: Empty;
  error?: boolean;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  normalize?: (text: string) => string;
  /** The schema's maximum length: shows "used / max" under the input (red past it). */
  counter?: number;
}) {
  const { field, error, helperText: fieldHelper } = useField(name, helperText);
  const length = typeof field.value === 'string' ? field.value.length : 0;
  const helper =
    counter === undefined ? (
      fieldHelper
    ) : (
      <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <span>{fieldHelper}</span>
        <Typography
          component="span"
          variant="caption"
          color={length > counter ? 'error' : 'text.secondary'}
          data-testid={`${name}-counter`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {length.toLocaleString('en')} / {counter.toLocaleString('en')} characters
        </Typography>
      </Stack>
    );
  return (
    <TextField
      fullWidth
      {...rest}
      name={field.name}
      inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
        field.ref(element);
        if (inputRef) inputRef.current = element;
      }}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = normalize ? normalize(event.target.value) : event.target.value;
        field.onChange(text === '' ? emptyAs : text);
      }}
      onBlur={field.onBlur}
      error={error || Boolean(callerError)}
      helperText={helper}
    />
  );
}

/** A multi-line text input. */
export function TextAreaField({ minRows = 3, ...props }: Parameters<typeof TextInputField>[0]) {
  return <TextInputField multiline minRows={minRows} {...props} />;
}

/**
 * A number input holding a number (what the contract checks), not the typed text: the text is kept
 * while it is not a number yet ('-', '1e'), which then fails the schema's number check.
 */
export function NumberField({
  name,
  helperText,
  emptyAs,
  ...rest
}: BaseProps & { emptyAs?: null | undefined }) {
  const { field, input } = useField(name, helperText);
  const [text, setText] = useState(() => toNumberInput(field.value));
  // A reset or a value set by code replaces the text; the user's own typing does not loop back.
  useEffect(() => {
    setText((current) =>
      Object.is(fromNumberInput(current, emptyAs), field.value) ? current : toNumberInput(field.value),
    );
  }, [field.value, emptyAs]);
  return (
    <TextField
      fullWidth
      type="number"
      {...rest}
      {...input}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(fromNumberInput(event.target.value, emptyAs));
      }}
    />
  );
}

/** A list of texts typed one per line (or separated by ';'), held as the list. */
export function LinesField({ name, helperText, minRows = 3, ...rest }: BaseProps) {
  const { field, input } = useField(name, helperText);
  const [text, setText] = useState(() => toLinesInput(field.value));
  // A reset replaces the text; the user's own typing (blank lines, a trailing newline) is kept.
  useEffect(() => {
    setText((current) =>
      sameLines(fromLinesInput(current), field.value) ? current : toLinesInput(field.value),
    );
  }, [field.value]);
  return (
    <TextField
      fullWidth
      multiline
      minRows={minRows}
      {...rest}
      {...input}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(fromLinesInput(event.target.value));
      }}
    />
  );
}

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: ReactNode;
}

/**
 * A select holding the option's own value (a number stays a number). `emptyLabel` offers an empty
 * choice that stores `emptyAs` (null by default). A value not among the options (a saved id whose
 * list is still loading) shows as empty rather than making MUI warn.
 */
export function SelectField({
  name,
  helperText,
  options,
  emptyLabel,
  emptyAs = null,
  ...rest
}: BaseProps & { options: readonly SelectOption[]; emptyLabel?: ReactNode; emptyAs?: Empty }) {
  const { field, input } = useField(name, helperText);
  const known = options.some((option) => option.value === field.value);
  return (
    <TextField
      fullWidth
      {...rest}
      {...input}
      select
      value={known ? String(field.value) : ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        field.onChange(chosen ? chosen.value : emptyAs);
      }}
    >
      {(emptyLabel !== undefined || !known) && <MenuItem value="">{emptyLabel ?? <em>None</em>}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An item of a reference list (position types, countries, qualifications...). */
export interface RefItem {
  id: number;
  name: string;
}

/**
 * A select over a reference list, holding the chosen id. While the list loads the empty choice reads
 * 'Loading…'; `allowEmpty` offers it for good (an optional reference, stored as null).
 */
export function RefSelectField({
  items,
  loading = false,
  allowEmpty = false,
  ...rest
}: Omit<Parameters<typeof SelectField>[0], 'options' | 'emptyLabel' | 'emptyAs'> & {
  items: readonly RefItem[] | undefined;
  loading?: boolean;
  allowEmpty?: boolean;
}) {
  return (
    <SelectField
      {...rest}
      emptyLabel={allowEmpty || loading ? <em>{loading ? 'Loading…' : 'None'}</em> : undefined}
      options={(items ?? []).map((item) => ({ value: item.id, label: item.name }))}
    />
  );
}

/**
 * A select of several values, held as a list (ids stay numbers); the chosen ones read as their labels.
 * `checkmarks` shows a checkbox on each option; `noOptionsText` says why there is nothing to choose.
 */
export function MultiSelectField({
  name,
  helperText,
  options,
  checkmarks = false,
  noOptionsText,
  ...rest
}: BaseProps & {
  options: readonly SelectOption<number>[] | readonly SelectOption<string>[];
  checkmarks?: boolean;
  noOptionsText?: ReactNode;
}) {
  const { field, input } = useField(name, helperText);
  const list = options as readonly SelectOption[];
  const value = ((field.value ?? []) as (string | number)[]).map(String);
  return (
    <TextField
      fullWidth
      {...rest}
      {...input}
      select
      value={value}
      onChange={(event) => {
        const raw = event.target.value as unknown as string[] | string;
        const chosen = typeof raw === 'string' ? raw.split(',') : raw;
        field.onChange(list.filter((o) => chosen.includes(String(o.value))).map((o) => o.value));
      }}
      slotProps={{
        ...rest.slotProps,
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[])
              .map((v) => {
                const label = list.find((o) => String(o.value) === v)?.label;
                return typeof label === 'string' ? label : v;
              })
              .join(', '),
        },
      }}
    >
      {list.length === 0 && noOptionsText !== undefined && (
        <MenuItem disabled value="">
          {noOptionsText}
        </MenuItem>
      )}
      {list.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {checkmarks && <Checkbox checked={value.includes(String(option.value))} size="small" />}
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A date input holding 'YYYY-MM-DD' (the contracts' date). */
export function DateField({ name, helperText, emptyAs = null, ...rest }: BaseProps & { emptyAs?: Empty }) {
  const { field, input } = useField(name, helperText);
  return (
    <TextField
      fullWidth
      type="date"
      {...rest}
      {...input}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? emptyAs : event.target.value)}
      slotProps={{ ...rest.slotProps, inputLabel: { shrink: true } }}
    />
  );
}

/**
 * A date and time held as an ISO instant. With `timeZone` it is typed and read on that zone's clock
 * (the organisation's: an interview at 10:00 in Sydney), and says so beneath, with the viewer's own
 * time when their clock differs; without, on the browser's clock.
 */
export function DateTimeField({
  name,
  helperText,
  emptyAs = null,
  timeZone,
  ...rest
}: BaseProps & { emptyAs?: Empty; timeZone?: string }) {
  const { field, input } = useField(name, helperText);
  const zoneHelper = timeZone && !input.error && helperText === undefined;
  return (
    <TextField
      fullWidth
      type="datetime-local"
      {...rest}
      {...input}
      helperText={zoneHelper ? zoneHint(field.value, timeZone) : input.helperText}
      value={toDateTimeInput(field.value, timeZone)}
      onChange={(event) => field.onChange(fromDateTimeInput(event.target.value, timeZone) ?? emptyAs)}
      slotProps={{ ...rest.slotProps, inputLabel: { shrink: true } }}
    />
  );
}

/** 'Australia/Sydney time: 10:00 AEDT (23:00 your time)', or the zone alone before a time is chosen. */
function zoneHint(value: unknown, timeZone: string): string {
  const zone = `${timeZone.replaceAll('_', ' ')} time`;
  const at = typeof value === 'string' ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return zone;
  return `${zone}: ${timeForViewer(at, timeZone, localTimeZone())}`;
}

interface ToggleProps {
  name: string;
  label: ReactNode;
  disabled?: boolean | undefined;
}

function ToggleField({ name, label, disabled, control }: ToggleProps & { control: 'checkbox' | 'switch' }) {
  const { field, fieldState } = useController({ name });
  const Control = control === 'checkbox' ? Checkbox : Switch;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Control
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

export const CheckboxField = (props: ToggleProps) => <ToggleField {...props} control="checkbox" />;
export const SwitchField = (props: ToggleProps) => <ToggleField {...props} control="switch" />;

/** One checkbox per option, held as the list of the checked values (ids stay numbers). */
export function CheckboxGroupField({
  name,
  options,
  disabled,
}: {
  name: string;
  options: readonly SelectOption[];
  disabled?: boolean | undefined;
}) {
  const { field, fieldState } = useController({ name });
  const checked = (field.value ?? []) as (string | number)[];
  return (
    <FormControl error={Boolean(fieldState.error)} component="fieldset" variant="standard">
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            label={option.label}
            disabled={disabled}
            control={
              <Checkbox
                name={field.name}
                checked={checked.includes(option.value)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...checked, option.value]
                      : checked.filter((value) => value !== option.value),
                  )
                }
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** Stars 1 to 5 held as a number (null until chosen). */
export function RatingField({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={label}>
      <Typography component="legend">{label}</Typography>
      <Rating
        name={field.name}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={(_event, value) => field.onChange(value)}
      />
      {fieldState.error && <Typography color="error">{fieldState.error.message}</Typography>}
    </Stack>
  );
}
