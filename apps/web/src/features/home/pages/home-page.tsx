import { landingRoute } from '@hr/contracts';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import MailIcon from '@mui/icons-material/Mail';
import WorkIcon from '@mui/icons-material/Work';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { APP_NAME } from '../../../shared/config';

// What works today; letters, onboarding and employee records are named as coming, not as done.
const HIGHLIGHTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <WorkIcon color="primary" />,
    title: 'Requisitions',
    text: 'Raise requests to hire step by step, export them to PDF or a spreadsheet, and extend or close the ones that expire.',
  },
  {
    icon: <FactCheckIcon color="primary" />,
    title: 'Approvals',
    text: 'Send a requisition to its approvers by email; they approve or decline from the link, with comments.',
  },
  {
    icon: <GroupsIcon color="primary" />,
    title: 'Candidates and interviews',
    text: 'Add candidates to a requisition, move them through the pipeline one at a time or in bulk, and schedule their interviews.',
  },
  {
    icon: <MailIcon color="primary" />,
    title: 'Email you control',
    text: 'Edit every email template with merge fields; without a mail server, emails are kept in an Outbox to read.',
  },
];

/** Public landing page (/ and /homePage). */
export default function HomePage() {
  const { token, roles } = useAuth();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {APP_NAME}
          </Typography>
          {token && (
            <Button color="inherit" component={RouterLink} to={landingRoute(roles)}>
              Open the app
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 10 }, flexGrow: 1 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {APP_NAME}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
          Recruitment and HR onboarding in one place. Today: raise job requisitions and get them approved, and
          take their candidates from first review to interview. Coming next: offer and contract letters that
          applicants answer online, and onboarding them into complete employee records.
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to="/login">
          Sign in
        </Button>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
            mt: { xs: 6, md: 8 },
          }}
        >
          {HIGHLIGHTS.map((item) => (
            <Paper key={item.title} variant="outlined" sx={{ p: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                {item.icon}
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {item.title}
                </Typography>
              </Box>
              <Typography color="text.secondary">{item.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
