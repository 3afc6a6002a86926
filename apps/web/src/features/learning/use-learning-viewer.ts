import { useAuth } from '../../shared/auth/auth-context';
import { useLearningMe } from './api';

/** Who the viewer is to learning; the server decides the same way on every call. */
export interface LearningViewer {
  /** Holds ONBOARDING: manages the catalogue and assignments, reads everyone's. */
  hr: boolean;
  /** The manager of at least one employee: reads their reports' matrix. */
  manager: boolean;
  /** The viewer's own employee record, for My learning; null without one. */
  employeeId: number | null;
}

/** The viewer, or null while the server's answer is on its way (or failed: see `useLearningMe`). */
export function useLearningViewer(): LearningViewer | null {
  const { hasAuthority } = useAuth();
  const me = useLearningMe();
  if (!me.data) return null;
  return { hr: hasAuthority('ONBOARDING'), manager: me.data.manager, employeeId: me.data.employeeId };
}
