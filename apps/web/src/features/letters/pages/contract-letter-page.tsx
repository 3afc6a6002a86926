import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { useContractLetter } from '../api';
import { ApplicantLetter } from '../components/applicant-letter';
import { FileLink } from '../components/letter-parts';
import { Registration } from '../components/registration';

function ContractLetter({ id }: { id: number }) {
  const contract = useContractLetter(id);
  if (contract.isPending) return <PageLoading />;
  if (contract.isError)
    return (
      <>
        <PageTitle>Your contract letter</PageTitle>
        <Alert severity="error">
          {contract.error instanceof ApiError && contract.error.status === 404
            ? 'This contract letter was not found. Open the link from your email, or your offer letter.'
            : errorMessage(contract.error, 'Your contract letter could not be loaded.')}
        </Alert>
      </>
    );
  const { data, complianceDoc, employeeOnboardingDocuments } = contract.data;
  return (
    <ApplicantLetter kind="contract" letter={data} documents={complianceDoc}>
      <Box component="section" aria-label="Employee pack">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Employee pack to read
        </Typography>
        {employeeOnboardingDocuments.length === 0 ? (
          <Typography color="text.secondary">There are no employee-pack documents for you yet.</Typography>
        ) : (
          <Stack>
            {employeeOnboardingDocuments.map((doc) => (
              <FileLink key={doc.id} id={doc.fileId} name={doc.name} />
            ))}
          </Stack>
        )}
      </Box>
    </ApplicantLetter>
  );
}

/**
 * /contract-letter/{contractId}: the signed-in applicant's contract, with the employee pack to read;
 * a visitor with the emailed `?code=` registers first.
 */
export default function ContractLetterPage() {
  const { token } = useAuth();
  const { contractId } = useParams();
  if (!token) return <Registration />;
  const id = Number(contractId);
  if (!Number.isInteger(id) || id < 1)
    return (
      <>
        <PageTitle>Your contract letter</PageTitle>
        <Alert severity="error">There is no contract letter {contractId}.</Alert>
      </>
    );
  return <ContractLetter key={id} id={id} />;
}
