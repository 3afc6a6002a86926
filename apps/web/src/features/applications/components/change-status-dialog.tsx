import { commonMoves, type TChangeStatusBulkResult, ZChangeStatusForm } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormDialog, SelectField, TextAreaField, useZodForm } from '../../../shared/ui/form';
import { useApplicationMutations } from '../api';
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
  const { change, bulk } = useApplicationMutations();
  const [summary, setSummary] = useState<TChangeStatusBulkResult | null>(null);
  const form = useZodForm(ZChangeStatusForm, {
    defaultValues: { status: undefined as never, note: undefined },
  });
  const single = targets.length === 1;
  const moves = commonMoves(targets.map((t) => t.status));
  const names = new Map(targets.map((t) => [t.id, t.name]));

  return (
    <FormDialog
      form={form}
      title={single ? `Change status: ${targets[0]!.name}` : `Change status of ${targets.length} candidates`}
      aria-label="Change status"
      submitLabel="Change status"
      busyLabel="Saving…"
      cancelLabel={summary ? 'Close' : 'Cancel'}
      hideSubmit={summary !== null || moves.length === 0}
      closeOnSuccess={single}
      onClose={onClose}
      onSubmit={async ({ status: to, note }) => {
        if (single) return change.mutateAsync({ applicationId: targets[0]!.id, status: to, note });
        setSummary(await bulk.mutateAsync({ applicationIds: targets.map((t) => t.id), status: to, note }));
        onDone?.();
      }}
    >
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
      ) : moves.length === 0 ? (
        <DialogContentText>
          {single
            ? `${statusLabel(targets[0]!.status)} is a final status: it cannot change.`
            : 'None of the checked candidates can change status.'}
        </DialogContentText>
      ) : (
        <>
          <SelectField
            name="status"
            label="New status"
            size="small"
            required
            emptyAs={undefined}
            options={moves.map((to) => ({ value: to, label: statusLabel(to) }))}
          />
          <TextAreaField
            name="note"
            label="Note"
            size="small"
            minRows={2}
            emptyAs={undefined}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
