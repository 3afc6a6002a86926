// The requisition screen's careers site controls (JOB_POSTING): whether it is on the site (with a
// link to its page), publish or change its closing date and public text, and unpublish. A
// requisition that cannot be published says why instead of offering the button.
import { ZPublishRequisition } from '@hr/contracts';
import PublicIcon from '@mui/icons-material/Public';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DateField, FormDialog, failureToast, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { usePublication, usePublish, useUnpublish } from '../api';

export function CareersPublishing({ id, status }: { id: number; status: string }) {
  const publication = usePublication(id, status);
  const unpublish = useUnpublish(id, status);
  const [editing, setEditing] = useState(false);
  const data = publication.data;
  if (!data) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label="Careers site">
      {data.published && data.url ? (
        <Chip
          icon={<PublicIcon />}
          color="success"
          variant="outlined"
          label={
            <Link href={data.url} target="_blank" rel="noopener">
              On the careers site
            </Link>
          }
        />
      ) : null}
      {data.publishable ? (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {data.published ? 'Edit publication' : 'Publish on careers site'}
        </Button>
      ) : (
        !data.published && (
          <Tooltip title={data.reason ?? ''}>
            <Typography variant="body2" color="text.secondary">
              Not publishable
            </Typography>
          </Tooltip>
        )
      )}
      {data.published && (
        <Button
          variant="outlined"
          color="warning"
          disabled={unpublish.isPending}
          onClick={() => unpublish.mutate(undefined, { onError: (error) => failureToast(error) })}
        >
          Unpublish
        </Button>
      )}
      {editing && <PublishDialog id={id} status={status} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function PublishDialog({ id, status, onClose }: { id: number; status: string; onClose: () => void }) {
  const { data } = usePublication(id, status);
  const publish = usePublish(id, status);
  const form = useZodForm(ZPublishRequisition, {
    defaultValues: {
      closingDate: data?.closingDate ?? null,
      publicDescription: data?.publicDescription ?? '',
    },
  });
  return (
    <FormDialog
      form={form}
      title={data?.published ? 'Careers site publication' : `Publish requisition ${id} on the careers site?`}
      aria-label="Publish on the careers site"
      submitLabel={data?.published ? 'Save' : 'Publish'}
      onClose={onClose}
      onSubmit={(body) => publish.mutateAsync(body)}
    >
      <DateField
        name="closingDate"
        label="Closing date (optional)"
        helperText="The last day applications are taken"
      />
      <TextAreaField
        name="publicDescription"
        label="Public description (optional)"
        minRows={6}
        helperText="Left empty, the site shows the job description."
      />
    </FormDialog>
  );
}
