import { PageTitle } from '../../../shared/ui/page-title';

/** /apponb (filled in by a later issue). */
export default function EmployeesPage() {
  return <PageTitle>Employee Management</PageTitle>;
}
