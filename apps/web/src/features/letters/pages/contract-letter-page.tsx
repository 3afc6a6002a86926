import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /contract-letter/:contractId, the applicant's page outside the layout: not built yet, and it says so. */
export default function ContractLetterPage() {
  return (
    <NotBuiltYet
      title="Contract Letter"
      planned="Reading your contract letter here is not available yet: your recruiter will send it to you by email. This page will show the contract and take the documents it asks for."
    />
  );
}
