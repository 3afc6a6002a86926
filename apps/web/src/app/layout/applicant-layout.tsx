import { MY_APPLICATIONS_PAGE } from '@hr/contracts';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { APP_NAME } from '../../shared/config';
import { PageFrame } from '../../shared/ui/page-frame';
import { useLogOut } from './use-log-out';

/**
 * The applicant's pages live outside the main layout; this bar links them ("Your applications", the
 * offer) and lets them sign out. A visitor
 * registering from an emailed link sees it before signing in (nothing to sign out of yet).
 */
export function ApplicantLayout() {
  const { token, userName } = useAuth();
  const logOut = useLogOut();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {APP_NAME}
          </Typography>
          {userName && (
            <Typography
              component="span"
              noWrap
              data-testid="topbar-user"
              // On a phone the name gives way to the app name and Log Out.
              sx={{ mr: 2, maxWidth: 220, display: { xs: 'none', sm: 'block' } }}
            >
              {userName}
            </Typography>
          )}
          {token && (
            <Box component="nav" aria-label="Your pages" sx={{ display: 'flex', mr: 1 }}>
              <Button color="inherit" size="small" component={RouterLink} to={MY_APPLICATIONS_PAGE}>
                Applications
              </Button>
              <Button color="inherit" size="small" component={RouterLink} to="/offer-letter">
                Offer
              </Button>
            </Box>
          )}
          {token && (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={logOut}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Log Out
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 3 } }}>
        <PageFrame>
          <Outlet />
        </PageFrame>
      </Box>
    </Box>
  );
}
