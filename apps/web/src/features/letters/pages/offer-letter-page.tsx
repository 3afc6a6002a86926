import { PageTitle } from '../../../shared/ui/page-title';

/** /offer-letter, the applicant's page outside the layout (filled in by a later issue). */
export default function OfferLetterPage() {
  return <PageTitle>Offer Letter</PageTitle>;
}
