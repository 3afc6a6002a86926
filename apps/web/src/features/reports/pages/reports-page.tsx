import { PageTitle } from '../../../shared/ui/page-title';

/** /canprf (filled in by a later issue). */
export default function ReportsPage() {
  return <PageTitle>Human Resource Reports</PageTitle>;
}
