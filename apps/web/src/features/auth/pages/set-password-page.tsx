import { MESSAGES, ZSetPasswordForm } from '@hr/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/client';
import { Form, NewPasswordFields, useZodForm } from '../../../shared/ui/form';
import { readPasswordLink, setPassword } from '../api';
import { AuthCard, AuthSubmit } from './auth-card';

/**
 * `/set-password?code=...`: the page an invitation or a password reset email links to. The code is
 * checked first (whom it is for); setting the password uses it once, then the user signs in.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const link = useQuery({
    queryKey: ['password-link', code],
    queryFn: () => readPasswordLink(code),
    enabled: code !== '',
    retry: false,
  });
  const form = useZodForm(ZSetPasswordForm, { defaultValues: { code, password: '', confirmPassword: '' } });

  if (!code || link.isError)
    return (
      <AuthCard title="This link cannot be used">
        <Alert severity="error">
          {errorMessage(link.error, 'This link is not valid. Ask for a new one.')}
        </Alert>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/forgot-password">
            Ask for a new link
          </Link>
        </Typography>
      </AuthCard>
    );
  if (!link.data)
    return (
      <AuthCard title="Checking your link">
        <CircularProgress aria-label="Checking your link" sx={{ display: 'block', mx: 'auto' }} />
      </AuthCard>
    );

  const invited = link.data.purpose === 'INVITATION';
  return (
    <AuthCard title={invited ? 'Choose your password' : 'Choose a new password'}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {invited ? `Welcome, ${link.data.userName}.` : `Hello ${link.data.userName}.`} You sign in as{' '}
        <strong>{link.data.email}</strong>.
      </Typography>
      <Form
        form={form}
        hidden={['code']}
        onSubmit={async ({ code: linkCode, password }) => {
          await setPassword({ code: linkCode, password });
          // The login page says it: a toast would leave with this page (the login page has no toasts).
          navigate('/login', { replace: true, state: { notice: MESSAGES.passwordChanged } });
        }}
      >
        <NewPasswordFields autoFocus margin="normal" />
        <AuthSubmit busy={form.formState.isSubmitting}>Set password</AuthSubmit>
      </Form>
    </AuthCard>
  );
}
