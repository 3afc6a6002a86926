import AppsIcon from '@mui/icons-material/Apps';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SchoolIcon from '@mui/icons-material/School';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { DRAWER_WIDTH } from '../../shared/config';
import type { ActiveItem, MenuGroup } from './menu';

const ICONS: Record<string, ReactNode> = {
  'recruitment-dashboard': <DashboardIcon />,
  'recruitment-manager': <SupervisorAccountIcon />,
  'recruitment-tracking': <TrackChangesIcon />,
  'applicant-tracking': <PersonSearchIcon />,
  'applicant-onboarding': <HowToRegIcon />,
  'learning-management': <SchoolIcon />,
  'leave-management': <BeachAccessIcon />,
  'hr-reports': <AssessmentIcon />,
  'employee-management': <PeopleIcon />,
  'hr-module': <AppsIcon />,
  'employee-pack': <FolderSharedIcon />,
  notifications: <NotificationsOutlinedIcon />,
  'reference-data': <TuneIcon />,
  outbox: <OutboxIcon />,
  users: <ManageAccountsIcon />,
  audit: <HistoryIcon />,
  'leave-settings': <EventBusyIcon />,
};

export const SIDE_MENU_ID = 'side-menu';

interface Props {
  open: boolean;
  /** Persistent beside the page on wide screens, a temporary overlay on narrow ones. */
  variant: 'persistent' | 'temporary';
  groups: readonly MenuGroup[];
  active: ActiveItem;
  onClose: () => void;
  onNavigate: () => void;
  onLogOut: () => void;
}

export function SideMenu({ open, variant, groups, active, onClose, onNavigate, onLogOut }: Props) {
  return (
    <Drawer
      id={SIDE_MENU_ID}
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {/* Room for the app bar, which sits above the drawer. */}
      <Toolbar />
      <Box component="nav" aria-label="Main menu" sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {groups.map((group) => (
          <List
            key={group.id}
            dense
            aria-labelledby={`menu-group-${group.id}`}
            // The list's children are all li: the subheader one (ListSubheader's own element), each link
            // inside another (a list may hold only li, axe's `list` rule).
            subheader={<ListSubheader id={`menu-group-${group.id}`}>{group.title}</ListSubheader>}
          >
            {group.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.url}
                  selected={active.id === item.id}
                  onClick={onNavigate}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.id]}</ListItemIcon>
                  <ListItemText primary={item.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
        <Divider />
        <List dense>
          <ListItem disablePadding>
            <ListItemButton onClick={onLogOut}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Log Out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
