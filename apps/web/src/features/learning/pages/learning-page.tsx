import { ROUTE_ACCESS } from '../../../shared/auth/access';
import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /reqsum: not built yet; the page says so rather than posing as a finished screen. */
export default function LearningPage() {
  return (
    <NotBuiltYet
      title="Learning Management"
      planned="Courses and training assigned to employees, with their progress and completion."
      meanwhile={[{ label: 'Recruitment Dashboard', to: '/jobreq', access: ROUTE_ACCESS.jobreq }]}
    />
  );
}
