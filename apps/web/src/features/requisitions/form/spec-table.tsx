import type { TRefItem, TRefKind } from '@hr/contracts';
import { MESSAGES } from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { mainApi } from '../../../shared/api/client';
import { failureToast, formKeys, refreshAfterChange } from './api';
import { type FieldErrors, fieldErrors, RefSelect } from './fields';
import { useDisciplines, useLookup, useRoleResponsibilities } from './reference';

type Row = { id: number } & Record<string, unknown>;
type Values = Record<string, unknown>;

/** One column of a specification table and its input in the add/edit dialog. */
export type SpecField =
  | { key: string; label: string; kind: 'ref'; lookup: TRefKind }
  /** Disciplines of the industry held in `industryKey`. */
  | { key: string; label: string; kind: 'discipline'; industryKey: string }
  /** Role responsibilities of the designation held in `designationKey`. */
  | { key: string; label: string; kind: 'responsibilities'; designationKey: string }
  | { key: string; label: string; kind: 'number'; optional?: boolean }
  | { key: string; label: string; kind: 'text'; multiline?: boolean }
  | { key: string; label: string; kind: 'bool' }
  | { key: string; label: string; kind: 'enum'; options: readonly string[]; optional?: boolean };

/** Where a table reads and writes (the six spec tables and the compliance documents differ only here). */
export interface SpecEndpoints {
  part: string;
  list: (positionId: number) => string;
  add: string;
  update: (rowId: number) => string;
  remove: (rowId: number) => string;
  schema: z.ZodType;
}

interface Props {
  title: string;
  /** Singular, for the dialog title and buttons ("Add qualification"). */
  noun: string;
  positionId: number;
  locked: boolean;
  endpoints: SpecEndpoints;
  fields: readonly SpecField[];
  /** A new row's values (contracts' form defaults). */
  defaults: Values;
}

/** A specification table of the requisition form: list, add, edit and delete rows. */
export function SpecTable({ title, noun, positionId, locked, endpoints, fields, defaults }: Props) {
  const queryClient = useQueryClient();
  const rows = useQuery({
    queryKey: formKeys.part(positionId, endpoints.part),
    queryFn: ({ signal }) => mainApi.get<Row[]>(endpoints.list(positionId), undefined, signal),
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (rowId: number) => mainApi.del<unknown>(endpoints.remove(rowId)),
    onSuccess: () => {
      toast.success(MESSAGES.deleted);
      refreshAfterChange(queryClient, positionId);
    },
    onError: failureToast,
  });

  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={locked}
          onClick={() => setEditing('new')}
        >
          Add {noun}
        </Button>
      </Stack>
      {rows.isPending && <LinearProgress aria-label={`Loading ${title}`} />}
      {rows.isError && <Alert severity="error">{title} could not be loaded.</Alert>}
      {rows.isSuccess && rows.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No {noun} added yet.
        </Typography>
      )}
      {rows.isSuccess && rows.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {fields.map((field) => (
                  <TableCell key={field.key}>{field.label}</TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((row) => (
                <TableRow key={row.id}>
                  {fields.map((field) => (
                    <TableCell key={field.key}>
                      <CellValue field={field} row={row} />
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <span>
                        <IconButton
                          aria-label={`Edit ${noun}`}
                          disabled={locked}
                          onClick={() => setEditing(row)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <span>
                        <IconButton
                          aria-label={`Delete ${noun}`}
                          disabled={locked || remove.isPending}
                          onClick={() => remove.mutate(row.id)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <SpecRowDialog
          noun={noun}
          positionId={positionId}
          endpoints={endpoints}
          fields={fields}
          row={editing === 'new' ? null : editing}
          initial={editing === 'new' ? defaults : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

function useNameOf(kind: TRefKind, enabled: boolean) {
  const list = useLookup(kind);
  return (id: unknown) => (enabled ? list.data?.find((item) => item.id === id)?.name : undefined);
}

function CellValue({ field, row }: { field: SpecField; row: Row }) {
  const value = row[field.key];
  switch (field.kind) {
    case 'ref':
      return <RefName kind={field.lookup} id={value} />;
    case 'discipline':
      return <RefName kind="industry_discipline" id={value} />;
    case 'responsibilities':
      return <ResponsibilityNames designationId={row[field.designationKey]} ids={value} />;
    case 'bool':
      return <>{value ? 'Yes' : 'No'}</>;
    default:
      return <>{value === null || value === undefined || value === '' ? '—' : String(value)}</>;
  }
}

function RefName({ kind, id }: { kind: TRefKind; id: unknown }) {
  const nameOf = useNameOf(kind, id !== null && id !== undefined);
  if (id === null || id === undefined) return <>—</>;
  return <>{nameOf(id) ?? `#${String(id)}`}</>;
}

function ResponsibilityNames({ designationId, ids }: { designationId: unknown; ids: unknown }) {
  const list = useRoleResponsibilities(typeof designationId === 'number' ? designationId : null);
  const chosen = Array.isArray(ids) ? ids : [];
  if (chosen.length === 0) return <>—</>;
  return <>{chosen.map((id) => list.data?.find((r) => r.id === id)?.name ?? `#${String(id)}`).join(', ')}</>;
}

interface DialogProps {
  noun: string;
  positionId: number;
  endpoints: SpecEndpoints;
  fields: readonly SpecField[];
  row: Row | null;
  initial: Values;
  onClose: () => void;
}

function SpecRowDialog({ noun, positionId, endpoints, fields, row, initial, onClose }: DialogProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => {
    const start: Values = {};
    for (const field of fields) start[field.key] = initial[field.key] ?? null;
    return start;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      row ? mainApi.put<unknown>(endpoints.update(row.id), body) : mainApi.post<unknown>(endpoints.add, body),
    onSuccess: () => {
      toast.success(row ? MESSAGES.successfullyUpdated : MESSAGES.successfullySaved);
      refreshAfterChange(queryClient, positionId);
      onClose();
    },
    onError: failureToast,
  });

  const set = (key: string, value: unknown) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      // A dependent choice no longer fits a changed parent.
      for (const field of fields) {
        if (field.kind === 'discipline' && field.industryKey === key) next[field.key] = null;
        if (field.kind === 'responsibilities' && field.designationKey === key) next[field.key] = [];
      }
      return next;
    });
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = endpoints.schema.safeParse({ ...values, jobPositionId: positionId });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{row ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <FieldInput
                key={field.key}
                field={field}
                values={values}
                error={errors[field.key]}
                onChange={(value) => set(field.key, value)}
              />
            ))}
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

interface FieldInputProps {
  field: SpecField;
  values: Values;
  error: string | undefined;
  onChange: (value: unknown) => void;
}

const asId = (value: unknown) => (typeof value === 'number' ? value : null);

function FieldInput({ field, values, error, onChange }: FieldInputProps) {
  const value = values[field.key];
  const common = { label: field.label, error: Boolean(error), helperText: error || ' ' };
  switch (field.kind) {
    case 'ref':
      return <RefInput kind={field.lookup} value={asId(value)} onChange={onChange} {...common} />;
    case 'discipline':
      return (
        <DisciplineInput
          industryId={asId(values[field.industryKey])}
          value={asId(value)}
          onChange={onChange}
          {...common}
        />
      );
    case 'responsibilities':
      return (
        <ResponsibilitiesInput
          designationId={asId(values[field.designationKey])}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={onChange}
          {...common}
        />
      );
    case 'bool':
      return (
        <FormControlLabel
          control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={field.label}
        />
      );
    case 'enum':
      return (
        <TextField
          select
          fullWidth
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
          {...common}
        >
          {field.optional && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'number':
      return (
        <TextField
          fullWidth
          type="number"
          value={value ?? ''}
          onChange={(event) =>
            onChange(
              event.target.value === '' ? (field.optional ? null : undefined) : Number(event.target.value),
            )
          }
          {...common}
        />
      );
    case 'text':
      return (
        <TextField
          fullWidth
          multiline={field.multiline ?? false}
          minRows={field.multiline ? 2 : undefined}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        />
      );
  }
}

interface RefInputProps {
  label: string;
  error: boolean;
  helperText: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

function RefInput({ kind, ...rest }: RefInputProps & { kind: TRefKind }) {
  const list = useLookup(kind);
  return <RefSelect options={list.data} loading={list.isPending} allowEmpty {...rest} />;
}

function DisciplineInput({ industryId, ...rest }: RefInputProps & { industryId: number | null }) {
  const list = useDisciplines(industryId);
  return (
    <RefSelect
      options={list.data as TRefItem[] | undefined}
      loading={list.isFetching}
      allowEmpty
      disabled={industryId === null}
      {...rest}
      helperText={industryId === null ? 'Choose an industry first' : rest.helperText}
    />
  );
}

interface ResponsibilitiesProps {
  label: string;
  error: boolean;
  helperText: string;
  designationId: number | null;
  value: number[];
  onChange: (value: number[]) => void;
}

function ResponsibilitiesInput({
  designationId,
  value,
  onChange,
  label,
  error,
  helperText,
}: ResponsibilitiesProps) {
  const list = useRoleResponsibilities(designationId);
  return (
    <TextField
      select
      fullWidth
      label={label}
      error={error}
      helperText={designationId === null ? 'Choose a designation first' : helperText}
      disabled={designationId === null}
      value={value.map(String)}
      onChange={(event) => {
        const raw = event.target.value as unknown as string[] | string;
        const next = (Array.isArray(raw) ? raw : raw.split(',')).map(Number);
        onChange(next);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[])
              .map((id) => list.data?.find((r) => String(r.id) === id)?.name ?? id)
              .join(', '),
        },
      }}
    >
      {list.isSuccess && list.data.length === 0 && (
        <MenuItem disabled value="">
          No responsibilities for this designation
        </MenuItem>
      )}
      {(list.data ?? []).map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          <Checkbox checked={value.includes(item.id)} size="small" />
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
