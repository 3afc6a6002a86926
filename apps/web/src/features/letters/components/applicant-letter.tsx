// The applicant's view of one letter: its terms and text, the PDF, Accept / Decline with their full
// name typed and their consent to sign electronically, and the documents it asks for (upload per
// row, then Save).
import {
  ACCEPTED_FILE_EXTENSIONS,
  LETTER_MESSAGES,
  type LetterDecision,
  MESSAGES,
  type TContractLetter,
  type TLetterComplianceItem,
  type TOfferLetter,
  type TUploadedFile,
  ZLetterResponse,
} from '@hr/contracts';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../shared/api/client';
import { uploadFile } from '../../../shared/api/upload-file';
import { useUploadCheck } from '../../../shared/api/upload-limits';
import {
  CheckboxField,
  FormDialog,
  TextAreaField,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { PageTitle } from '../../../shared/ui/page-title';
import { downloadLetterPdf, useRespond, useSaveDocuments } from '../api';
import { isAnswerable, isClosed, type LetterKind, takesDocuments } from '../letter-state';
import { FileLink, LetterAnswer, LetterStatusChip, LetterTerms, SignatureCertificate } from './letter-parts';

type Letter = TOfferLetter | TContractLetter;
const NAMES: Record<LetterKind, string> = { offer: 'offer', contract: 'contract' };

function RespondDialog({
  kind,
  letter,
  decision,
  onClose,
}: {
  kind: LetterKind;
  letter: Letter;
  decision: LetterDecision;
  onClose: () => void;
}) {
  const respond = useRespond(kind, letter.id);
  // The version read here: if HR changes the letter meanwhile, the answer is refused, not misapplied.
  const form = useZodForm(ZLetterResponse, {
    defaultValues: { decision, signatureName: '', comment: '', version: letter.version },
  });
  const verb = decision === 'ACCEPT' ? 'Accept' : 'Decline';
  return (
    <FormDialog
      form={form}
      title={`${verb} the ${NAMES[kind]}`}
      aria-label={`${verb} the ${NAMES[kind]}`}
      submitLabel={`${verb} ${NAMES[kind]}`}
      hidden={['decision', 'version']}
      onClose={onClose}
      onSubmit={async (body) => {
        const answer = await respond.mutateAsync(body);
        toast.success(answer.message);
      }}
    >
      <Typography>
        Type your full name as it appears on the letter: <strong>{letter.applicantName}</strong>. The time of
        your answer, your IP address and your browser are recorded with it.
      </Typography>
      <TextInputField name="signatureName" label="Full name (signature)" autoComplete="name" autoFocus />
      <CheckboxField name="consent" label={LETTER_MESSAGES.consentLabel} />
      <TextAreaField name="comment" label="Comment (optional)" emptyAs={null} minRows={2} />
    </FormDialog>
  );
}

/** One required document: its current file, and a button that uploads a new one (it replaces it). */
function DocumentRow({
  item,
  file,
  disabled,
  onUploaded,
}: {
  item: TLetterComplianceItem;
  file: TUploadedFile | null;
  disabled: boolean;
  onUploaded: (file: TUploadedFile) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useUploadCheck();
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      // Refused before sending when the server would refuse it (size, type).
      const problem = await check(chosen);
      if (problem) throw new ApiError(400, { message: problem });
      const uploaded = await uploadFile(chosen, { purpose: 'COMPLIANCE' });
      toast.success(file ? MESSAGES.successfullyReplaced : MESSAGES.successfullyUploaded);
      onUploaded(uploaded);
    } catch (error) {
      toast.error(MESSAGES.failedToUpload);
      if (error instanceof ApiError && error.message !== MESSAGES.failedToUpload) setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderBottom: 1, borderColor: 'divider' }}
      aria-labelledby={nameId}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 500 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.mandatory ? 'Required' : 'Optional'}
        </Typography>
        {failure && (
          <Typography variant="body2" color="error" role="alert">
            {failure}
          </Typography>
        )}
      </Box>
      {file ? (
        <FileLink
          id={file.id}
          name={file.originalName}
          label={`Download ${item.name}: ${file.originalName}`}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not uploaded
        </Typography>
      )}
      {!disabled && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPTED_FILE_EXTENSIONS}
            aria-label={`File for ${item.name}`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared so the same file can be chosen again after a failure.
              event.target.value = '';
              void choose(chosen);
            }}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            loading={busy}
            onClick={() => input.current?.click()}
            aria-label={`${file ? 'Replace' : 'Upload'} ${item.name}`}
          >
            {file ? 'Replace' : 'Upload'}
          </Button>
        </>
      )}
    </Stack>
  );
}

function Documents({
  kind,
  letterId,
  items,
  open,
}: {
  kind: LetterKind;
  letterId: number;
  items: TLetterComplianceItem[];
  open: boolean;
}) {
  const save = useSaveDocuments(kind);
  // Files uploaded on this visit, by row, until they are saved.
  const [uploaded, setUploaded] = useState<Record<number, TUploadedFile>>({});
  const fileOf = (item: TLetterComplianceItem) => uploaded[item.id] ?? item.applicantFile;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Required documents
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">This letter asks for no documents.</Typography>
      ) : (
        <>
          {!open && <Alert severity="info">{LETTER_MESSAGES.notEditableDocuments}</Alert>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <DocumentRow
                key={item.id}
                item={item}
                file={fileOf(item)}
                disabled={!open}
                onUploaded={(file) => setUploaded((current) => ({ ...current, [item.id]: file }))}
              />
            ))}
          </Box>
          {open && (
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  {
                    id: letterId,
                    docs: items.flatMap((item) => {
                      const file = fileOf(item);
                      return file ? [{ id: item.id, applicantFileId: file.id }] : [];
                    }),
                  },
                  { onSuccess: () => setUploaded({}) },
                )
              }
            >
              Save documents
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

/** A letter as the applicant reads and answers it; `children` adds what only one kind has. */
export function ApplicantLetter({
  kind,
  letter,
  documents,
  children,
}: {
  kind: LetterKind;
  letter: Letter;
  documents: TLetterComplianceItem[];
  children?: ReactNode;
}) {
  const [deciding, setDeciding] = useState<LetterDecision | null>(null);
  const answerable = isAnswerable(letter);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <PageTitle>{kind === 'offer' ? 'Your offer letter' : 'Your contract letter'}</PageTitle>
        <LetterStatusChip letter={letter} />
      </Stack>
      {letter.status === 'WITHDRAWN' && <Alert severity="warning">{LETTER_MESSAGES.withdrawn}</Alert>}
      {letter.status === 'SENT' && letter.expired && (
        <Alert severity="warning">{LETTER_MESSAGES.expired}</Alert>
      )}
      {!isClosed(letter) && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              <LetterTerms letter={letter} />
              <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="letter-body">
                {letter.body}
              </Typography>
              <LetterAnswer letter={letter} />
              <SignatureCertificate letter={letter} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {answerable && (
                  <>
                    <Button variant="contained" color="success" onClick={() => setDeciding('ACCEPT')}>
                      Accept {NAMES[kind]}
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => setDeciding('DECLINE')}>
                      Decline {NAMES[kind]}
                    </Button>
                  </>
                )}
                <Button
                  variant="outlined"
                  startIcon={<PictureAsPdfIcon />}
                  onClick={() => void downloadLetterPdf(kind, letter.id)}
                >
                  Download PDF
                </Button>
              </Stack>
            </Stack>
          </Paper>
          {children}
          <Documents kind={kind} letterId={letter.id} items={documents} open={takesDocuments(letter)} />
        </>
      )}
      {deciding && (
        <RespondDialog kind={kind} letter={letter} decision={deciding} onClose={() => setDeciding(null)} />
      )}
    </Stack>
  );
}
