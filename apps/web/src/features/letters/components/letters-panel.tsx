// The application record's Letters tab: the offer letter, then the contract letter once the offer is
// accepted; for ONBOARDING, the check of a signed letter someone sends back.
import {
  formatMoney,
  PAY_PERIOD_PHRASES,
  type TContractApplicationDetails,
  type TContractLetter,
  type TLetterComplianceItem,
  type TOfferApplicationDetails,
  type TOfferLetter,
  ZSaveContractLetter,
  ZSaveOfferLetter,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useContractDetails, useOfferDetails, useSaveLetter } from '../api';
import { isEditable, isRevisable, type LetterKind } from '../letter-state';
import { CheckSignedLetter } from './check-signed-letter';
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
  const amount = (value: number | null) => (value === null ? '—' : formatMoney(value, details.currency));
  const pay =
    details.compensationFrom !== null || details.compensationTo !== null
      ? `${amount(details.compensationFrom)} to ${amount(details.compensationTo)} ${PAY_PERIOD_PHRASES[details.payPeriod]}`
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

/** A saved letter with the requisition's documents it lists, as the details calls give it. */
interface SavedLetter {
  data: TOfferLetter | TContractLetter;
  complianceDoc: TLetterComplianceItem[];
}

/** A saved letter's fields as its form starts from them (a contract adds its type). */
function savedValues({ data, complianceDoc }: SavedLetter, applicationId: number) {
  return {
    id: data.id,
    applicationId,
    jobTitle: data.jobTitle,
    salary: data.salary ?? undefined,
    currency: data.currency,
    payPeriod: data.payPeriod,
    startDate: data.startDate ?? '',
    expiryDate: data.expiryDate ?? '',
    // The text with its merge fields: the saved fields fill them again when it is sent.
    body: data.bodyTemplate,
    documents: documentInputs(complianceDoc),
  };
}

/**
 * A letter's form, the same for both kinds: its actions once saved (preview, send, withdraw), the
 * letter's fields (with the kind's own ones as children), the documents to ask for, and Save.
 */
function LetterForm<In extends FieldValues, Out>({
  kind,
  form,
  letter,
  documents,
  onSave,
  children,
}: {
  kind: LetterKind;
  form: UseFormReturn<In, unknown, Out>;
  letter: SavedLetter['data'] | undefined;
  documents: TOfferApplicationDetails['complianceDocuments'];
  onSave: (body: Out) => Promise<unknown>;
  children?: ReactNode;
}) {
  const name = kind === 'offer' ? 'Offer letter' : 'Contract letter';
  const revising = isRevisable(letter);
  return (
    <>
      {letter && !revising && <LetterActions kind={kind} letter={letter} unsaved={form.formState.isDirty} />}
      {letter && revising && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Version {letter.version} was sent to {letter.applicantName}. Saving makes version{' '}
          {letter.version + 1}: version {letter.version} is withdrawn and its link stops working. Send the new
          version when it is ready.
        </Alert>
      )}
      <Form form={form} aria-label={name} hidden={['id', 'applicationId']} onSubmit={onSave}>
        <Stack spacing={2}>
          <LetterFields kind={kind}>{children}</LetterFields>
          <DocumentsField requisitionDocuments={documents} />
          <div>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Save {name.toLowerCase()}
            </Button>
          </div>
        </Stack>
      </Form>
    </>
  );
}

/**
 * A letter's details call as the tab shows it: loading, failure, then the editor while the letter
 * can change (remounted with each saved version, so it starts from what was saved), or the sent
 * letter with its actions; `frame` puts what the kind shows around it.
 */
function LetterView<D extends { stageRefusal: string | null }>({
  kind,
  query,
  saved,
  editor,
  frame,
  openInterviews,
}: {
  kind: LetterKind;
  query: UseQueryResult<D, unknown>;
  saved: (details: D) => SavedLetter | null | undefined;
  editor: (details: D, key: string) => ReactNode;
  frame: (details: D, letter: ReactNode) => ReactNode;
  openInterviews?: () => void;
}) {
  const name = kind === 'offer' ? 'offer letter' : 'contract letter';
  // HR chose to edit a sent letter (the next version); the letter as saved decides when that ends.
  const [revising, setRevising] = useState<string | null>(null);
  if (query.isPending) return <CircularProgress aria-label={`Loading the ${name}`} />;
  if (query.isError)
    return <Alert severity="error">{errorMessage(query.error, `The ${name} could not be loaded.`)}</Alert>;
  const details = query.data;
  const letter = saved(details);
  const version = letter ? `${letter.data.id}-${letter.data.updatedAt}` : 'new';
  const editing = isEditable(letter?.data) || (isRevisable(letter?.data) && revising === version);
  // Before its stage a letter cannot be saved or sent: say why and what gets there, not a form.
  const refusal = editing ? details.stageRefusal : null;
  return frame(
    details,
    refusal ? (
      <Alert
        severity="info"
        action={
          kind === 'offer' && openInterviews && refusal.includes('Interviews tab') ? (
            <Button color="inherit" size="small" onClick={openInterviews}>
              Open the Interviews tab
            </Button>
          ) : undefined
        }
      >
        {refusal}
      </Alert>
    ) : editing ? (
      <>
        {revising === version && (
          <Button sx={{ mb: 1 }} onClick={() => setRevising(null)}>
            Keep the sent version
          </Button>
        )}
        {editor(details, version)}
      </>
    ) : letter ? (
      <>
        <LetterActions kind={kind} letter={letter.data} unsaved={false} onEdit={() => setRevising(version)} />
        <SentLetter letter={letter.data} documents={letter.complianceDoc} />
      </>
    ) : null,
  );
}

function OfferEditor({ details }: { details: TOfferApplicationDetails }) {
  const saved = details.offerLetter;
  const letter = saved?.data;
  const save = useSaveLetter('offer');
  const form = useZodForm(ZSaveOfferLetter, {
    defaultValues: saved
      ? savedValues(saved, details.id)
      : {
          applicationId: details.id,
          jobTitle: details.jobTitle,
          salary: details.compensationFrom ?? undefined,
          currency: details.currency,
          payPeriod: details.payPeriod,
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
    <LetterForm
      kind="offer"
      form={form}
      letter={letter}
      documents={details.complianceDocuments}
      onSave={(body) => save.mutateAsync(body)}
    />
  );
}

export function OfferLetter({
  applicationId,
  openInterviews,
}: {
  applicationId: number;
  openInterviews?: () => void;
}) {
  return (
    <LetterView
      kind="offer"
      openInterviews={openInterviews}
      query={useOfferDetails(applicationId)}
      saved={(details) => details.offerLetter}
      editor={(details, key) => <OfferEditor key={key} details={details} />}
      frame={(details, letter) => (
        <>
          <Summary details={details} />
          {letter}
        </>
      )}
    />
  );
}

function ContractEditor({ details }: { details: TContractApplicationDetails }) {
  const saved = details.contractLetter;
  const letter = saved?.data;
  const offer = details.offerLetter;
  const save = useSaveLetter('contract');
  const form = useZodForm(ZSaveContractLetter, {
    defaultValues: saved
      ? { ...savedValues(saved, details.id), contractType: saved.data.contractType ?? '' }
      : {
          applicationId: details.id,
          jobTitle: offer?.jobTitle ?? details.jobTitle,
          contractType: details.contractType ?? '',
          salary: offer?.salary ?? details.compensationFrom ?? undefined,
          currency: offer?.currency ?? details.currency,
          payPeriod: offer?.payPeriod ?? details.payPeriod,
          startDate: offer?.startDate ?? '',
          expiryDate: '',
          body: details.suggestedBody,
          documents: [],
        },
  });
  return (
    <LetterForm
      kind="contract"
      form={form}
      letter={letter}
      documents={details.complianceDocuments}
      onSave={(body) => save.mutateAsync(body)}
    >
      <TextInputField name="contractType" label="Contract type" required />
    </LetterForm>
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
  return (
    <LetterView
      kind="contract"
      query={useContractDetails(applicationId)}
      saved={(details) => details.contractLetter}
      editor={(details, key) => <ContractEditor key={key} details={details} />}
      frame={(details, letter) =>
        !details.contractLetter && details.stageRefusal ? (
          letter
        ) : (
          <>
            {letter}
            <EmployeePack documents={details.employeeOnboardingDocuments} />
          </>
        )
      }
    />
  );
}

/** Both letters of an application, for HR; `openInterviews` switches the record to its Interviews tab. */
export function LettersPanel({
  applicationId,
  openInterviews,
}: {
  applicationId: number;
  openInterviews?: () => void;
}) {
  const { hasAuthority } = useAuth();
  return (
    <Stack spacing={3}>
      {hasAuthority('ONBOARDING') && <CheckSignedLetter />}
      <LetterSection title="Offer letter">
        <OfferLetter applicationId={applicationId} openInterviews={openInterviews} />
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
