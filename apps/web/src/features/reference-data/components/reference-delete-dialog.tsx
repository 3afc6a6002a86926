import type { TRefKind, TRefRow } from '@hr/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteReference } from '../api';
import { kindLabel } from '../kinds';

interface Props {
  kind: TRefKind;
  row: TRefRow;
  onClose: () => void;
}

/** Asks before deleting; a refusal (the value is in use) comes back as a warning toast. */
export function ReferenceDeleteDialog({ kind, row, onClose }: Props) {
  const deletion = useDeleteReference();
  const label = kindLabel(kind);
  return (
    <Dialog
      open
      onClose={deletion.isPending ? undefined : onClose}
      aria-labelledby="reference-delete-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="reference-delete-title">Delete {label.toLowerCase()}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Delete {label.toLowerCase()} '{row.name}'? This cannot be undone.
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
          onClick={() => deletion.mutate({ kind, id: row.id }, { onSettled: onClose })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
