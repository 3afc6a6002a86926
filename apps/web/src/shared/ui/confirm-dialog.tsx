// The question before a step that cannot be undone (a delete, a withdrawal, a replacement), asked the
// same way everywhere: a title, what will happen, Cancel and the step itself. While the step runs the
// dialog stays (no closing by Escape or a click outside) and its button shows it is busy.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

interface Props {
  /** Defaults to open: most callers mount the dialog only while it is asked. */
  open?: boolean;
  title: ReactNode;
  /** What the step does, in a sentence or two. */
  children: ReactNode;
  /** Under the sentence: the server's refusal or error, say. */
  after?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `error` for what destroys, `warning` for what replaces. */
  color?: 'error' | 'warning';
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open = true,
  title,
  children,
  after,
  confirmLabel,
  cancelLabel = 'Cancel',
  color = 'error',
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {after}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          color={color}
          variant="contained"
          loading={busy}
          disabled={confirmDisabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
