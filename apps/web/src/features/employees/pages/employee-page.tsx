import { PageTitle } from '../../../shared/ui/page-title';

/** /employee/:employeId (filled in by a later issue). */
export default function EmployeePage() {
  return <PageTitle>Employee Details</PageTitle>;
}
