import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/auth-context';

/** Spec section 2: Log Out removes the stored token and goes to /login. */
export function useLogOut(): () => void {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    // Leave the guarded page first, so its guard never sees the signed-out state and redirects home.
    navigate(LOGIN_PATH, { replace: true, flushSync: true });
    signOut();
    // The next user of this browser must not see the previous user's cached answers.
    queryClient.clear();
  };
}
