import {
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  ORGANISATION_MESSAGES,
  type TOrgSettings,
  type TOrgSettingsView,
  ZOrgSettings,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useUploadCheck } from '../../../shared/api/upload-limits';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useOrgLogo, useOrgSettings, useSaveOrgSettings } from '../api';

/** The logo's own limits: pictures only (no SVG), at most 512 KB; the server checks the bytes. */
const LOGO_CHECK = {
  maxBytes: LOGO_MAX_BYTES,
  extensions: Object.values(LOGO_TYPES).flat(),
  typeMessage: ORGANISATION_MESSAGES.logoType,
};

/** The careers site's logo: the current one, a new picture (checked before sending), or none. */
function LogoForm({ settings }: { settings: TOrgSettingsView }) {
  const { upload, remove } = useOrgLogo();
  const check = useUploadCheck(LOGO_CHECK);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Stack spacing={1} sx={{ mt: 3 }} component="section" aria-labelledby="logo-title">
      <Typography variant="subtitle1" component="h3" id="logo-title">
        Logo
      </Typography>
      <Typography variant="body2">
        Shown beside the organisation’s name on the careers site: a PNG, JPEG or WebP picture of at most{' '}
        {LOGO_MAX_BYTES / 1024} KB.
      </Typography>
      {settings.logoUrl ? (
        <img src={settings.logoUrl} alt="The current logo" style={{ maxWidth: 160, maxHeight: 40 }} />
      ) : (
        <Typography variant="body2">No logo yet.</Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={LOGO_ACCEPT}
        aria-label="Logo picture"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          setRefusal(null);
          if (!chosen) return;
          void check(chosen).then((problem) => (problem ? setRefusal(problem) : upload.mutate(chosen)));
        }}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" loading={upload.isPending} onClick={() => input.current?.click()}>
          {settings.logoUrl ? 'Replace logo' : 'Upload logo'}
        </Button>
        {settings.logoUrl && (
          <Button color="error" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remove logo
          </Button>
        )}
      </Stack>
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </Stack>
  );
}

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
        <>
          <TimeZoneForm settings={settings.data} />
          <LogoForm settings={settings.data} />
        </>
      )}
    </Paper>
  );
}
