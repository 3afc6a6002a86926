import { type TOrgSettings, ZOrgSettings } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useOrgSettings, useSaveOrgSettings } from '../api';

function TimeZoneForm({ settings }: { settings: TOrgSettings }) {
  const save = useSaveOrgSettings();
  const form = useZodForm(ZOrgSettings, { defaultValues: settings });
  return (
    <Form form={form} aria-label="Organisation time zone" onSubmit={(body) => save.mutateAsync(body)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextInputField
          name="timeZone"
          label="Time zone"
          helperText="Its IANA name, such as Australia/Sydney or Europe/London."
          sx={{ maxWidth: 360 }}
        />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save time zone
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * The Organisation panel of the Settings screen (Reference Data): the zone of the organisation's
 * "today" (dates, expiries, due dates) and of the times in emails and on screen. JOB_POSTING only.
 */
export function TimeZoneSetting() {
  const { hasAuthority } = useAuth();
  const settings = useOrgSettings();
  if (!hasAuthority('JOB_POSTING')) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="organisation-title">
      <Typography variant="h6" component="h2" id="organisation-title" sx={{ mb: 1 }}>
        Organisation
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Today, expiry and due dates are the organisation’s days in this zone, and times carry it (“10:00
        AEDT”).
      </Typography>
      {settings.isPending ? (
        <LinearProgress aria-label="Loading the time zone" />
      ) : settings.isError ? (
        <Alert severity="error">The time zone could not be loaded.</Alert>
      ) : (
        <TimeZoneForm settings={settings.data} />
      )}
    </Paper>
  );
}
