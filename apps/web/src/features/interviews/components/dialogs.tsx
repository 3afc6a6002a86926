import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_MODES,
  INTERVIEW_RECOMMENDATION_LABELS,
  INTERVIEW_RECOMMENDATIONS,
  INTERVIEW_STATUS_LABELS,
  INTERVIEW_UPDATE_STATUSES,
  type InterviewMode,
  type InterviewRecommendation,
  type TInterviewRow,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useInterviewerUsers, useSelectionSteps } from '../../selection-process';
import { useInterviewCandidates, useInterviewMutations } from '../api';

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, for a datetime-local input. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant, or null when empty or invalid. */
function toIso(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function FormDialog({
  open,
  title,
  busy,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="interview-dialog-title"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          },
        },
      }}
    >
      <DialogTitle id="interview-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function InterviewerSelect({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const users = useInterviewerUsers();
  return (
    <TextField
      select
      label="Interviewers"
      value={value}
      disabled={!users.data}
      helperText={users.isError ? 'The interviewers could not be loaded.' : undefined}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as number[])
              .map((id) => users.data?.find((u) => u.id === id)?.name ?? String(id))
              .join(', '),
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as number[] | string;
        onChange(typeof next === 'string' ? next.split(',').map(Number) : next);
      }}
    >
      {(users.data ?? []).map((user) => (
        <MenuItem key={user.id} value={user.id}>
          {user.name} ({user.email})
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ScheduleDialog({ positionId, onClose }: { positionId: number; onClose: () => void }) {
  const candidates = useInterviewCandidates(positionId, true);
  const steps = useSelectionSteps(positionId);
  const { schedule } = useInterviewMutations(positionId);
  const [applicationId, setApplicationId] = useState('');
  const [stepId, setStepId] = useState('');
  const [when, setWhen] = useState('');
  const [duration, setDuration] = useState('60');
  const [mode, setMode] = useState<InterviewMode>('ONSITE');
  const [location, setLocation] = useState('');
  const [meetingLink, setMeetingLink] = useState('');
  const [interviewerIds, setInterviewerIds] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const scheduledAt = toIso(when);
  const ready = applicationId !== '' && scheduledAt !== null && Number(duration) >= 5;

  return (
    <FormDialog
      open
      title="Schedule interview"
      busy={schedule.isPending}
      submitLabel="Schedule"
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (!ready || !scheduledAt) return;
        schedule.mutate(
          {
            applicationId: Number(applicationId),
            body: {
              stepId: stepId ? Number(stepId) : null,
              scheduledAt,
              durationMinutes: Number(duration),
              mode,
              location: mode === 'ONSITE' ? location : null,
              meetingLink: mode === 'VIDEO' ? meetingLink : null,
              interviewerIds,
            },
          },
          { onSuccess: onClose },
        );
      }}
    >
      {candidates.isError && <Alert severity="error">The candidates could not be loaded.</Alert>}
      <TextField
        select
        required
        label="Candidate"
        value={applicationId}
        onChange={(event) => setApplicationId(event.target.value)}
        disabled={!candidates.data}
        error={touched && applicationId === ''}
        helperText={
          candidates.data?.length === 0 ? 'No candidate of this requisition can be interviewed' : undefined
        }
      >
        {(candidates.data ?? []).map((c) => (
          <MenuItem key={c.applicationId} value={String(c.applicationId)}>
            {c.applicantName} (#{c.applicationId}, {c.status})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Step"
        value={stepId}
        onChange={(event) => setStepId(event.target.value)}
        disabled={!steps.data}
      >
        <MenuItem value="">None</MenuItem>
        {(steps.data ?? []).map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        type="datetime-local"
        label="Date and time"
        value={when}
        onChange={(event) => setWhen(event.target.value)}
        error={touched && scheduledAt === null}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toLocalInput(new Date()) } }}
      />
      <TextField
        type="number"
        label="Duration (minutes)"
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        slotProps={{ htmlInput: { min: 5, max: 480 } }}
      />
      <TextField
        select
        label="Mode"
        value={mode}
        onChange={(event) => setMode(event.target.value as InterviewMode)}
      >
        {INTERVIEW_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {INTERVIEW_MODE_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      {mode === 'ONSITE' && (
        <TextField label="Location" value={location} onChange={(event) => setLocation(event.target.value)} />
      )}
      {mode === 'VIDEO' && (
        <TextField
          label="Meeting link"
          value={meetingLink}
          onChange={(event) => setMeetingLink(event.target.value)}
        />
      )}
      <InterviewerSelect value={interviewerIds} onChange={setInterviewerIds} />
    </FormDialog>
  );
}

export function RescheduleDialog({
  positionId,
  interview,
  onClose,
}: {
  positionId: number;
  interview: TInterviewRow;
  onClose: () => void;
}) {
  const { reschedule } = useInterviewMutations(positionId);
  const [when, setWhen] = useState(toLocalInput(new Date(interview.scheduledAt)));
  const [reason, setReason] = useState('');
  const scheduledAt = toIso(when);
  return (
    <FormDialog
      open
      title={`Reschedule interview of ${interview.applicantName}`}
      busy={reschedule.isPending}
      submitLabel="Reschedule"
      onClose={onClose}
      onSubmit={() => {
        if (!scheduledAt) return;
        reschedule.mutate({ interviewId: interview.id, scheduledAt, reason }, { onSuccess: onClose });
      }}
    >
      <TextField
        required
        type="datetime-local"
        label="New date and time"
        value={when}
        onChange={(event) => setWhen(event.target.value)}
        error={scheduledAt === null}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
    </FormDialog>
  );
}

export function UpdateDialog({
  positionId,
  interview,
  onClose,
}: {
  positionId: number;
  interview: TInterviewRow;
  onClose: () => void;
}) {
  const { update } = useInterviewMutations(positionId);
  const [status, setStatus] = useState('');
  const [mode, setMode] = useState(interview.mode);
  const [location, setLocation] = useState(interview.location ?? '');
  const [meetingLink, setMeetingLink] = useState(interview.meetingLink ?? '');
  const [duration, setDuration] = useState(String(interview.durationMinutes));
  const [notes, setNotes] = useState(interview.notes ?? '');
  return (
    <FormDialog
      open
      title={`Update interview of ${interview.applicantName}`}
      busy={update.isPending}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={() =>
        update.mutate(
          {
            interviewId: interview.id,
            body: {
              mode: mode as InterviewMode,
              location,
              meetingLink,
              durationMinutes: Number(duration),
              notes,
              ...(status ? { status: status as (typeof INTERVIEW_UPDATE_STATUSES)[number] } : {}),
            },
          },
          { onSuccess: onClose },
        )
      }
    >
      <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value)}>
        <MenuItem value="">
          Unchanged ({INTERVIEW_STATUS_LABELS[interview.status as 'SCHEDULED'] ?? interview.status})
        </MenuItem>
        {INTERVIEW_UPDATE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {INTERVIEW_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Mode" value={mode} onChange={(event) => setMode(event.target.value)}>
        {INTERVIEW_MODES.map((m) => (
          <MenuItem key={m} value={m}>
            {INTERVIEW_MODE_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Location" value={location} onChange={(event) => setLocation(event.target.value)} />
      <TextField
        label="Meeting link"
        value={meetingLink}
        onChange={(event) => setMeetingLink(event.target.value)}
      />
      <TextField
        type="number"
        label="Duration (minutes)"
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        slotProps={{ htmlInput: { min: 5, max: 480 } }}
      />
      <TextField
        label="Notes"
        multiline
        minRows={2}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </FormDialog>
  );
}

export function AssignDialog({
  positionId,
  interview,
  onClose,
}: {
  positionId: number;
  interview: TInterviewRow;
  onClose: () => void;
}) {
  const { assign } = useInterviewMutations(positionId);
  const [userIds, setUserIds] = useState(interview.interviewers.map((u) => u.id));
  return (
    <FormDialog
      open
      title={`Interviewers of ${interview.applicantName}`}
      busy={assign.isPending}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={() => {
        if (userIds.length === 0) return;
        assign.mutate({ interviewId: interview.id, userIds, replace: true }, { onSuccess: onClose });
      }}
    >
      <InterviewerSelect value={userIds} onChange={setUserIds} />
      {userIds.length === 0 && <Typography color="error">Choose at least one interviewer</Typography>}
    </FormDialog>
  );
}

export function FeedbackDialog({
  positionId,
  interview,
  onClose,
}: {
  positionId: number;
  interview: TInterviewRow;
  onClose: () => void;
}) {
  const { feedback } = useInterviewMutations(positionId);
  const [rating, setRating] = useState<number | null>(null);
  const [recommendation, setRecommendation] = useState<InterviewRecommendation | ''>('');
  const [meetsRequirement, setMeetsRequirement] = useState(false);
  const [comments, setComments] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <FormDialog
      open
      title={`Feedback on ${interview.applicantName}`}
      busy={feedback.isPending}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (!rating || !recommendation) return;
        feedback.mutate(
          { interviewId: interview.id, body: { rating, recommendation, meetsRequirement, comments } },
          { onSuccess: onClose },
        );
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="legend">Rating</Typography>
        <Rating name="interview-rating" value={rating} onChange={(_event, value) => setRating(value)} />
        {touched && !rating && <Typography color="error">Required</Typography>}
      </Stack>
      <TextField
        select
        required
        label="Recommendation"
        value={recommendation}
        error={touched && !recommendation}
        onChange={(event) => setRecommendation(event.target.value as InterviewRecommendation)}
      >
        {INTERVIEW_RECOMMENDATIONS.map((r) => (
          <MenuItem key={r} value={r}>
            {INTERVIEW_RECOMMENDATION_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={meetsRequirement}
            onChange={(event) => setMeetsRequirement(event.target.checked)}
          />
        }
        label="Meets the requirement"
      />
      <TextField
        label="Comments"
        multiline
        minRows={3}
        value={comments}
        onChange={(event) => setComments(event.target.value)}
      />
    </FormDialog>
  );
}
