import { MESSAGES, parseRoles, type TUserListRow, ZUserAccess } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import { toast } from 'react-toastify';
import { FormDialog, useZodForm } from '../../../shared/ui/form';
import { useUpdateAccess } from '../api';
import { AccessFields } from './access-fields';

/** A user's roles and grants; saving a change signs them out everywhere. */
export function AccessDialog({ user, onClose }: { user: TUserListRow; onClose: () => void }) {
  const update = useUpdateAccess();
  const form = useZodForm(ZUserAccess, {
    defaultValues: { roles: parseRoles(user.roles), authorities: user.authorities },
  });
  return (
    <FormDialog
      form={form}
      title={`Access of ${user.firstName} ${user.lastName}`}
      aria-label="User access"
      maxWidth="md"
      onClose={onClose}
      onSubmit={async (body) => {
        await update.mutateAsync({ id: user.id, ...body });
        toast.success(MESSAGES.successfullyUpdated);
      }}
    >
      <Alert severity="info">
        Saving a change signs {user.email} out; their next sign-in has the new access.
      </Alert>
      <AccessFields />
    </FormDialog>
  );
}
