import {
  FINANCIAL_DEFAULTS,
  JOB_POSITION_PATHS,
  LOCATION_DEFAULTS,
  MESSAGES,
  SALARY_OPTIONS,
  type TCity,
  type TFinancial,
  type TLocation,
  ZFinancialInput,
  ZLocationInput,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { mainApi } from '../../../shared/api/client';
import { failureToast, refreshAfterChange, useFinancial, useLocation } from './api';
import { type FieldErrors, fieldErrors, RefSelect } from './fields';
import { useCitiesOfCountry, useLookup } from './reference';

interface StepProps {
  positionId: number;
  locked: boolean;
  /** Called after a successful save (sets the step's success flag). */
  onSaved: () => void;
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Loads the saved record, then shows the form with it (or with the spec's defaults). */
export function LocationStep(props: StepProps) {
  const location = useLocation(props.positionId);
  if (location.isPending) return <LinearProgress aria-label="Loading location" />;
  if (location.isError) return <Alert severity="error">The location could not be loaded.</Alert>;
  return <LocationForm {...props} saved={location.data} />;
}

function LocationForm({ positionId, locked, onSaved, saved }: StepProps & { saved: TLocation | null }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    countryId: (saved?.countryId ?? LOCATION_DEFAULTS.countryId) as number | null,
    cityId: (saved?.cityId ?? LOCATION_DEFAULTS.cityId) as number | null,
    address: saved?.address ?? '',
    remote: saved?.remote ?? LOCATION_DEFAULTS.remote,
    distance: String(saved?.distance ?? LOCATION_DEFAULTS.distance),
    mandatory: saved?.mandatory ?? LOCATION_DEFAULTS.mandatory,
    weight: String(saved?.weight ?? LOCATION_DEFAULTS.weight),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const countries = useLookup('countries');
  const cities = useCitiesOfCountry(values.countryId);
  const save = useMutation({
    mutationFn: (body: unknown) => mainApi.post<TLocation>(JOB_POSITION_PATHS.location, body),
    onSuccess: () => {
      toast.success(MESSAGES.successfullySaved);
      refreshAfterChange(queryClient, positionId);
      onSaved();
    },
    onError: failureToast,
  });
  const set = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((k) => [k, ''])) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLocationInput.safeParse({
      jobPositionId: positionId,
      countryId: values.countryId,
      cityId: values.cityId,
      address: values.address.trim() === '' ? null : values.address,
      remote: values.remote,
      distance: numberOrUndefined(values.distance),
      mandatory: values.mandatory,
      weight: numberOrUndefined(values.weight),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    save.mutate(parsed.data);
  };
  const helper = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key] || ' ' });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Location">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RefSelect
            label="Country"
            options={countries.data}
            loading={countries.isPending}
            value={values.countryId}
            disabled={locked}
            onChange={(countryId) => set({ countryId, cityId: null })}
            {...helper('countryId')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RefSelect
            label="City"
            options={cities.data as TCity[] | undefined}
            loading={cities.isFetching}
            value={values.cityId}
            disabled={locked}
            onChange={(cityId) => set({ cityId })}
            {...helper('cityId')}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            label="Address"
            value={values.address}
            disabled={locked}
            onChange={(event) => set({ address: event.target.value })}
            {...helper('address')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            label="Distance (km)"
            type="number"
            value={values.distance}
            disabled={locked}
            onChange={(event) => set({ distance: event.target.value })}
            {...helper('distance')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            label="Weight"
            type="number"
            value={values.weight}
            disabled={locked}
            onChange={(event) => set({ weight: event.target.value })}
            {...helper('weight')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.remote}
                disabled={locked}
                onChange={(e) => set({ remote: e.target.checked })}
              />
            }
            label="Remote"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={values.mandatory}
                disabled={locked}
                onChange={(e) => set({ mandatory: e.target.checked })}
              />
            }
            label="Mandatory"
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={locked}>
          Save location
        </Button>
      </Box>
    </Box>
  );
}

export function FinancialStep(props: StepProps) {
  const financial = useFinancial(props.positionId);
  if (financial.isPending) return <LinearProgress aria-label="Loading financial" />;
  if (financial.isError) return <Alert severity="error">The financial details could not be loaded.</Alert>;
  return <FinancialForm {...props} saved={financial.data} />;
}

function FinancialForm({ positionId, locked, onSaved, saved }: StepProps & { saved: TFinancial | null }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    compensationFrom: saved ? String(saved.compensationFrom) : '',
    compensationTo: saved ? String(saved.compensationTo) : '',
    currency: saved?.currency ?? FINANCIAL_DEFAULTS.currency,
    salaryOption: saved?.salaryOption ?? FINANCIAL_DEFAULTS.salaryOption,
    budgetCode: saved?.budgetCode ?? '',
    mandatory: saved?.mandatory ?? FINANCIAL_DEFAULTS.mandatory,
    weight: String(saved?.weight ?? FINANCIAL_DEFAULTS.weight),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: unknown) => mainApi.post<TFinancial>(JOB_POSITION_PATHS.financial, body),
    onSuccess: () => {
      toast.success(MESSAGES.successfullySaved);
      refreshAfterChange(queryClient, positionId);
      onSaved();
    },
    onError: failureToast,
  });
  const set = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((k) => [k, ''])) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZFinancialInput.safeParse({
      jobPositionId: positionId,
      compensationFrom: numberOrUndefined(values.compensationFrom),
      compensationTo: numberOrUndefined(values.compensationTo),
      currency: values.currency.trim().toUpperCase(),
      salaryOption: values.salaryOption,
      budgetCode: values.budgetCode.trim() === '' ? null : values.budgetCode,
      mandatory: values.mandatory,
      weight: numberOrUndefined(values.weight),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    save.mutate(parsed.data);
  };
  const field = (key: keyof typeof values, label: string, type = 'text') => (
    <TextField
      fullWidth
      label={label}
      type={type}
      value={values[key]}
      disabled={locked}
      onChange={(event) => set({ [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] || ' '}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Financial">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{field('compensationFrom', 'Compensation from', 'number')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('compensationTo', 'Compensation to', 'number')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{field('currency', 'Currency')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            label="Salary option"
            value={values.salaryOption}
            disabled={locked}
            onChange={(event) => set({ salaryOption: event.target.value as TFinancial['salaryOption'] })}
            helperText=" "
          >
            {SALARY_OPTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{field('budgetCode', 'Budget code')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{field('weight', 'Weight', 'number')}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.mandatory}
                disabled={locked}
                onChange={(e) => set({ mandatory: e.target.checked })}
              />
            }
            label="Mandatory"
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={locked}>
          Save financial
        </Button>
      </Box>
    </Box>
  );
}
