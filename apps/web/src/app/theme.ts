import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#00897b' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // Sentence-case buttons read better; labels the spec writes in capitals (UPDATE) stay capitals.
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiListSubheader: { styleOverrides: { root: { lineHeight: '36px', fontWeight: 700 } } },
  },
});
