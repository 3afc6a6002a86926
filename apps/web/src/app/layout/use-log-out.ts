import { useQueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../shared/api/client';
import { endServerSession } from '../../shared/api/session';
import { useAuth } from '../../shared/auth/auth-context';

/**
 * Spec section 2: Log Out removes the stored token and goes to /login. The server ends the session
 * too, so a copy of the token is worthless; the browser signs out even when that call fails.
 */
export function useLogOut(): () => void {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    endServerSession();
    // One transition for both: the guarded page never renders signed out (its guard would send the
    // browser home); /login and the signed-out state commit together.
    startTransition(() => {
      navigate(LOGIN_PATH, { replace: true });
      signOut();
    });
    // The next user of this browser must not see the previous user's cached answers.
    queryClient.clear();
  };
}
