import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /appsch: not built yet; the page says so rather than posing as a finished screen. */
export default function ApplicantTrackingPage() {
  return (
    <NotBuiltYet
      title="Applicant Tracking"
      planned="All applications across requisitions, with scores, filters and bulk status changes. Until then, each requisition's candidates are on its form's Recruitment process tab."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
