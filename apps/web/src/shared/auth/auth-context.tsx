import {
  type AuthorityName,
  hasAuthority,
  isApplicantOnly,
  type TLoginAnswer,
  type TTokenPayload,
} from '@hr/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Viewer } from './access';
import { clearSession, decodeToken, isExpired, readSession, type StoredSession, writeSession } from './token';

export interface Auth {
  token: string | null;
  /** The signed-in user's id (the token's subject); null when signed out. */
  userId: string | null;
  userName: string | null;
  /** The signed-in user's email, as the token carries it. */
  email: string | null;
  /** Comma-separated role string as the token carries it; '' when signed out. */
  roles: string;
  authorities: readonly string[];
  isApplicant: boolean;
  /** Roles and authorities for access checks, or null when signed out. */
  viewer: Viewer | null;
  hasAuthority: (name: AuthorityName) => boolean;
  /** Stores the login answer; returns the token payload, or null when the token is unusable. */
  signIn: (answer: TLoginAnswer) => TTokenPayload | null;
  signOut: () => void;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(readSession);

  // Another tab signing in or out changes this tab's session too.
  useEffect(() => {
    const onStorage = () => setSession(readSession());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // An expired token counts as no token: drop the session the moment it expires.
  useEffect(() => {
    if (!session) return;
    const delay = Math.min(session.payload.exp * 1000 - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setSession(readSession()), Math.max(delay, 0));
    return () => window.clearTimeout(timer);
  }, [session]);

  const signIn = useCallback((answer: TLoginAnswer) => {
    const payload = decodeToken(answer.token);
    if (!payload || isExpired(payload)) return null;
    writeSession(answer.token, answer.userName);
    setSession({ token: answer.token, userName: answer.userName, payload });
    return payload;
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setSession(null);
  }, []);

  const value = useMemo<Auth>(() => {
    const roles = session?.payload.roles ?? '';
    const authorities = session?.payload.authorities ?? [];
    return {
      token: session?.token ?? null,
      userId: session?.payload.sub ?? null,
      userName: session?.userName ?? null,
      email: session?.payload.email ?? null,
      roles,
      authorities,
      isApplicant: isApplicantOnly(roles),
      viewer: session ? { roles, authorities } : null,
      hasAuthority: (name) => hasAuthority(authorities, name),
      signIn,
      signOut,
    };
  }, [session, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
