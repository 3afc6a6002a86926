import type { TApplicationRow } from '@hr/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { type LetterKind, letterStepOf } from '../letter-state';
import { ContractLetter, OfferLetter } from './letters-panel';

/**
 * When the row's next step is a letter to prepare or send, a button that opens the letter in a dialog
 * (the list's users may not all open the application record).
 */
export function LetterRowAction({ row }: { row: TApplicationRow }) {
  const { hasAuthority } = useAuth();
  const titleId = useId();
  // The kind stays while the dialog is open: saving and sending move the row's step on.
  const [open, setOpen] = useState<LetterKind | null>(null);
  const step = letterStepOf(row, (kind) =>
    kind === 'offer'
      ? hasAuthority('SHORTLISTING') || hasAuthority('ONBOARDING')
      : hasAuthority('ONBOARDING'),
  );
  if (!step && !open) return null;
  return (
    <>
      {step && (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(step.kind);
          }}
          aria-label={`${step.label} for ${row.applicantName}`}
        >
          {step.label}
        </Button>
      )}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullWidth
        maxWidth="md"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle id={titleId}>
          {open === 'contract' ? 'Contract letter' : 'Offer letter'} for {row.applicantName}
        </DialogTitle>
        <DialogContent>
          {open === 'offer' && <OfferLetter applicationId={row.id} />}
          {open === 'contract' && <ContractLetter applicationId={row.id} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
