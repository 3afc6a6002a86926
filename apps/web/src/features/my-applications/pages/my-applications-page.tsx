import type { ApplicantStage, TMyApplication } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatDate } from '../../../shared/ui/format';
import { PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { ApplicantSignIn, Registration } from '../../letters';
import { useMyApplications } from '../api';
import { WithdrawDialog } from '../components/withdraw-dialog';

const TITLE = 'Your applications';

const STAGE_COLOUR: Record<ApplicantStage, ChipProps['color']> = {
  RECEIVED: 'info',
  IN_REVIEW: 'info',
  INTERVIEW: 'primary',
  OFFER: 'success',
  NOT_PROGRESSING: 'default',
  WITHDRAWN: 'default',
};

function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: TMyApplication;
  onWithdraw: () => void;
}) {
  const headingId = `application-${application.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {application.positionTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Applied on {formatDate(application.appliedOn)}
          </Typography>
        </Stack>
        <Chip
          label={application.stageWords}
          color={STAGE_COLOUR[application.stage]}
          aria-label={`Stage: ${application.stageWords}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
        {application.canWithdraw && (
          <Button variant="outlined" color="error" onClick={onWithdraw} aria-describedby={headingId}>
            Withdraw
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function MyApplications() {
  const list = useMyApplications();
  const [withdrawing, setWithdrawing] = useState<TMyApplication | null>(null);
  if (list.isPending) return <PageLoading title={TITLE} />;
  if (list.isError)
    return (
      <>
        <PageTitle>{TITLE}</PageTitle>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(list.error, 'Your applications could not be loaded.')}
        </Alert>
      </>
    );
  const { applications } = list.data;
  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      {applications.length === 0 ? (
        <Alert severity="info">
          <AlertTitle>No applications yet</AlertTitle>
          When you apply for a position with this email address, your application shows here with its stage.
        </Alert>
      ) : (
        <Stack spacing={2}>
          {applications.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onWithdraw={() => setWithdrawing(application)}
            />
          ))}
        </Stack>
      )}
      {withdrawing && <WithdrawDialog application={withdrawing} onClose={() => setWithdrawing(null)} />}
    </>
  );
}

/**
 * /my-applications: the signed-in applicant's applications with their stage in plain words. A visitor
 * from the "Application received" email registers with its `?code=` (the letters' registration); one
 * with the plain link (registered already) signs in here and stays.
 */
export default function MyApplicationsPage() {
  const { email } = useAuth();
  const [params] = useSearchParams();
  if (email) return <MyApplications />;
  return params.has('code') ? <Registration /> : <ApplicantSignIn title="Sign in to see your applications" />;
}
