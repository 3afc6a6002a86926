import { defaultAuthorityCodes, ROLES, USER_MESSAGES, ZInviteUser } from '@hr/contracts';
import { toast } from 'react-toastify';
import { FormDialog, TextInputField, useZodForm } from '../../../shared/ui/form';
import { useInviteUser } from '../api';
import { AccessFields } from './access-fields';

const DEFAULT_ROLES = [ROLES.RECRUITMENT_OFFICER];

/** Invite a user by email: they get a one-time link to set their password. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteUser();
  const form = useZodForm(ZInviteUser, {
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      roles: DEFAULT_ROLES,
      authorities: defaultAuthorityCodes(DEFAULT_ROLES),
    },
  });
  return (
    <FormDialog
      form={form}
      title="Invite a user"
      submitLabel="Send invitation"
      aria-label="Invite a user"
      maxWidth="md"
      onClose={onClose}
      onSubmit={async (body) => {
        await invite.mutateAsync(body);
        toast.success(USER_MESSAGES.invitationSent);
      }}
    >
      <TextInputField name="email" label="Email" type="email" autoFocus />
      <TextInputField name="firstName" label="First name" />
      <TextInputField name="lastName" label="Last name" />
      <AccessFields />
    </FormDialog>
  );
}
