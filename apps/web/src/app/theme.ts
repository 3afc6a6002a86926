import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79' },
    // White text on each filled colour (chips, buttons) meets WCAG AA's 4.5:1; MUI's own info,
    // warning and this teal fall short (axe's color-contrast); info stays at 4.5:1 as outlined text on
    // the page's grey background too.
    secondary: { main: '#00796b' },
    info: { main: '#01579b' },
    warning: { main: '#c43e00' },
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
    // A disabled input's helper text often says why ('Choose an industry first'): it stays readable
    // (MUI greys it to 38% black, below WCAG AA's 4.5:1, axe's color-contrast).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
});
