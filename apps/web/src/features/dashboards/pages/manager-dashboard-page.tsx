import Alert from '@mui/material/Alert';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { ExpiredRequisitionsList, RequisitionsByStatus } from '../../requisitions';

/**
 * /recruitmentManager, the manager's landing page: the live lists that need a manager's attention.
 * Counts, charts and pipeline figures come with the dashboards issue.
 */
export default function ManagerDashboardPage() {
  const { hasAuthority } = useAuth();
  return (
    <>
      <PageTitle>Recruitment Manager</PageTitle>
      <Alert severity="info" sx={{ mb: 3 }}>
        Live lists of the requisitions that need you; pipeline counts and charts are not built yet.
      </Alert>
      <RequisitionsByStatus title="Waiting for approval" status="RV" />
      <RequisitionsByStatus title="Submitted" status="SB" />
      {hasAuthority('JOB_POSTING') && <ExpiredRequisitionsList />}
      <RequisitionsByStatus title="Interviewing" status="IN" />
    </>
  );
}
