// The look the signed-out pages share, in a module of its own: the login page takes it without the
// card's components (MUI's Link among them), which it does not use (bundle budget).
import type { Theme } from '@mui/material/styles';

/** The lock above a signed-out page's title: a disc drawn by a Box (MUI's Avatar costs the login page 1.6 KiB). */
export const ICON_DISC = {
  width: 40,
  height: 40,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'primary.main',
  color: 'common.white',
  mb: 1,
} as const;

/** MUI's Link as the login page shows it (primary, underlined at 40%), drawn on the router's link. */
export const TEXT_LINK = (theme: Theme) =>
  ({
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  }) as const;
