import { landingRoute, MESSAGES } from '@hr/contracts';
import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';

/** Shown in place of a page the signed-in user may not open (spec section 2). */
export default function DeniedPage() {
  const { token, roles } = useAuth();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 3, textAlign: 'center' }}>
      <BlockIcon color="error" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {MESSAGES.unauthorizedTitle}
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        {MESSAGES.unauthorizedText}
      </Typography>
      <Button variant="contained" component={RouterLink} to={token ? landingRoute(roles) : '/homePage'}>
        Go to my start page
      </Button>
    </Box>
  );
}
