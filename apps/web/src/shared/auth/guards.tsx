import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { lazyPage } from '../ui/lazy-page';
import { PageFrame } from '../ui/page-frame';
import { type AccessRule, canAccess } from './access';
import { useAuth } from './auth-context';

const DeniedPage = lazyPage(() => import('../ui/denied-page'));

/** Where protected routes send visitors without a (valid) token. */
export const SIGNED_OUT_HOME = '/homePage';

/**
 * Renders its children (or the nested routes) when the signed-in user passes the rule;
 * signed-out visitors go to the home page, everyone else sees the denied page.
 */
export function RequireAccess({ rule, children }: { rule: AccessRule; children?: ReactNode }) {
  const { viewer } = useAuth();
  if (!viewer) return <Navigate to={SIGNED_OUT_HOME} replace />;
  if (!canAccess(viewer, rule)) {
    return (
      <PageFrame>
        <DeniedPage />
      </PageFrame>
    );
  }
  return children ?? <Outlet />;
}
