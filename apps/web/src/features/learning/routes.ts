import type { LearningViewer } from './use-learning-viewer';

/** The sub-routes of /reqsum, in their tab order. */
export const LEARNING_TABS = ['mine', 'courses', 'assignments', 'compliance'] as const;
export type LearningTab = (typeof LEARNING_TABS)[number];

export const learningRoute = (tab: LearningTab) => `/reqsum/${tab}`;

/**
 * The tabs a viewer gets: everyone reads the catalogue; My learning is for those with an employee
 * record; assignments are HR's; the matrix is HR's and, for their reports, a manager's. A tab the
 * server would refuse is never offered (a 403 ends the session).
 */
export function learningTabs(viewer: LearningViewer): LearningTab[] {
  const shown: Record<LearningTab, boolean> = {
    mine: viewer.employeeId !== null || !viewer.hr,
    courses: true,
    assignments: viewer.hr,
    compliance: viewer.hr || viewer.manager,
  };
  return LEARNING_TABS.filter((tab) => shown[tab]);
}

/** Where /reqsum opens: HR on the matrix, everyone else on their own learning. */
export const learningHome = (viewer: LearningViewer): LearningTab => (viewer.hr ? 'compliance' : 'mine');
