import {
  APPLICATION_ACTIONS,
  applicationRecordRoute,
  CONTRACT_ACTIONS,
  type TApplicationRow,
} from '@hr/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import type { LetterKind } from '../api';
import { ContractLetter, OfferLetter } from './letters-panel';

/** The application record's Letters tab. */
export const lettersRoute = (applicationId: number) => `${applicationRecordRoute(applicationId)}?tab=app-let`;

const OFFER_STEPS: readonly string[] = ['PREPARE_OFFER', 'SEND_OFFER'];
const CONTRACT_STEPS: readonly string[] = ['PREPARE_CONTRACT', 'SEND_CONTRACT'];

/** The letter step of a row for this user: offers need SHORTLISTING or ONBOARDING, contracts ONBOARDING. */
function stepOf(row: TApplicationRow, may: (kind: LetterKind) => boolean) {
  if (OFFER_STEPS.includes(row.action) && may('offer'))
    return {
      kind: 'offer' as const,
      label: APPLICATION_ACTIONS[row.action as keyof typeof APPLICATION_ACTIONS],
    };
  if (CONTRACT_STEPS.includes(row.contractAction) && may('contract'))
    return {
      kind: 'contract' as const,
      label: CONTRACT_ACTIONS[row.contractAction as keyof typeof CONTRACT_ACTIONS],
    };
  return null;
}

/**
 * When the row's next step is a letter to prepare or send, a button that opens the letter in a dialog
 * (the list's users may not all open the application record).
 */
export function LetterRowAction({ row }: { row: TApplicationRow }) {
  const { hasAuthority } = useAuth();
  const titleId = useId();
  // The kind stays while the dialog is open: saving and sending move the row's step on.
  const [open, setOpen] = useState<LetterKind | null>(null);
  const step = stepOf(row, (kind) =>
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
