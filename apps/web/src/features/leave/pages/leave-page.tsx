import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /appsrn: not built yet; the page says so rather than posing as a finished screen. */
export default function LeavePage() {
  return (
    <NotBuiltYet
      title="Leave Management"
      planned="Leave requests, approvals and balances for employees."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
