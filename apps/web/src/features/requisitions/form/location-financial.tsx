import {
  FINANCIAL_DEFAULTS,
  JOB_POSITION_PATHS,
  LOCATION_DEFAULTS,
  SALARY_OPTIONS,
  type TCity,
  type TFinancial,
  type TFinancialInput,
  type TLocation,
  type TLocationInput,
  ZFinancialInput,
  ZLocationInput,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import {
  CheckboxField,
  Form,
  NumberField,
  RefSelectField,
  SelectField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { useCitiesOfCountry, useReferenceLookup } from '../../reference-data';
import { useFinancial, useLocation, useSaveStepPart } from './api';
import { StepSave } from './step-save';

interface StepProps {
  positionId: number;
  locked: boolean;
  /** Called after a successful save (sets the step's success flag). */
  onSaved: () => void;
}

/** The position's id travels in the body but has no input: the server's word on it shows above the form. */
const HIDDEN = ['jobPositionId'] as const;

/** Loads the saved record, then shows the form with it (or with the spec's defaults). */
export function LocationStep(props: StepProps) {
  const location = useLocation(props.positionId);
  if (location.isPending) return <LinearProgress aria-label="Loading location" />;
  if (location.isError) return <Alert severity="error">The location could not be loaded.</Alert>;
  return <LocationForm {...props} saved={location.data} />;
}

function LocationForm({ saved, ...props }: StepProps & { saved: TLocation | null }) {
  const { positionId, locked } = props;
  const form = useZodForm(ZLocationInput, {
    defaultValues: {
      jobPositionId: positionId,
      countryId: saved?.countryId ?? LOCATION_DEFAULTS.countryId,
      cityId: saved?.cityId ?? LOCATION_DEFAULTS.cityId,
      address: saved?.address ?? null,
      remote: saved?.remote ?? LOCATION_DEFAULTS.remote,
      distance: saved?.distance ?? LOCATION_DEFAULTS.distance,
      mandatory: saved?.mandatory ?? LOCATION_DEFAULTS.mandatory,
      weight: saved?.weight ?? LOCATION_DEFAULTS.weight,
    },
  });
  const countryId = form.watch('countryId');
  const countries = useReferenceLookup('countries');
  const cities = useCitiesOfCountry(countryId == null ? null : Number(countryId));
  const save = useSaveStepPart<TLocationInput, TLocation>(
    JOB_POSITION_PATHS.location,
    props.positionId,
    props.onSaved,
  );

  // A city belongs to its country: choosing another country clears it.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (name === 'countryId') form.setValue('cityId', null as unknown as number);
    });
    return () => watching.unsubscribe();
  }, [form]);

  return (
    <Form form={form} onSubmit={(body) => save.mutateAsync(body)} hidden={HIDDEN} aria-label="Location">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RefSelectField
            name="countryId"
            label="Country"
            items={countries.data}
            loading={countries.isPending}
            disabled={locked}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RefSelectField
            name="cityId"
            label="City"
            items={cities.data as TCity[] | undefined}
            loading={cities.isFetching}
            disabled={locked}
          />
        </Grid>
        <Grid size={12}>
          <TextInputField name="address" label="Address" emptyAs={null} disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField name="distance" label="Distance (km)" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField name="weight" label="Weight" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CheckboxField name="remote" label="Remote" disabled={locked} />
          <CheckboxField name="mandatory" label="Mandatory" disabled={locked} />
        </Grid>
      </Grid>
      <StepSave disabled={locked}>Save location</StepSave>
    </Form>
  );
}

export function FinancialStep(props: StepProps) {
  const financial = useFinancial(props.positionId);
  if (financial.isPending) return <LinearProgress aria-label="Loading financial" />;
  if (financial.isError) return <Alert severity="error">The financial details could not be loaded.</Alert>;
  return <FinancialForm {...props} saved={financial.data} />;
}

const SALARY_OPTION_CHOICES = SALARY_OPTIONS.map((option) => ({ value: option, label: option }));
const capitals = (text: string) => text.toUpperCase();

function FinancialForm({ saved, ...props }: StepProps & { saved: TFinancial | null }) {
  const { positionId, locked } = props;
  const form = useZodForm(ZFinancialInput, {
    defaultValues: {
      jobPositionId: positionId,
      compensationFrom: saved?.compensationFrom,
      compensationTo: saved?.compensationTo,
      currency: saved?.currency ?? FINANCIAL_DEFAULTS.currency,
      salaryOption: saved?.salaryOption ?? FINANCIAL_DEFAULTS.salaryOption,
      budgetCode: saved?.budgetCode ?? null,
      mandatory: saved?.mandatory ?? FINANCIAL_DEFAULTS.mandatory,
      weight: saved?.weight ?? FINANCIAL_DEFAULTS.weight,
    },
  });
  const save = useSaveStepPart<TFinancialInput, TFinancial>(
    JOB_POSITION_PATHS.financial,
    props.positionId,
    props.onSaved,
  );

  return (
    <Form form={form} onSubmit={(body) => save.mutateAsync(body)} hidden={HIDDEN} aria-label="Financial">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField name="compensationFrom" label="Compensation from" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberField name="compensationTo" label="Compensation to" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInputField name="currency" label="Currency" normalize={capitals} disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField
            name="salaryOption"
            label="Salary option"
            options={SALARY_OPTION_CHOICES}
            disabled={locked}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInputField name="budgetCode" label="Budget code" emptyAs={null} disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <NumberField name="weight" label="Weight" disabled={locked} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CheckboxField name="mandatory" label="Mandatory" disabled={locked} />
        </Grid>
      </Grid>
      <StepSave disabled={locked}>Save financial</StepSave>
    </Form>
  );
}
