import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /canprf: not built yet; the page says so rather than posing as a finished screen. */
export default function ReportsPage() {
  return (
    <NotBuiltYet
      title="Human Resource Reports"
      planned="Charts over live data: the pipeline funnel, time to hire, and requisitions by status and department."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
