import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { SIDE_MENU_ID } from './side-menu';

// Loaded on its own, after the shell: the requisitions feature (its lists, tables and dialogs) stays
// out of the layout's chunk, and only holders of JOB_POSTING fetch it at all.
const ExpiredRequisitionsBell = lazy(() =>
  import('../../features/requisitions').then((feature) => ({ default: feature.ExpiredRequisitionsBell })),
);

// Only opened on demand: the form and its schema stay out of the layout's chunk.
const ChangePasswordDialog = lazy(() =>
  import('../../features/users').then((feature) => ({ default: feature.ChangePasswordDialog })),
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
        {userName && <UserMenu userName={userName} />}
      </Toolbar>
    </AppBar>
  );
}

/** The signed-in user's name, opening their own actions (change password). */
function UserMenu({ userName }: { userName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  return (
    <Box sx={{ ml: 2 }}>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon aria-hidden />}
        aria-label={`${userName}: account menu`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 260 }}
      >
        <Typography
          component="span"
          noWrap
          data-testid="topbar-user"
          sx={{ display: { xs: 'none', sm: 'inline' } }}
        >
          {userName}
        </Typography>
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          Change password
        </MenuItem>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </Box>
  );
}
