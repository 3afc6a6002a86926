import { PageTitle } from '../../../shared/ui/page-title';

/** /recruitmentManager, the manager dashboard (filled in by a later issue). */
export default function ManagerDashboardPage() {
  return <PageTitle>Recruitment Manager</PageTitle>;
}
