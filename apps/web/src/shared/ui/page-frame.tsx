import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

/** Error boundary + Suspense around a lazy page; an error clears when the URL changes. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
