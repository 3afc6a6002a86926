import {
  SELECTION_PROCESS_MESSAGES,
  SELECTION_STEP_TYPE_LABELS,
  SELECTION_STEP_TYPES,
  type SelectionStepType,
  type TSelectionStep,
  type TSelectionStepInput,
  ZApplyTemplateForm,
  ZSelectionStepInput,
  ZStepInterviewerForm,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState } from 'react-hook-form';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, SelectField, TextInputField, useZodForm } from '../../../shared/ui/form';
import { QueryError } from '../../../shared/ui/query-error';
import { useInterviewerUsers, useSelectionMutations, useSelectionSteps, useSelectionTemplates } from '../api';

const STEP_TYPE_OPTIONS = SELECTION_STEP_TYPES.map((type) => ({
  value: type,
  label: SELECTION_STEP_TYPE_LABELS[type],
}));
/** A select's value before anything is chosen: the contract asks for a choice. */
const NO_CHOICE = null as unknown as number;
const typeLabel = (type: string) => SELECTION_STEP_TYPE_LABELS[type as SelectionStepType] ?? type;

/**
 * The steps of a requisition's selection process and their interviewers (process tab). Not position
 * data: the requisition's lock does not apply; the process locks once an interview is held at one
 * of its steps (the server's rule, read from the steps' interview counts).
 */
export function SelectionProcessPanel({ positionId }: { positionId: number }) {
  const { hasAuthority } = useAuth();
  const steps = useSelectionSteps(positionId);
  const interviewed = steps.data?.some((step) => step.interviews > 0) ?? false;
  const readOnly = interviewed || !hasAuthority('JOB_POSTING');
  const mutations = useSelectionMutations(positionId);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Selection process" component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Selection process
      </Typography>
      {interviewed && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {SELECTION_PROCESS_MESSAGES.lockedNotice}
        </Alert>
      )}
      {!readOnly && (
        <TemplatePicker onApply={(templateId) => mutations.setSteps.mutateAsync({ templateId })} />
      )}
      {steps.isPending ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 2 }}>
          <CircularProgress size={20} />
          <Typography>Loading steps…</Typography>
        </Box>
      ) : steps.isError ? (
        <QueryError query={steps} fallback="The selection process could not be loaded." />
      ) : steps.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No selection steps yet
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, my: 2 }}
          aria-label="Selection steps"
        >
          {steps.data.map((step) => (
            <StepRow key={step.id} step={step} readOnly={readOnly} positionId={positionId} />
          ))}
        </Stack>
      )}
      {!readOnly && steps.data && (
        <AddStep
          onAdd={(step) =>
            mutations.setSteps.mutateAsync({
              steps: [
                ...steps.data.map((s) => ({ name: s.name, stepType: s.stepType as SelectionStepType })),
                step,
              ],
            })
          }
        />
      )}
    </Paper>
  );
}

function TemplatePicker({ onApply }: { onApply: (templateId: number) => Promise<unknown> }) {
  const templates = useSelectionTemplates();
  const form = useZodForm(ZApplyTemplateForm, { defaultValues: { templateId: NO_CHOICE } });
  return (
    <Form
      form={form}
      sx={{ mb: 1 }}
      onSubmit={({ templateId }) => onApply(templateId)}
      onSuccess={() => form.reset({ templateId: NO_CHOICE })}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <SelectField
          name="templateId"
          size="small"
          label="Template"
          fullWidth={false}
          sx={{ minWidth: 200 }}
          disabled={!templates.data}
          helperText={templates.isError ? 'The templates could not be loaded.' : undefined}
          options={(templates.data ?? []).map((template) => ({
            value: template.id,
            label: `${template.name} (${template.steps.length} steps)`,
          }))}
        />
        <SubmitButton label="Apply template" />
      </Box>
    </Form>
  );
}

/** An inline form's submit: disabled with a spinner while its save runs. */
function SubmitButton({ label, size }: { label: string; size?: 'small' }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      size={size}
      variant={size ? 'text' : 'outlined'}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} /> : undefined}
      sx={{ mt: size ? 0.75 : 0.5 }}
    >
      {label}
    </Button>
  );
}

function StepRow({
  step,
  readOnly,
  positionId,
}: {
  step: TSelectionStep;
  readOnly: boolean;
  positionId: number;
}) {
  const mutations = useSelectionMutations(positionId);
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
      aria-label={step.name}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {step.stepOrder}. {step.name}
        </Typography>
        <Chip size="small" label={typeLabel(step.stepType)} />
        {step.interviews > 0 && (
          <Typography variant="body2" color="text.secondary">
            {step.interviews === 1 ? '1 interview' : `${step.interviews} interviews`}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {!readOnly && (
          <IconButton
            aria-label={`Remove step ${step.name}`}
            size="small"
            disabled={mutations.remove.isPending}
            onClick={() => mutations.remove.mutate({ stepId: step.id })}
          >
            ✕
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
        {step.interviewers.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No interviewers
          </Typography>
        )}
        {step.interviewers.map((user) => (
          <Chip
            key={user.id}
            label={user.name}
            title={user.email}
            {...(readOnly
              ? {}
              : { onDelete: () => mutations.remove.mutate({ stepId: step.id, userId: user.id }) })}
          />
        ))}
        {!readOnly && (
          <AssignInterviewer
            step={step}
            onAssign={(userId) => mutations.addInterviewer.mutateAsync({ stepId: step.id, userId })}
          />
        )}
      </Box>
    </Box>
  );
}

function AssignInterviewer({
  step,
  onAssign,
}: {
  step: TSelectionStep;
  onAssign: (userId: number) => Promise<unknown>;
}) {
  const users = useInterviewerUsers();
  const form = useZodForm(ZStepInterviewerForm, { defaultValues: { userId: NO_CHOICE } });
  const available = (users.data ?? []).filter((u) => !step.interviewers.some((i) => i.id === u.id));
  return (
    <Form
      form={form}
      onSubmit={({ userId }) => onAssign(userId)}
      onSuccess={() => form.reset({ userId: NO_CHOICE })}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SelectField
          name="userId"
          size="small"
          label="Interviewer"
          fullWidth={false}
          sx={{ minWidth: 200 }}
          disabled={!users.data}
          options={available.map((user) => ({ value: user.id, label: user.name }))}
        />
        <SubmitButton label="Assign" size="small" />
      </Box>
    </Form>
  );
}

function AddStep({ onAdd }: { onAdd: (step: TSelectionStepInput) => Promise<unknown> }) {
  const form = useZodForm(ZSelectionStepInput, { defaultValues: { name: '', stepType: 'INTERVIEW' } });
  return (
    <Form
      form={form}
      aria-label="Add step"
      onSubmit={onAdd}
      // The next step is often of the same type: only the name starts again.
      onSuccess={() => form.reset({ name: '', stepType: form.getValues('stepType') })}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInputField name="name" size="small" label="New step" fullWidth={false} />
        <SelectField
          name="stepType"
          size="small"
          label="Step type"
          fullWidth={false}
          sx={{ minWidth: 180 }}
          options={STEP_TYPE_OPTIONS}
        />
        <SubmitButton label="Add step" />
      </Box>
    </Form>
  );
}
