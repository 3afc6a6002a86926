import Box from '@mui/material/Box';
import { DRAWER_WIDTH } from '../../shared/config';
import { PageLoading } from '../../shared/ui/page-frame';

/**
 * What the app layout shows while its code loads: the top bar's and the side menu's room, and the
 * page's heading (when the page has a fixed one) where the page will show it. The page's largest text
 * then paints before the layout's and the page's chunks arrive, and nothing moves when they do.
 * Plain boxes from the entry chunk: the layout's own components are what is loading.
 */
export function LayoutLoading({ title }: { title?: string }) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The app bar: fixed, the primary colour, its toolbar's height. */}
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: theme.zIndex.appBar,
          bgcolor: 'primary.main',
          boxShadow: theme.shadows[4],
        })}
      />
      {/* The persistent side menu's room on wide screens (a temporary overlay on narrow ones). */}
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Box sx={(theme) => theme.mixins.toolbar} />
        <PageLoading title={title} />
      </Box>
    </Box>
  );
}
