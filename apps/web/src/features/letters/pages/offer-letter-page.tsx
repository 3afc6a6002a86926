import { NotBuiltYet } from '../../../shared/ui/not-built-yet';

/** /offer-letter, the applicant's page outside the layout: not built yet, and it says so. */
export default function OfferLetterPage() {
  return (
    <NotBuiltYet
      title="Offer Letter"
      planned="Reading, accepting or declining your offer letter here is not available yet: your recruiter will send it to you by email. This page will show the offer, let you accept or decline it with a comment, and take your compliance documents."
    />
  );
}
