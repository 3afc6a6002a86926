import Alert from '@mui/material/Alert';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { ExpiredRequisitionsList, RequisitionsByStatus } from '../../requisitions';

/**
 * /recruitmentOfficer, the officer's landing page: the live lists of the requisitions they work on.
 * Applications to review and upcoming interviews come with the dashboards issue.
 */
export default function OfficerDashboardPage() {
  const { hasAuthority } = useAuth();
  return (
    <>
      <PageTitle>Recruitment Officer</PageTitle>
      <Alert severity="info" sx={{ mb: 3 }}>
        Live lists of the requisitions you work on; applications to review and upcoming interviews are not
        built yet.
      </Alert>
      <RequisitionsByStatus title="Interviewing" status="IN" />
      <RequisitionsByStatus title="Approved, ready to recruit" status="RVA" />
      <RequisitionsByStatus title="Drafts to complete" status="DR" />
      {hasAuthority('JOB_POSTING') && <ExpiredRequisitionsList />}
    </>
  );
}
