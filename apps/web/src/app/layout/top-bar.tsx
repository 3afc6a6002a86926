import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { SIDE_MENU_ID } from './side-menu';

// Loaded on its own, after the shell: the requisitions feature (its lists, tables and dialogs) stays
// out of the layout's chunk, and only holders of JOB_POSTING fetch it at all.
const ExpiredRequisitionsBell = lazy(() =>
  import('../../features/requisitions').then((feature) => ({ default: feature.ExpiredRequisitionsBell })),
);

interface Props {
  title: string;
  userName: string | null;
  menuOpen: boolean;
  /** Only JOB_POSTING holders may call the expired list; anyone else would get a 403 and be signed out. */
  showBell: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ title, userName, menuOpen, showBell, onToggleMenu }: Props) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle menu"
          aria-controls={SIDE_MENU_ID}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
          sx={{ mr: 2 }}
        >
          <MenuIcon />
        </IconButton>
        {/* An h2: the page below holds the h1. */}
        <Typography variant="h6" component="h2" noWrap data-testid="topbar-title" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {showBell && (
          <Suspense fallback={null}>
            <ExpiredRequisitionsBell />
          </Suspense>
        )}
        {userName && (
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, ml: 2 }}>
            <AccountCircleIcon aria-hidden />
            <Typography component="span" noWrap data-testid="topbar-user" sx={{ maxWidth: 220 }}>
              {userName}
            </Typography>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
