import { type ApplicationStatus, commonMoves, type TChangeStatusBulkResult } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { useCandidateMutations } from '../api';
import { statusLabel } from './status-chip';

/** The applications to move: id, current status and a name to show. */
export interface MoveTarget {
  id: number;
  status: string;
  name: string;
}

/**
 * Changes the status of one application (a row action) or of the checked ones (bulk). The choice
 * offers only moves the transition table allows for at least one of them; a bulk change ends with
 * a summary of what moved and what did not, and why.
 */
export function ChangeStatusDialog({
  targets,
  onClose,
  onDone,
}: {
  targets: readonly MoveTarget[];
  onClose: () => void;
  onDone?: () => void;
}) {
  const { change, bulk } = useCandidateMutations();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [summary, setSummary] = useState<TChangeStatusBulkResult | null>(null);
  const single = targets.length === 1;
  const moves = commonMoves(targets.map((t) => t.status));
  const pending = change.isPending || bulk.isPending;
  const names = new Map(targets.map((t) => [t.id, t.name]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    const to = status as ApplicationStatus;
    const trimmed = note.trim() || undefined;
    if (single) {
      change.mutate({ applicationId: targets[0]!.id, status: to, note: trimmed }, { onSuccess: onClose });
    } else {
      bulk.mutate(
        { applicationIds: targets.map((t) => t.id), status: to, note: trimmed },
        {
          onSuccess: (result) => {
            setSummary(result);
            onDone?.();
          },
        },
      );
    }
  };

  const failure = change.error ?? bulk.error;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="change-status-title">
      <form onSubmit={submit} noValidate aria-label="Change status">
        <DialogTitle id="change-status-title">
          {single ? `Change status: ${targets[0]!.name}` : `Change status of ${targets.length} candidates`}
        </DialogTitle>
        <DialogContent>
          {summary ? (
            <Stack spacing={1} aria-label="Status change summary" role="status">
              <Alert severity={summary.notMoved.length === 0 ? 'success' : 'warning'}>
                Moved {summary.moved.length}, not moved {summary.notMoved.length}
              </Alert>
              {summary.notMoved.length > 0 && (
                <List dense>
                  {summary.notMoved.map((row) => (
                    <ListItem key={row.id}>
                      <ListItemText
                        primary={names.get(row.id) ?? `Application ${row.id}`}
                        secondary={row.reason}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && (
                <Alert severity="error">{errorMessage(failure, 'The status could not be changed.')}</Alert>
              )}
              {moves.length === 0 ? (
                <DialogContentText>
                  {single
                    ? `${statusLabel(targets[0]!.status)} is a final status: it cannot change.`
                    : 'None of the checked candidates can change status.'}
                </DialogContentText>
              ) : (
                <TextField
                  select
                  label="New status"
                  value={status}
                  onChange={(event) => setStatus(event.target.value)}
                  size="small"
                  required
                >
                  {moves.map((to) => (
                    <MenuItem key={to} value={to}>
                      {statusLabel(to)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {moves.length > 0 && (
                <TextField
                  label="Note"
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  size="small"
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{summary ? 'Close' : 'Cancel'}</Button>
          {!summary && moves.length > 0 && (
            <Button
              type="submit"
              variant="contained"
              disabled={!status || pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {pending ? 'Saving…' : 'Change status'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
