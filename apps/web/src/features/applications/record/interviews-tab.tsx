// The requisition's selection steps with this applicant's state at each; per step its interviews:
// schedule, when each side was emailed and "Send again", delete, feedback (scorecard) and the
// step's decision. Without steps: why, and where they are set.
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_RECOMMENDATION_LABELS,
  INTERVIEW_STEP_STATE_LABELS,
  type InterviewMode,
  type InterviewRecommendation,
  type TApplicationRecord,
  type TInterviewStep,
  type TStepInterview,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDayTime } from '../../../shared/ui/format';
import { FeedbackDialog, ScheduleDialog } from '../../interviews';
import { ZonedTime } from '../../organisation';
import { NoSelectionStepsNotice } from '../../selection-process';
import { useInterviewSteps, useRecordMutations, useStepInterviews } from './api';

type Dialog = { kind: 'schedule'; stepId: number } | { kind: 'feedback'; interview: TStepInterview } | null;

function InterviewCard({
  record,
  interview,
  onFeedback,
}: {
  record: TApplicationRecord;
  interview: TStepInterview;
  onFeedback: () => void;
}) {
  const { sendEmail, deleteInterview, decide } = useRecordMutations(record.id, record.jobPositionId);
  const open = interview.meetsRequirement === null && interview.status !== 'CANCELLED';
  // One send at a time: a second click while one runs does nothing (the server also sends once).
  const sending = sendEmail.isPending ? sendEmail.variables.to : null;
  const send = (to: 'applicant' | 'interviewers') => {
    if (!sendEmail.isPending) sendEmail.mutate({ interviewId: interview.id, to });
  };
  return (
    <Card variant="outlined" data-testid={`interview-${interview.id}`}>
      <CardContent>
        <Typography>
          <ZonedTime at={interview.scheduledAt} /> · {interview.durationMinutes} min ·{' '}
          {INTERVIEW_MODE_LABELS[interview.mode as InterviewMode] ?? interview.mode} · {interview.status}
          {interview.meetsRequirement !== null &&
            ` · ${interview.meetsRequirement ? 'Meets requirement' : 'Does not meet requirement'}`}
        </Typography>
        <Typography variant="body2">
          Interviewers: {interview.interviewers.map((i) => i.name).join(', ') || 'none'}
        </Typography>
        {interview.feedback.map((f) => (
          <Typography key={f.id} variant="body2" data-testid="feedback">
            {f.userName ?? 'Former user'}: {f.rating}/5,{' '}
            {INTERVIEW_RECOMMENDATION_LABELS[f.recommendation as InterviewRecommendation] ?? f.recommendation}
            {f.scorecard.length > 0 &&
              ` (${f.scorecard.map((l) => `${l.criterion} ${l.rating}/5`).join(', ')})`}
            {f.comments ? `: ${f.comments}` : ''}
          </Typography>
        ))}
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <EmailLine
            who="Applicant"
            emailedAt={interview.applicantEmailedAt}
            sending={sending === 'applicant'}
            onSend={() => send('applicant')}
          />
          <EmailLine
            who="Interviewers"
            emailedAt={interview.interviewersEmailedAt}
            sending={sending === 'interviewers'}
            onSend={interview.interviewers.length > 0 ? () => send('interviewers') : undefined}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={onFeedback}>
            Add feedback
          </Button>
          {open && (
            <>
              <Button
                size="small"
                color="success"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ interviewId: interview.id, meetsRequirement: true })}
              >
                Meets requirement
              </Button>
              <Button
                size="small"
                color="error"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ interviewId: interview.id, meetsRequirement: false })}
              >
                Does not meet requirement
              </Button>
              <Button size="small" color="error" onClick={() => deleteInterview.mutate(interview.id)}>
                Delete
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * When one side was last sent the invitation (scheduling sends it), and "Send again"; never
 * emailed: "Email applicant" / "Email interviewers". No `onSend`: nobody to email.
 */
function EmailLine({
  who,
  emailedAt,
  sending,
  onSend,
}: {
  who: 'Applicant' | 'Interviewers';
  emailedAt: string | null;
  sending: boolean;
  onSend?: () => void;
}) {
  const whom = who.toLowerCase();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" data-testid={`${whom}-emailed`}>
        {emailedAt
          ? `${who} emailed ${formatDayTime(emailedAt)}`
          : onSend
            ? `${who} not emailed yet`
            : 'No interviewers to email'}
      </Typography>
      {onSend && (
        <Button
          size="small"
          onClick={onSend}
          disabled={sending}
          aria-label={emailedAt ? `Send again to the ${whom}` : `Email ${whom}`}
        >
          {emailedAt ? 'Send again' : `Email ${whom}`}
        </Button>
      )}
    </Stack>
  );
}

function StepSection({
  record,
  step,
  onDialog,
}: {
  record: TApplicationRecord;
  step: TInterviewStep;
  onDialog: (dialog: Dialog) => void;
}) {
  const interviews = useStepInterviews(record.jobPositionId, step.stepId, record.id);
  return (
    <Stack spacing={1} component="section" aria-label={step.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {step.stepOrder}. {step.name}
        </Typography>
        <Chip size="small" label={INTERVIEW_STEP_STATE_LABELS[step.state]} />
        <Button size="small" onClick={() => onDialog({ kind: 'schedule', stepId: step.stepId })}>
          Schedule interview
        </Button>
      </Stack>
      {interviews.isError && <Alert severity="error">The interviews could not be loaded.</Alert>}
      {interviews.data?.map((interview) => (
        <InterviewCard
          key={interview.id}
          record={record}
          interview={interview}
          onFeedback={() => onDialog({ kind: 'feedback', interview })}
        />
      ))}
    </Stack>
  );
}

export function InterviewsTab({ record }: { record: TApplicationRecord }) {
  const steps = useInterviewSteps(record.jobPositionId, record.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (steps.isPending) return <CircularProgress aria-label="Loading the interview steps" />;
  if (steps.isError) return <Alert severity="error">The interview steps could not be loaded.</Alert>;
  return (
    <Stack spacing={3}>
      {steps.data.length === 0 && <NoSelectionStepsNotice positionId={record.jobPositionId} />}
      {steps.data.map((step) => (
        <StepSection key={step.stepId} record={record} step={step} onDialog={setDialog} />
      ))}
      {dialog?.kind === 'schedule' && (
        <ScheduleDialog
          positionId={record.jobPositionId}
          applicationId={record.id}
          stepId={dialog.stepId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'feedback' && (
        <FeedbackDialog
          positionId={record.jobPositionId}
          interview={dialog.interview}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
