import { CANDIDATE_SOURCES, MESSAGES, ZApplicantInput } from '@hr/contracts';
import Grid from '@mui/material/Grid';
import { ApiError } from '../../../shared/api/client';
import {
  FormDialog,
  failureMessage,
  NumberField,
  SelectField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { useApplicationMutations } from '../api';
import { PhoneWarning, usePhoneCheck } from './phone-warning';

const TITLES = ['Mr', 'Ms', 'Mrs', 'Dr'].map((title) => ({ value: title, label: title }));
const SOURCES = CANDIDATE_SOURCES.map((source) => ({ value: source, label: source }));
const EMPTY = {
  title: null,
  firstName: '',
  middleName: null,
  surName: '',
  email: '',
  mobile: null,
  totalExperience: null,
  currentSalary: null,
  expectedSalary: null,
  source: null,
};

/** A refused add: a duplicate's message as is, 400 asks to fill all fields, a conflict says why, else 'Failed!'. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return error.body.message;
  return failureMessage(error, MESSAGES.failedBang);
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
  const { add } = useApplicationMutations();
  const form = useZodForm(ZApplicantInput, { defaultValues: EMPTY });
  const phoneCheck = usePhoneCheck();
  const [email, mobile] = form.watch(['email', 'mobile']);
  // The dialog stays mounted between uses: start empty each time.
  const close = () => {
    form.reset(EMPTY);
    phoneCheck.reset();
    onClose();
  };

  return (
    <FormDialog
      form={form}
      open={open}
      title="Add candidate"
      aria-label="Add candidate"
      submitLabel="Add"
      busyLabel="Adding…"
      onClose={close}
      // Closed by the save itself: a phone on another record keeps the dialog open to ask first.
      closeOnSuccess={false}
      onSubmit={async (applicant) => {
        const decision = await phoneCheck.decide(applicant);
        if (decision.kind === 'ask') return;
        await add.mutateAsync(
          decision.kind === 'use'
            ? { requisitionId: positionId, applicantId: decision.match.applicantId }
            : { requisitionId: positionId, applicant },
        );
        close();
      }}
      formText={failureText}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 3 }}>
          <SelectField name="title" label="Title" size="small" emptyLabel="—" options={TITLES} />
        </Grid>
        <Grid size={{ xs: 12, sm: 9 }}>
          <TextInputField name="firstName" label="First name" required size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInputField name="middleName" label="Middle name" size="small" emptyAs={null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInputField name="surName" label="Surname" required size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInputField name="email" label="Email" type="email" required size="small" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInputField name="mobile" label="Mobile" size="small" emptyAs={null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberField name="totalExperience" label="Total experience (years)" size="small" emptyAs={null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberField name="currentSalary" label="Current salary" size="small" emptyAs={null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberField name="expectedSalary" label="Expected salary" size="small" emptyAs={null} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField name="source" label="Source" size="small" emptyLabel="—" options={SOURCES} />
        </Grid>
      </Grid>
      <PhoneWarning matches={phoneCheck.matchesFor({ email, mobile })} onChoose={phoneCheck.choose} />
    </FormDialog>
  );
}
