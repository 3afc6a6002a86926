import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { checkSessionStands } from '../../shared/api/session';
import { useAuth } from '../../shared/auth/auth-context';
import { DRAWER_WIDTH } from '../../shared/config';
import { PageFrame } from '../../shared/ui/page-frame';
import { MAIN_CONTENT_ID, SkipLinks, useFocusHeadingOnNavigate } from '../../shared/ui/skip-links';
import { activeItemFor, visibleMenu } from './menu';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useLogOut } from './use-log-out';

/** The shell of every layout route: top bar, side menu and the page. */
export function AppLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  // null until the user toggles: the menu then follows the screen size (open on wide screens).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? wide;
  const auth = useAuth();
  const logOut = useLogOut();
  const { pathname } = useLocation();
  const active = useMemo(() => activeItemFor(pathname, auth.viewer), [pathname, auth.viewer]);
  const groups = useMemo(() => visibleMenu(auth.viewer), [auth.viewer]);
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main, pathname);

  // A page load asks whether the session still stands: one ended by an administrator (a change of
  // access, a disablement) goes to /login before the page shows what the old token allowed.
  useEffect(() => {
    checkSessionStands();
  }, []);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLinks main={main} />
      <TopBar
        title={active.title}
        userName={auth.userName}
        menuOpen={open}
        showBell={auth.hasAuthority('JOB_POSTING')}
        onToggleMenu={() => setToggled(!open)}
      />
      <SideMenu
        open={open}
        variant={wide ? 'persistent' : 'temporary'}
        groups={groups}
        active={active}
        onClose={() => setToggled(false)}
        // On narrow screens the menu covers the page, so it closes once a page is chosen.
        onNavigate={() => !wide && setToggled(false)}
        onLogOut={logOut}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        ref={main}
        tabIndex={-1}
        sx={{
          outline: 'none',
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, md: 3 },
          // The persistent drawer keeps its place; closing it slides the page over that space.
          ml: wide && !open ? `-${DRAWER_WIDTH}px` : 0,
          transition: theme.transitions.create('margin', {
            easing: theme.transitions.easing.sharp,
            duration: open
              ? theme.transitions.duration.enteringScreen
              : theme.transitions.duration.leavingScreen,
          }),
        }}
      >
        <Toolbar />
        <PageFrame>
          <Outlet />
        </PageFrame>
      </Box>
    </Box>
  );
}
