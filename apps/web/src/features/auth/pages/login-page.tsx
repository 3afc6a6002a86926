import {
  landingRoute,
  type TLoginAnswer,
  type TLoginRequest,
  ZLoginAnswer,
  ZLoginRequest,
} from '@hr/contracts';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, loginApi } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { APP_NAME } from '../../../shared/config';
import { Form, TextInputField, useZodForm } from '../../../shared/ui/form';

const UNUSABLE_TOKEN = 'The server answered with a sign-in token this app cannot use. Please try again.';

export default function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm(ZLoginRequest, { defaultValues: { email: '', password: '' } });

  const login = useMutation({
    mutationFn: async (body: TLoginRequest) => {
      const answer = ZLoginAnswer.safeParse(await loginApi.post<TLoginAnswer>('', body));
      const payload = answer.success ? signIn(answer.data) : null;
      if (!payload) throw new ApiError(0, { message: UNUSABLE_TOKEN });
      return payload;
    },
    onSuccess: (payload) => navigate(landingRoute(payload.roles), { replace: true }),
  });

  // 401 wrong credentials, 429 too many attempts, 400 invalid input: the server's message says which.
  const failureText = (error: unknown) => errorMessage(error, 'Signing in failed. Please try again.');

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
        <Form form={form} onSubmit={(body) => login.mutateAsync(body)} formText={failureText}>
          <TextInputField
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            margin="normal"
            helperText={null}
          />
          <TextInputField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            margin="normal"
            helperText={null}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={form.formState.isSubmitting}
            sx={{ mt: 3 }}
          >
            Sign in
          </Button>
        </Form>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/forgot-password">
            Forgot password?
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/homePage">
            Back to the home page
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
