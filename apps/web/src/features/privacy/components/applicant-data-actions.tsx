import { ZEraseApplicant } from '@hr/contracts';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
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
 * "Export data" and "Erase applicant" for the application record's header: ONBOARDING holders only
 * (the server's guard), so others never call and end their session with a 403.
 */
export function ApplicantDataActions({ applicant }: { applicant: Applicant }) {
  const { hasAuthority } = useAuth();
  const exporting = useExportApplicant();
  const [erasing, setErasing] = useState(false);
  if (!hasAuthority('ONBOARDING')) return null;
  return (
    <>
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
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setErasing(true)}
      >
        Erase applicant
      </Button>
      {erasing && <EraseDialog applicant={applicant} onClose={() => setErasing(false)} />}
    </>
  );
}
