import {
  APPROVAL_PATHS,
  MESSAGES,
  PRIORITIES,
  PRIORITY_CODES,
  type TDiscipline,
  type TInterviewerUser,
  type TJobPosition,
  ZJobPositionInput,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { failureToast, refreshAfterChange, saveJobPosition } from './api';
import { type FieldErrors, fieldErrors, RefSelect } from './fields';
import { useDisciplines, useLookup } from './reference';

interface Values {
  positionTitle: string;
  jobDescription: string;
  numberOfPositions: string;
  requestDate: string;
  startDate: string;
  endDate: string;
  positionTypeId: number | null;
  departmentId: number | null;
  industryId: number | null;
  disciplineId: number | null;
  applicationTypeId: number | null;
  priority: string;
  hiringManagerId: number | null;
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
const today = () => new Date().toISOString().slice(0, 10);

const initialValues = (position: TJobPosition | null): Values => ({
  positionTitle: position?.positionTitle ?? '',
  jobDescription: position?.jobDescription ?? '',
  numberOfPositions: String(position?.numberOfPositions ?? 1),
  requestDate: position ? day(position.requestDate) : today(),
  startDate: day(position?.startDate),
  endDate: day(position?.endDate),
  positionTypeId: position?.positionTypeId ?? null,
  departmentId: position?.departmentId ?? null,
  industryId: position?.industryId ?? null,
  disciplineId: position?.disciplineId ?? null,
  applicationTypeId: position?.applicationTypeId ?? null,
  priority: position?.priority ?? 'N',
  hiringManagerId: position?.hiringManagerId ?? null,
});

const bodyOf = (values: Values) => ({
  positionTitle: values.positionTitle,
  jobDescription: values.jobDescription.trim() === '' ? null : values.jobDescription,
  numberOfPositions: values.numberOfPositions.trim() === '' ? undefined : Number(values.numberOfPositions),
  requestDate: values.requestDate || null,
  startDate: values.startDate || undefined,
  endDate: values.endDate || undefined,
  positionTypeId: values.positionTypeId,
  departmentId: values.departmentId,
  industryId: values.industryId,
  disciplineId: values.disciplineId,
  applicationTypeId: values.applicationTypeId,
  priority: values.priority,
  hiringManagerId: values.hiringManagerId,
});

interface Props {
  /** null on /jobreq/new. */
  position: TJobPosition | null;
  locked: boolean;
  /** `?changeDate=true`: extending an expired requisition. */
  changeDate: boolean;
  onCreated: (id: number) => void;
}

/** The job position step: creates the requisition, or updates it (`?positionId=`). */
export function PositionStep({ position, locked, changeDate, onCreated }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => initialValues(position));
  const [errors, setErrors] = useState<FieldErrors>({});
  const positionTypes = useLookup('position_type');
  const departments = useLookup('departments');
  const industries = useLookup('industry');
  const disciplines = useDisciplines(values.industryId);
  const applicationTypes = useLookup('job_appl_type');
  const managers = useQuery({
    queryKey: ['requisition-form', 'hiring-managers'],
    queryFn: ({ signal }) =>
      mainApi.get<TInterviewerUser[]>(APPROVAL_PATHS.selectionUsers, undefined, signal),
    staleTime: 5 * 60_000,
  });
  const save = useMutation({
    mutationFn: (body: unknown) => saveJobPosition(body, position?.id),
    onSuccess: ({ id }) => {
      if (position) {
        toast.success(MESSAGES.successfullyUpdated);
        refreshAfterChange(queryClient, position.id);
      } else {
        toast.success(MESSAGES.successfullyCreated);
        refreshAfterChange(queryClient, id);
        onCreated(id);
      }
    },
    onError: failureToast,
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(key === 'industryId' ? { disciplineId: null } : {}),
    }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const text = (key: keyof Values) => ({
    value: values[key] ?? '',
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
    error: Boolean(errors[key]),
    helperText: errors[key] || ' ',
    disabled: locked,
    fullWidth: true,
  });
  const ref = (key: keyof Values) => ({
    value: values[key] as number | null,
    onChange: (value: number | null) => set(key, value as never),
    error: Boolean(errors[key]),
    helperText: errors[key] || ' ',
    disabled: locked,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZJobPositionInput.safeParse(bodyOf(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    save.mutate(parsed.data);
  };

  const highlight = changeDate
    ? { '& .MuiOutlinedInput-root': { bgcolor: 'rgba(237, 108, 2, 0.08)' } }
    : undefined;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Job position">
      {changeDate && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This requisition has expired. Set a new start and end date and save to extend it.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField label="Position title" required {...text('positionTitle')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField label="Number of positions" type="number" {...text('numberOfPositions')} />
        </Grid>
        <Grid size={12}>
          <TextField label="Job description" multiline minRows={3} {...text('jobDescription')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="Request date"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('requestDate')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="Start date"
            type="date"
            required
            focused={changeDate || undefined}
            color={changeDate ? 'warning' : 'primary'}
            sx={highlight}
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('startDate')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="End date"
            type="date"
            required
            autoFocus={changeDate}
            focused={changeDate || undefined}
            color={changeDate ? 'warning' : 'primary'}
            sx={highlight}
            slotProps={{ inputLabel: { shrink: true } }}
            {...text('endDate')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelect
            label="Position type"
            required
            options={positionTypes.data}
            loading={positionTypes.isPending}
            {...ref('positionTypeId')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelect
            label="Department"
            required
            options={departments.data}
            loading={departments.isPending}
            {...ref('departmentId')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField select label="Priority" {...text('priority')}>
            {PRIORITY_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {PRIORITIES[code]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelect
            label="Industry"
            allowEmpty
            options={industries.data}
            loading={industries.isPending}
            {...ref('industryId')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelect
            label="Discipline"
            allowEmpty
            options={disciplines.data as TDiscipline[] | undefined}
            loading={disciplines.isFetching}
            {...ref('disciplineId')}
            disabled={locked || values.industryId === null}
            helperText={
              errors.disciplineId || (values.industryId === null ? 'Choose an industry first' : ' ')
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelect
            label="Contract type"
            allowEmpty
            options={applicationTypes.data}
            loading={applicationTypes.isPending}
            {...ref('applicationTypeId')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelect
            label="Hiring manager"
            allowEmpty
            options={managers.data}
            loading={managers.isPending}
            {...ref('hiringManagerId')}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={locked}>
          {position ? (changeDate ? 'Save new dates' : 'Save') : 'Create requisition'}
        </Button>
      </Box>
    </Box>
  );
}
