import type { TRefKind, TRefRow } from '@hr/contracts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
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
    <ConfirmDialog
      title={`Delete ${label.toLowerCase()}`}
      confirmLabel="Delete"
      busy={deletion.isPending}
      onConfirm={() => deletion.mutate({ kind, id: row.id }, { onSettled: onClose })}
      onClose={onClose}
    >
      Delete {label.toLowerCase()} '{row.name}'? This cannot be undone.
    </ConfirmDialog>
  );
}
