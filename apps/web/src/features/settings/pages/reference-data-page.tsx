import { PageTitle } from '../../../shared/ui/page-title';

/** /referenceData (filled in by a later issue). */
export default function ReferenceDataPage() {
  return <PageTitle>Reference Data</PageTitle>;
}
