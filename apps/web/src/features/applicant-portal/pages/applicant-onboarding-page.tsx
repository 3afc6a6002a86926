import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /appfrm and /appfrm/:id: not built yet; the page says so rather than posing as a finished screen. */
export default function ApplicantOnboardingPage() {
  return (
    <NotBuiltYet
      title="Applicant Onboarding"
      planned="An application's record: the applicant's details, resume, reviews and scores, interviews, letters and compliance documents."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
