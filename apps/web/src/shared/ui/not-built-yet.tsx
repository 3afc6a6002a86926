import ConstructionIcon from '@mui/icons-material/Construction';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { type AccessRule, canAccess } from '../auth/access';
import { useAuth } from '../auth/auth-context';
import { PageTitle } from './page-title';

export interface WorkingScreen {
  label: string;
  to: string;
  access: AccessRule;
}

/**
 * A menu entry whose screen is not built yet says so plainly, tells what it will hold, and points
 * to the screens that work today (only those the viewer may open), rather than posing as finished.
 */
export function NotBuiltYet({
  title,
  planned,
  meanwhile = [],
}: {
  title: string;
  /** What the screen will let the user do, in a sentence or two. */
  planned: string;
  meanwhile?: readonly WorkingScreen[];
}) {
  const { viewer } = useAuth();
  const open = meanwhile.filter((screen) => canAccess(viewer, screen.access));
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle>{title}</PageTitle>
      <Alert severity="info" icon={<ConstructionIcon />} sx={{ mb: 3 }}>
        <AlertTitle>This screen is not built yet</AlertTitle>
        {planned}
      </Alert>
      {open.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
            What you can do today
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {open.map((screen) => (
              <Button key={screen.to} variant="outlined" component={RouterLink} to={screen.to}>
                {screen.label}
              </Button>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
