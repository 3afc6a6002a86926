import {
  LETTER_MESSAGES,
  MESSAGES,
  type TRegistrationCheck,
  type TRegistrationCodeAnswer,
  ZLoginRequest,
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
import {
  AccountEmailField,
  Form,
  NewPasswordFields,
  TextInputField,
  useZodForm,
} from '../../../shared/ui/form';
import { checkRegistration, setRegistrationPassword, signInForLetter, useRegistrationCode } from '../api';
import { codeState } from '../letter-state';

/** The card's one full-width submit button, busy while the form saves (as on the sign-in pages). */
function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}

/** The sign-in pages' card, inside the applicant's layout (which stays mounted once they are signed in). */
function AuthCard({
  title,
  children,
  footer = (
    <>
      Registered already?{' '}
      <Link component={RouterLink} to="/login">
        Sign in
      </Link>
    </>
  ),
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 1, md: 4 }, p: { xs: 3, sm: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center', mb: 3 }}>
        {title}
      </Typography>
      {children}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {footer}
      </Typography>
    </Paper>
  );
}

/**
 * A registered applicant's letter link: they sign in here (no second registration, no new password)
 * and stay on the letter's page, without the code.
 */
function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useZodForm(ZLoginRequest, { defaultValues: { email: '', password: '' } });
  return (
    <Form
      form={form}
      aria-label="Sign in"
      onSubmit={async (body) => {
        if (!signIn(await signInForLetter(body)))
          throw new Error('The sign-in token could not be used. Please try again.');
        navigate(pathname, { replace: true });
      }}
    >
      <AccountEmailField />
      <TextInputField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        margin="normal"
      />
      <Submit busy={form.formState.isSubmitting}>Sign in</Submit>
    </Form>
  );
}

function RegistrationForm({
  code,
  sentTo,
  onChecked,
}: {
  code: string;
  sentTo: string;
  onChecked: (email: string) => void;
}) {
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
        Enter the email address {sentTo} was sent to.
      </Typography>
      <AccountEmailField />
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
      <NewPasswordFields autoFocus margin="normal" />
      <Submit busy={form.formState.isSubmitting}>Set password</Submit>
    </Form>
  );
}

/** What the link opens, in the cards' words. */
const LINK_WORDS: Record<
  TRegistrationCodeAnswer['letter'],
  { signIn: string; register: string; sentTo: string }
> = {
  OFFER_LETTER: { signIn: 'to read your offer', register: 'to read your offer letter', sentTo: 'the letter' },
  CONTRACT_LETTER: {
    signIn: 'to read your contract',
    register: 'to read your contract letter',
    sentTo: 'the letter',
  },
  APPLICATION: {
    signIn: 'to see your applications',
    register: 'to follow your applications',
    sentTo: 'the email',
  },
};

/**
 * A registered applicant's sign-in where an emailed link brought them: they stay on that page,
 * signed in (no second registration, no new password).
 */
export function ApplicantSignIn({ title }: { title: string }) {
  return (
    <AuthCard
      title={title}
      footer={
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}

/**
 * The applicant's first visit from the emailed link (`?code=`, a letter's or the "Application
 * received" email's): the registration form checks the code
 * and email, then the reset-password form sets the password and signs them in; both then close and
 * the letter shows (spec section 4, "Offer letter page flow"). An applicant registered already signs
 * in instead; a link cut short by a mail program is told so.
 */
export function Registration() {
  const [params] = useSearchParams();
  const raw = params.get('code');
  const code = raw?.trim() ?? '';
  const whole = codeState(raw) === 'whole';
  const link = useRegistrationCode(code, whole);
  const [email, setEmail] = useState<string | null>(null);
  if (!whole)
    return (
      <AuthCard title="This link cannot be used">
        <Alert severity="error">{LETTER_MESSAGES.codeDamaged}</Alert>
      </AuthCard>
    );
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
  const words = LINK_WORDS[link.data.letter];
  if (link.data.registered) return <ApplicantSignIn title={`Welcome back: sign in ${words.signIn}`} />;
  return email === null ? (
    <AuthCard title={`Register ${words.register}`}>
      <RegistrationForm code={code} sentTo={words.sentTo} onChecked={setEmail} />
    </AuthCard>
  ) : (
    <AuthCard title="Set your password">
      <PasswordForm checked={{ code, email }} />
    </AuthCard>
  );
}
