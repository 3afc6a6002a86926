// The application record's Letters tab: the offer letter, then the contract letter once the offer is
// accepted.
import {
  LETTER_MESSAGES,
  type TContractApplicationDetails,
  type TOfferApplicationDetails,
  ZSaveContractLetter,
  ZSaveOfferLetter,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/api/client';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useContractDetails, useOfferDetails, useSaveLetter } from '../api';
import { isEditable } from '../letter-state';
import {
  DocumentsField,
  documentInputs,
  LetterActions,
  LetterFields,
  LetterSection,
  SentLetter,
} from './letter-editor';
import { DocumentList, FileLink } from './letter-parts';

function Summary({ details }: { details: TOfferApplicationDetails | TContractApplicationDetails }) {
  const place = [details.city, details.country].filter(Boolean).join(', ');
  const pay =
    details.compensationFrom !== null || details.compensationTo !== null
      ? `${details.compensationFrom?.toLocaleString() ?? '—'} to ${details.compensationTo?.toLocaleString() ?? '—'}`
      : null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {details.applicantName} ({details.applicantEmail}) · {details.jobTitle}
      {details.department ? ` · ${details.department}` : ''}
      {place ? ` · ${place}` : ''}
      {pay ? ` · Requisition pay range ${pay}` : ''}
    </Typography>
  );
}

function OfferEditor({ details }: { details: TOfferApplicationDetails }) {
  const saved = details.offerLetter;
  const letter = saved?.data;
  const save = useSaveLetter('offer');
  const form = useZodForm(ZSaveOfferLetter, {
    defaultValues: letter
      ? {
          id: letter.id,
          applicationId: details.id,
          jobTitle: letter.jobTitle,
          salary: letter.salary ?? undefined,
          startDate: letter.startDate ?? '',
          expiryDate: letter.expiryDate ?? '',
          body: letter.body,
          documents: documentInputs(saved.complianceDoc),
        }
      : {
          applicationId: details.id,
          jobTitle: details.jobTitle,
          salary: details.compensationFrom ?? undefined,
          startDate: '',
          expiryDate: '',
          body: details.suggestedBody,
          documents: details.complianceDocuments.map((doc) => ({
            complianceDocumentId: doc.id,
            name: doc.name,
            mandatory: doc.mandatory,
          })),
        },
  });
  return (
    <>
      {letter && <LetterActions kind="offer" letter={letter} unsaved={form.formState.isDirty} />}
      <Form
        form={form}
        aria-label="Offer letter"
        hidden={['id', 'applicationId']}
        onSubmit={(body) => save.mutateAsync(body)}
      >
        <Stack spacing={2}>
          <LetterFields />
          <DocumentsField requisitionDocuments={details.complianceDocuments} />
          <div>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Save offer letter
            </Button>
          </div>
        </Stack>
      </Form>
    </>
  );
}

export function OfferLetter({ applicationId }: { applicationId: number }) {
  const details = useOfferDetails(applicationId);
  if (details.isPending) return <CircularProgress aria-label="Loading the offer letter" />;
  if (details.isError)
    return (
      <Alert severity="error">{errorMessage(details.error, 'The offer letter could not be loaded.')}</Alert>
    );
  const d = details.data;
  const saved = d.offerLetter;
  return (
    <>
      <Summary details={d} />
      {isEditable(saved?.data) ? (
        // Remounted with each saved version, so the editor starts from what was saved.
        <OfferEditor key={saved ? `${saved.data.id}-${saved.data.updatedAt}` : 'new'} details={d} />
      ) : saved ? (
        <>
          <LetterActions kind="offer" letter={saved.data} unsaved={false} />
          <SentLetter letter={saved.data} documents={saved.complianceDoc} />
        </>
      ) : null}
    </>
  );
}

function ContractEditor({ details }: { details: TContractApplicationDetails }) {
  const saved = details.contractLetter;
  const letter = saved?.data;
  const offer = details.offerLetter;
  const save = useSaveLetter('contract');
  const form = useZodForm(ZSaveContractLetter, {
    defaultValues: letter
      ? {
          id: letter.id,
          applicationId: details.id,
          jobTitle: letter.jobTitle,
          contractType: letter.contractType ?? '',
          salary: letter.salary ?? undefined,
          startDate: letter.startDate ?? '',
          expiryDate: letter.expiryDate ?? '',
          body: letter.body,
          documents: documentInputs(saved.complianceDoc),
        }
      : {
          applicationId: details.id,
          jobTitle: offer?.jobTitle ?? details.jobTitle,
          contractType: details.contractType ?? '',
          salary: offer?.salary ?? details.compensationFrom ?? undefined,
          startDate: offer?.startDate ?? '',
          expiryDate: '',
          body: details.suggestedBody,
          documents: [],
        },
  });
  return (
    <>
      {letter && <LetterActions kind="contract" letter={letter} unsaved={form.formState.isDirty} />}
      <Form
        form={form}
        aria-label="Contract letter"
        hidden={['id', 'applicationId']}
        onSubmit={(body) => save.mutateAsync(body)}
      >
        <Stack spacing={2}>
          <LetterFields>
            <TextInputField name="contractType" label="Contract type" required />
          </LetterFields>
          <DocumentsField requisitionDocuments={details.complianceDocuments} />
          <div>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Save contract letter
            </Button>
          </div>
        </Stack>
      </Form>
    </>
  );
}

function EmployeePack({
  documents,
}: {
  documents: TContractApplicationDetails['employeeOnboardingDocuments'];
}) {
  return (
    <Stack spacing={0.5} component="section" aria-label="Employee pack" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Employee pack sent with the contract
      </Typography>
      {documents.length === 0 ? (
        <Typography color="text.secondary">The employee pack has no documents yet.</Typography>
      ) : (
        documents.map((doc) => <FileLink key={doc.id} id={doc.fileId} name={doc.name} />)
      )}
    </Stack>
  );
}

export function ContractLetter({ applicationId }: { applicationId: number }) {
  const details = useContractDetails(applicationId);
  if (details.isPending) return <CircularProgress aria-label="Loading the contract letter" />;
  if (details.isError)
    return (
      <Alert severity="error">
        {errorMessage(details.error, 'The contract letter could not be loaded.')}
      </Alert>
    );
  const d = details.data;
  const saved = d.contractLetter;
  if (!saved && d.offerLetter?.status !== 'ACCEPTED')
    return <Alert severity="info">{LETTER_MESSAGES.offerNotAccepted}</Alert>;
  return (
    <>
      {isEditable(saved?.data) ? (
        <ContractEditor key={saved ? `${saved.data.id}-${saved.data.updatedAt}` : 'new'} details={d} />
      ) : saved ? (
        <>
          <LetterActions kind="contract" letter={saved.data} unsaved={false} />
          <SentLetter letter={saved.data} documents={saved.complianceDoc} />
        </>
      ) : null}
      <EmployeePack documents={d.employeeOnboardingDocuments} />
    </>
  );
}

/** Both letters of an application, for HR. */
export function LettersPanel({ applicationId }: { applicationId: number }) {
  return (
    <Stack spacing={3}>
      <LetterSection title="Offer letter">
        <OfferLetter applicationId={applicationId} />
      </LetterSection>
      <Divider />
      <LetterSection title="Contract letter">
        <ContractLetter applicationId={applicationId} />
      </LetterSection>
    </Stack>
  );
}

/** The documents the applicant uploaded for both letters, beside HR's compliance decision. */
export function LetterDocumentsReview({ applicationId }: { applicationId: number }) {
  const offer = useOfferDetails(applicationId);
  const contract = useContractDetails(applicationId);
  if (offer.isPending || contract.isPending)
    return <CircularProgress aria-label="Loading the uploaded documents" />;
  if (offer.isError || contract.isError)
    return <Alert severity="error">The uploaded documents could not be loaded.</Alert>;
  const offerDocs = offer.data.offerLetter?.complianceDoc;
  const contractDocs = contract.data.contractLetter?.complianceDoc;
  if (!offerDocs && !contractDocs)
    return <Typography color="text.secondary">No letter has asked for documents yet.</Typography>;
  return (
    <Stack spacing={2}>
      {offerDocs && <DocumentList title="Offer letter documents" items={offerDocs} level="h2" />}
      {contractDocs && <DocumentList title="Contract letter documents" items={contractDocs} level="h2" />}
    </Stack>
  );
}
