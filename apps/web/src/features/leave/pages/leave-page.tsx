import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageTitle } from '../../../shared/ui/page-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useMyLeave } from '../api';
import { Approvals } from '../components/approvals';
import { BalancesReport } from '../components/balances-report';
import { MyLeave } from '../components/my-leave';
import { TeamCalendar } from '../components/team-calendar';

type TabId = 'mine' | 'approvals' | 'calendar' | 'balances';
const LABELS: Record<TabId, string> = {
  mine: 'My leave',
  approvals: 'Approvals',
  calendar: 'Team calendar',
  balances: 'Balances report',
};

/**
 * /appsrn: my leave for everyone with an employee record; approvals for managers and HR; the team
 * calendar; the balances report for HR. The tab is in the URL (`?tab=`) so a link opens it.
 */
export default function LeavePage() {
  const { hasAuthority } = useAuth();
  const hr = hasAuthority('ONBOARDING');
  const me = useMyLeave();
  const [params, setParams] = useSearchParams();

  if (me.isPending)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>Loading your leave…</Typography>
      </Box>
    );
  if (me.isError) return <QueryError query={me} fallback="Your leave could not be loaded." />;

  const tabs: TabId[] = [
    'mine',
    ...(me.data.approver || hr ? (['approvals'] as const) : []),
    'calendar',
    ...(hr ? (['balances'] as const) : []),
  ];
  const asked = params.get('tab') as TabId | null;
  // Without an employee record there is no leave of one's own: open on the first useful tab.
  const fallback: TabId = me.data.employeeId === null ? (tabs[1] ?? 'mine') : 'mine';
  const tab: TabId = asked && tabs.includes(asked) ? asked : fallback;

  return (
    <Box>
      <PageTitle>Leave Management</PageTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: TabId) => setParams({ tab: next }, { replace: true })}
        aria-label="Leave sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((id) => (
          <Tab
            key={id}
            value={id}
            label={LABELS[id]}
            id={`leave-tab-${id}`}
            aria-controls="leave-tab-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="leave-tab-panel" aria-labelledby={`leave-tab-${tab}`}>
        {tab === 'mine' && <MyLeave mine={me.data} />}
        {tab === 'approvals' && <Approvals />}
        {tab === 'calendar' && <TeamCalendar />}
        {tab === 'balances' && <BalancesReport />}
      </Box>
    </Box>
  );
}
