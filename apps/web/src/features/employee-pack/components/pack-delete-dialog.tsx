import type { TPackDocument } from '@hr/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeletePackDocument } from '../api';

/** Asks before deleting; contracts already sent keep listing the document. */
export function PackDeleteDialog({ document, onClose }: { document: TPackDocument; onClose: () => void }) {
  const deletion = useDeletePackDocument();
  return (
    <Dialog
      open
      onClose={deletion.isPending ? undefined : onClose}
      aria-labelledby="pack-delete-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="pack-delete-title">Delete document</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Delete '{document.name}' from the employee pack? New contracts will no longer list it; contracts
          already sent keep it.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deletion.isPending}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={deletion.isPending}
          onClick={() => deletion.mutate(document.id, { onSettled: onClose })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
