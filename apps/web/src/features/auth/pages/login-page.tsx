import { landingRoute, type TLoginAnswer, ZLoginAnswer } from '@hr/contracts';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, loginApi } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { APP_NAME } from '../../../shared/config';
import { type LoginErrors, validateLogin } from '../login-form';

const UNUSABLE_TOKEN = 'The server answered with a sign-in token this app cannot use. Please try again.';

export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});

  const login = useMutation({
    mutationFn: async (body: { email: string; password: string }) => {
      const answer = ZLoginAnswer.safeParse(await loginApi.post<TLoginAnswer>('', body));
      const payload = answer.success ? signIn(answer.data) : null;
      if (!payload) throw new ApiError(0, { message: UNUSABLE_TOKEN });
      return payload;
    },
    onSuccess: (payload) => navigate(landingRoute(payload.roles), { replace: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    login.reset();
    if (found.email || found.password) return;
    login.mutate({ email: email.trim(), password });
  };

  // 401 wrong credentials, 429 too many attempts, 400 invalid input: the server's message says which.
  const failure = login.isError ? errorMessage(login.error, 'Signing in failed. Please try again.') : null;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
            <LockOutlinedIcon />
          </Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Sign in to {APP_NAME}
          </Typography>
        </Box>
        <Box component="form" noValidate onSubmit={submit} aria-busy={login.isPending}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            margin="normal"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
            margin="normal"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={login.isPending}
            sx={{ mt: 3 }}
          >
            Sign in
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/homePage">
            Back to the home page
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
