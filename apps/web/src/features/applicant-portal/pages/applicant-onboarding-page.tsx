import { PageTitle } from '../../../shared/ui/page-title';

/** /appfrm and /appfrm/:id (filled in by a later issue). */
export default function ApplicantOnboardingPage() {
  return <PageTitle>Applicant Onboarding</PageTitle>;
}
