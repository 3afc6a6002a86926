import Box from '@mui/material/Box';
import { DRAWER_WIDTH } from '../../shared/config';
import { PageLoading } from '../../shared/ui/page-frame';

/**
 * What the app layout shows while its code loads: the top bar, the side menu's room and the
 * page's heading (when the page has a fixed one) where the page will show it. The page's largest text
 * then paints before the layout's and the page's chunks arrive, and nothing moves when they do.
 * Plain boxes from the entry chunk: the layout's own components are what is loading.
 */
export function LayoutLoading({ title }: { title?: string }) {
  return (
    <>
      {/* The app bar: fixed, the primary colour, its toolbar's height. */}
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          position: 'fixed',
          inset: '0 0 auto',
          zIndex: 'appBar',
          bgcolor: 'primary.main',
          boxShadow: 4,
        })}
      />
      {/* Beside the persistent side menu's room on wide screens (a temporary overlay on narrow ones). */}
      <Box component="main" sx={{ p: { xs: 2, md: 3 }, ml: { md: `${DRAWER_WIDTH}px` } }}>
        <Box sx={(theme) => theme.mixins.toolbar} />
        <PageLoading title={title} />
      </Box>
    </>
  );
}
