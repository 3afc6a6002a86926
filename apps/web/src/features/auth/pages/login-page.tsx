import { checkLoginRequest, landingRoute, type TLoginAnswer, type TLoginRequest } from '@hr/contracts';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { APP_NAME } from '../../../shared/config';
import { ICON_DISC, TEXT_LINK } from './auth-look';

const FAILED = 'Signing in failed. Please try again.';
const UNUSABLE_TOKEN = 'The server answered with a sign-in token this app cannot use. Please try again.';

type Field = keyof TLoginRequest;
const FIELDS: readonly Field[] = ['email', 'password'];

const isLoginAnswer = (raw: unknown): raw is TLoginAnswer =>
  typeof raw === 'object' &&
  raw !== null &&
  typeof (raw as TLoginAnswer).token === 'string' &&
  typeof (raw as TLoginAnswer).userName === 'string';

/**
 * The API client is needed once the form is sent: it loads after the first paint, not with the page
 * (bundle budget).
 */
const loadClient = () => import('../api');

/**
 * The first page most people load, so it is kept light: plain inputs and the contracts' zod-free
 * check (checkLoginRequest, the same rules and words as ZLoginRequest) instead of the shared form
 * kit, which brings react-hook-form, zod and MUI's TextField with its select menus, and without
 * react-query (bundle budget).
 */
export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  // A confirmation from the page that sent the user here (a password just set).
  const state = useLocation().state as { notice?: unknown } | null;
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => {
    const later = setTimeout(() => void loadClient().catch(() => undefined));
    return () => clearTimeout(later);
  }, []);

  const showErrors = (errors: Partial<Record<Field, string>>) => {
    setFieldErrors(errors);
    const first = FIELDS.find((name) => errors[name]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkLoginRequest(values);
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setPending(true);
    let client: Awaited<ReturnType<typeof loadClient>> | undefined;
    try {
      client = await loadClient();
      const { ApiError, requestSignIn } = client;
      const answer = await requestSignIn(checked.value);
      const payload = isLoginAnswer(answer) ? signIn(answer) : null;
      if (!payload) throw new ApiError(0, { message: UNUSABLE_TOKEN });
      navigate(landingRoute(payload.roles), { replace: true });
    } catch (error) {
      // A 400 names its fields: each on its input; anything else is said above the form.
      const named = client && error instanceof client.ApiError ? (error.body.fields ?? {}) : {};
      const onInputs = Object.fromEntries(
        FIELDS.flatMap((name) => (named[name] ? [[name, named[name]]] : [])),
      );
      showErrors(onInputs);
      // 401 wrong credentials, 429 too many attempts, 400 invalid input: the server's message says which.
      const text = client?.errorMessage(error, FAILED) ?? FAILED;
      setFormError(Object.keys(onInputs).length > 0 ? null : text);
      setPending(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const id = `login-${name}`;
    const error = fieldErrors[name];
    return (
      <FormControl fullWidth margin="normal" error={Boolean(error)}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          name={name}
          type={type}
          label={label}
          autoComplete={autoComplete}
          autoFocus={name === 'email'}
          value={values[name]}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[name] = element;
          }}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          inputProps={{ 'aria-describedby': error ? `${id}-error` : undefined }}
        />
        {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
      </FormControl>
    );
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
          <Box sx={ICON_DISC}>
            <LockOutlinedIcon />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Sign in to {APP_NAME}
          </Typography>
        </Box>
        <Box component="form" noValidate onSubmit={onSubmit} aria-busy={pending}>
          {notice && !formError && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line', mb: 2 }}>
              {formError}
            </Alert>
          )}
          {field('email', 'Email', 'email', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
          <Button type="submit" variant="contained" size="large" fullWidth loading={pending} sx={{ mt: 3 }}>
            Sign in
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Box component={RouterLink} to="/forgot-password" sx={TEXT_LINK}>
            Forgot password?
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          <Box component={RouterLink} to="/homePage" sx={TEXT_LINK}>
            Back to the home page
          </Box>
        </Typography>
      </Paper>
    </Box>
  );
}
