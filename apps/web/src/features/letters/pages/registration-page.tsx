import {
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  type TRegistrationCheck,
  ZRegistrationCheck,
  ZRegistrationPassword,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';
import { AuthCard, AuthSubmit } from '../../auth/pages/auth-card';
import { checkRegistration, setRegistrationPassword, useRegistrationCode } from '../api';

const POLICY = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your email address`;

function RegistrationForm({ code, onChecked }: { code: string; onChecked: (email: string) => void }) {
  const form = useZodForm(ZRegistrationCheck, { defaultValues: { code, email: '' } });
  return (
    <Form
      form={form}
      aria-label="Registration"
      hidden={['code']}
      onSubmit={async (body) => {
        await checkRegistration(body);
        onChecked(body.email);
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Enter the email address the letter was sent to.
      </Typography>
      <TextInputField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        margin="normal"
      />
      <AuthSubmit busy={form.formState.isSubmitting}>Continue</AuthSubmit>
    </Form>
  );
}

function PasswordForm({ checked }: { checked: TRegistrationCheck }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useZodForm(ZRegistrationPassword, {
    defaultValues: { ...checked, password: '', confirmPassword: '' },
  });
  return (
    <Form
      form={form}
      aria-label="Set your password"
      hidden={['code', 'email']}
      onSubmit={async (body) => {
        const answer = await setRegistrationPassword(body);
        toast.success(MESSAGES.passwordChanged);
        if (!signIn(answer))
          throw new Error('The sign-in token could not be used. Sign in with your new password.');
        // Both forms close: the same page, signed in, without the used code.
        navigate(pathname, { replace: true });
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        You sign in as <strong>{checked.email}</strong>. Choose your password.
      </Typography>
      <TextInputField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        margin="normal"
        helperText={POLICY}
      />
      <TextInputField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        margin="normal"
      />
      <AuthSubmit busy={form.formState.isSubmitting}>Set password</AuthSubmit>
    </Form>
  );
}

/**
 * The applicant's first visit from the emailed link (`?code=`): the registration form checks the code
 * and email, then the reset-password form sets the password and signs them in; both then close and
 * the letter shows (spec section 4, "Offer letter page flow").
 */
export default function RegistrationPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const link = useRegistrationCode(code);
  const [email, setEmail] = useState<string | null>(null);
  if (link.isPending)
    return (
      <AuthCard title="Checking your link">
        <CircularProgress aria-label="Checking your link" sx={{ display: 'block', mx: 'auto' }} />
      </AuthCard>
    );
  if (link.isError)
    return (
      <AuthCard title="This link cannot be used">
        <Alert severity="error">{errorMessage(link.error, 'This link is not valid.')}</Alert>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Already registered? Sign in with your email and password.
        </Typography>
      </AuthCard>
    );
  const letter = link.data.letter === 'CONTRACT_LETTER' ? 'contract letter' : 'offer letter';
  return email === null ? (
    <AuthCard title={`Register to read your ${letter}`}>
      <RegistrationForm code={code} onChecked={setEmail} />
    </AuthCard>
  ) : (
    <AuthCard title="Set your password">
      <PasswordForm checked={{ code, email }} />
    </AuthCard>
  );
}
