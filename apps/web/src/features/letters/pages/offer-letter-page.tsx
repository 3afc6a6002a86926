import { MY_APPLICATIONS_PAGE } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { useLetterIds, useOfferLetter } from '../api';
import { ApplicantLetter } from '../components/applicant-letter';
import { Registration } from '../components/registration';

function OfferLetter({ email }: { email: string }) {
  const ids = useLetterIds(email);
  const offerId = ids.data?.offerLetterId ?? null;
  const offer = useOfferLetter(offerId);
  if (ids.isPending || (offerId !== null && offer.isPending)) return <PageLoading />;
  // 404: no applicant record behind this sign-in yet, which reads as "no letter" to the applicant.
  const noApplicant = ids.error instanceof ApiError && ids.error.status === 404;
  const error = noApplicant ? offer.error : (ids.error ?? offer.error);
  if (error)
    return (
      <>
        <PageTitle>Your offer letter</PageTitle>
        <Alert severity="error">{errorMessage(error, 'Your offer letter could not be loaded.')}</Alert>
      </>
    );
  if (!offer.data)
    return (
      <>
        <PageTitle>Your offer letter</PageTitle>
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={MY_APPLICATIONS_PAGE}>
              Your applications
            </Button>
          }
        >
          <AlertTitle>No offer letter yet</AlertTitle>
          There is no offer letter for {email}. When your recruiter sends one, you get an email and it shows
          here.
        </Alert>
      </>
    );
  const contractId = ids.data?.contractLetterId ?? null;
  return (
    <ApplicantLetter kind="offer" letter={offer.data.data} documents={offer.data.complianceDoc}>
      {contractId !== null && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={RouterLink} to={`/contract-letter/${contractId}`}>
              Open contract
            </Button>
          }
        >
          Your contract letter is ready.
        </Alert>
      )}
    </ApplicantLetter>
  );
}

/**
 * /offer-letter: the signed-in applicant's offer (found by the email of their token); a visitor with
 * the emailed `?code=` registers first.
 */
export default function OfferLetterPage() {
  const { email } = useAuth();
  return email ? <OfferLetter email={email} /> : <Registration />;
}
