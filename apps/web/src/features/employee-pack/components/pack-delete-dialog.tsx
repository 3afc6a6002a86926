import type { TPackDocument } from '@hr/contracts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeletePackDocument } from '../api';

/** Asks before deleting; contracts already sent keep listing the document. */
export function PackDeleteDialog({ document, onClose }: { document: TPackDocument; onClose: () => void }) {
  const deletion = useDeletePackDocument();
  return (
    <ConfirmDialog
      title="Delete document"
      confirmLabel="Delete"
      busy={deletion.isPending}
      onConfirm={() => deletion.mutate(document.id, { onSettled: onClose })}
      onClose={onClose}
    >
      Delete '{document.name}' from the employee pack? New contracts will no longer list it; contracts already
      sent keep it.
    </ConfirmDialog>
  );
}
