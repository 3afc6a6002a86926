import { PageTitle } from '../../../shared/ui/page-title';

/** /appsrn (filled in by a later issue). */
export default function LeavePage() {
  return <PageTitle>Leave Management</PageTitle>;
}
