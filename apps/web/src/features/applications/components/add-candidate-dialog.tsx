import { CANDIDATE_SOURCES, MESSAGES, ZApplicantInput } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { useCandidateMutations } from '../api';

const TITLES = ['Mr', 'Ms', 'Mrs', 'Dr'];
const EMPTY = {
  title: '',
  firstName: '',
  middleName: '',
  surName: '',
  email: '',
  mobile: '',
  totalExperience: '',
  currentSalary: '',
  expectedSalary: '',
  source: '',
};
type Values = typeof EMPTY;
type Key = keyof Values;
const NUMBERS: Key[] = ['totalExperience', 'currentSalary', 'expectedSalary'];
const REQUIRED: Key[] = ['firstName', 'surName', 'email'];

/** The form's text values as the applicant object: empty means not given, numbers as numbers. */
function bodyOf(values: Values) {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values) as [Key, string][]) {
    const value = raw.trim();
    if (value === '' && !REQUIRED.includes(key)) continue;
    body[key] = NUMBERS.includes(key) ? Number(value) : value;
  }
  return body;
}

/** The server's message for a refused add: the duplicate message as is, 'Failed!' otherwise. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.body.message.startsWith(MESSAGES.applicationExistsPrefix)) {
    return error.body.message;
  }
  if (error instanceof ApiError && error.status === 400) return MESSAGES.failedFillAllFields;
  return error instanceof ApiError && error.status === 409 ? error.body.message : MESSAGES.failedBang;
}

export function AddCandidateDialog({
  positionId,
  open,
  onClose,
}: {
  positionId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { add } = useCandidateMutations();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    add.reset();
    onClose();
  };
  const field = (key: Key) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Key, string>> = {};
    for (const key of NUMBERS) {
      if (values[key].trim() !== '' && !Number.isFinite(Number(values[key]))) found[key] = 'Enter a number';
    }
    const parsed = ZApplicantInput.safeParse(bodyOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    add.mutate({ requisitionId: positionId, applicant: parsed.data }, { onSuccess: close });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="add-candidate-title">
      <form onSubmit={submit} noValidate aria-label="Add candidate">
        <DialogTitle id="add-candidate-title">Add candidate</DialogTitle>
        <DialogContent>
          {add.isError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failureText(add.error)}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField select label="Title" {...field('title')}>
                <MenuItem value="">—</MenuItem>
                {TITLES.map((title) => (
                  <MenuItem key={title} value={title}>
                    {title}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 9 }}>
              <TextField label="First name" required {...field('firstName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Middle name" {...field('middleName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Surname" required {...field('surName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Email" type="email" required {...field('email')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Mobile" {...field('mobile')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField label="Total experience (years)" type="number" {...field('totalExperience')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField label="Current salary" type="number" {...field('currentSalary')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField label="Expected salary" type="number" {...field('expectedSalary')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField select label="Source" {...field('source')}>
                <MenuItem value="">—</MenuItem>
                {CANDIDATE_SOURCES.map((source) => (
                  <MenuItem key={source} value={source}>
                    {source}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={add.isPending}
            startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {add.isPending ? 'Adding…' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
