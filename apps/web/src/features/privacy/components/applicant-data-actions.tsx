import { ZEraseApplicant } from '@hr/contracts';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { FormDialog, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useEraseApplicant, useExportApplicant } from '../api';

interface Applicant {
  id: number;
  name: string;
  email: string;
}

function EraseDialog({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const erase = useEraseApplicant();
  const form = useZodForm(ZEraseApplicant, { defaultValues: { confirmEmail: '' } });
  return (
    <FormDialog
      form={form}
      title={`Erase ${applicant.name}`}
      aria-label="Erase applicant"
      submitLabel="Erase"
      busyLabel="Erasing…"
      onClose={onClose}
      onSubmit={(body) => erase.mutateAsync({ applicantId: applicant.id, body })}
    >
      <Typography>
        This removes the applicant’s personal details, resumes and uploaded files for good. Their applications
        stay, anonymised, for the statistics. An applicant who was hired cannot be erased here.
      </Typography>
      <Typography>
        Type <strong>{applicant.email}</strong> to confirm.
      </Typography>
      <TextInputField name="confirmEmail" label="Applicant's email" required autoComplete="off" />
    </FormDialog>
  );
}

/**
 * "Export data" for the application record's header: ONBOARDING holders only (the server's guard),
 * so others never call and end their session with a 403.
 */
export function ApplicantDataActions({ applicant }: { applicant: Applicant }) {
  const { hasAuthority } = useAuth();
  const exporting = useExportApplicant();
  if (!hasAuthority('ONBOARDING')) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={exporting.isPending}
      loadingPosition="start"
      onClick={() => exporting.mutate(applicant.id)}
    >
      Export data
    </Button>
  );
}

/**
 * "Erase applicant", kept out of the everyday header (beside "Change status" it was one slip from
 * a permanent action): a danger zone at the foot of the record, its dialog asking for the email typed
 * out. ONBOARDING holders only.
 */
export function ApplicantDangerZone({ applicant }: { applicant: Applicant }) {
  const { hasAuthority } = useAuth();
  const [erasing, setErasing] = useState(false);
  const titleId = useId();
  if (!hasAuthority('ONBOARDING')) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, mt: 4, borderColor: 'error.main' }}
    >
      <Typography id={titleId} variant="h6" component="h2" color="error">
        Danger zone
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mt: 1 }}
      >
        <Typography variant="body2">
          Erasing removes {applicant.name}’s personal details, resumes and files for good. It cannot be
          undone.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          sx={{ flexShrink: 0 }}
          onClick={() => setErasing(true)}
        >
          Erase applicant
        </Button>
      </Stack>
      {erasing && <EraseDialog applicant={applicant} onClose={() => setErasing(false)} />}
    </Paper>
  );
}
