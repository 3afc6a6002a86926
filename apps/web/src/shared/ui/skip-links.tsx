// Keyboard ways around the layout: skip links that appear on the first Tab, and focus moved to the
// new page's heading after each navigation (instead of staying on <body>).
import Box from '@mui/material/Box';
import { type RefObject, useEffect, useRef } from 'react';

export const MAIN_CONTENT_ID = 'main-content';
/** The first row of a list page's table (DataTable marks its rows). */
const FIRST_ROW = 'tbody tr[data-list-row]';

function focusIn(main: HTMLElement | null, selector: string): boolean {
  const target = main?.querySelector<HTMLElement>(selector);
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}

// Shown just below the fixed top bar (56 px on phones, 64 px from 600 px), one at a time in the same
// place, wherever the page is scrolled: over the bar they hid its title, and at phone width the bell
// and its count.
const linkSx = {
  position: 'fixed',
  left: 8,
  top: -48,
  zIndex: 2000,
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  border: 2,
  borderColor: 'primary.main',
  borderRadius: 1,
  fontWeight: 600,
  '&:focus': { top: { xs: 64, sm: 72 } },
} as const;

/** "Skip to main content" and "Skip to the first row": hidden until focused by keyboard. */
export function SkipLinks({ main }: { main: RefObject<HTMLElement | null> }) {
  const skip = (selector: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    if (!focusIn(main.current, selector)) focusIn(main.current, 'h1') || main.current?.focus();
  };
  return (
    <>
      <Box component="a" href={`#${MAIN_CONTENT_ID}`} sx={linkSx} onClick={skip('h1')}>
        Skip to main content
      </Box>
      <Box component="a" href={`#${MAIN_CONTENT_ID}`} sx={linkSx} onClick={skip(FIRST_ROW)}>
        Skip to the first row
      </Box>
    </>
  );
}

/**
 * After each navigation, focus the new page's h1 (pages load lazily: it is looked for a little
 * while), unless the page already focused something of its own (an autofocused input).
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>, pathname: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every navigation (pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attempt = () => {
      const active = document.activeElement;
      if (active && active !== document.body && main.current?.contains(active)) return;
      if (focusIn(main.current, 'h1') || tries++ > 60) return;
      timer = setTimeout(attempt, 50);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname, main]);
}
