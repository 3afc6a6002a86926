import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /apponb: not built yet; the page says so rather than posing as a finished screen. */
export default function EmployeesPage() {
  return (
    <NotBuiltYet
      title="Employee Management"
      planned="The list of employees onboarded from accepted contracts, with search, filters and their records."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
