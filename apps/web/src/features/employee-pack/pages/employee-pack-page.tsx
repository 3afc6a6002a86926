import { PageTitle } from '../../../shared/ui/page-title';

/** /employeePack (filled in by a later issue). */
export default function EmployeePackPage() {
  return <PageTitle>Employee Pack</PageTitle>;
}
