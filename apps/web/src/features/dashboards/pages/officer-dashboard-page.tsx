import { PageTitle } from '../../../shared/ui/page-title';

/** /recruitmentOfficer, the officer dashboard (filled in by a later issue). */
export default function OfficerDashboardPage() {
  return <PageTitle>Recruitment Officer</PageTitle>;
}
