import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  FormDialog,
  MultiSelectField,
  NumberField,
  RefSelectField,
  SelectField,
  TextAreaField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import {
  ReferenceSelectField,
  type TRefLookupKind,
  useDisciplines,
  useReferenceLookup,
  useRoleResponsibilities,
} from '../../reference-data';
import { type SpecRowPaths, useDeleteSpecRow, useSaveSpecRow, useSpecTableRows } from './api';
import { useReadOnly } from './read-only';

type Row = { id: number } & Record<string, unknown>;
type Values = Record<string, unknown>;

/** One column of a specification table and its input in the add/edit dialog. */
export type SpecField =
  | { key: string; label: string; kind: 'ref'; lookup: TRefLookupKind }
  /** Disciplines of the industry held in `industryKey`. */
  | { key: string; label: string; kind: 'discipline'; industryKey: string }
  /** Role responsibilities of the designation held in `designationKey`. */
  | { key: string; label: string; kind: 'responsibilities'; designationKey: string }
  | { key: string; label: string; kind: 'number'; optional?: boolean }
  | { key: string; label: string; kind: 'text'; multiline?: boolean }
  | { key: string; label: string; kind: 'bool' }
  | { key: string; label: string; kind: 'enum'; options: readonly string[]; optional?: boolean };

/** Where a table reads and writes (the six spec tables and the compliance documents differ only here). */
export interface SpecEndpoints extends SpecRowPaths {
  /** The row's contract schema (the dialog's form checks with it, the position id included). */
  schema: z.ZodType<unknown, FieldValues>;
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
  const readOnly = useReadOnly();
  const rows = useSpecTableRows<Row>(positionId, endpoints);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const remove = useDeleteSpecRow(positionId, endpoints);

  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {!readOnly && (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            disabled={locked}
            onClick={() => setEditing('new')}
          >
            Add {noun}
          </Button>
        )}
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
                {!readOnly && <TableCell align="right">Actions</TableCell>}
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
                  {!readOnly && (
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
                  )}
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

function useNameOf(kind: TRefLookupKind, enabled: boolean) {
  const list = useReferenceLookup(kind);
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

function RefName({ kind, id }: { kind: TRefLookupKind; id: unknown }) {
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

/** The position's id travels in the body but has no input: the server's word on it shows above the form. */
const HIDDEN = ['jobPositionId'] as const;

function SpecRowDialog({ noun, positionId, endpoints, fields, row, initial, onClose }: DialogProps) {
  const form = useZodForm(endpoints.schema, {
    defaultValues: {
      ...Object.fromEntries(fields.map((field) => [field.key, initial[field.key] ?? null])),
      jobPositionId: positionId,
    },
  });
  const save = useSaveSpecRow<Row>(positionId, endpoints, row ? row.id : null);

  // A dependent choice no longer fits a changed parent.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      for (const field of fields) {
        if (field.kind === 'discipline' && field.industryKey === name) form.setValue(field.key, null);
        if (field.kind === 'responsibilities' && field.designationKey === name) form.setValue(field.key, []);
      }
    });
    return () => watching.unsubscribe();
  }, [form, fields]);

  return (
    <FormDialog
      form={form}
      title={row ? `Edit ${noun}` : `Add ${noun}`}
      onClose={onClose}
      onSubmit={(body) => save.mutateAsync(body)}
      hidden={HIDDEN}
    >
      {fields.map((field) => (
        <FieldInput key={field.key} field={field} />
      ))}
    </FormDialog>
  );
}

/** The input of one column, over the dialog's form. */
function FieldInput({ field }: { field: SpecField }) {
  const { key: name, label } = field;
  switch (field.kind) {
    case 'ref':
      return <ReferenceSelectField name={name} label={label} kind={field.lookup} />;
    case 'discipline':
      return <DisciplineInput name={name} label={label} industryKey={field.industryKey} />;
    case 'responsibilities':
      return <ResponsibilitiesInput name={name} label={label} designationKey={field.designationKey} />;
    case 'bool':
      return <CheckboxField name={name} label={label} />;
    case 'enum':
      return (
        <SelectField
          name={name}
          label={label}
          emptyLabel={field.optional ? <em>None</em> : undefined}
          options={field.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case 'number':
      return <NumberField name={name} label={label} emptyAs={field.optional ? null : undefined} />;
    case 'text':
      return field.multiline ? (
        <TextAreaField name={name} label={label} minRows={2} emptyAs={null} />
      ) : (
        <TextInputField name={name} label={label} />
      );
  }
}

interface InputProps {
  name: string;
  label: string;
}

const asId = (value: unknown) => (typeof value === 'number' ? value : null);

function DisciplineInput({ industryKey, ...rest }: InputProps & { industryKey: string }) {
  const industryId = asId(useWatch({ name: industryKey }));
  const list = useDisciplines(industryId);
  return (
    <RefSelectField
      items={list.data}
      loading={list.isFetching}
      allowEmpty
      disabled={industryId === null}
      helperText={industryId === null ? 'Choose an industry first' : undefined}
      {...rest}
    />
  );
}

function ResponsibilitiesInput({ designationKey, ...rest }: InputProps & { designationKey: string }) {
  const designationId = asId(useWatch({ name: designationKey }));
  const list = useRoleResponsibilities(designationId);
  return (
    <MultiSelectField
      checkmarks
      disabled={designationId === null}
      helperText={designationId === null ? 'Choose a designation first' : undefined}
      noOptionsText={list.isSuccess ? 'No responsibilities for this designation' : undefined}
      options={(list.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
      {...rest}
    />
  );
}
