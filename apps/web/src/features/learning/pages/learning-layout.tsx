import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { PageFrame, PageLoading } from '../../../shared/ui/page-frame';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useLearningMe } from '../api';
import { type LearningTab, learningRoute, learningTabs } from '../routes';
import { useLearningViewer } from '../use-learning-viewer';

const TITLE = 'Learning Management';

const LABELS: Record<LearningTab, string> = {
  mine: 'My learning',
  courses: 'Courses',
  assignments: 'Assignments',
  compliance: 'Compliance',
};

export default function LearningLayout() {
  const me = useLearningMe();
  const viewer = useLearningViewer();
  const { pathname } = useLocation();
  if (me.isError)
    return (
      <Box>
        <PageTitle>{TITLE}</PageTitle>
        <QueryError query={me} fallback="Learning could not be loaded." />
      </Box>
    );
  if (!viewer) return <PageLoading title={TITLE} />;
  const tabs = learningTabs(viewer);
  const current = tabs.find((tab) => pathname.startsWith(learningRoute(tab))) ?? false;
  return (
    <Box>
      <PageTitle>{TITLE}</PageTitle>
      <Tabs value={current} aria-label="Learning screens" variant="scrollable" sx={{ mb: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={LABELS[tab]} component={RouterLink} to={learningRoute(tab)} />
        ))}
      </Tabs>
      <PageFrame>
        <Outlet />
      </PageFrame>
    </Box>
  );
}
