import { PageTitle } from '../../../shared/ui/page-title';

/** /hr-modules, sharing the applicant tracking screen (filled in by a later issue). */
export default function HrModulePage() {
  return <PageTitle>HR module</PageTitle>;
}
