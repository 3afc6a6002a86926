import type { TMyApplication } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useWithdrawApplication } from '../api';

/** Asks before withdrawing: it cannot be undone (a new application is the way back). */
export function WithdrawDialog({
  application,
  onClose,
}: {
  application: TMyApplication;
  onClose: () => void;
}) {
  const withdraw = useWithdrawApplication();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={withdraw.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Withdraw your application?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your application for <strong>{application.positionTitle}</strong> will be withdrawn and the
          recruitment team told. This cannot be undone.
        </DialogContentText>
        {withdraw.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(withdraw.error, 'The application could not be withdrawn. Please try again.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={withdraw.isPending}>
          Keep my application
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate(application.id, { onSuccess: onClose })}
        >
          Withdraw
        </Button>
      </DialogActions>
    </Dialog>
  );
}
