import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /employee/:employeId: not built yet; the page says so rather than posing as a finished screen. */
export default function EmployeePage() {
  return (
    <NotBuiltYet
      title="Employee Details"
      planned="One employee's record: personal and contact details, bank, tax, superannuation, disability and driver's licence details (kept encrypted and shown only to those whose work needs them), with an audit of who changed or saw what."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
