import { MESSAGES } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { errorMessage } from '../../../shared/api/client';

/**
 * Why a delete was refused (the server's reason, e.g. the requisition has applications) and the
 * way out, inside the dialog that asked: the toast alone says only 'Failed'.
 */
export function DeleteRefusal({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      <AlertTitle>{MESSAGES.failed}</AlertTitle>
      {errorMessage(error, 'The requisition could not be deleted.')} Extend its dates instead, or close the
      requisition (Change status on its form or in the list).
    </Alert>
  );
}
