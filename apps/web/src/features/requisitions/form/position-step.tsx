import {
  extendJobPositionInput,
  JOB_POSITION_LIMITS,
  MESSAGES,
  PRIORITIES,
  PRIORITY_CODES,
  type TDiscipline,
  type TJobPosition,
  type TJobPositionInput,
  ZJobPositionInput,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { canAccess, RECRUITING } from '../../../shared/auth/access';
import { useAuth } from '../../../shared/auth/auth-context';
import {
  DateField,
  Form,
  failureToast,
  NumberField,
  RefSelectField,
  SelectField,
  TextAreaField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { useOrgToday } from '../../organisation';
import { ReferenceSelectField, useDisciplines } from '../../reference-data';
import { refreshAfterChange, saveJobPosition, useHiringManagers } from './api';
import { StepSave } from './step-save';

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
const initialValues = (position: TJobPosition | null, today: string): TJobPositionInput => ({
  positionTitle: position?.positionTitle ?? '',
  jobDescription: position?.jobDescription ?? null,
  numberOfPositions: position?.numberOfPositions ?? 1,
  requestDate: position ? day(position.requestDate) : today,
  startDate: day(position?.startDate) as string,
  endDate: day(position?.endDate) as string,
  positionTypeId: position?.positionTypeId as number,
  departmentId: position?.departmentId as number,
  industryId: position?.industryId ?? null,
  disciplineId: position?.disciplineId ?? null,
  applicationTypeId: position?.applicationTypeId ?? null,
  priority: position?.priority ?? 'N',
  hiringManagerId: position?.hiringManagerId ?? null,
});

const PRIORITY_OPTIONS = PRIORITY_CODES.map((code) => ({ value: code, label: PRIORITIES[code] }));

interface Props {
  /** null on /jobreq/new. */
  position: TJobPosition | null;
  locked: boolean;
  /** The start and end dates (open under the lock when extending). */
  datesLocked: boolean;
  /** `?changeDate=true`: extending an expired requisition. */
  changeDate: boolean;
  onCreated: (id: number) => void;
}

/** The job position step: creates the requisition, or updates it (`?positionId=`). */
export function PositionStep({ position, locked, datesLocked, changeDate, onCreated }: Props) {
  const queryClient = useQueryClient();
  const { viewer } = useAuth();
  // The organisation's today (its zone). Extending asks for an end date after it, as the server does.
  const today = useOrgToday();
  const form = useZodForm(changeDate ? extendJobPositionInput(today) : ZJobPositionInput, {
    defaultValues: initialValues(position, today),
  });
  const industryId = form.watch('industryId');
  // An id's form value is typed as the contract's input (a number or its digits).
  const disciplines = useDisciplines(industryId == null ? null : Number(industryId));
  // The interviewer list is for recruiters (a 403 would sign a reader out).
  const managers = useHiringManagers(canAccess(viewer, RECRUITING));
  const save = useMutation({
    mutationFn: (body: TJobPositionInput) => saveJobPosition(body, position?.id),
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

  // A discipline belongs to its industry: choosing another industry clears it.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === 'industryId') form.setValue('disciplineId', null);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const highlight = changeDate
    ? { '& .MuiOutlinedInput-root': { bgcolor: 'rgba(237, 108, 2, 0.08)' } }
    : undefined;
  return (
    <Form form={form} onSubmit={(body) => save.mutateAsync(body)} aria-label="Job position">
      {changeDate && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This requisition has expired. Set a new start and end date and save to extend it.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextInputField name="positionTitle" label="Position title" required disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField name="numberOfPositions" label="Number of positions" disabled={locked} />
        </Grid>
        <Grid size={12}>
          <TextAreaField
            name="jobDescription"
            label="Job description"
            emptyAs={null}
            disabled={locked}
            maxRows={12}
            counter={JOB_POSITION_LIMITS.jobDescription}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateField name="requestDate" label="Request date" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateField
            name="startDate"
            label="Start date"
            required
            disabled={datesLocked}
            focused={changeDate || undefined}
            color={changeDate ? 'warning' : 'primary'}
            sx={highlight}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateField
            name="endDate"
            label="End date"
            required
            disabled={datesLocked}
            autoFocus={changeDate}
            focused={changeDate || undefined}
            color={changeDate ? 'warning' : 'primary'}
            sx={highlight}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ReferenceSelectField
            kind="position_type"
            name="positionTypeId"
            label="Position type"
            required
            disabled={locked}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ReferenceSelectField
            kind="departments"
            name="departmentId"
            label="Department"
            required
            disabled={locked}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField name="priority" label="Priority" disabled={locked} options={PRIORITY_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ReferenceSelectField kind="industry" name="industryId" label="Industry" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelectField
            name="disciplineId"
            label="Discipline"
            disabled={locked || industryId == null}
            items={disciplines.data as TDiscipline[] | undefined}
            loading={disciplines.isFetching}
            allowEmpty
            helperText={industryId == null ? 'Choose an industry first' : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ReferenceSelectField
            kind="job_appl_type"
            name="applicationTypeId"
            label="Contract type"
            disabled={locked}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RefSelectField
            name="hiringManagerId"
            label="Hiring manager"
            disabled={locked}
            items={managers.data}
            loading={managers.isPending}
            allowEmpty
          />
        </Grid>
      </Grid>
      <StepSave disabled={locked && datesLocked} mt={1}>
        {position ? (changeDate ? 'Save new dates' : 'Save') : 'Create requisition'}
      </StepSave>
    </Form>
  );
}
