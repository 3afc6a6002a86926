import {
  APPLICATION_STATUSES,
  EXPIRING_WITHIN_DAYS,
  listLink,
  REQUISITION_STATUSES,
  type TDashboardRequisition,
  TIME_TO_HIRE_DAYS,
  type TManagerDashboard,
  type TRespondByLinkForm,
  type TWaitingApproval,
} from '@hr/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { formatDate } from '../../../shared/ui/format';
import { PageTitle } from '../../../shared/ui/page-title';
import { RespondApprovalDialog } from '../../approvals';
import { ExpiredRequisitionDialog } from '../../requisitions';
import { dashboardKeys, useManagerDashboard, useWaitingApprovals } from '../api';
import { CountBars, DashboardCard, DashboardState, Empty, Figure } from '../components/dashboard-ui';
import { RequisitionLines } from '../components/requisition-lines';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 2 } as const;

/**
 * /recruitmentManager, the manager's landing page: approvals waiting for them (answered in place),
 * requisitions by status, expiring and expired ones, the pipeline, offers awaiting an answer and the
 * time to hire. Two calls: every figure in one, the approvals in the other.
 */
export default function ManagerDashboardPage() {
  const summary = useManagerDashboard();
  return (
    <>
      <PageTitle>Recruitment Manager</PageTitle>
      <Box sx={GRID}>
        <ApprovalsCard />
        <DashboardCard title="At a glance">
          <DashboardState query={summary} what="figures">
            {(data) => <Glance data={data} />}
          </DashboardState>
        </DashboardCard>
      </Box>
      <DashboardState query={summary} what="dashboard">
        {(data) => <Figures data={data} />}
      </DashboardState>
    </>
  );
}

function Glance({ data }: { data: TManagerDashboard }) {
  const { hasAuthority } = useAuth();
  const { medianDays, hires } = data.timeToHire;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Figure value={data.approvalsWaiting} label="Waiting for your approval" />
      <Figure
        value={data.offersAwaiting}
        label="Offers awaiting an answer"
        {...(data.offersPastExpiry > 0 ? { hint: `${data.offersPastExpiry} past their expiry date` } : {})}
        {...(hasAuthority('SHORTLISTING') ? { to: listLink('/appsch', 'jobOffer', 'SENT') } : {})}
      />
      <Figure
        value={medianDays === null ? '—' : `${medianDays} d`}
        label={`Time to hire (median, last ${TIME_TO_HIRE_DAYS} days)`}
        hint={hires === 1 ? 'From 1 hire' : `From ${hires} hires`}
      />
      <Figure value={data.expiringSoon.count} label={`Ending within ${EXPIRING_WITHIN_DAYS} days`} />
      <Figure value={data.expired.count} label="Expired, still open" />
    </Box>
  );
}

function Figures({ data }: { data: TManagerDashboard }) {
  const { hasAuthority } = useAuth();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState<TDashboardRequisition | null>(null);
  const canList = hasAuthority('SHORTLISTING');
  const canChange = hasAuthority('JOB_POSTING');
  return (
    <>
      <Box sx={GRID}>
        <DashboardCard title="Requisitions by status">
          <CountBars
            label="Requisitions by status"
            bars={data.requisitionsByStatus.map(({ status, count }) => ({
              key: status,
              label: REQUISITION_STATUSES[status as keyof typeof REQUISITION_STATUSES] ?? status,
              count,
              to: listLink('/jobreq', 'status', status),
            }))}
          />
        </DashboardCard>
        <DashboardCard
          title="Pipeline"
          action={
            <Link component={RouterLink} to="/reqsch">
              Per open requisition
            </Link>
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Applications by status, on every requisition.
          </Typography>
          <CountBars
            label="Applications by status"
            bars={data.pipeline.map(({ status, count }) => ({
              key: status,
              label: APPLICATION_STATUSES[status],
              count,
              ...(canList ? { to: listLink('/appsch', 'status', status) } : {}),
            }))}
          />
        </DashboardCard>
      </Box>
      <Box sx={GRID}>
        <DashboardCard title={`Ending in the next ${EXPIRING_WITHIN_DAYS} days`}>
          <RequisitionLines
            rows={data.expiringSoon.rows}
            count={data.expiringSoon.count}
            empty={`No open requisition ends in the next ${EXPIRING_WITHIN_DAYS} days`}
          />
        </DashboardCard>
        <DashboardCard title="Expired requisitions">
          <RequisitionLines
            rows={data.expired.rows}
            count={data.expired.count}
            empty="No expired requisitions"
            {...(canChange
              ? {
                  actions: (row: TDashboardRequisition) => (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Update or delete requisition ${row.positionTitle}`}
                      onClick={() => setExpired(row)}
                    >
                      Update or delete
                    </Button>
                  ),
                }
              : {})}
          />
        </DashboardCard>
      </Box>
      <ExpiredRequisitionDialog
        open={expired !== null}
        requisition={
          expired && {
            id: expired.id,
            title: expired.positionTitle,
            start_date: expired.startDate,
            end_date: expired.endDate,
          }
        }
        onClose={() => {
          setExpired(null);
          void queryClient.invalidateQueries({ queryKey: dashboardKeys.manager });
        }}
      />
    </>
  );
}

type Answer = { approval: TWaitingApproval; response: TRespondByLinkForm['response'] };

function ApprovalsCard() {
  const approvals = useWaitingApprovals();
  const [answer, setAnswer] = useState<Answer | null>(null);
  return (
    <DashboardCard title="Waiting for your approval">
      <DashboardState query={approvals} what="approvals">
        {(rows) =>
          rows.length === 0 ? (
            <Empty>Nothing is waiting for your approval.</Empty>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((row) => (
                <Box
                  component="li"
                  key={row.approvalId}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    py: 0.75,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Link component={RouterLink} to={`/jobreq/${row.requisitionId}`}>
                      #{row.requisitionId} {row.positionTitle}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {row.department ?? 'No department'} · {row.numberOfPositions} opening
                      {row.numberOfPositions === 1 ? '' : 's'} · ends {formatDate(row.endDate)}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant="contained"
                    color="success"
                    aria-label={`Approve ${row.positionTitle}`}
                    onClick={() => setAnswer({ approval: row, response: 'APPROVED' })}
                  >
                    Approve
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    aria-label={`Decline ${row.positionTitle}`}
                    onClick={() => setAnswer({ approval: row, response: 'DECLINED' })}
                  >
                    Decline
                  </Button>
                </Box>
              ))}
            </Box>
          )
        }
      </DashboardState>
      {answer && (
        <RespondApprovalDialog
          approval={answer.approval}
          response={answer.response}
          onClose={() => setAnswer(null)}
        />
      )}
    </DashboardCard>
  );
}
