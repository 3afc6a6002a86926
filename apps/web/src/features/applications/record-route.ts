import { recordRouteFor } from '@hr/contracts';
import { useAuth } from '../../shared/auth/auth-context';

/**
 * Where this user opens an application: `/appfrm/{id}` with ONBOARDING (letters, compliance, the
 * employee), else the read-only `/appsch/{id}` with SHORTLISTING, else nowhere (null).
 */
export function useRecordRoute(): (id: number) => string | null {
  const { hasAuthority } = useAuth();
  const can = { onboarding: hasAuthority('ONBOARDING'), shortlisting: hasAuthority('SHORTLISTING') };
  return (id) => recordRouteFor(can, id);
}
