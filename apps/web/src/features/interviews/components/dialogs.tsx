import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_RECOMMENDATION_LABELS,
  INTERVIEW_RECOMMENDATIONS,
  INTERVIEW_STATUS_LABELS,
  INTERVIEW_UPDATE_STATUSES,
  type InterviewMode,
  SCORECARD_CRITERIA,
  type TInterviewRow,
  ZAssignInterviewer,
  ZInterviewFeedbackForm,
  ZRescheduleInterview,
  ZScheduleInterviewForm,
  ZUpdateInterview,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import {
  CheckboxField,
  DateTimeField,
  FormDialog,
  MultiSelectField,
  NumberField,
  RatingField,
  SelectField,
  TextAreaField,
  TextInputField,
  toDateTimeInput,
  useZodForm,
} from '../../../shared/ui/form';
import { useOrgTimeZone } from '../../organisation';
import { useInterviewerUsers, useSelectionSteps } from '../../selection-process';
import { useInterviewCandidates, useInterviewMutations } from '../api';

const MODE_OPTIONS = INTERVIEW_MODES.map((m) => ({ value: m, label: INTERVIEW_MODE_LABELS[m] }));

interface RowDialogProps {
  positionId: number;
  interview: TInterviewRow;
  onClose: () => void;
}

function InterviewerSelect({ name }: { name: string }) {
  const users = useInterviewerUsers();
  return (
    <MultiSelectField
      name={name}
      label="Interviewers"
      disabled={!users.data}
      helperText={users.isError ? 'The interviewers could not be loaded.' : undefined}
      options={(users.data ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))}
    />
  );
}

/** Schedules for a candidate chosen here, or for `applicationId` (and `stepId`) the caller fixes. */
export function ScheduleDialog({
  positionId,
  onClose,
  applicationId: fixedApplication,
  stepId: fixedStep = null,
}: {
  positionId: number;
  onClose: () => void;
  applicationId?: number;
  stepId?: number | null;
}) {
  const candidates = useInterviewCandidates(positionId, fixedApplication === undefined);
  const steps = useSelectionSteps(positionId);
  const { schedule } = useInterviewMutations(positionId);
  // Interviews are agreed on the organisation's clock, whatever the recruiter's browser says.
  const zone = useOrgTimeZone();
  const form = useZodForm(ZScheduleInterviewForm, {
    defaultValues: {
      applicationId: fixedApplication ?? (undefined as unknown as number),
      stepId: fixedStep,
      scheduledAt: '',
      durationMinutes: 60,
      mode: 'ONSITE',
      location: '',
      meetingLink: '',
      interviewerIds: [],
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });

  return (
    <FormDialog
      form={form}
      title="Schedule interview"
      submitLabel="Schedule"
      onClose={onClose}
      onSubmit={({ applicationId, ...body }) =>
        schedule.mutateAsync({
          applicationId,
          body: {
            ...body,
            location: body.mode === 'ONSITE' ? body.location : null,
            meetingLink: body.mode === 'VIDEO' ? body.meetingLink : null,
          },
        })
      }
    >
      {candidates.isError && <Alert severity="error">The candidates could not be loaded.</Alert>}
      {fixedApplication === undefined && (
        <SelectField
          name="applicationId"
          label="Candidate"
          required
          emptyAs={undefined}
          disabled={!candidates.data}
          helperText={
            candidates.data?.length === 0 ? 'No candidate of this requisition can be interviewed' : undefined
          }
          options={(candidates.data ?? []).map((c) => ({
            value: c.applicationId,
            label: `${c.applicantName} (#${c.applicationId}, ${c.status})`,
          }))}
        />
      )}
      <SelectField
        name="stepId"
        label="Step"
        disabled={!steps.data}
        emptyLabel="None"
        options={(steps.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
      <DateTimeField
        name="scheduledAt"
        label="Date and time"
        required
        timeZone={zone}
        slotProps={{ htmlInput: { min: toDateTimeInput(new Date(), zone) } }}
      />
      <NumberField
        name="durationMinutes"
        label="Duration (minutes)"
        slotProps={{ htmlInput: { min: 5, max: 480 } }}
      />
      <SelectField name="mode" label="Mode" options={MODE_OPTIONS} />
      {mode === 'ONSITE' && <TextInputField name="location" label="Location" />}
      {mode === 'VIDEO' && <TextInputField name="meetingLink" label="Meeting link" />}
      <InterviewerSelect name="interviewerIds" />
    </FormDialog>
  );
}

export function RescheduleDialog({ positionId, interview, onClose }: RowDialogProps) {
  const { reschedule } = useInterviewMutations(positionId);
  const zone = useOrgTimeZone();
  const form = useZodForm(ZRescheduleInterview, {
    defaultValues: { interviewId: interview.id, scheduledAt: interview.scheduledAt, reason: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Reschedule interview of ${interview.applicantName}`}
      submitLabel="Reschedule"
      onClose={onClose}
      onSubmit={(body) => reschedule.mutateAsync(body)}
    >
      <DateTimeField name="scheduledAt" label="New date and time" required timeZone={zone} />
      <TextInputField name="reason" label="Reason" />
    </FormDialog>
  );
}

export function UpdateDialog({ positionId, interview, onClose }: RowDialogProps) {
  const { update } = useInterviewMutations(positionId);
  const form = useZodForm(ZUpdateInterview, {
    defaultValues: {
      status: undefined,
      mode: interview.mode as InterviewMode,
      location: interview.location ?? '',
      meetingLink: interview.meetingLink ?? '',
      durationMinutes: interview.durationMinutes,
      notes: interview.notes ?? '',
    },
  });
  const current = INTERVIEW_STATUS_LABELS[interview.status as 'SCHEDULED'] ?? interview.status;
  return (
    <FormDialog
      form={form}
      title={`Update interview of ${interview.applicantName}`}
      onClose={onClose}
      onSubmit={(body) => update.mutateAsync({ interviewId: interview.id, body })}
    >
      <SelectField
        name="status"
        label="Status"
        emptyLabel={`Unchanged (${current})`}
        emptyAs={undefined}
        options={INTERVIEW_UPDATE_STATUSES.map((s) => ({ value: s, label: INTERVIEW_STATUS_LABELS[s] }))}
      />
      <SelectField name="mode" label="Mode" options={MODE_OPTIONS} />
      <TextInputField name="location" label="Location" />
      <TextInputField name="meetingLink" label="Meeting link" />
      <NumberField
        name="durationMinutes"
        label="Duration (minutes)"
        slotProps={{ htmlInput: { min: 5, max: 480 } }}
      />
      <TextAreaField name="notes" label="Notes" minRows={2} />
    </FormDialog>
  );
}

export function AssignDialog({ positionId, interview, onClose }: RowDialogProps) {
  const { assign } = useInterviewMutations(positionId);
  const form = useZodForm(ZAssignInterviewer, {
    defaultValues: {
      interviewId: interview.id,
      userIds: interview.interviewers.map((u) => u.id),
      replace: true,
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Interviewers of ${interview.applicantName}`}
      onClose={onClose}
      onSubmit={(body) => assign.mutateAsync(body)}
    >
      <InterviewerSelect name="userIds" />
    </FormDialog>
  );
}

export function FeedbackDialog({ positionId, interview, onClose }: RowDialogProps) {
  const { feedback } = useInterviewMutations(positionId);
  const form = useZodForm(ZInterviewFeedbackForm, {
    defaultValues: {
      rating: null as unknown as number,
      recommendation: undefined as unknown as 'HIRE',
      meetsRequirement: false,
      comments: '',
      scorecard: SCORECARD_CRITERIA.map((criterion) => ({ criterion, rating: null })),
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Feedback on ${interview.applicantName}`}
      onClose={onClose}
      onSubmit={(body) => feedback.mutateAsync({ interviewId: interview.id, body })}
    >
      <RatingField name="rating" label="Rating" />
      {SCORECARD_CRITERIA.map((criterion, index) => (
        <RatingField key={criterion} name={`scorecard.${index}.rating`} label={criterion} />
      ))}
      <SelectField
        name="recommendation"
        label="Recommendation"
        required
        emptyAs={undefined}
        options={INTERVIEW_RECOMMENDATIONS.map((r) => ({
          value: r,
          label: INTERVIEW_RECOMMENDATION_LABELS[r],
        }))}
      />
      <CheckboxField name="meetsRequirement" label="Meets the requirement" />
      <TextAreaField name="comments" label="Comments" />
    </FormDialog>
  );
}
