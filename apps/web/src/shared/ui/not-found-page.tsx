import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Page not found
      </Typography>
      <Typography sx={{ mb: 4 }} color="text.secondary">
        The address you opened does not exist or has moved.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Go to the home page
      </Button>
    </Box>
  );
}
