import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /hr-modules: not built yet; the page says so rather than posing as a finished screen. */
export default function HrModulePage() {
  return (
    <NotBuiltYet
      title="HR module"
      planned="The applications selected for hiring, shared with the Applicant Tracking screen."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
