// HR's side of a letter on the application record: the editor (prefilled from the application's
// details), then Send, Withdraw, Send again, Edit (the next version), the PDF and the applicant's
// answer, certificate and documents.
import {
  PAY_PERIOD_LABELS,
  PAY_PERIODS,
  type TContractLetter,
  type TLetterComplianceItem,
  type TLetterDocumentInput,
  type TOfferLetter,
} from '@hr/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  DateField,
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextInputField,
} from '../../../shared/ui/form';
import { downloadLetterPdf, useSendLetter, useWithdrawLetter } from '../api';
import { formatWhen, type LetterKind } from '../letter-state';
import {
  DocumentList,
  DownloadButton,
  LetterAnswer,
  LetterStatusChip,
  SignatureCertificate,
} from './letter-parts';

type Letter = TOfferLetter | TContractLetter;
const NAMES: Record<LetterKind, string> = { offer: 'offer letter', contract: 'contract letter' };

/** The saved documents of a letter as the editor holds them. */
export const documentInputs = (items: TLetterComplianceItem[]): TLetterDocumentInput[] =>
  items.map((item) => ({
    complianceDocumentId: item.complianceDocumentId,
    name: item.name,
    mandatory: item.mandatory,
  }));

/** The section frame of one letter: its heading, state and the actions on the saved letter. */
export function LetterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const PAY_PERIOD_OPTIONS = PAY_PERIODS.map((value) => ({ value, label: PAY_PERIOD_LABELS[value] }));

/** The merge fields the letter's own fields fill, named under the text. */
const FILLED_FIELDS = (kind: LetterKind) =>
  [
    '{{jobTitle}}',
    ...(kind === 'contract' ? ['{{contractType}}'] : []),
    '{{salary}}',
    '{{payPeriod}}',
    '{{startDate}}',
    '{{expiryDate}}',
  ].join(', ');

/** The common inputs of both letters. */
export function LetterFields({ kind, children }: { kind: LetterKind; children?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInputField name="jobTitle" label="Job title" required />
        {children}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberField name="salary" label="Salary" required />
        <TextInputField
          name="currency"
          label="Currency"
          required
          normalize={(text) => text.toUpperCase()}
          slotProps={{ htmlInput: { maxLength: 3 } }}
          sx={{ maxWidth: { md: 140 } }}
        />
        <SelectField name="payPeriod" label="Pay period" options={PAY_PERIOD_OPTIONS} required />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField name="startDate" label="Start date" emptyAs="" required />
        <DateField name="expiryDate" label="Answer by (expiry date)" emptyAs="" required />
      </Stack>
      <TextAreaField
        name="body"
        label="Letter text"
        minRows={8}
        required
        helperText={`${FILLED_FIELDS(kind)} are filled from the fields above when the letter is sent.`}
      />
    </Stack>
  );
}

/**
 * The documents the letter asks for: the requisition's compliance documents as checkboxes, plus rows
 * of HR's own (a name and whether it is required).
 */
export function DocumentsField({
  requisitionDocuments,
}: {
  requisitionDocuments: { id: number; name: string; mandatory: boolean }[];
}) {
  const { control } = useFormContext<{ documents: TLetterDocumentInput[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents' });
  const indexOf = (documentId: number) => fields.findIndex((f) => f.complianceDocumentId === documentId);
  const headingId = useId();
  return (
    <Stack spacing={1} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Documents to require
      </Typography>
      {requisitionDocuments.length === 0 && (
        <Typography color="text.secondary">The requisition lists no compliance documents.</Typography>
      )}
      {requisitionDocuments.map((doc) => {
        const index = indexOf(doc.id);
        return (
          <FormControlLabel
            key={doc.id}
            label={`${doc.name}${doc.mandatory ? ' (required)' : ' (optional)'}`}
            control={
              <Checkbox
                checked={index >= 0}
                onChange={(event) =>
                  event.target.checked
                    ? append({ complianceDocumentId: doc.id, name: doc.name, mandatory: doc.mandatory })
                    : remove(index)
                }
              />
            }
          />
        );
      })}
      {fields.map((f, index) =>
        f.complianceDocumentId ? null : (
          <Stack key={f.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
            <TextInputField name={`documents.${index}.name`} label="Document name" size="small" />
            <SwitchField name={`documents.${index}.mandatory`} label="Required" />
            <IconButton aria-label={`Remove document row ${index + 1}`} onClick={() => remove(index)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ),
      )}
      <div>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append({ complianceDocumentId: null, name: '', mandatory: true })}
        >
          Add a document
        </Button>
      </div>
    </Stack>
  );
}

/**
 * State, answer, PDF, Send / Send again / Withdraw / Edit of a saved letter. A letter sent before says
 * when ("Last sent ..."), and sending it again asks first.
 */
export function LetterActions({
  kind,
  letter,
  unsaved,
  onEdit,
}: {
  kind: LetterKind;
  letter: Letter;
  /** The editor holds changes not saved yet: sending would send the saved text. */
  unsaved: boolean;
  /** Opens the editor on a sent letter (saving makes the next version). */
  onEdit?: (() => void) | undefined;
}) {
  const send = useSendLetter(kind);
  const withdraw = useWithdrawLetter(kind);
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  const name = NAMES[kind];
  const sendable = letter.status === 'DRAFT' || letter.status === 'WITHDRAWN';
  const lastSent = letter.sentAt ? `Last sent ${formatWhen(letter.sentAt)}` : null;
  const sendLabel =
    letter.status === 'SENT' || (letter.status === 'WITHDRAWN' && letter.sentAt)
      ? `Send ${name} again`
      : `Send ${name}`;
  // A first send goes at once; a letter sent before asks, saying when it went.
  const onSend = () => (letter.sentAt ? setResending(true) : send.mutate(letter.id));
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <LetterStatusChip letter={letter} />
        <Typography variant="body2" data-testid="letter-version">
          Version {letter.version}
        </Typography>
        {lastSent && (
          <Typography variant="body2" data-testid="letter-last-sent">
            {lastSent}
          </Typography>
        )}
        {letter.withdrawnAt && (
          <Typography variant="body2">Withdrawn {formatWhen(letter.withdrawnAt)}</Typography>
        )}
      </Stack>
      <LetterAnswer letter={letter} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {(sendable || letter.status === 'SENT') && (
          <Button
            variant={sendable ? 'contained' : 'outlined'}
            disabled={send.isPending || unsaved}
            loading={send.isPending}
            onClick={onSend}
          >
            {sendLabel}
          </Button>
        )}
        {letter.status === 'SENT' && onEdit && (
          <Button variant="outlined" onClick={onEdit}>
            Edit {name}
          </Button>
        )}
        {letter.status === 'SENT' && (
          <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
            Withdraw {name}
          </Button>
        )}
        <DownloadButton
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          download={() => downloadLetterPdf(kind, letter.id)}
        >
          Download PDF
        </DownloadButton>
      </Stack>
      {sendable && unsaved && (
        <Typography variant="body2" color="text.secondary">
          Save your changes before sending.
        </Typography>
      )}
      <Dialog open={resending} onClose={() => setResending(false)} aria-labelledby={`resend-${kind}`}>
        <DialogTitle id={`resend-${kind}`}>Send the {name} again?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {lastSent}. {letter.applicantName} gets a new email with a new link; the link sent before stops
            working.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResending(false)}>Cancel</Button>
          <Button
            variant="contained"
            loading={send.isPending}
            onClick={() => send.mutate(letter.id, { onSuccess: () => setResending(false) })}
          >
            Send again
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`withdraw-${kind}`}>
        <DialogTitle id={`withdraw-${kind}`}>Withdraw the {name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The link emailed to {letter.applicantName} stops working. You can edit the letter and send it
            again with a new link.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="warning"
            variant="contained"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(letter.id, { onSuccess: () => setConfirming(false) })}
          >
            Withdraw
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** A sent or answered letter, read only, with its certificate and the documents the applicant uploaded. */
export function SentLetter({ letter, documents }: { letter: Letter; documents: TLetterComplianceItem[] }) {
  return (
    <Stack spacing={2}>
      {letter.expired && letter.status === 'SENT' && (
        <Alert severity="warning">The answer date has passed without an answer.</Alert>
      )}
      <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="letter-body">
        {letter.body}
      </Typography>
      <SignatureCertificate letter={letter} />
      <DocumentList items={documents} title="Documents from the applicant" />
    </Stack>
  );
}
