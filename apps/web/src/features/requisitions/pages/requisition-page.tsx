import { PageTitle } from '../../../shared/ui/page-title';

/** /jobreq/:id: the requisition form (filled in by a later issue). */
export default function RequisitionPage() {
  return <PageTitle>Job Requisition</PageTitle>;
}
