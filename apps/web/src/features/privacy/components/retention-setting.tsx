import { MAX_RETENTION_MONTHS, ZPrivacySettings } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, NumberField, useZodForm } from '../../../shared/ui/form';
import { usePrivacySettings, useSavePrivacySettings } from '../api';

function RetentionForm({ retentionMonths }: { retentionMonths: number }) {
  const save = useSavePrivacySettings();
  const form = useZodForm(ZPrivacySettings, { defaultValues: { retentionMonths } });
  return (
    <Form form={form} aria-label="Applicant data retention" onSubmit={(body) => save.mutateAsync(body)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <NumberField
          name="retentionMonths"
          label="Keep unsuccessful applicants for (months)"
          helperText={`0 keeps them until erased by hand; at most ${MAX_RETENTION_MONTHS}.`}
          sx={{ maxWidth: 360 }}
        />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save retention
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * The Privacy panel of the Settings screen (Reference Data): how long rejected, withdrawn and
 * declined applicants are kept before the daily job erases them. ONBOARDING holders only.
 */
export function RetentionSetting() {
  const { hasAuthority } = useAuth();
  const allowed = hasAuthority('ONBOARDING');
  const settings = usePrivacySettings(allowed);
  if (!allowed) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="privacy-title">
      <Typography variant="h6" component="h2" id="privacy-title" sx={{ mb: 1 }}>
        Privacy
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Applicants whose applications were all rejected, withdrawn or declined are erased once their last
        activity is older than this (their applications stay, anonymised, for the statistics).
      </Typography>
      {settings.isPending ? (
        <LinearProgress aria-label="Loading the retention setting" />
      ) : settings.isError ? (
        <Alert severity="error">The retention setting could not be loaded.</Alert>
      ) : (
        <RetentionForm retentionMonths={settings.data.retentionMonths} />
      )}
    </Paper>
  );
}
