import {
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  type TRegistrationCheck,
  ZRegistrationCheck,
  ZRegistrationPassword,
} from '@hr/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';
import { checkRegistration, setRegistrationPassword, useRegistrationCode } from '../api';

/** The card's one full-width submit button, busy while the form saves (as on the sign-in pages). */
function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}

/** The sign-in pages' card, inside the applicant's layout (which stays mounted once they are signed in). */
function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 1, md: 4 }, p: { xs: 3, sm: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center', mb: 3 }}>
        {title}
      </Typography>
      {children}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Registered already?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </Paper>
  );
}

const POLICY = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your email address`;

function RegistrationForm({ code, onChecked }: { code: string; onChecked: (email: string) => void }) {
  const form = useZodForm(ZRegistrationCheck, { defaultValues: { code, email: '' } });
  return (
    <Form
      form={form}
      aria-label="Registration"
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
      <Submit busy={form.formState.isSubmitting}>Continue</Submit>
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
        // Both forms close: the same page, signed in, without the used code. The layout (and its
        // toasts) stays mounted, so the toast above stays in view.
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
      <Submit busy={form.formState.isSubmitting}>Set password</Submit>
    </Form>
  );
}

/**
 * The applicant's first visit from the emailed link (`?code=`): the registration form checks the code
 * and email, then the reset-password form sets the password and signs them in; both then close and
 * the letter shows (spec section 4, "Offer letter page flow").
 */
export function Registration() {
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
