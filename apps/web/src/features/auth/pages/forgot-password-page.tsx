import { ZForgotPassword } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AccountEmailField, Form, useZodForm } from '../../../shared/ui/form';
import { askPasswordReset } from '../api';
import { AuthCard, AuthSubmit } from './auth-card';

/** "Forgot password": the server emails a one-time link; its answer never says whether the email has an account. */
export default function ForgotPasswordPage() {
  const form = useZodForm(ZForgotPassword, { defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthCard title="Reset your password">
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Form form={form} onSubmit={async (body) => setSent((await askPasswordReset(body)).message)}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Enter the email address you sign in with. We will send it a link to choose a new password.
          </Typography>
          <AccountEmailField />
          <AuthSubmit busy={form.formState.isSubmitting}>Send reset link</AuthSubmit>
        </Form>
      )}
    </AuthCard>
  );
}
