import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /reqsch and /selreq: not built yet; the page says so rather than posing as a finished screen. */
export default function RecruitmentTrackingPage() {
  return (
    <NotBuiltYet
      title="Recruitment Tracking"
      planned="Every requisition's progress through approval, interviews, offers and contracts at a glance. Until then, a requisition's candidates and interviews are on its form's Recruitment process tab."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
