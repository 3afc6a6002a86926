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

// What the product does today, one card per part of the hiring and onboarding journey.
const HIGHLIGHTS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <WorkIcon color="primary" />,
    title: 'Requisitions and approvals',
    text: 'Raise requests to hire step by step, send them to their approvers by email, and export them to PDF or a spreadsheet.',
  },
  {
    icon: <GroupsIcon color="primary" />,
    title: 'Candidates and interviews',
    text: 'Track every application with its scores and next step, move candidates through the pipeline, and schedule their interviews.',
  },
  {
    icon: <MailIcon color="primary" />,
    title: 'Offer and contract letters',
    text: 'Write offer and contract letters that applicants read, accept and sign online, with the signed PDF kept on their record.',
  },
  {
    icon: <FactCheckIcon color="primary" />,
    title: 'Onboarding and people',
    text: 'Turn signed contracts into employee records, hand out the employee pack, and run leave requests, learning and HR reports.',
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
          Recruitment and HR onboarding in one place: from the request to hire, through candidates, interviews
          and signed letters, to complete employee records, their leave and their learning.
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
