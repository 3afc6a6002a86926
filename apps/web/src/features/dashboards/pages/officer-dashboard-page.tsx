import {
  APPLICATION_STATUSES,
  INTERVIEW_MODE_LABELS,
  INTERVIEWS_WITHIN_DAYS,
  type InterviewMode,
  listLink,
  recordRouteFor,
  type TOfficerDashboard,
  toReviewListRoute,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatDate } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { ZonedTime } from '../../organisation';
import { useOfficerDashboard } from '../api';
import { DashboardCard, DashboardState, Empty, Figure } from '../components/dashboard-ui';
import { RequisitionLines } from '../components/requisition-lines';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 } as const;
const LINE = { py: 0.75, borderBottom: 1, borderColor: 'divider' } as const;

/**
 * /recruitmentOfficer, the officer's landing page: the requisitions they work on, applications to
 * review, interviews in the next days (their own first), letters waiting for an answer and
 * compliance reviews waiting. One call.
 */
export default function OfficerDashboardPage() {
  const dashboard = useOfficerDashboard();
  return (
    <>
      <PageTitle>Recruitment Officer</PageTitle>
      <DashboardState query={dashboard} what="dashboard">
        {(data) => <Officer data={data} />}
      </DashboardState>
    </>
  );
}

function Officer({ data }: { data: TOfficerDashboard }) {
  const { hasAuthority } = useAuth();
  const canList = hasAuthority('SHORTLISTING');
  const recordRoute = (id: number) =>
    recordRouteFor({ onboarding: hasAuthority('ONBOARDING'), shortlisting: canList }, id);
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <DashboardCard title="At a glance">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Figure
              value={data.requisitions.count}
              label="Requisitions you work on"
              to={listLink('/reqsch', 'mine', 'YES')}
            />
            <Figure
              value={data.toReview.count}
              label="Applications to review"
              {...(canList ? { to: toReviewListRoute } : {})}
            />
            <Figure
              value={data.interviews.count}
              label={`Interviews in the next ${INTERVIEWS_WITHIN_DAYS} days`}
              hint={`${data.interviews.mine} with you`}
            />
            <Figure
              value={data.lettersAwaiting.offers}
              label="Offers sent, not answered"
              {...(canList ? { to: listLink('/appsch', 'jobOffer', 'SENT') } : {})}
            />
            <Figure
              value={data.lettersAwaiting.contracts}
              label="Contracts sent, not signed"
              {...(canList ? { to: listLink('/appsch', 'contractOffer', 'SENT') } : {})}
            />
            <Figure value={data.complianceWaiting} label="Compliance reviews waiting" />
          </Box>
        </DashboardCard>
      </Box>
      <Box sx={GRID}>
        <DashboardCard title={`Interviews in the next ${INTERVIEWS_WITHIN_DAYS} days`}>
          {data.interviews.rows.length === 0 ? (
            <Empty>No interviews in the next {INTERVIEWS_WITHIN_DAYS} days.</Empty>
          ) : (
            <Box component="ul" aria-label="Upcoming interviews" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.interviews.rows.map((row) => (
                <Box component="li" key={row.interviewId} sx={LINE}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      <ZonedTime at={row.scheduledAt} />
                    </Typography>
                    {row.mine && <Chip size="small" color="primary" label="You interview" />}
                  </Box>
                  <Typography>
                    {row.applicantName} · {row.stepName ?? 'Interview'} ·{' '}
                    {INTERVIEW_MODE_LABELS[row.mode as InterviewMode] ?? row.mode}
                  </Typography>
                  <Link component={RouterLink} to={`/jobreq/${row.requisitionId}`} variant="body2">
                    #{row.requisitionId} {row.positionTitle}
                  </Link>
                </Box>
              ))}
            </Box>
          )}
        </DashboardCard>
        <DashboardCard title="Applications to review">
          {data.toReview.rows.length === 0 ? (
            <Empty>No new applications on your requisitions.</Empty>
          ) : (
            <>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.toReview.rows.map((row) => {
                  const to = recordRoute(row.applicationId);
                  return (
                    <Box component="li" key={row.applicationId} sx={LINE}>
                      <Typography>
                        {to ? (
                          <Link component={RouterLink} to={to}>
                            {row.applicantName}
                          </Link>
                        ) : (
                          row.applicantName
                        )}{' '}
                        · {APPLICATION_STATUSES[row.status]} · applied {formatDate(row.createdAt)}
                      </Typography>
                      <Link component={RouterLink} to={`/jobreq/${row.requisitionId}`} variant="body2">
                        #{row.requisitionId} {row.positionTitle}
                      </Link>
                    </Box>
                  );
                })}
              </Box>
              {data.toReview.count > data.toReview.rows.length && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  The oldest {data.toReview.rows.length} of {data.toReview.count}.{' '}
                  {canList && (
                    <Link component={RouterLink} to={toReviewListRoute}>
                      All of them in Applicant Tracking
                    </Link>
                  )}
                </Typography>
              )}
            </>
          )}
        </DashboardCard>
      </Box>
      <DashboardCard
        title="Requisitions you work on"
        action={
          <Link component={RouterLink} to={listLink('/reqsch', 'mine', 'YES')}>
            In Recruitment Tracking
          </Link>
        }
      >
        <RequisitionLines
          rows={data.requisitions.rows}
          count={data.requisitions.count}
          empty="You are not the creator, hiring manager or an interviewer of any open requisition."
        />
      </DashboardCard>
    </>
  );
}
