import {
  EMAIL_BODY_MAX,
  EMAIL_SUBJECT_MAX,
  findUnknownMergeFields,
  LINK_REQUIRED_MESSAGE,
  mergeFieldsIn,
  renderTemplate,
  requiresLink,
  sampleValues,
  splitLinks,
  type TEmailTemplate,
  unknownMergeFieldsMessage,
  ZSaveEmailTemplate,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Form, TextAreaField, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useSaveEmailTemplate } from '../api';
import { insertAtCursor } from '../insert-at-cursor';

type Field = 'subject' | 'body';

interface Props {
  template: TEmailTemplate;
  canEdit: boolean;
}

/** Plain text with its links as anchors, line breaks kept. */
function TextWithLinks({ text }: { text: string }) {
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Link key={index} href={part.text} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/** Subject and body of one template, merge field chips, a live preview with sample data, Save. */
export function TemplateEditor({ template, canEdit }: Props) {
  const form = useZodForm(ZSaveEmailTemplate, {
    defaultValues: { key: template.key, subject: template.subject, body: template.body },
  });
  const draft = { subject: form.watch('subject'), body: form.watch('body') };
  const inputs = {
    subject: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
    body: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
  };
  const lastFocused = useRef<Field>('body');
  const save = useSaveEmailTemplate();

  const dirty = form.formState.isDirty;
  const samples = sampleValues(template.key);
  // Unknown merge fields, and a body that lost the {{link}} its email is for, are shown while typing;
  // the server refuses them too (its 400 names the field).
  const liveError = (field: Field) => {
    const unknown = findUnknownMergeFields(draft[field], template.mergeFields);
    if (unknown.length) return unknownMergeFieldsMessage(unknown);
    if (field === 'body' && requiresLink(template.key) && !mergeFieldsIn(draft.body).includes('link'))
      return LINK_REQUIRED_MESSAGE;
    return undefined;
  };

  const insertField = (name: string) => {
    const field = lastFocused.current;
    const element = inputs[field].current;
    const { text, caret } = insertAtCursor(
      draft[field],
      `{{${name}}}`,
      element?.selectionStart,
      element?.selectionEnd,
    );
    form.setValue(field, text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    // After React has written the new value, put the caret right after the inserted field.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const textField = (field: Field) => ({
    name: field,
    inputRef: inputs[field],
    onFocus: () => {
      lastFocused.current = field;
    },
    error: Boolean(liveError(field)),
    helperText: liveError(field) ?? null,
    required: true,
  });

  return (
    <Box>
      <Typography variant="h6" component="h2">
        {template.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {template.description}
      </Typography>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only Recruitment Managers can change email templates.
        </Alert>
      )}

      <Form
        form={form}
        onSubmit={async (input) => {
          const saved = await save.mutateAsync(input);
          form.reset({ key: saved.key, subject: saved.subject, body: saved.body });
        }}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          {canEdit && (
            <Box>
              <Typography variant="subtitle2" component="p" id="merge-fields-label" sx={{ mb: 1 }}>
                Insert a merge field
              </Typography>
              <Box
                role="group"
                aria-labelledby="merge-fields-label"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {template.mergeFields.map((name) => (
                  <Chip
                    key={name}
                    label={`{{${name}}}`}
                    size="small"
                    variant="outlined"
                    color="primary"
                    clickable
                    // Keeps the caret in the field being edited.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insertField(name)}
                  />
                ))}
              </Box>
            </Box>
          )}
          <TextInputField
            label="Subject"
            {...textField('subject')}
            slotProps={{ input: { readOnly: !canEdit }, htmlInput: { maxLength: EMAIL_SUBJECT_MAX } }}
          />
          <TextAreaField
            label="Body"
            {...textField('body')}
            minRows={12}
            slotProps={{ input: { readOnly: !canEdit }, htmlInput: { maxLength: EMAIL_BODY_MAX } }}
          />
          {canEdit && (
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={!dirty || form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Saving…' : 'Save'}
              </Button>
              <Button onClick={() => form.reset()} disabled={!dirty || form.formState.isSubmitting}>
                Discard changes
              </Button>
            </Stack>
          )}
        </Stack>

        <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="template-preview-title" component="section">
          {/* Below the editor's h2 (subtitle2 would default to an h6 and skip levels: axe's heading-order). */}
          <Typography variant="subtitle2" component="h3" id="template-preview-title">
            Preview
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
            With sample data
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Subject
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }} data-testid="preview-subject">
            {renderTemplate(draft.subject, samples)}
          </Typography>
          <Box data-testid="preview-body">
            <TextWithLinks text={renderTemplate(draft.body, samples)} />
          </Box>
        </Paper>
      </Form>
    </Box>
  );
}
