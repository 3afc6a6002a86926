import { PageTitle } from '../../../shared/ui/page-title';

/** /appsch (filled in by a later issue). */
export default function ApplicantTrackingPage() {
  return <PageTitle>Applicant Tracking</PageTitle>;
}
