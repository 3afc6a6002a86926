import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /employeePack: not built yet; the page says so rather than posing as a finished screen. */
export default function EmployeePackPage() {
  return (
    <NotBuiltYet
      title="Employee Pack"
      planned="The documents every new employee receives and returns (policies, forms, checklists), kept up to date here."
      meanwhile={[{ label: 'Notifications', to: '/notifications', access: ROUTE_ACCESS.notifications }]}
    />
  );
}
