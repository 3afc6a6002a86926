import type { TMyApplication } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import { errorMessage } from '../../../shared/api/client';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
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
  return (
    <ConfirmDialog
      title="Withdraw your application?"
      after={
        withdraw.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(withdraw.error, 'The application could not be withdrawn. Please try again.')}
          </Alert>
        )
      }
      confirmLabel="Withdraw"
      cancelLabel="Keep my application"
      busy={withdraw.isPending}
      onConfirm={() => withdraw.mutate(application.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      Your application for <strong>{application.positionTitle}</strong> will be withdrawn and the recruitment
      team told. This cannot be undone.
    </ConfirmDialog>
  );
}
