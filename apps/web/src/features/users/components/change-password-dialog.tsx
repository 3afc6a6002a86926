import { MESSAGES, ZChangePasswordForm } from '@hr/contracts';
import { toast } from 'react-toastify';
import { useAuth } from '../../../shared/auth/auth-context';
import { FormDialog, NewPasswordFields, TextInputField, useZodForm } from '../../../shared/ui/form';
import { changePassword } from '../api';

/**
 * The signed-in user's own password (from the top bar). The server ends every session of theirs
 * and answers a fresh token, which this browser keeps.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { signIn } = useAuth();
  const form = useZodForm(ZChangePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  return (
    <FormDialog
      form={form}
      title="Change password"
      submitLabel="Change password"
      aria-label="Change password"
      onClose={onClose}
      onSubmit={async ({ currentPassword, newPassword }) => {
        signIn(await changePassword({ currentPassword, newPassword }));
        toast.success(MESSAGES.passwordChanged);
      }}
    >
      <TextInputField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <NewPasswordFields name="newPassword" />
    </FormDialog>
  );
}
