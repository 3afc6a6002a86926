import { PageTitle } from '../../../shared/ui/page-title';

/** /contract-letter/:contractId, the applicant's page outside the layout (filled in by a later issue). */
export default function ContractLetterPage() {
  return <PageTitle>Contract Letter</PageTitle>;
}
